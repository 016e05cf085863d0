/**
 * The mock as a CMS that editors publish from: a JSON file of editorial changes (records added,
 * revised and removed, written by `npm run cms`, scripts/cms) laid over the data of mock/data
 * while the mock runs. umi's mock middleware loads the mock files once (the preview calls
 * getMockData once, server/preview/app.ts), so a change comes from reading the file at request
 * time, never from a module reload.
 *
 * - The file (./cmsPaths.ts: CMS_FILE, default `.mock-data/cms.json`) is read again only when its
 *   inode, size or modification time change: one `stat` a request. Missing = no edits; broken
 *   (no JSON, a field of the wrong type) = no edits, said once in the terminal, in Chinese.
 * - The live set: the records of mock/data (hand-written, MOCK_CASES / MOCK_NEWS, MOCK_REVISE)
 *   without the removed ids, with the added ones, revisions applied (reviseCase / reviseNews of
 *   ../data/volume.ts, and the editor's new title), in list order. Made once per version of the
 *   file; the handlers of mock/case.ts, mock/news.ts and mock/home.ts answer from it and stay
 *   pure functions of their payload and the live set.
 */
import fs from 'fs';
import path from 'path';
import { industryById, serviceById } from '../../src/content/taxonomy';
import type { CaseSeed } from '../data/cases';
import { cases as baseCases } from '../data/cases';
import type { NewsSeed } from '../data/news';
import { news as baseNews } from '../data/news';
import { reviseCase, reviseNews } from '../data/volume';
import { cmsFileOf } from './cmsPaths';

/** An editor's revision of one record: the serving applies reviseCase / reviseNews, and the title. */
export interface CmsRevision {
  id: number;
  /** The new title, when the editor changed it. */
  title?: string;
  /** How many times the record was revised (1 the first time). */
  times: number;
  /** When it was last revised (ISO time). */
  at: string;
}

/** One kind's changes. */
export interface CmsSection<T> {
  /** Whole records, ids above every id that existed when each was added. */
  added: T[];
  /** At most one entry per id (the latest). */
  revised: CmsRevision[];
  /** Ids no longer served (they answer 404). */
  removed: number[];
}

export interface CmsEdits {
  version: 1;
  /**
   * The highest id ever given to an added record, per kind: kept by a reset, so an id (and the
   * address of its uploads, cached by browsers for a day) is never given twice.
   */
  issued: { case: number; news: number };
  cases: CmsSection<CaseSeed>;
  news: CmsSection<NewsSeed>;
}

/** No edits: a missing or broken file. */
export const emptyEdits = (): CmsEdits => ({
  version: 1,
  issued: { case: 0, news: 0 },
  cases: { added: [], revised: [], removed: [] },
  news: { added: [], revised: [], removed: [] },
});

const NO_EDITS: CmsEdits = emptyEdits();

/* ---------- checking a file ---------- */

/** A field of the file that is not what it must be: its path and what it should be. */
class EditsError extends Error {}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function need(ok: boolean, where: string, what: string): void {
  if (!ok) throw new EditsError(`${where} 应为${what}`);
}

const isId = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0;

function text(o: Json, key: string, where: string): string {
  need(typeof o[key] === 'string' && (o[key] as string).trim() !== '', `${where}.${key}`, '文字');
  return o[key] as string;
}

function id(o: Json, key: string, where: string): number {
  need(isId(o[key]), `${where}.${key}`, '正整数');
  return o[key] as number;
}

function list(o: Json, key: string, where: string): unknown[] {
  need(Array.isArray(o[key]), `${where}.${key}`, '数组');
  return o[key] as unknown[];
}

