/**
 * Firefox and WebKit, driven the same way for the cross-engine journeys (engines.spec.ts):
 * - Firefox: Debian's firefox-esr through puppeteer-core over WebDriver BiDi (Playwright's own
 *   Firefox cannot be downloaded here, and its `moz-firefox` channel fails on this ESR);
 * - WebKit: WebKitGTK's MiniBrowser (the engine of Safari and of WeChat on iPhone) through
 *   WebKitWebDriver, on a virtual display of its own (Xvfb).
 * Both open the site through a small proxy in front of the preview. It records every same-origin
 * answer with an HTTP error status, and adds one same-origin script to each HTML page that
 * records uncaught errors, rejected promises, failed resources and console errors: one way of
 * seeing them in both engines.
 */
import { spawn } from 'child_process';
import type { ChildProcess } from 'child_process';
import fs from 'fs';
import http from 'http';
import net from 'net';
import path from 'path';
import type { Browser, Page } from 'puppeteer-core';
import { WebDriverSession } from './webdriver';

export type EngineName = 'firefox' | 'webkit';

export interface Engine {
  name: EngineName;
  /** Opens a path of the site (through the proxy) and waits for its load event. */
  goto(pathname: string): Promise<void>;
  /** Sizes the viewport; answers the width the engine really gave (WebKitGTK has a minimum). */
  resize(width: number, height: number): Promise<number>;
  /** Runs `fn` in the page with JSON arguments (promises are awaited). */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  /** A real pointer click at a viewport point. */
  click(x: number, y: number): Promise<void>;
  hover(x: number, y: number): Promise<void>;
  /** Types into the focused element. */
  type(text: string): Promise<void>;
  press(key: 'Enter' | 'Escape'): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** What went wrong since the last call: page errors, console errors, HTTP errors. */
  problems(): Promise<string[]>;
  /** An HTTP status the next requests of `pathname` are expected to answer (a 404 page). */
  expectStatus(pathname: string, status: number): void;
  /** Resolves once no request of the page is in flight (every answer has been sent whole). */
  quiet(): Promise<void>;
  close(): Promise<void>;
}

const PROBE_PATH = '/__lt-engine-probe.js';

/** Recorded in the page before any of the site's own scripts run. */
const PROBE = `(function () {
  var seen = (window.__ltProblems = []);
  addEventListener('error', function (e) {
    var t = e.target;
    if (t && t !== window && (t.src || t.href)) seen.push('failed to load ' + (t.src || t.href));
    else seen.push('uncaught ' + e.message + (e.error && e.error.stack ? ' ' + e.error.stack : ''));
  }, true);
  addEventListener('unhandledrejection', function (e) {
    var r = e.reason;
    seen.push('unhandled rejection ' + String(r) + (r && r.stack ? ' ' + r.stack : ''));
  });
  var original = console.error;
  console.error = function () {
    seen.push('console.error ' + Array.prototype.map.call(arguments, String).join(' '));
    return original.apply(console, arguments);
  };
})();`;

interface ProbeProxy {
  origin: string;
  /** Same-origin answers with an error status since the last call (expected ones left out). */
  failures(): string[];
  expectStatus(pathname: string, status: number): void;
  quiet(): Promise<void>;
  close(): Promise<void>;
}

async function until(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeout = 20000,
  every = 100,
) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => {
      setTimeout(r, every);
    });
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A proxy in front of the preview that notes HTTP errors and adds the probe to HTML pages. */
async function startProbeProxy(upstream: string): Promise<ProbeProxy> {
  const target = new URL(upstream);
  const failures: string[] = [];
  const expected = new Map<string, number>();
  let origin = '';
  let inFlight = 0;
  const server = http.createServer((req, res) => {
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
    });
    if (req.url === PROBE_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      res.end(PROBE);
      return;
    }
    // To the preview the page is its own: it refuses calls from another origin.
    const headers = { ...req.headers, host: target.host };
    if (headers.origin === origin) headers.origin = target.origin;
    if (headers.referer?.startsWith(origin)) {
      headers.referer = target.origin + headers.referer.slice(origin.length);
    }
    // Whole, uncompressed answers: the HTML is read and changed on the way.
    delete headers['accept-encoding'];
    delete headers['if-none-match'];
    delete headers['if-modified-since'];
    const forward = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers,
      },
      (answer) => {
        const status = answer.statusCode ?? 0;
        const pathname = (req.url ?? '').split('?')[0];
        if (status >= 400 && expected.get(pathname) !== status) {
          failures.push(`HTTP ${status} for ${req.method} ${req.url}`);
        }
        const type = String(answer.headers['content-type'] ?? '');
        if (!type.includes('text/html')) {
          res.writeHead(status, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head([^>]*)>/i, `<head$1><script src="${PROBE_PATH}"></script>`);
          const out = { ...answer.headers };
          delete out['content-length'];
          delete out['transfer-encoding'];
          res.writeHead(status, { ...out, 'content-length': Buffer.byteLength(html) });
          res.end(html);
        });
      },
    );
    forward.on('error', (error) => {
      failures.push(`proxy could not reach the preview for ${req.url}: ${error.message}`);
      res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    failures: () => failures.splice(0),
    expectStatus: (pathname, status) => expected.set(pathname, status),
    quiet: () => until('no request in flight', () => inFlight === 0, 20000, 20),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Where each engine lives on Debian; FIREFOX_PATH / WEBKIT_MINIBROWSER elsewhere. */
export function enginePaths(): Record<EngineName, string | undefined> {
  const firefox = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].find(
    (p) => p && fs.existsSync(p),
  );
  const libDirs = fs.existsSync('/usr/lib')
    ? fs.readdirSync('/usr/lib').map((d) => path.join('/usr/lib', d))
    : [];
  const minibrowser = [
    process.env.WEBKIT_MINIBROWSER,
    ...libDirs.flatMap((d) => [
      path.join(d, 'webkit2gtk-4.1/MiniBrowser'),
      path.join(d, 'webkit2gtk-4.0/MiniBrowser'),
    ]),
  ].find((p) => p && fs.existsSync(p));
  const driver = ['/usr/bin/WebKitWebDriver'].find((p) => fs.existsSync(p));
  return { firefox, webkit: minibrowser && driver ? minibrowser : undefined };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const stop = (child: ChildProcess | undefined) => {
  if (child && child.exitCode === null) child.kill('SIGTERM');
};

async function launchFirefox(executablePath: string, proxy: ProbeProxy) {
  // Imported here: the Chromium projects never load it.
  const puppeteer = (await import('puppeteer-core')).default;
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
  });
  const page: Page = await browser.newPage();
  const engine: Partial<Engine> = {
    goto: async (p) => {
      await page.goto(`${proxy.origin}${p}`, { waitUntil: 'load' });
    },
    resize: async (width, height) => {
      await page.setViewport({ width, height });
      return page.evaluate(() => window.innerWidth);
    },
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
    click: (x, y) => page.mouse.click(x, y),
    hover: (x, y) => page.mouse.move(x, y),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key),
    screenshot: async (file) => {
      await page.screenshot({ path: file as `${string}.png` });
    },
    close: async () => {
      await browser.close();
    },
  };
  return engine;
}

