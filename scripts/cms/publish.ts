/**
 * What an editor's action in the mock CMS does (`npm run cms`, ./index.ts), as functions a test or
 * a Playwright spec calls without spawning the command:
 *
 * - `applyEdit(action, options)`: adds, revises or removes one case or news item in the edits file
 *   (mock/_lib/cms.ts reads it on the mock's next request), making an added record's uploads
 *   first (./uploads.ts), and answers what it did: kind, id, page address, uploads, event;
 * - `resetEdits(options)`: empties the file and deletes the uploads (the ids stay given out);
 * - `readEdits(file)`, `describeEdits(edits)`: what the file holds (`list`);
 * - `notifyPublisher(event, target)`: the signed webhook (server/publisher/signature.ts) that asks
 *   the publisher (server/publisher) to redraw the pages whose answers changed.
 *
 * The file is written whole (temp + rename) under a lock file beside it, so two editors at once
 * never lose each other's change and the mock never reads half a file.
 */
import { randomBytes } from 'crypto';
import fs from 'fs';
import http from 'http';
import https from 'https';
import path from 'path';
import type { CmsEdits, CmsRevision, CmsSection } from '../../mock/_lib/cms';
import { emptyEdits, liveCases, liveNews, parseCmsEdits } from '../../mock/_lib/cms';
import {
  CMS_UPLOAD_NAME,
  DEFAULT_CMS_FILE,
  REPO_ROOT,
  cmsFileOf,
  cmsUploadAddress,
  cmsUploadOwner,
  cmsUploadsDirOf,
} from '../../mock/_lib/cmsPaths';
import type { CaseSeed } from '../../mock/data/cases';
import { cases as baseCases } from '../../mock/data/cases';
import { banners, classicCases } from '../../mock/data/home';
import type { NewsSeed } from '../../mock/data/news';
import { news as baseNews } from '../../mock/data/news';
import { signedHeaders } from '../../server/publisher/signature';
import { brand } from '../../src/content/brand';
import { industries, industryById, serviceById, services } from '../../src/content/taxonomy';
import type { CaseDraftOptions, NewsDraftOptions } from './content';
import { NEWS_CATEGORIES, draftCase, draftNews } from './content';
import type { MadePicture } from './uploads';
import { makeCmsPictures } from './uploads';

export type CmsAction =
  | ({ type: 'add-case' } & Omit<CaseDraftOptions, 'now'>)
  | ({ type: 'add-news' } & Omit<NewsDraftOptions, 'now'>)
  | { type: 'revise-case' | 'revise-news'; id: number; title?: string }
  | { type: 'remove-case' | 'remove-news'; id: number };

export type CmsEvent =
  | 'case.created'
  | 'case.updated'
  | 'case.deleted'
  | 'news.created'
  | 'news.updated'
  | 'news.deleted'
  | 'cms.reset';

export interface CmsOptions {
  /** The edits file (default CMS_FILE, else `<root>/.mock-data/cms.json`). */
  cmsFile?: string;
  /** Where uploads are written (default CMS_UPLOADS_DIR, else `<root>/.mock-data/cms-uploads`). */
  uploadsDir?: string;
  /** The repository: the artwork is read from `<root>/public` (default this one). */
  root?: string;
  /** The moment of the edit (default now): an added record's date and year. */
  now?: Date;
  /** Where the artwork's rasters are cached (default scripts/art/uploads.ts's). */
  artCacheDir?: string;
}

export interface EditResult {
  action: CmsAction['type'];
  kind: 'case' | 'news';
  id: number;
  /** The record's title after the edit (before it, for a removal). */
  title: string;
  /** The page's address: `/customerCase/caseDetail?id=65`, `/newsLantu?id=25`. */
  url: string;
  /** The uploads made (`uploads/cms/…`), for an added record. */
  uploads: string[];
  /** The same, with their files, formats and sizes. */
  pictures: MadePicture[];
  event: CmsEvent;
  /** ISO time of the edit. */
  at: string;
  /** What the editor should know: a page that still links to a removed case … */
  warnings: string[];
  cmsFile: string;
}

