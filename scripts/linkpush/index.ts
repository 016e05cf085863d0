/**
 * Baidu link push (普通收录 API), the last step of `npm run build:content` (so of `npm run build`
 * and of every publish of server/publisher): the addresses this run drew that are new or whose
 * page changed are told to Baidu, so its spider comes for them instead of finding them by crawling.
 *
 * Off unless both `BAIDU_PUSH_TOKEN` (the 准入密钥 of 搜索资源平台 → 普通收录 → API提交) and
 * `SITE_URL` (the site as verified there, e.g. https://www.lantu-design.cn) are set. As Baidu's
 * documentation says: `POST http://data.zz.baidu.com/urls?site=<site>&token=<token>`,
 * `Content-Type: text/plain`, one absolute URL a line, at most 2,000 a request; the answer is
 * `{ success, remain, not_same_site?, not_valid? }` (200) or `{ error, message }` (4xx, e.g.
 * `400 over quota`). `BAIDU_PUSH_ENDPOINT` replaces the address (tests).
 *
 * - Which addresses: the report's `drawnUrls` (scripts/prerender writes them: new pages and those
 *   whose API answers changed), as the sitemap writes them (`canonicalOf`), less those whose page
 *   reads the same as when it was last pushed (a new bundle redraws every page; Baidu cuts the
 *   quota of sites that push the same links again and again). Removed pages are not pushed: that
 *   is Baidu's 删除 API, a separate tool (a removed page answers 404, which the spider drops).
 * - The daily quota: `remain` of the last answer is kept for the day (Beijing time) in a small
 *   state file beside the prerender's cache; no more than that is sent, and what does not fit waits
 *   for the next run on another day (or the next run today, if the quota was not known).
 * - Never fails the build or the publish: a failure (unreachable, a timeout, a 4xx/5xx, an answer
 *   that is no JSON) prints one line, keeps the addresses for the next run, and exits 0.
 */
import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import { canonicalOf, caseTarget, fileOfPath, newsTarget } from '../prerender/html';
import { exitWithParent } from '../../server/lifeline';
import { distDir, prerenderCacheDir, ROOT, writeFileAtomic } from '../../server/paths';

export const BAIDU_ENDPOINT = 'http://data.zz.baidu.com/urls';
/** Baidu's limit per request ("only 2000 urls are allowed once"). */
export const BATCH = 2000;
/** Addresses kept waiting at most (the oldest are dropped beyond it). */
export const MAX_PENDING = 20_000;

export interface PushState {
  /** The day (Beijing time, when Baidu's quota starts again) `remain` was read on. */
  day?: string;
  /** What Baidu said was left of today's quota; unknown on a new day. */
  remain?: number;
  /** Addresses still to push (canonical), oldest first. */
  pending: string[];
  /** The digest of each address's page when it was last pushed. */
  pushed: Record<string, string>;
  /** The report (its `date`) whose addresses were taken: a report read twice adds nothing. */
  report?: string;
}

export interface BaiduAnswer {
  success?: number;
  remain?: number;
  not_same_site?: string[];
  not_valid?: string[];
  error?: number;
  message?: string;
}

export interface PushResult {
  /** The line printed (and written into the report as `baiduPush`). */
  line: string;
  sent: number;
  success: number;
  remain?: number;
  notSameSite: string[];
  notValid: string[];
  pending: number;
  error?: string;
}

export interface PushOptions {
  token?: string;
  site?: string;
  endpoint?: string;
  /** The addresses this run drew (paths: `/customerCase/caseDetail?id=12`). */
  drawn: string[];
  /** The report's date (see PushState.report). */
  reportDate?: string;
  /** The deployed folder (the pages' HTML for their digests, the sitemap for what is live). */
  dist: string;
  stateFile: string;
  timeoutMs?: number;
  now?: () => Date;
  log?: (line: string) => void;
}

/** `YYYY-MM-DD` in Beijing time (UTC+8, no daylight saving), when Baidu's daily quota restarts. */
export const beijingDay = (date: Date) =>
  new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** Where the state is kept: beside the prerender's cache (PRERENDER_CACHE_DIR or node_modules/.cache). */
export const defaultStateFile = (root = ROOT) =>
  process.env.BAIDU_PUSH_STATE ||
  path.join(path.dirname(prerenderCacheDir(root)), 'lantu-baidu-push.json');

export function readState(file: string): PushState {
  try {
    const s = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<PushState>;
    return {
      ...s,
      pending: Array.isArray(s.pending) ? s.pending.filter((u) => typeof u === 'string') : [],
      pushed: s.pushed && typeof s.pushed === 'object' ? s.pushed : {},
    };
  } catch {
    return { pending: [], pushed: {} };
  }
}

