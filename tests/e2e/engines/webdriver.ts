/**
 * The few W3C WebDriver commands the WebKit journeys need, over HTTP to WebKitWebDriver: a session,
 * navigation, scripts, pointer and key actions, the window size and a screenshot. Written out
 * rather than taken from a client library: seven endpoints of a published standard.
 */

interface WireAnswer<T> {
  value: T | { error: string; message: string };
}

async function call<T>(server: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as WireAnswer<T>;
  const { value } = answer;
  if (!response.ok) {
    const error = value as { error: string; message: string };
    throw new Error(`WebDriver ${method} ${path}: ${error.error}: ${error.message}`);
  }
  return value as T;
}

export class WebDriverSession {
  private constructor(
    private readonly server: string,
    private readonly id: string,
  ) {}

  static async create(server: string, capabilities: Record<string, unknown>) {
    const answer = await call<{ sessionId: string }>(server, 'POST', '/session', {
      capabilities: { alwaysMatch: capabilities },
    });
    return new WebDriverSession(server, answer.sessionId);
  }

  private send<T>(method: string, path: string, body?: unknown): Promise<T> {
    return call<T>(this.server, method, `/session/${this.id}${path}`, body);
  }

  async navigate(url: string): Promise<void> {
    await this.send('POST', '/url', { url });
  }

  /** Runs `script` (a function body: `return …`) with `args`; answers what it returns. */
  execute<T>(script: string, args: unknown[] = []): Promise<T> {
    return this.send<T>('POST', '/execute/sync', { script, args });
  }

  /** Sets the outer window size; the browser may refuse to go below its own minimum. */
  async setWindowSize(width: number, height: number): Promise<void> {
    await this.send('POST', '/window/rect', { width, height });
  }

  /** Moves the pointer to a viewport point (and clicks there when asked). */
  async pointer(x: number, y: number, click: boolean): Promise<void> {
    const actions: Record<string, unknown>[] = [
      { type: 'pointerMove', duration: 0, origin: 'viewport', x: Math.round(x), y: Math.round(y) },
    ];
    if (click) actions.push({ type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 });
    await this.send('POST', '/actions', {
      actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }],
    });
    await this.send('DELETE', '/actions');
  }

  /** Types into the focused element, one key per character (`\uE007` is Enter, `\uE00C` Escape). */
  async keys(text: string): Promise<void> {
    const actions = Array.from(text).flatMap((value) => [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ]);
    await this.send('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] });
    await this.send('DELETE', '/actions');
  }

  /** A PNG of the viewport. */
  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.send<string>('GET', '/screenshot'), 'base64');
  }

  async quit(): Promise<void> {
    await this.send('DELETE', '');
  }
}