export interface ResetResult {
  event: 'cms.reset';
  at: string;
  /** How many edits there were. */
  cases: number;
  news: number;
  /** The uploads deleted (`uploads/cms/…`). */
  uploads: string[];
  cmsFile: string;
}

/** Words a person reads in the terminal. */
const KIND_NAME = { case: '案例', news: '新闻' } as const;

/** The longest title an editor may give. */
export const MAX_TITLE_LENGTH = 60;

/** The address of a record's page. */
export const pageUrl = (kind: 'case' | 'news', id: number): string =>
  kind === 'case' ? `/customerCase/caseDetail?id=${id}` : `/news${brand.slug}?id=${id}`;

interface Resolved {
  cmsFile: string;
  uploadsDir: string;
  root: string;
  now: Date;
  artCacheDir?: string;
}

function resolve(options: CmsOptions): Resolved {
  const root = options.root ?? REPO_ROOT;
  return {
    root,
    cmsFile: options.cmsFile ?? cmsFileOf(process.env, root) ?? path.join(root, DEFAULT_CMS_FILE),
    uploadsDir: options.uploadsDir ?? cmsUploadsDirOf(process.env, root),
    now: options.now ?? new Date(),
    artCacheDir: options.artCacheDir,
  };
}

const shown = (file: string) => path.relative(process.cwd(), file) || file;

/* ---------- the file ---------- */

/** The edits of `file`: none when it is missing; a broken file throws, in Chinese. */
export function readEdits(file: string): CmsEdits {
  let source: string;
  try {
    source = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyEdits();
    throw error;
  }
  try {
    return parseCmsEdits(source);
  } catch (error) {
    throw new Error(
      `CMS 编辑文件 ${shown(file)} 有误：${(error as Error).message}。请修正它，或运行 npm run cms -- reset 清空`,
    );
  }
}

/** Writes the edits whole: a temp file beside it, then one rename. */
export async function writeEdits(file: string, edits: CmsEdits): Promise<void> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    await fs.promises.writeFile(temp, `${JSON.stringify(edits, null, 2)}\n`);
    await fs.promises.rename(temp, file);
  } catch (error) {
    await fs.promises.rm(temp, { force: true });
    throw error;
  }
}

/** How long a lock may be held before it counts as left behind by a process that died. */
const STALE_LOCK_MS = 60_000;
const LOCK_WAIT_MS = 20_000;

/** Runs `work` holding `<file>.lock`: one edit at a time, across processes. */
async function withLock<T>(file: string, work: () => Promise<T>): Promise<T> {
  const lock = `${file}.lock`;
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const started = Date.now();
  for (;;) {
    try {
      await fs.promises.writeFile(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = await fs.promises.stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > STALE_LOCK_MS) await fs.promises.rm(lock, { force: true });
      else if (Date.now() - started > LOCK_WAIT_MS) {
        throw new Error(`另一个编辑正在进行（${shown(lock)}），请稍后再试`);
      } else {
        await new Promise<void>((done) => {
          setTimeout(done, 100);
        });
      }
    }
  }
  try {
    return await work();
  } finally {
    await fs.promises.rm(lock, { force: true });
  }
}

/* ---------- ids ---------- */

/** The uploads in `dir` (file names of CMS_UPLOAD_NAME). */
function uploadsIn(dir: string): string[] {
  try {
    return fs.readdirSync(dir).filter((name) => CMS_UPLOAD_NAME.test(name));
  } catch {
    return [];
  }
}

/**
 * The id of a new record: above every id served, every id the file names or ever gave out, and
 * every id an upload in the folder belongs to, so no page address or upload is used twice.
 */