function writeState(file: string, state: PushState) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  writeFileAtomic(file, `${JSON.stringify(state)}\n`);
}

/** The file of dist/ an address's page is in. */
export function fileOfUrl(url: string): string {
  const item = url.match(/^(\/customerCase\/caseDetail|\/newsLantu)\?id=(\d+)$/);
  if (item) return (item[1] === '/newsLantu' ? newsTarget : caseTarget)(Number(item[2])).file;
  return fileOfPath(url);
}

/**
 * What Baidu reads of a page: its title, description and the markup in #root, without the class
 * names (a new stylesheet renames them) — not the asset names a new bundle changes.
 */
export function pageDigest(html: string): string {
  const title = html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? '';
  const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '';
  const root = html.match(/<div id="root">([\s\S]*)<\/div><script id="lt-state"/)?.[1] ?? html;
  return createHash('sha1')
    .update(`${title}\n${description}\n${root.replace(/ class="[^"]*"/g, '')}`)
    .digest('hex')
    .slice(0, 16);
}

/** The canonical addresses of sitemap.xml (what is live), or null without one. */
function liveAddresses(dist: string): Set<string> | null {
  try {
    const xml = fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    return new Set(
      [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&')),
    );
  } catch {
    return null;
  }
}

/** The request as Baidu documents it. */
export function pushRequest(endpoint: string, site: string, token: string, urls: string[]) {
  return {
    url: `${endpoint}?site=${encodeURI(site)}&token=${encodeURIComponent(token)}`,
    init: {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: urls.join('\n'),
    },
  };
}

async function post(
  endpoint: string,
  site: string,
  token: string,
  urls: string[],
  timeoutMs: number,
): Promise<{ status: number; answer: BaiduAnswer | null; text: string }> {
  const { url, init } = pushRequest(endpoint, site, token, urls);
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  const text = await res.text();
  let answer: BaiduAnswer | null = null;
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object') answer = parsed as BaiduAnswer;
  } catch {
    /* not JSON: answer stays null */
  }
  return { status: res.status, answer, text };
}

const reason = (error: unknown) => {
  const e = error as Error & { cause?: { code?: string; message?: string } };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return 'no answer in time';
  return e.cause?.code || e.cause?.message || e.message;
};

/** The site-relative path of a canonical address (to find its page for the digest). */
const urlOf = (address: string, site: string) =>
  address.startsWith(site.replace(/\/$/, ''))
    ? address.slice(site.replace(/\/$/, '').length) || '/'
    : address;

const summary = (r: PushResult) =>
  r.sent
    ? `; ${r.sent} sent: success ${r.success}, remain ${r.remain ?? '?'}, not_same_site ${r.notSameSite.length}, not_valid ${r.notValid.length}`
    : '';

