/**
 * The publisher: keeps a deployed dist/ in step with the API after the build (README: "Publish to
 * live"). One long-running process (./index.ts, `npm run publisher`, server/systemd) answering on
 * localhost:
 *
 * - `POST /hooks/publish`: the CMS's webhook, signed (./signature.ts). A request that is unsigned,
 *   wrongly signed, outside the clock window, already seen (a replay), too large or one too many
 *   in a minute (a flood) is refused and nothing is drawn; an accepted one asks for a publish.
 * - A fallback poll every few minutes asks for one too (a webhook lost on the way).
 * - `GET /customerCase/caseDetail?id=N`, `GET /newsLantu?id=N`: nginx asks here for an item page
 *   the build did not draw (server/nginx/lantu.conf). The API is asked whether it knows the id: a
 *   404 when it does not; when it does, a publish is asked for and awaited, and the page it drew
 *   is answered (kept in dist/ for the next visitor). Bounded: a few checks at once and a queue;
 *   beyond, or when the publish takes too long, a 503, and nginx answers the page's shell.
 * - `GET /_health`: what it is doing, with its memory.
 *
 * A publish is the incremental prerender and the picture step (`npm run build:content`) on the
 * deployed folder: only pages whose API answers changed are drawn again, item pages the API no
 * longer lists are removed (they answer 404), the sitemap is written anew, and every file is put
 * in place by one rename (server/paths.ts). One publish runs at a time: requests arriving while it
 * runs are merged into one more run after it.
 *
 * This module is the logic, with the run itself passed in (`run`), so the tests drive it without
 * a browser; ./index.ts passes the real one.
 */
import fs from 'fs';
import type { IncomingMessage, ServerResponse } from 'http';
import path from 'path';
import { NO_CACHE } from '../../config/csp';
import { checkSignature, MAX_BODY_BYTES, MAX_SKEW_SECONDS } from './signature';

export interface RunResult {
  ok: boolean;
  /** Seconds the run took. */
  seconds: number;
  /** The addresses it drew (new or changed pages). */
  drawn: string[];
  /** The last lines of its output when it failed. */
  error?: string;
  /** What Baidu's link push said (scripts/linkpush), when it ran. */
  linkPush?: string;
}

export interface PublisherOptions {
  secret: string;
  /** The deployed folder nginx serves. */
  dist: string;
  /** Where the API answers (the same the build read), e.g. http://127.0.0.1:8080. */
  api: string;
  /**
   * One publish: the incremental prerender and the picture step on `dist`. `items` are what the
   * requests named (`case:12`): only the API calls that can show them are asked again; null asks
   * every call (the poll, the start, a webhook that names nothing).
   */
  run: (reasons: string[], items: string[] | null) => Promise<RunResult>;
  /** Accepted webhooks a minute; more are refused (429). */
  maxHooksPerMinute?: number;
  /** Item-page misses handled at once (each asks the API); more wait in the queue. */
  missConcurrency?: number;
  /** Misses waiting beyond those (for the API or for their page); more are answered 503 at once. */
  maxMissQueue?: number;
  /**
   * How long a miss waits for its page before the shell answers instead (nginx's fallback, which
   * loads the item itself): the page is drawn behind it for the next visitor and the crawler.
   */
  missWaitMs?: number;
  /** How long the API has to say whether it knows an id. */
  apiTimeoutMs?: number;
  /**
   * How long an item the API knows, which a publish asked for it did not draw, is answered with
   * the shell without asking for another publish (a webhook forgets it at once).
   */
  undrawnMs?: number;
  now?: () => number;
  log?: (line: string) => void;
}

export const PUBLISHER_MESSAGES = {
  unsigned: '缺少签名或时间戳',
  malformed: '签名格式不正确',
  stale: '请求时间与服务器相差过大',
  wrong: '签名不正确',
  replay: '该请求已处理过（重放）',
  tooLarge: '请求内容过大',
  flood: '请求过于频繁，请稍后再试',
  method: '不支持的请求方法',
  notFound: '没有这个地址',
  busy: '页面生成繁忙，请稍后再试',
  accepted: '已收到，页面即将更新',
} as const;