async function launchWebKit(minibrowser: string, proxy: ProbeProxy, slot: number) {
  // A display of its own: the first free one from :90 up (a lock file marks a taken one).
  let display = 90 + slot * 5;
  while (fs.existsSync(`/tmp/.X${display}-lock`)) display += 1;
  const xvfb = spawn('Xvfb', [`:${display}`, '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: 'ignore',
  });
  const socket = `/tmp/.X11-unix/X${display}`;
  let driver: ChildProcess | undefined;
  try {
    await until(`Xvfb :${display}`, () => fs.existsSync(socket));
    const port = await freePort();
    driver = spawn('WebKitWebDriver', [`--port=${port}`], {
      // The display is virtual: WebKitGTK's accelerated compositing would run on Mesa's software
      // GL (llvmpipe), over a third of the journeys' CPU. Without it the same page is painted in
      // one layer; layout, styles, script and hit tests are WebKit's either way. The WebKit
      // journeys took 79 CPU-s instead of 125, and 58 s instead of 75.
      env: { ...process.env, DISPLAY: `:${display}`, WEBKIT_DISABLE_COMPOSITING_MODE: '1' },
      stdio: 'ignore',
    });
    const server = `http://127.0.0.1:${port}`;
    await until('WebKitWebDriver', () =>
      fetch(`${server}/status`).then(
        (r) => r.ok,
        () => false,
      ),
    );
    const session = await WebDriverSession.create(server, {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: minibrowser, args: ['--automation'] },
    });
    const engine: Partial<Engine> = {
      goto: (p) => session.navigate(`${proxy.origin}${p}`),
      resize: async (width, height) => {
        await session.setWindowSize(width, height);
        return session.execute<number>('return window.innerWidth');
      },
      evaluate: (fn, ...args) =>
        session.execute(`return (${fn.toString()}).apply(null, arguments);`, args) as never,
      click: (x, y) => session.pointer(x, y, true),
      hover: (x, y) => session.pointer(x, y, false),
      type: (text) => session.keys(text),
      press: (key) => session.keys(key === 'Enter' ? '\uE007' : '\uE00C'),
      screenshot: async (file) => fs.writeFileSync(file, await session.screenshot()),
      close: async () => {
        await session.quit().catch(() => {});
        stop(driver);
        stop(xvfb);
      },
    };
    return engine;
  } catch (error) {
    stop(driver);
    stop(xvfb);
    throw error;
  }
}

/** Starts `name` against the preview at `upstream`; `slot` keeps parallel workers apart. */
export async function launchEngine(
  name: EngineName,
  upstream: string,
  slot: number,
): Promise<Engine> {
  const executable = enginePaths()[name];
  if (!executable) throw new Error(`${name} is not installed: run bash .ci/install-browser.sh`);
  const proxy = await startProbeProxy(upstream);
  try {
    const engine =
      name === 'firefox'
        ? await launchFirefox(executable, proxy)
        : await launchWebKit(executable, proxy, slot);
    // What the page noted is read before the engine leaves it, and kept until asked for.
    const noted: string[] = [];
    const readPage = async () => {
      const seen = await engine.evaluate!(() => {
        const list = (window as unknown as { __ltProblems?: string[] }).__ltProblems ?? [];
        return list.splice(0);
      }).catch((error: Error) => [`could not read the page's problems: ${error.message}`]);
      noted.push(...seen);
    };
    let opened = false;
    return {
      ...(engine as Omit<Engine, 'name' | 'goto' | 'problems' | 'expectStatus'>),
      name,
      goto: async (pathname) => {
        if (opened) await readPage();
        opened = true;
        await engine.goto!(pathname);
      },
      expectStatus: proxy.expectStatus,
      quiet: proxy.quiet,
      problems: async () => {
        if (opened) await readPage();
        return [...noted.splice(0), ...proxy.failures()];
      },
      close: async () => {
        await engine.close!();
        await proxy.close();
      },
    };
  } catch (error) {
    await proxy.close();
    throw error;
  }
}