/** One run: pick the addresses, push within the quota, keep the rest. Never throws. */
export async function linkPush(options: PushOptions): Promise<PushResult | null> {
  const log = options.log ?? ((line: string) => console.log(line));
  const { token, site } = options;
  if (!token || !site) {
    log(
      `baidu push: off (${!token ? 'BAIDU_PUSH_TOKEN' : 'SITE_URL'} is not set; nothing was sent)`,
    );
    return null;
  }
  const endpoint = options.endpoint || BAIDU_ENDPOINT;
  const now = (options.now ?? (() => new Date()))();
  const today = beijingDay(now);
  const state = readState(options.stateFile);
  if (state.day !== today) {
    state.day = today;
    delete state.remain;
  }
  const live = liveAddresses(options.dist);
  const digestOf = (address: string, url: string) => {
    try {
      return pageDigest(fs.readFileSync(path.join(options.dist, fileOfUrl(url)), 'utf8'));
    } catch {
      return `missing:${address}`;
    }
  };
  const pathOf = new Map<string, string>();
  if (state.report === undefined || state.report !== options.reportDate) {
    for (const url of options.drawn) {
      const address = canonicalOf(url);
      pathOf.set(address, url);
      if (state.pushed[address] !== digestOf(address, url)) state.pending.push(address);
    }
    state.report = options.reportDate;
  }
  // Each once, only what is live; a removed page also leaves the record (pushed again if it returns).
  state.pending = [...new Set(state.pending)].filter((a) => !live || live.has(a));
  if (live) for (const a of Object.keys(state.pushed)) if (!live.has(a)) delete state.pushed[a];
  const dropped = Math.max(0, state.pending.length - MAX_PENDING);
  if (dropped) state.pending = state.pending.slice(dropped);

  const result: PushResult = {
    line: '',
    sent: 0,
    success: 0,
    notSameSite: [],
    notValid: [],
    pending: 0,
  };
  const finish = (line: string) => {
    result.pending = state.pending.length;
    result.remain = state.remain;
    result.line = `baidu push: ${line}`;
    try {
      writeState(options.stateFile, state);
    } catch (error) {
      result.line += ` (the state file ${options.stateFile} could not be written: ${reason(error)})`;
    }
    log(result.line);
    if (result.notSameSite.length)
      log(`baidu push: not_same_site (not ${site}): ${result.notSameSite.join(' ')}`);
    if (result.notValid.length) log(`baidu push: not_valid: ${result.notValid.join(' ')}`);
    return result;
  };
  const waiting = () =>
    state.pending.length ? `; ${state.pending.length} addresses wait for the next run` : '';

  if (!state.pending.length) return finish('nothing new to push');
  if (state.remain === 0) return finish(`today's quota is used up (remain 0)${waiting()}`);

  while (state.pending.length && state.remain !== 0) {
    // While today's quota is unknown, one address first: its answer says how many more fit.
    const room = state.remain === undefined ? (result.sent ? BATCH : 1) : state.remain;
    const batch = state.pending.slice(0, Math.min(BATCH, room));
    let status: number;
    let answer: BaiduAnswer | null;
    let text: string;
    try {
      ({ status, answer, text } = await post(
        endpoint,
        site,
        token,
        batch,
        options.timeoutMs ?? 15_000,
      ));
    } catch (error) {
      result.error = reason(error);
      return finish(
        `failed (${endpoint} unreachable: ${result.error})${summary(result)}${waiting()}; the build goes on`,
      );
    }
    if (status === 200 && answer && typeof answer.success === 'number') {
      result.sent += batch.length;
      result.success += answer.success;
      if (typeof answer.remain === 'number') state.remain = answer.remain;
      result.remain = state.remain;
      const notSameSite = Array.isArray(answer.not_same_site) ? answer.not_same_site : [];
      const notValid = Array.isArray(answer.not_valid) ? answer.not_valid : [];
      result.notSameSite.push(...notSameSite);
      result.notValid.push(...notValid);
      // Refused ones are not sent again (they would be refused again) until their page changes.
      for (const address of batch)
        state.pushed[address] = digestOf(address, pathOf.get(address) ?? urlOf(address, site));
      state.pending = state.pending.slice(batch.length);
      continue;
    }
    if (answer && answer.message === 'over quota') {
      state.remain = 0;
      result.remain = 0;
      result.error = `${answer.error ?? status} over quota`;
      return finish(`over quota (${status} ${answer.message})${summary(result)}${waiting()}`);
    }
    result.error = answer?.message
      ? `${answer.error ?? status} ${answer.message}`
      : `${status} ${text.slice(0, 80).replace(/\s+/g, ' ')}`;
    return finish(
      `failed (${answer ? 'Baidu answered' : 'an answer that is no JSON'}: ${result.error})${summary(result)}${waiting()}; the build goes on`,
    );
  }
  return finish(`${summary(result).replace(/^; /, '')}${waiting()}`);
}

/** The report the prerender wrote (PRERENDER_REPORT or reports/prerender.json). */
export function reportFile(root = ROOT) {
  return process.env.PRERENDER_REPORT || path.join(root, 'reports', 'prerender.json');
}

async function main() {
  // A publish's last step: gone with the publisher (server/lifeline.ts).
  exitWithParent();
  const token = process.env.BAIDU_PUSH_TOKEN;
  const site = process.env.SITE_URL?.replace(/\/$/, '');
  const file = reportFile();
  let report: { date?: string; drawnUrls?: string[]; [key: string]: unknown } = {};
  try {
    report = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    /* no report: nothing drawn to add; what waits is still pushed */
  }
  const result = await linkPush({
    token,
    site,
    endpoint: process.env.BAIDU_PUSH_ENDPOINT,
    drawn: Array.isArray(report.drawnUrls) ? report.drawnUrls : [],
    reportDate: report.date,
    dist: distDir(),
    stateFile: defaultStateFile(),
    timeoutMs: Number(process.env.BAIDU_PUSH_TIMEOUT_MS) || undefined,
  });
  // The publisher logs it from the report (server/publisher/index.ts).
  if (result && report.date) {
    try {
      writeFileAtomic(file, `${JSON.stringify({ ...report, baiduPush: result }, null, 2)}\n`);
    } catch {
      /* the line is printed anyway */
    }
  }
}

if (require.main === module) {
  main().catch((error) => {
    // Never the build's failure.
    console.log(`baidu push: failed (${reason(error)}); the build goes on`);
  });
}