/** An item page's address as nginx passes it: its kind and id. */
export function itemOf(url: string): { kind: 'case' | 'news'; id: number } | null {
  const m = /^\/(customerCase\/caseDetail|newsLantu)\/?\?(?:[^#]*&)?id=([1-9]\d{0,8})(?:&|$)/.exec(
    url,
  );
  if (!m) return null;
  return { kind: m[1] === 'newsLantu' ? 'news' : 'case', id: Number(m[2]) };
}

/** The file the prerender writes for an item (scripts/prerender/html.ts, caseTarget / newsTarget). */
export const itemFile = (kind: 'case' | 'news', id: number) =>
  kind === 'case' ? `customerCase/caseDetail/${id}.html` : `newsLantu/${id}.html`;

const sendJson = (res: ServerResponse, status: number, body: object, extra = {}) => {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...extra,
  });
  res.end(text);
};

const refuse = (res: ServerResponse, status: number, message: string, extra = {}) =>
  sendJson(res, status, { success: false, message }, extra);

/** The request's body, or null once it is longer than `limit` (the rest is not read). */
function bodyOf(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        resolve(null);
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!done) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

/**
 * One publish at a time; what is asked for meanwhile is merged into the next, with the items each
 * request names (a request that names none makes the merged run ask everything). `request`
 * resolves with the first run that starts after it was made, so a caller sees what it asked for
 * drawn. However many requests arrive, at most one run waits behind the one under way.
 */
export class PublishQueue {
  private running: Promise<RunResult> | null = null;

  private waiting: {
    reasons: string[];
    items: Set<string> | null;
    done: Promise<RunResult>;
    start: () => void;
  } | null = null;

  runs = 0;

  last: (RunResult & { at: string; reasons: string[]; items: string[] | null }) | null = null;

  constructor(
    private readonly run: (reasons: string[], items: string[] | null) => Promise<RunResult>,
    private readonly log: (line: string) => void = () => undefined,
  ) {}

  get busy(): boolean {
    return this.running !== null;
  }

  /** The run under way, if any. */
  get current(): Promise<RunResult> | null {
    return this.running;
  }

  get pending(): number {
    return this.waiting?.reasons.length ?? 0;
  }

  request(reason: string, items: string[] | null = null): Promise<RunResult> {
    if (this.waiting) {
      this.waiting.reasons.push(reason);
      if (!items) this.waiting.items = null;
      else items.forEach((item) => this.waiting!.items?.add(item));
      return this.waiting.done;
    }
    let start!: () => void;
    const gate = new Promise<void>((resolve) => {
      start = resolve;
    });
    const reasons = [reason];
    const named: Set<string> | null = items ? new Set(items) : null;
    const waiting: NonNullable<PublishQueue['waiting']> = {
      reasons,
      items: named,
      start,
      done: gate.then(() =>
        this.execute(reasons, waiting.items ? [...waiting.items].sort() : null),
      ),
    };
    this.waiting = waiting;
    if (!this.running) this.startWaiting();
    return waiting.done;
  }

  private startWaiting() {
    const next = this.waiting;
    if (!next) return;
    this.waiting = null;
    this.running = next.done;
    next.start();
    next.done.finally(() => {
      this.running = null;
      this.startWaiting();
    });
  }