function nextId(
  kind: 'case' | 'news',
  edits: CmsEdits,
  served: readonly { id: number }[],
  uploadsDir: string,
): number {
  const section: CmsSection<{ id: number }> = kind === 'case' ? edits.cases : edits.news;
  const base: readonly { id: number }[] = kind === 'case' ? baseCases : baseNews;
  const ids = [
    edits.issued[kind],
    ...served.map((r) => r.id),
    ...base.map((r) => r.id),
    ...section.added.map((r) => r.id),
    ...section.removed,
    ...section.revised.map((r) => r.id),
    ...uploadsIn(uploadsDir)
      .map(cmsUploadOwner)
      .filter((o) => o?.kind === kind)
      .map((o) => o!.id),
  ];
  return Math.max(0, ...ids) + 1;
}

/* ---------- the actions ---------- */

function checkTitle(title: string | undefined): string | undefined {
  if (title === undefined) return undefined;
  const t = title.trim();
  if (!t) throw new Error('标题不能为空');
  if (t.length > MAX_TITLE_LENGTH) throw new Error(`标题最多 ${MAX_TITLE_LENGTH} 个字`);
  return t;
}

function checkCaseOptions(action: Extract<CmsAction, { type: 'add-case' }>): void {
  if (action.industryId !== undefined && !industryById(action.industryId)) {
    const known = industries.map((i) => `${i.id} ${i.name}`).join('，');
    throw new Error(`没有编号为 ${action.industryId} 的行业（可选：${known}）`);
  }
  if (
    action.typeId !== undefined &&
    !services.some((s) => s.types.some((t) => t.id === action.typeId))
  ) {
    const known = services.flatMap((s) => s.types.map((t) => `${t.id} ${t.name}`)).join('，');
    throw new Error(`没有编号为 ${action.typeId} 的服务类型（可选：${known}）`);
  }
}

/** The record's title as written, before any revision (the default revised title builds on it). */
function writtenTitle<T extends { id: number; title: string }>(
  id: number,
  added: readonly T[],
  base: readonly T[],
  fallback: string,
): string {
  return (added.find((r) => r.id === id) ?? base.find((r) => r.id === id))?.title ?? fallback;
}

/** The revisions with this id's new one (one entry per id). */
function withRevision(
  revised: CmsRevision[],
  id: number,
  title: string,
  at: string,
): CmsRevision[] {
  const times = (revised.find((r) => r.id === id)?.times ?? 0) + 1;
  return [...revised.filter((r) => r.id !== id), { id, title, times, at }];
}

/** Pages that keep linking to a case once it is removed: their editors should know. */
function linksToCase(id: number, edits: CmsEdits): string[] {
  const target = `caseDetail?id=${id}`;
  const warnings: string[] = [];
  classicCases
    .filter((c) => c.caseId === id)
    .forEach((c) => warnings.push(`首页“经典案例”「${c.title}」仍链接到它（mock/data/home.ts）`));
  banners
    .filter((b) => b.link.endsWith(target))
    .forEach((b) => warnings.push(`首页横幅「${b.title}」仍链接到它（mock/data/home.ts）`));
  liveNews(edits)
    .list.filter((n) => n.content.includes(`${target}"`))
    .forEach((n) => warnings.push(`新闻 #${n.id}「${n.title}」的正文仍链接到它`));
  return warnings;
}

function notFound(kind: 'case' | 'news', id: number): Error {
  const volume = kind === 'case' ? 'MOCK_CASES' : 'MOCK_NEWS';
  return new Error(
    `没有编号为 ${id} 的${KIND_NAME[kind]}（不存在或已下线）。若预览以 ${volume} 启动，请在命令前带上同样的设置`,
  );
}

/** What an action answers. */
function result(
  action: CmsAction['type'],
  kind: 'case' | 'news',
  record: { id: number; title: string },
  event: CmsEvent,
  o: Resolved,
  pictures: MadePicture[] = [],
  warnings: string[] = [],
): EditResult {
  return {
    action,
    kind,
    id: record.id,
    title: record.title,
    url: pageUrl(kind, record.id),
    uploads: pictures.map((p) => p.address),
    pictures,
    event,
    at: o.now.toISOString(),
    warnings,
    cmsFile: o.cmsFile,
  };
}