function checkCase(raw: unknown, where: string): CaseSeed {
  need(isObject(raw), where, '对象');
  const o = raw as Json;
  const service = serviceById(id(o, 'serviceId', where));
  need(!!industryById(id(o, 'industryId', where)), `${where}.industryId`, '已有的行业编号');
  need(!!service, `${where}.serviceId`, '已有的服务编号');
  need(
    !!service?.types.some((t) => t.id === id(o, 'typeId', where)),
    `${where}.typeId`,
    '该服务下的类型编号',
  );
  need(Number.isInteger(o.year), `${where}.year`, '年份');
  return {
    id: id(o, 'id', where),
    brand: text(o, 'brand', where),
    title: text(o, 'title', where),
    summary: text(o, 'summary', where),
    cover: text(o, 'cover', where),
    industryId: o.industryId as number,
    serviceId: o.serviceId as number,
    typeId: o.typeId as number,
    year: o.year as number,
    background: text(o, 'background', where),
    challenge: text(o, 'challenge', where),
    solution: list(o, 'solution', where).map((s, i) => {
      need(typeof s === 'string', `${where}.solution[${i}]`, '文字');
      return s as string;
    }),
    results: list(o, 'results', where).map((r, i) => {
      need(isObject(r), `${where}.results[${i}]`, '对象');
      const w = `${where}.results[${i}]`;
      return { value: text(r as Json, 'value', w), label: text(r as Json, 'label', w) };
    }),
    gallery: list(o, 'gallery', where).map((g, i) => {
      need(isObject(g), `${where}.gallery[${i}]`, '对象');
      const w = `${where}.gallery[${i}]`;
      return { src: text(g as Json, 'src', w), alt: text(g as Json, 'alt', w) };
    }),
  };
}

function checkNews(raw: unknown, where: string): NewsSeed {
  need(isObject(raw), where, '对象');
  const o = raw as Json;
  const date = text(o, 'date', where);
  need(/^\d{4}-\d{2}-\d{2}$/.test(date), `${where}.date`, 'YYYY-MM-DD 格式的日期');
  return {
    id: id(o, 'id', where),
    title: text(o, 'title', where),
    summary: text(o, 'summary', where),
    date,
    img: text(o, 'img', where),
    category: text(o, 'category', where),
    content: text(o, 'content', where),
  };
}

function checkSection<T extends { id: number }>(
  raw: unknown,
  where: string,
  checkRecord: (r: unknown, where: string) => T,
): CmsSection<T> {
  if (raw === undefined) return { added: [], revised: [], removed: [] };
  need(isObject(raw), where, '对象');
  const o = raw as Json;
  const added = (o.added === undefined ? [] : list(o, 'added', where)).map((r, i) =>
    checkRecord(r, `${where}.added[${i}]`),
  );
  const ids = new Set<number>();
  added.forEach((r, i) => {
    need(!ids.has(r.id), `${where}.added[${i}].id`, '不重复的编号');
    ids.add(r.id);
  });
  const revised = (o.revised === undefined ? [] : list(o, 'revised', where)).map((r, i) => {
    const w = `${where}.revised[${i}]`;
    need(isObject(r), w, '对象');
    const rev = r as Json;
    need(rev.title === undefined || typeof rev.title === 'string', `${w}.title`, '文字');
    need(rev.at === undefined || typeof rev.at === 'string', `${w}.at`, '时间文字');
    return {
      id: id(rev, 'id', w),
      ...(typeof rev.title === 'string' && rev.title.trim() ? { title: rev.title } : {}),
      times: isId(rev.times) ? rev.times : 1,
      at: typeof rev.at === 'string' ? rev.at : '',
    };
  });
  const removed = (o.removed === undefined ? [] : list(o, 'removed', where)).map((r, i) => {
    need(isId(r), `${where}.removed[${i}]`, '正整数');
    return r as number;
  });
  return { added, revised, removed };
}

/** The edits a file's text holds; throws an Error naming the first wrong field, in Chinese. */
export function parseCmsEdits(source: string): CmsEdits {
  let raw: unknown;
  try {
    raw = JSON.parse(source);
  } catch (error) {
    throw new Error(`不是有效的 JSON（${(error as Error).message}）`);
  }
  try {
    need(isObject(raw), '文件内容', '对象');
    const o = raw as Json;
    need(o.version === undefined || o.version === 1, 'version', ' 1');
    const issued = o.issued === undefined ? {} : o.issued;
    need(isObject(issued), 'issued', '对象');
    const count = (v: unknown, where: string) => {
      need(v === undefined || (Number.isInteger(v) && (v as number) >= 0), where, '非负整数');
      return (v as number | undefined) ?? 0;
    };
    return {
      version: 1,
      issued: {
        case: count((issued as Json).case, 'issued.case'),
        news: count((issued as Json).news, 'issued.news'),
      },
      cases: checkSection(o.cases, 'cases', checkCase),
      news: checkSection(o.news, 'news', checkNews),
    };
  } catch (error) {
    if (error instanceof EditsError) throw new Error(`字段 ${error.message}`);
    throw error;
  }
}

/* ---------- reading the file, cheaply ---------- */