  private async execute(reasons: string[], items: string[] | null): Promise<RunResult> {
    this.runs += 1;
    const n = this.runs;
    const merged = reasons.length > 1 ? `（合并 ${reasons.length} 个请求）` : '';
    const scope = items ? `；只查 ${items.join('、')} 及共用的接口` : '；检查全部接口';
    this.log(`发布 #${n} 开始：${[...new Set(reasons)].join('、')}${merged}${scope}`);
    const result = await this.run(reasons, items).catch((error: Error): RunResult => ({
      ok: false,
      seconds: 0,
      drawn: [],
      error: error.message,
    }));
    this.last = { ...result, at: new Date().toISOString(), reasons, items };
    this.log(
      result.ok
        ? `发布 #${n} 完成：${result.seconds} 秒，重绘 ${result.drawn.length} 页`
        : `发布 #${n} 失败（${result.seconds} 秒）：${result.error ?? '未知错误'}`,
    );
    if (result.linkPush) this.log(`发布 #${n} ${result.linkPush}`);
    return result;
  }
}

/** What a webhook's body names: `{"event":"case.updated","id":12}` → `case:12`; else null. */
export function itemOfEvent(body: { event?: unknown; id?: unknown }): string | null {
  const kind = typeof body.event === 'string' ? /^(case|news)\./.exec(body.event)?.[1] : null;
  const { id } = body;
  return kind && typeof id === 'number' && Number.isInteger(id) && id > 0 && id < 1e9
    ? `${kind}:${id}`
    : null;
}

/** A bounded count of signatures seen within the clock window (replays are refused). */
class SeenSignatures {
  private readonly seen = new Map<string, number>();

  constructor(private readonly max = 10_000) {}

  /** False when `signature` was seen already; else notes it. */
  add(signature: string, now: number): boolean {
    for (const [s, until] of this.seen) {
      if (until > now) break;
      this.seen.delete(s);
    }
    if (this.seen.has(signature)) return false;
    // Full of fresh signatures: a flood, which the rate limit refuses before this is reached.
    if (this.seen.size >= this.max) this.seen.delete(this.seen.keys().next().value as string);
    this.seen.set(signature, now + 2 * MAX_SKEW_SECONDS * 1000);
    return true;
  }
}

export interface Publisher {
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Asks for a publish (the poll's way in). */
  request(reason: string): Promise<RunResult>;
  health(): Record<string, unknown>;
  /** Waits for the run under way, if any. */
  idle(): Promise<void>;
}

export function createPublisher(options: PublisherOptions): Publisher {
  const {
    secret,
    dist,
    run,
    maxHooksPerMinute = 30,
    missConcurrency = 4,
    maxMissQueue = 32,
    missWaitMs = 500,
    apiTimeoutMs = 1_000,
    undrawnMs = 10 * 60_000,
    now = Date.now,
    log = () => undefined,
  } = options;
  const api = options.api.replace(/\/$/, '');
  const queue = new PublishQueue(run, log);
  const seen = new SeenSignatures();
  let hookTimes: number[] = [];
  const refused: Record<string, number> = {};
  const note = (why: string) => {
    refused[why] = (refused[why] ?? 0) + 1;
  };
  /** Ids the API said it does not know, until when (cleared by every publish). */
  const unknown = new Map<string, number>();
  /**
   * Items the API knows that the publish asked for them did not draw (the API and the listing
   * disagree), until when: answered with the shell, no more publishes, until a webhook says
   * something changed.
   */
  const undrawn = new Map<string, number>();
  /** The draw each missing item waits for: one per item, however many visitors ask. */
  const drawing = new Map<string, Promise<void>>();
  let missesRunning = 0;
  let missesInFlight = 0;
  const missQueue: (() => void)[] = [];
  const served = { drawn: 0, missing: 0, shell: 0 };

  async function hook(req: IncomingMessage, res: ServerResponse) {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) {
      note('tooLarge');
      req.resume();
      return refuse(res, 413, PUBLISHER_MESSAGES.tooLarge, { Connection: 'close' });
    }
    const body = await bodyOf(req, MAX_BODY_BYTES);
    if (!body) {
      note('tooLarge');
      return refuse(res, 413, PUBLISHER_MESSAGES.tooLarge, { Connection: 'close' });
    }
    const t = now();
    const why = checkSignature(secret, req.headers, body, t);
    if (why) {
      note(why);
      return refuse(res, 401, PUBLISHER_MESSAGES[why === 'missing' ? 'unsigned' : why]);
    }
    hookTimes = hookTimes.filter((at) => t - at < 60_000);
    if (hookTimes.length >= maxHooksPerMinute) {
      note('flood');
      return refuse(res, 429, PUBLISHER_MESSAGES.flood, { 'Retry-After': '60' });
    }
    if (!seen.add(String(req.headers['x-lantu-signature']), t)) {
      note('replay');
      return refuse(res, 409, PUBLISHER_MESSAGES.replay);
    }
    hookTimes.push(t);
    let event = 'webhook';
    // What it names is what the publish asks the API again about; a body that names nothing (or
    // is no JSON: it was signed) asks everything.
    let item: string | null = null;
    try {
      const parsed = JSON.parse(body.toString('utf8')) as { event?: unknown; id?: unknown };
      if (typeof parsed.event === 'string') {
        event = `${parsed.event.slice(0, 40)}${typeof parsed.id === 'number' ? ` #${parsed.id}` : ''}`;
      }
      item = itemOfEvent(parsed);
    } catch {
      /* a body that is no JSON still asks for a publish: it was signed */
    }
    // Something changed: what was unknown or not drawable may be now.
    unknown.clear();
    undrawn.clear();
    queue.request(event, item ? [item] : null).then(
      () => unknown.clear(),
      () => undefined,
    );
    return sendJson(res, 202, { success: true, message: PUBLISHER_MESSAGES.accepted });
  }