async function addCase(
  action: Extract<CmsAction, { type: 'add-case' }>,
  edits: CmsEdits,
  o: Resolved,
): Promise<EditResult> {
  checkCaseOptions(action);
  const live = liveCases(edits);
  const id = nextId('case', edits, live.list, o.uploadsDir);
  const { seed, art } = draftCase(id, new Set(live.list.map((c) => c.brand)), {
    ...action,
    title: checkTitle(action.title),
    now: o.now,
  });
  const kicker = `新案例 #${id} · ${seed.brand}`;
  const pictures = await makeCmsPictures(
    [
      { art: art.cover, name: `case-${id}-cover.jpg`, kicker, title: seed.title, id },
      ...art.gallery.map((g, i) => ({
        art: g.src,
        name: `case-${id}-gallery-${i + 1}.png`,
        kicker: `${kicker} · 图 ${i + 1}`,
        title: seed.title,
        id,
      })),
    ],
    o,
  );
  edits.cases.added.push(seed);
  edits.issued.case = id;
  return result('add-case', 'case', seed, 'case.created', o, pictures);
}

async function addNews(
  action: Extract<CmsAction, { type: 'add-news' }>,
  edits: CmsEdits,
  o: Resolved,
): Promise<EditResult> {
  if (action.category !== undefined && !NEWS_CATEGORIES.includes(action.category)) {
    throw new Error(`没有“${action.category}”这个新闻分类（可选：${NEWS_CATEGORIES.join('、')}）`);
  }
  const id = nextId('news', edits, liveNews(edits).list, o.uploadsDir);
  const { seed, art } = draftNews(id, { ...action, title: checkTitle(action.title), now: o.now });
  const kicker = `新闻 #${id} · ${seed.category} · ${seed.date}`;
  const pictures = await makeCmsPictures(
    [
      { art: art.img, name: `news-${id}.jpg`, kicker, title: seed.title, id },
      {
        art: art.img.replace(/\.svg$/, '-body.svg'),
        name: `news-${id}-body.jpg`,
        kicker,
        title: seed.title,
        id,
      },
    ],
    o,
  );
  edits.news.added.push(seed);
  edits.issued.news = id;
  return result('add-news', 'news', seed, 'news.created', o, pictures);
}

/**
 * One editor's action on the edits file; the mock answers from it on its next request. Throws,
 * in Chinese, for an id that is not served, a wrong option or a broken file (nothing is changed).
 */