let loaded: { key: string; edits: CmsEdits } | null = null;
/** The versions of a broken file already reported: each is said once. */
const reported = new Set<string>();

const shown = (file: string) => path.relative(process.cwd(), file) || file;

/**
 * The edits in force now: the file of CMS_FILE (./cmsPaths.ts) when it changed since the last
 * call, else what was read then. Never throws: a request always gets an answer.
 */
export function readCmsEdits(file: string | null = cmsFileOf()): CmsEdits {
  if (!file) return NO_EDITS;
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return NO_EDITS; // no file yet: nothing edited
  }
  // A write by rename (scripts/cms) always gives a new inode; an edit in place a new mtime/size.
  const key = `${file}\n${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  if (loaded?.key === key) return loaded.edits;
  let edits = NO_EDITS;
  try {
    edits = parseCmsEdits(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if (!reported.has(key)) {
      reported.add(key);
      // eslint-disable-next-line no-console
      console.error(
        `[mock] CMS 编辑文件 ${shown(file)} 有误，暂按没有编辑提供数据：${(error as Error).message}`,
      );
    }
  }
  loaded = { key, edits };
  return edits;
}

/* ---------- the live set ---------- */

/** Newest year first, then ascending id: the order of every case list. */
export const caseOrder = (a: CaseSeed, b: CaseSeed): number => b.year - a.year || a.id - b.id;

/** Newest first: by date, then by id for items of the same day. */
export const newsOrder = (a: NewsSeed, b: NewsSeed): number =>
  a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1;

/** The records of `base` with one kind's edits: removed ones left out, added ones in, revised. */
export function applySection<T extends { id: number; title: string }>(
  base: readonly T[],
  section: CmsSection<T>,
  revise: (record: T) => T,
  kindName: string,
): T[] {
  const removed = new Set(section.removed);
  const added = new Set(section.added.map((r) => r.id));
  const revisions = new Map(section.revised.map((r) => [r.id, r]));
  const clashes = base.filter((r) => added.has(r.id)).map((r) => r.id);
  if (clashes.length) {
    // The command gives ids above every id it sees; a mock started with a larger MOCK_CASES /
    // MOCK_NEWS than the command was run with serves records of those ids too.
    // eslint-disable-next-line no-console
    console.warn(
      `[mock] 新增的${kindName} ${clashes.map((n) => `#${n}`).join('、')} 与现有${kindName}编号相同（运行 npm run cms 时的 MOCK_CASES / MOCK_NEWS 与服务不同？），以新增的为准`,
    );
  }
  return [...base.filter((r) => !added.has(r.id)), ...section.added]
    .filter((r) => !removed.has(r.id))
    .map((r) => {
      const revision = revisions.get(r.id);
      if (!revision) return r;
      const revised = revise(r);
      return revision.title ? { ...revised, title: revision.title } : revised;
    });
}

export interface LiveCases {
  /** In list order (caseOrder). */
  list: CaseSeed[];
  byId: Map<number, CaseSeed>;
}

export interface LiveNews {
  /** In list order (newsOrder). */
  list: NewsSeed[];
  /** Every year with news, newest first. */
  years: string[];
}

/**
 * The live sets, made again when the edits change, or when the data module's length does (a unit
 * test grows it in place to try a limit).
 */
let caseMemo: { edits: CmsEdits; size: number; live: LiveCases } | null = null;
let newsMemo: { edits: CmsEdits; size: number; live: LiveNews } | null = null;

/** The cases served now (or with `edits`), made once per version of the edits. */
export function liveCases(edits: CmsEdits = readCmsEdits()): LiveCases {
  if (caseMemo?.edits !== edits || caseMemo.size !== baseCases.length) {
    const list = applySection(baseCases, edits.cases, reviseCase, '案例').sort(caseOrder);
    const live = { list, byId: new Map(list.map((c) => [c.id, c])) };
    caseMemo = { edits, size: baseCases.length, live };
  }
  return caseMemo.live;
}

/** The news served now (or with `edits`), made once per version of the edits. */
export function liveNews(edits: CmsEdits = readCmsEdits()): LiveNews {
  if (newsMemo?.edits !== edits || newsMemo.size !== baseNews.length) {
    const list = applySection(baseNews, edits.news, reviseNews, '新闻').sort(newsOrder);
    const years = Array.from(new Set(list.map((n) => n.date.slice(0, 4))));
    newsMemo = { edits, size: baseNews.length, live: { list, years } };
  }
  return newsMemo.live;
}