  /** Whether the API knows the item: true, false (its 404), or null (no answer in time). */
  async function known(kind: 'case' | 'news', id: number): Promise<boolean | null> {
    const signal = AbortSignal.timeout(apiTimeoutMs);
    try {
      const res =
        kind === 'case'
          ? await fetch(`${api}/api/case/caseDetails`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ id }),
              signal,
            })
          : await fetch(`${api}/api/index/info?id=${id}`, { signal });
      const json = (await res.json()) as { success?: boolean; code?: string | number };
      if (json.success) return true;
      return String(json.code) === '404' || res.status === 404 ? false : null;
    } catch {
      return null;
    }
  }

  const sendPage = (res: ServerResponse, file: string) => {
    const html = fs.readFileSync(file);
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': html.length,
      'Cache-Control': NO_CACHE,
    });
    res.end(html);
  };

  async function drawMissing(
    req: IncomingMessage,
    res: ServerResponse,
    item: { kind: 'case' | 'news'; id: number },
    file: string,
    key: string,
  ) {
    // At most `missConcurrency` ask the API at once; the others wait their turn.
    if (missesRunning >= missConcurrency) {
      await new Promise<void>((resolve) => {
        missQueue.push(resolve);
      });
    } else {
      missesRunning += 1;
    }
    try {
      const knows = await known(item.kind, item.id);
      if (knows === false) {
        if (unknown.size > 5000) unknown.clear();
        unknown.set(key, now() + 30_000);
        served.missing += 1;
        return refuse(res, 404, PUBLISHER_MESSAGES.notFound);
      }
      if (knows === null) {
        served.shell += 1;
        return refuse(res, 503, PUBLISHER_MESSAGES.busy, { 'Retry-After': '5' });
      }
    } finally {
      const next = missQueue.shift();
      if (next) next();
      else missesRunning -= 1;
    }
    // Known but not drawn: the shell answers at once (nginx's fallback: the app loads the item
    // itself, a complete page for the visitor) unless the page lands within `missWaitMs`, and
    // the page is drawn behind it for the next visitor and the crawler. A visitor never waits
    // for a publish: one under way may take minutes (a new deployment's first), and drawing one
    // page needs a browser started and the app loaded, seconds in itself.
    if ((undrawn.get(key) ?? 0) > now()) {
      served.shell += 1;
      return refuse(res, 503, PUBLISHER_MESSAGES.busy, { 'Retry-After': '60' });
    }
    let pending = drawing.get(key);
    if (!pending) {
      pending = (async () => {
        // The publish under way may be drawing it (its webhook came first): that one first.
        await queue.current?.catch(() => undefined);
        if (fs.existsSync(file)) return;
        await queue.request(`未生成的页面 ${req.url}`, [key]);
        if (!fs.existsSync(file)) {
          undrawn.set(key, now() + undrawnMs);
          log(
            `${req.url}：接口有这一条，但发布没有生成它的页面（列表里没有？）；` +
              `${Math.round(undrawnMs / 60_000)} 分钟内或下一个 webhook 之前不再为它发布，访客得到页面外壳`,
          );
        }
      })().finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    await Promise.race([
      pending,
      new Promise<void>((resolve) => {
        setTimeout(resolve, missWaitMs).unref();
      }),
    ]);
    if (fs.existsSync(file)) {
      served.drawn += 1;
      return sendPage(res, file);
    }
    served.shell += 1;
    return refuse(res, 503, PUBLISHER_MESSAGES.busy, { 'Retry-After': '5' });
  }

  async function miss(req: IncomingMessage, res: ServerResponse) {
    const item = itemOf(req.url ?? '');
    if (!item) return refuse(res, 404, PUBLISHER_MESSAGES.notFound);
    const file = path.join(dist, itemFile(item.kind, item.id));
    const key = `${item.kind}:${item.id}`;
    // Drawn meanwhile (nginx asked a moment before it landed).
    if (fs.existsSync(file)) return sendPage(res, file);
    if ((unknown.get(key) ?? 0) > now()) {
      served.missing += 1;
      return refuse(res, 404, PUBLISHER_MESSAGES.notFound);
    }
    // Every miss under way (asking the API or waiting for its page) counts against the bound.
    if (missesInFlight >= missConcurrency + maxMissQueue) {
      note('busy');
      served.shell += 1;
      return refuse(res, 503, PUBLISHER_MESSAGES.busy, { 'Retry-After': '5' });
    }
    missesInFlight += 1;
    try {
      return await drawMissing(req, res, item, file, key);
    } finally {
      missesInFlight -= 1;
    }
  }

  function health() {
    const memory = process.memoryUsage();
    return {
      ok: true,
      busy: queue.busy,
      pending: queue.pending,
      runs: queue.runs,
      last: queue.last && { ...queue.last, drawn: queue.last.drawn.length },
      misses: {
        inFlight: missesInFlight,
        asking: missesRunning,
        drawing: drawing.size,
        undrawn: undrawn.size,
        ...served,
      },
      refused,
      memoryMB: Math.round((memory.rss / 1048576) * 10) / 10,
    };
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = req.url ?? '/';
    const fail = (error: Error) => {
      log(`请求出错：${url}：${error.message}`);
      if (!res.headersSent) refuse(res, 500, PUBLISHER_MESSAGES.busy);
      else res.destroy();
    };
    if (url === '/hooks/publish') {
      if (req.method !== 'POST') {
        req.resume();
        return refuse(res, 405, PUBLISHER_MESSAGES.method, { Allow: 'POST' });
      }
      hook(req, res).catch(fail);
      return undefined;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      req.resume();
      return refuse(res, 405, PUBLISHER_MESSAGES.method, { Allow: 'GET, HEAD' });
    }
    if (url === '/_health') return sendJson(res, 200, health());
    miss(req, res).catch(fail);
    return undefined;
  }

  return {
    handle,
    request: (reason) => queue.request(reason),
    health,
    async idle() {
      while (queue.busy) {
        await new Promise((r) => {
          setTimeout(r, 50);
        });
      }
    },
  };
}