export async function applyEdit(action: CmsAction, options: CmsOptions = {}): Promise<EditResult> {
  const o = resolve(options);
  return withLock(o.cmsFile, async () => {
    const edits = readEdits(o.cmsFile);
    const at = o.now.toISOString();
    let done: EditResult;
    switch (action.type) {
      case 'add-case':
        done = await addCase(action, edits, o);
        break;
      case 'add-news':
        done = await addNews(action, edits, o);
        break;
      case 'revise-case': {
        const seed = liveCases(edits).byId.get(action.id);
        if (!seed) throw notFound('case', action.id);
        const times = (edits.cases.revised.find((r) => r.id === action.id)?.times ?? 0) + 1;
        const original = writtenTitle(action.id, edits.cases.added, baseCases, seed.title);
        const title = checkTitle(action.title) ?? `${original}（第 ${times + 1} 版）`;
        edits.cases.revised = withRevision(edits.cases.revised, action.id, title, at);
        done = result(action.type, 'case', { id: action.id, title }, 'case.updated', o);
        break;
      }
      case 'revise-news': {
        const item = liveNews(edits).list.find((n) => n.id === action.id);
        if (!item) throw notFound('news', action.id);
        const times = (edits.news.revised.find((r) => r.id === action.id)?.times ?? 0) + 1;
        const original = writtenTitle(action.id, edits.news.added, baseNews, item.title);
        const title = checkTitle(action.title) ?? `${original}（第 ${times + 1} 版）`;
        edits.news.revised = withRevision(edits.news.revised, action.id, title, at);
        done = result(action.type, 'news', { id: action.id, title }, 'news.updated', o);
        break;
      }
      case 'remove-case':
      case 'remove-news': {
        const kind = action.type === 'remove-case' ? 'case' : 'news';
        const section: CmsSection<CaseSeed | NewsSeed> = kind === 'case' ? edits.cases : edits.news;
        const record =
          kind === 'case'
            ? liveCases(edits).byId.get(action.id)
            : liveNews(edits).list.find((n) => n.id === action.id);
        if (!record) throw notFound(kind, action.id);
        const warnings = kind === 'case' ? linksToCase(action.id, edits) : [];
        // An added record leaves the file; a record of mock/data is listed as removed. Its
        // uploads stay until a reset: a page drawn before the publisher's next run still names them.
        section.added = section.added.filter((r) => r.id !== action.id);
        const base: readonly { id: number }[] = kind === 'case' ? baseCases : baseNews;
        if (base.some((r) => r.id === action.id)) {
          section.removed = [...section.removed.filter((n) => n !== action.id), action.id];
        }
        section.revised = section.revised.filter((r) => r.id !== action.id);
        const event = kind === 'case' ? 'case.deleted' : 'news.deleted';
        done = result(action.type, kind, record, event, o, [], warnings);
        break;
      }
      default:
        throw new Error(`未知的操作：${(action as { type: string }).type}`);
    }
    await writeEdits(o.cmsFile, edits);
    return done;
  });
}

/** Empties the edits file and deletes the uploads; the ids given out stay given out. */
export async function resetEdits(options: CmsOptions = {}): Promise<ResetResult> {
  const o = resolve(options);
  return withLock(o.cmsFile, async () => {
    let old: CmsEdits;
    try {
      old = readEdits(o.cmsFile);
    } catch {
      old = emptyEdits(); // a broken file is what a reset is for
    }
    const names = uploadsIn(o.uploadsDir);
    const highest = (kind: 'case' | 'news', section: CmsSection<{ id: number }>) =>
      Math.max(
        old.issued[kind],
        ...section.added.map((r) => r.id),
        ...names
          .map(cmsUploadOwner)
          .filter((w) => w?.kind === kind)
          .map((w) => w!.id),
      );
    const edits = emptyEdits();
    edits.issued = { case: highest('case', old.cases), news: highest('news', old.news) };
    await writeEdits(o.cmsFile, edits);
    await Promise.all(
      names.map((n) => fs.promises.rm(path.join(o.uploadsDir, n), { force: true })),
    );
    const count = (s: CmsSection<unknown>) => s.added.length + s.revised.length + s.removed.length;
    return {
      event: 'cms.reset',
      at: o.now.toISOString(),
      cases: count(old.cases),
      news: count(old.news),
      uploads: names.map(cmsUploadAddress),
      cmsFile: o.cmsFile,
    };
  });
}

/** What the edits hold, one line each, in Chinese (`npm run cms -- list`). */
export function describeEdits(edits: CmsEdits): string[] {
  const lines: string[] = [];
  const kinds = [
    ['case', edits.cases],
    ['news', edits.news],
  ] as const;
  kinds.forEach(([kind, section]) => {
    const name = KIND_NAME[kind];
    const base: readonly { id: number; title: string }[] = kind === 'case' ? baseCases : baseNews;
    const titleOf = (id: number) =>
      (section.added as { id: number; title: string }[]).find((r) => r.id === id)?.title ??
      base.find((r) => r.id === id)?.title ??
      '（当前数据中没有）';
    lines.push(
      `${name}：新增 ${section.added.length} 条，修改 ${section.revised.length} 条，下线 ${section.removed.length} 条`,
    );
    section.added.forEach((r) => {
      const c = r as CaseSeed;
      const where =
        kind === 'case'
          ? `${industryById(c.industryId)?.name} · ${serviceById(c.serviceId)?.name} · ${c.year}`
          : `${(r as NewsSeed).category} · ${(r as NewsSeed).date}`;
      lines.push(`  + #${r.id}「${r.title}」（${where}）  ${pageUrl(kind, r.id)}`);
    });
    section.revised.forEach((r) =>
      lines.push(
        `  ~ #${r.id}「${r.title ?? titleOf(r.id)}」第 ${r.times} 次修改，${r.at.replace('T', ' ').slice(0, 16)}  ${pageUrl(kind, r.id)}`,
      ),
    );
    section.removed.forEach((id) => lines.push(`  - #${id}「${titleOf(id)}」已下线`));
  });
  lines.push(`已分配的最大编号：案例 #${edits.issued.case}，新闻 #${edits.issued.news}`);
  return lines;
}

/* ---------- the publisher's webhook ---------- */

export interface PublisherTarget {
  /** `http://127.0.0.1:4291/hooks/publish`. */
  url: string;
  secret: string;
  timeoutMs?: number;
}

export interface PublisherAnswer {
  status: number;
  /** The publisher's `message`, or the start of its answer. */
  message: string;
}

/** The body the publisher is sent: `{"event":"case.created","id":65,"at":"…"}`. */
export interface PublishEvent {
  event: CmsEvent;
  id?: number;
  at: string;
}

/**
 * PUBLISHER_URL and PUBLISH_SECRET, when both are set; else the publisher of a running
 * `npm run serve:nginx` (it writes both to `.mock-data/publisher.json`, `PUBLISHER_FILE`), when the
 * command runs without CMS_FILE (the same mock as that one's) and that file is there.
 */
export function publisherTargetOf(
  env: Record<string, string | undefined>,
  file: string | undefined = env.CMS_FILE
    ? undefined
    : path.join(REPO_ROOT, '.mock-data', 'publisher.json'),
): PublisherTarget | null {
  if (env.PUBLISHER_URL && env.PUBLISH_SECRET)
    return { url: env.PUBLISHER_URL, secret: env.PUBLISH_SECRET };
  if (!file || env.NODE_ENV === 'test') return null;
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { url?: unknown; secret?: unknown };
    return typeof saved.url === 'string' && typeof saved.secret === 'string'
      ? { url: saved.url, secret: saved.secret }
      : null;
  } catch {
    return null;
  }
}

/** A failed notification: the publisher's status (0 when it could not be reached) and why. */
export class PublishError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * POSTs the event to the publisher, signed with `signedHeaders` (server/publisher/signature.ts);
 * resolves with its answer when it is 2xx, rejects with a PublishError in Chinese otherwise.
 */
export function notifyPublisher(
  event: PublishEvent,
  { url, secret, timeoutMs = 15_000 }: PublisherTarget,
): Promise<PublisherAnswer> {
  const body = JSON.stringify(event);
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.reject(new PublishError(`PUBLISHER_URL 不是有效的地址：${url}`, 0));
  }
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((done, fail) => {
    const req = client.request(
      target,
      {
        method: 'POST',
        headers: { ...signedHeaders(secret, body), 'Content-Length': Buffer.byteLength(body) },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', (error) =>
          fail(new PublishError(`读取发布服务的回答失败：${error.message}`, 0)),
        );
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString('utf8');
          let message = text.trim().slice(0, 200);
          try {
            const parsed = JSON.parse(text) as { message?: unknown };
            if (typeof parsed.message === 'string') message = parsed.message;
          } catch {
            /* not JSON: its first characters say enough */
          }
          if (status >= 200 && status < 300) done({ status, message });
          else fail(new PublishError(`发布服务拒绝了通知（HTTP ${status}）：${message}`, status));
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${timeoutMs / 1000} 秒内没有回答`)));
    req.on('error', (error) =>
      fail(new PublishError(`无法连接发布服务 ${url}：${error.message}`, 0)),
    );
    req.end(body);
  });
}
