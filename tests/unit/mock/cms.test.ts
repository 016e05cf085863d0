/**
 * @jest-environment node
 *
 * The mock as a CMS (mock/_lib/cms.ts, scripts/cms/publish.ts): an editor's change in the edits
 * file is answered by every endpoint that shows cases or news on the next request, without
 * reloading a module; its uploads are real pictures of the CMS's sizes, served at `/uploads/cms/`;
 * a broken file means no edits and is reported once. CMS_FILE and CMS_UPLOADS_DIR point into a
 * temporary folder; the artwork's rasters are cached there too.
 */
import fs from 'fs';
import http from 'http';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import { caseDetails, caseList, selectList } from '../../../mock/case';
import { caseTypeCaseList } from '../../../mock/home';
import { newsInfo, newsWebList, newsWebPageList } from '../../../mock/news';
import { liveCases, parseCmsEdits, readCmsEdits } from '../../../mock/_lib/cms';
import { cmsFileOf, cmsUploadFile } from '../../../mock/_lib/cmsPaths';
import { caseRecordPictures, newsDetailPictures } from '../../../mock/_lib/pictures';
import { cases, handWrittenCases } from '../../../mock/data/cases';
import { classicCases } from '../../../mock/data/home';
import { news } from '../../../mock/data/news';
import { uploadFile } from '../../../scripts/art/uploads';
import type { CmsOptions, EditResult } from '../../../scripts/cms/publish';
import { applyEdit, readEdits, resetEdits } from '../../../scripts/cms/publish';
import { createPictureService } from '../../../server/pictures/service';
import { UPLOAD_MESSAGES, mockUploadFile, uploadsMiddleware } from '../../../server/uploads';
import { uploadOf } from '../../../src/content/pictures';
import type {
  CaseDetail,
  CaseRecord,
  NewsDetail,
  NewsItem,
  NewsPage,
  PageResult,
  ResponseEnvelope,
} from '../../../src/types/api';

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '../../..');
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'lantu-cms-test-'));
const cmsFile = path.join(temp, 'cms.json');
const uploadsDir = path.join(temp, 'cms-uploads');
/** Noon on 29 November 2026, on this computer's calendar. */
const NOW = new Date(2026, 10, 29, 12, 0, 0);
const options: CmsOptions = {
  cmsFile,
  uploadsDir,
  root: ROOT,
  now: NOW,
  artCacheDir: path.join(temp, 'art-cache'),
};

const saved = {
  file: process.env.CMS_FILE,
  dir: process.env.CMS_UPLOADS_DIR,
  pictures: process.env.MOCK_PICTURES,
};
beforeAll(() => {
  process.env.CMS_FILE = cmsFile;
  process.env.CMS_UPLOADS_DIR = uploadsDir;
  delete process.env.MOCK_PICTURES;
});
afterAll(() => {
  const restore = (name: string, value: string | undefined) => {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  };
  restore('CMS_FILE', saved.file);
  restore('CMS_UPLOADS_DIR', saved.dir);
  restore('MOCK_PICTURES', saved.pictures);
  fs.rmSync(temp, { recursive: true, force: true });
});

function dataOf<T>(res: ResponseEnvelope<T>): T {
  expect(res).toMatchObject({ success: true, code: '200' });
  return res.data as T;
}
const list = (payload: Record<string, unknown> = {}) =>
  dataOf(caseList(payload)) as PageResult<CaseRecord>;
const detail = (id: number) => dataOf(caseDetails({ id })) as CaseDetail;
const allIds = (payload: Record<string, unknown> = {}) => {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const { records, total } = list({ ...payload, page, pageSize: 100 });
    ids.push(...records.map((r) => r.id));
    if (ids.length >= total || !records.length) return ids;
  }
};
const newsPage = (payload: Record<string, unknown> = {}) =>
  dataOf(newsWebPageList(payload)) as NewsPage;
const newsDetail = (id: number) => dataOf(newsInfo({ id })) as NewsDetail;
const allNewsIds = () => newsPage({ pageSize: 100 }).records.map((n: NewsItem) => n.id);

/** A case the home page's classic cases link to; removed below. */
const LINKED = classicCases[0].caseId;

const CASE_GONE = { success: false, code: '404', message: '案例不存在或已下线' };
const NEWS_GONE = { success: false, code: '404', message: '新闻不存在或已下线' };

/** The picture's format and size, as sharp reads the file. */
async function pictureOf(file: string) {
  const { format, width, height } = await sharp(file).metadata();
  return { format, width, height };
}

/** How far apart two pictures look: mean difference of their 32×24 greyscale thumbnails, 0–255. */
async function lookApart(a: string, b: string): Promise<number> {
  const thumb = (f: string) =>
    sharp(f).resize(32, 24, { fit: 'fill' }).greyscale().raw().toBuffer();
  const [x, y] = await Promise.all([thumb(a), thumb(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i += 1) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
}

describe('where the edits are', () => {
  it('reads no file under jest unless CMS_FILE names one', () => {
    expect(cmsFileOf({ JEST_WORKER_ID: '1' })).toBeNull();
    expect(cmsFileOf({})).toBe(path.join(ROOT, '.mock-data/cms.json'));
    expect(cmsFileOf({ CMS_FILE: cmsFile })).toBe(cmsFile);
  });

  it('answers the data as it is when there is no file', () => {
    expect(fs.existsSync(cmsFile)).toBe(false);
    expect(list().total).toBe(cases.length);
    expect(allNewsIds()).toHaveLength(news.length);
  });
});

describe('an added case', () => {
  let added: EditResult;
  // Finance (3) and user experience (11): two hand-written cases share both.
  const peers = handWrittenCases.filter((c) => c.industryId === 3 && c.serviceId === 11);

  beforeAll(async () => {
    added = await applyEdit(
      { type: 'add-case', industryId: 3, typeId: 102, title: '理财小程序：把复利讲清楚' },
      options,
    );
  });

  it('gets an id above every existing one and its page address', () => {
    expect(added.id).toBe(Math.max(...cases.map((c) => c.id)) + 1);
    expect(added).toMatchObject({
      kind: 'case',
      event: 'case.created',
      url: `/customerCase/caseDetail?id=${added.id}`,
      title: '理财小程序：把复利讲清楚',
    });
    expect(added.uploads).toEqual([
      `uploads/cms/case-${added.id}-cover.jpg`,
      `uploads/cms/case-${added.id}-gallery-1.png`,
      `uploads/cms/case-${added.id}-gallery-2.png`,
      `uploads/cms/case-${added.id}-gallery-3.png`,
    ]);
  });

  it('comes first in the list (newest year), in its filters and in search', () => {
    const first = list().records[0];
    expect(first).toMatchObject({
      id: added.id,
      title: '理财小程序：把复利讲清楚',
      year: NOW.getFullYear(),
      industryId: 3,
      industryName: '金融理财',
      serviceId: 11,
      typeId: 102,
      typeName: '小程序',
      cover: `uploads/cms/case-${added.id}-cover.jpg`,
    });
    expect(list().total).toBe(cases.length + 1);
    expect(list({ industryId: 3 }).records[0].id).toBe(added.id);
    expect(list({ industryId: '3', serviceId: 11, typeId: 102 }).records[0].id).toBe(added.id);
    expect(allIds({ industryId: 4 })).not.toContain(added.id);
    expect(list({ brandTitle: '复利' }).records.map((r) => r.id)).toEqual([added.id]);
    expect((dataOf(selectList({ brandTitle: '复利' })) as CaseRecord[])[0].id).toBe(added.id);
    const { brand } = list().records[0];
    expect(list({ brandTitle: brand }).records.map((r) => r.id)).toContain(added.id);
  });

  it('answers its detail with the new uploads, written in Chinese', () => {
    const d = detail(added.id);
    expect(d.cover).toBe(`uploads/cms/case-${added.id}-cover.jpg`);
    expect(d.gallery.map((g) => g.src)).toEqual(added.uploads.slice(1));
    d.gallery.forEach((g) => expect(g.alt).toMatch(/\p{Script=Han}/u));
    [d.summary, d.background, d.challenge, ...d.solution].forEach((t) =>
      expect((t.match(/\p{Script=Han}/gu) ?? []).length).toBeGreaterThan(10),
    );
    expect(d.results).toHaveLength(3);
  });

  it('has related cases, and is related to its peers', () => {
    const { related } = detail(added.id);
    expect(related).toHaveLength(4);
    related.forEach((r) => {
      expect(r.id).not.toBe(added.id);
      expect(r.industryId === 3 || r.serviceId === 11).toBe(true);
    });
    expect(
      related
        .slice(0, peers.length)
        .map((r) => r.id)
        .sort(),
    ).toEqual(peers.map((p) => p.id).sort());
    // The newest case of the same industry and service comes first among a peer's related.
    expect(peers.length).toBeGreaterThan(0);
    peers.forEach((p) => expect(detail(p.id).related[0].id).toBe(added.id));
  });

  it('leads its service on the home page', () => {
    const group = dataOf(caseTypeCaseList()).find((g) => g.id === 11);
    expect(group?.caseList[0]).toMatchObject({
      id: added.id,
      cover: `uploads/cms/case-${added.id}-cover.jpg`,
    });
  });

  it('keeps naming its uploads with MOCK_PICTURES=vector (no art of an upload exists)', () => {
    process.env.MOCK_PICTURES = 'vector';
    try {
      expect(detail(added.id).cover).toBe(`uploads/cms/case-${added.id}-cover.jpg`);
      expect(list().records[1].cover).toMatch(/^images\/cases\/case-\d+-cover\.svg$/);
    } finally {
      delete process.env.MOCK_PICTURES;
    }
    const record = list().records[0];
    expect(caseRecordPictures(record, 'raster').cover).toBe(record.cover);
    expect(caseRecordPictures(record, 'vector').cover).toBe(record.cover);
    expect(uploadOf(`uploads/cms/case-${added.id}-gallery-1.png`, 'raster')).toBe(
      `uploads/cms/case-${added.id}-gallery-1.png`,
    );
  });

  it('made its uploads: JPEG and PNG at the CMS’s sizes, not the artwork’s pictures', async () => {
    const files = added.uploads.map((a) => cmsUploadFile(a, uploadsDir)!);
    expect(await pictureOf(files[0])).toEqual({ format: 'jpeg', width: 1280, height: 960 });
    for (const file of files.slice(1)) {
      expect(await pictureOf(file)).toEqual({ format: 'png', width: 2400, height: 1500 });
    }
    expect(fs.readFileSync(files[0]).subarray(0, 3).toString('hex')).toBe('ffd8ff');
    expect(added.pictures[0]).toMatchObject({ file: files[0], width: 1280, format: 'jpeg' });
    // Made from the artwork of a hand-written case of its service, yet another picture.
    const d = detail(added.id);
    const sources = await Promise.all(
      handWrittenCases
        .filter((c) => c.serviceId === d.serviceId)
        .map((c) =>
          uploadFile(uploadOf(c.cover, 'raster'), ROOT, { cacheDir: options.artCacheDir }),
        ),
    );
    for (const s of sources) {
      expect(fs.readFileSync(s!).equals(fs.readFileSync(files[0]))).toBe(false);
      expect(await lookApart(s!, files[0])).toBeGreaterThan(8);
    }
  });
});

describe('a revised case', () => {
  const target = handWrittenCases[2];

  it('shows its new title in the list, the search and the detail', async () => {
    const done = await applyEdit({ type: 'revise-case', id: target.id }, options);
    const title = `${target.title}（第 2 版）`;
    expect(done).toMatchObject({ kind: 'case', id: target.id, title, event: 'case.updated' });
    expect(detail(target.id)).toMatchObject({
      title,
      summary: `${target.summary}（已更新）`,
      results: [{ value: '+1 项', label: '新增成果' }, ...target.results.slice(1)],
    });
    expect(list({ brandTitle: '（第 2 版）' }).records.map((r) => r.id)).toEqual([target.id]);
    expect(allIds()).toContain(target.id);
    const row = list({ pageSize: 100, industryId: target.industryId }).records.find(
      (r) => r.id === target.id,
    );
    expect(row?.title).toBe(title);
  });

  it('takes a title of the editor’s, and counts its versions', async () => {
    await applyEdit({ type: 'revise-case', id: target.id }, options);
    expect(detail(target.id).title).toBe(`${target.title}（第 3 版）`);
    await applyEdit({ type: 'revise-case', id: target.id, title: '一个全新的标题' }, options);
    expect(detail(target.id).title).toBe('一个全新的标题');
    expect(readEdits(cmsFile).cases.revised).toEqual([
      expect.objectContaining({ id: target.id, title: '一个全新的标题', times: 3 }),
    ]);
  });
});

describe('a removed case', () => {
  it('answers 404 and leaves every list, the search and every related list', async () => {
    // Neither linked from the home page nor the case revised above.
    const kept = new Set([...classicCases.map((c) => c.caseId), handWrittenCases[2].id]);
    const gone = handWrittenCases
      .flatMap((c) => detail(c.id).related)
      .find((r) => !kept.has(r.id))!;
    const done = await applyEdit({ type: 'remove-case', id: gone.id }, options);
    expect(done).toMatchObject({ id: gone.id, event: 'case.deleted', title: gone.title });
    expect(caseDetails({ id: gone.id })).toEqual(CASE_GONE);
    expect(allIds()).not.toContain(gone.id);
    expect(list().total).toBe(cases.length); // one added, one removed
    expect(
      (dataOf(selectList({ brandTitle: gone.brand })) as CaseRecord[]).map((r) => r.id),
    ).not.toContain(gone.id);
    liveCases().list.forEach((c) =>
      expect(detail(c.id).related.map((r) => r.id)).not.toContain(gone.id),
    );
    dataOf(caseTypeCaseList()).forEach((g) =>
      expect(g.caseList.map((c) => c.id)).not.toContain(gone.id),
    );
    await expect(applyEdit({ type: 'remove-case', id: gone.id }, options)).rejects.toThrow(
      '不存在或已下线',
    );
  });

  it('says when the home page still links to it', async () => {
    const done = await applyEdit({ type: 'remove-case', id: LINKED }, options);
    expect(done.warnings.join()).toContain('经典案例');
    expect(caseDetails({ id: LINKED })).toEqual(CASE_GONE);
  });

  it('takes an added case out of the file', async () => {
    const added = await applyEdit({ type: 'add-case' }, options);
    expect(detail(added.id).title).toBe(added.title);
    await applyEdit({ type: 'remove-case', id: added.id }, options);
    expect(caseDetails({ id: added.id })).toEqual(CASE_GONE);
    const edits = readEdits(cmsFile);
    expect(edits.cases.added.map((c) => c.id)).not.toContain(added.id);
    expect(edits.cases.removed).not.toContain(added.id);
    expect(edits.issued.case).toBe(added.id);
  });
});

describe('news', () => {
  const newest = [...news].sort((a, b) => (a.date < b.date ? 1 : -1))[0];
  let added: EditResult;

  beforeAll(async () => {
    added = await applyEdit({ type: 'add-news', category: '荣誉奖项' }, options);
  });

  it('an added item is the newest everywhere, with this year among the years', () => {
    expect(added.id).toBe(Math.max(...news.map((n) => n.id)) + 1);
    expect(added).toMatchObject({ kind: 'news', url: `/newsLantu?id=${added.id}` });
    const item = (dataOf(newsWebList()) as NewsItem[])[0];
    expect(item).toMatchObject({
      id: added.id,
      date: '2026-11-29',
      category: '荣誉奖项',
      img: `uploads/cms/news-${added.id}.jpg`,
    });
    const page = newsPage();
    expect(page.records[0].id).toBe(added.id);
    expect(page.total).toBe(news.length + 1);
    expect(page.years[0]).toBe('2026');
    expect(newsPage({ year: '2026' })).toMatchObject({ total: 1, records: [{ id: added.id }] });
  });

  it('has a body with headings and its own picture, and neighbours', () => {
    const d = newsDetail(added.id);
    expect(d.content).toContain('<p>');
    expect(d.content).toContain('<h3>');
    expect(d.content).toContain(
      `<figure><img src="uploads/cms/news-${added.id}-body.jpg" alt="${d.title}"`,
    );
    expect(d.next).toBeNull();
    expect(d.prev).toEqual({ id: newest.id, title: newest.title });
    expect(newsDetail(newest.id).next).toEqual({ id: added.id, title: d.title });
    expect(newsDetailPictures(d, 'raster').content).toBe(d.content);
  });

  it('made its pictures at the CMS’s sizes', async () => {
    const [cover, body] = added.uploads.map((a) => cmsUploadFile(a, uploadsDir)!);
    expect(await pictureOf(cover)).toEqual({ format: 'jpeg', width: 1280, height: 800 });
    expect(await pictureOf(body)).toEqual({ format: 'jpeg', width: 2400, height: 1350 });
  });

  it('a revised item shows its new title in the lists and on its neighbours', async () => {
    await applyEdit({ type: 'revise-news', id: newest.id, title: '客户大会回顾（更新）' }, options);
    expect(newsDetail(newest.id)).toMatchObject({
      title: '客户大会回顾（更新）',
      summary: `${newest.summary}（已更新）`,
    });
    expect(newsDetail(newest.id).content).toContain('（本文已更新。）');
    expect((dataOf(newsWebList()) as NewsItem[])[1].title).toBe('客户大会回顾（更新）');
    expect(newsDetail(added.id).prev?.title).toBe('客户大会回顾（更新）');
  });

  it('a removed item answers 404 and its neighbours close the gap', async () => {
    const sorted = [...news].sort((a, b) => (a.date < b.date ? 1 : -1));
    const [, gone, older] = sorted;
    await applyEdit({ type: 'remove-news', id: gone.id }, options);
    expect(newsInfo({ id: gone.id })).toEqual(NEWS_GONE);
    expect(allNewsIds()).not.toContain(gone.id);
    expect(newsDetail(newest.id).prev?.id).toBe(older.id);
    expect(newsDetail(older.id).next?.id).toBe(newest.id);
    expect((dataOf(newsWebList()) as NewsItem[]).map((n) => n.id)).not.toContain(gone.id);
  });
});

describe('the edits file', () => {
  let errors: jest.SpyInstance;
  let warnings: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    errors.mockRestore();
    warnings.mockRestore();
  });

  it('is written whole: no temporary or lock file is left', () => {
    expect(fs.readdirSync(temp).filter((f) => f.startsWith('cms.json'))).toEqual(['cms.json']);
    expect(() => parseCmsEdits(fs.readFileSync(cmsFile, 'utf8'))).not.toThrow();
  });

  it('is read again only when it changes', () => {
    readCmsEdits();
    const reads = jest.spyOn(fs, 'readFileSync');
    try {
      for (let i = 0; i < 5; i += 1) list();
      newsWebList();
      expect(reads).not.toHaveBeenCalled();
      // Another version (written by rename, as the command does): read once.
      const text = fs.readFileSync(cmsFile, 'utf8');
      reads.mockClear();
      fs.writeFileSync(`${cmsFile}.new`, text.replace('一个全新的标题', '又一个标题'));
      fs.renameSync(`${cmsFile}.new`, cmsFile);
      list();
      list();
      expect(reads).toHaveBeenCalledTimes(1);
      expect(detail(handWrittenCases[2].id).title).toBe('又一个标题');
    } finally {
      reads.mockRestore();
    }
  });

  it('means no edits when broken, said once in Chinese; fixed, the edits return', () => {
    const good = fs.readFileSync(cmsFile, 'utf8');
    const edited = list().total;
    fs.writeFileSync(cmsFile, '{ "cases": { "added": [ ');
    expect(list().total).toBe(cases.length);
    expect(caseDetails({ id: LINKED }).success).toBe(true);
    list();
    newsWebList();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0][0])).toMatch(/CMS 编辑文件 .*有误，暂按没有编辑提供数据/);

    // A field of the wrong type is broken too, and named.
    fs.writeFileSync(cmsFile, JSON.stringify({ version: 1, cases: { removed: [String(LINKED)] } }));
    expect(list().total).toBe(cases.length);
    expect(errors).toHaveBeenCalledTimes(2);
    expect(String(errors.mock.calls[1][0])).toContain('cases.removed[0]');

    fs.writeFileSync(cmsFile, good);
    expect(list().total).toBe(edited);
    expect(errors).toHaveBeenCalledTimes(2);
    // The command refuses to build on a broken file rather than overwrite it.
    fs.writeFileSync(cmsFile, 'not json');
    expect(() => readEdits(cmsFile)).toThrow(/有误.*reset/);
    fs.writeFileSync(cmsFile, good);
  });

  it('means no edits when it is removed', () => {
    const good = fs.readFileSync(cmsFile, 'utf8');
    fs.rmSync(cmsFile);
    expect(list().total).toBe(cases.length);
    expect(caseDetails({ id: LINKED }).success).toBe(true);
    fs.writeFileSync(cmsFile, good);
  });

  it('checks an added record’s tags against the taxonomy', () => {
    const edits = readEdits(cmsFile);
    const bad = { ...edits.cases.added[0], typeId: 999 };
    expect(() =>
      parseCmsEdits(JSON.stringify({ ...edits, cases: { ...edits.cases, added: [bad] } })),
    ).toThrow('typeId');
  });

  it('serves an added record over one of the same id, and says so', () => {
    const good = fs.readFileSync(cmsFile, 'utf8');
    const edits = readEdits(cmsFile);
    const clash = { ...edits.cases.added[0], id: 7, title: '同编号的新增案例' };
    fs.writeFileSync(
      cmsFile,
      JSON.stringify({ ...edits, cases: { ...edits.cases, added: [clash] } }),
    );
    expect(detail(7).title).toBe('同编号的新增案例');
    expect(list().total).toBe(cases.length - 2); // two are still removed
    expect(String(warnings.mock.calls[0]?.[0])).toContain('#7');
    fs.writeFileSync(cmsFile, good);
  });

  it('empties on reset, deletes the uploads, and never gives an id twice', async () => {
    const before = readEdits(cmsFile);
    const done = await resetEdits(options);
    expect(done.uploads.length).toBeGreaterThanOrEqual(6);
    expect(fs.readdirSync(uploadsDir)).toEqual([]);
    expect(list().total).toBe(cases.length);
    expect(caseDetails({ id: LINKED }).success).toBe(true);
    const again = await applyEdit({ type: 'add-case' }, options);
    expect(again.id).toBe(before.issued.case + 1);
    expect(list().records[0].id).toBe(again.id);
  });
});

/* ---------- the uploads over HTTP ---------- */

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

describe('uploadsMiddleware serves the editors’ uploads', () => {
  let server: http.Server;
  let added: EditResult;

  const get = (urlPath: string, method = 'GET'): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      const req = http.request(
        { host: '127.0.0.1', port, method, path: urlPath, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });

  beforeAll(async () => {
    added = await applyEdit({ type: 'add-news' }, options);
    // The folder of CMS_UPLOADS_DIR, read at each request (no option given).
    const middleware = uploadsMiddleware({ root: ROOT, cacheDir: options.artCacheDir });
    // A picture service reading its sources as the preview's would with mockUploadFile.
    const pictures = createPictureService({
      readLocal: async (key) => {
        const file = await mockUploadFile(key, ROOT, { cacheDir: options.artCacheDir });
        return file ? fs.promises.readFile(file) : null;
      },
      cacheDir: path.join(temp, 'variants'),
    });
    server = http.createServer((req, res) => {
      const next = () => {
        res.statusCode = 299;
        res.end('next');
      };
      if (req.url?.startsWith('/_img/')) pictures(req, res, next);
      else middleware(req, res, next);
    });
    await new Promise<void>((resolve) => {
      server.listen(0, '127.0.0.1', resolve);
    });
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  );

  it('answers an upload with its bytes, type, length and caching; HEAD without a body', async () => {
    const [cover, body] = added.uploads;
    const res = await get(`/${cover}?v=2`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.equals(fs.readFileSync(cmsUploadFile(cover, uploadsDir)!))).toBe(true);
    const head = await get(`/${body}`, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(1000);
    expect(head.body.length).toBe(0);
    const png = await get(`/${list().records[0].cover}`.replace('cover.jpg', 'gallery-1.png'));
    expect([png.status, png.headers['content-type']]).toEqual([200, 'image/png']);
  });

  it('gives the picture readers the file (mockUploadFile), so its variants are made', async () => {
    const [cover] = added.uploads;
    expect(await mockUploadFile(cover, ROOT)).toBe(cmsUploadFile(cover, uploadsDir));
    expect(await mockUploadFile(`uploads/cms/news-${added.id + 1}.jpg`, ROOT)).toBeNull();
    expect(await mockUploadFile('uploads/cms/../cms.json', ROOT)).toBeNull();
    const variant = await get(`/_img/w480q75/${cover}.webp`);
    expect([variant.status, variant.headers['content-type']]).toEqual([200, 'image/webp']);
    const { width, format } = await sharp(variant.body).metadata();
    expect([format, width]).toEqual(['webp', 480]);
  });

  it('refuses other methods, unknown names and any way out of the folder', async () => {
    const post = await get(`/${added.uploads[0]}`, 'POST');
    expect([post.status, post.headers.allow]).toEqual([405, 'GET, HEAD']);
    fs.writeFileSync(path.join(temp, 'secret.jpg'), 'not for visitors');
    for (const p of [
      `/uploads/cms/news-${added.id + 1}.jpg`,
      '/uploads/cms/case-1-cover.png',
      '/uploads/cms/notes.txt',
      '/uploads/cms/',
      '/uploads/cms/../secret.jpg',
      '/uploads/cms/..%2Fsecret.jpg',
      '/uploads/cms/%2e%2e/secret.jpg',
      '/uploads/cms/sub/news-1.jpg',
    ]) {
      const res = await get(p);
      expect([p, res.status]).toEqual([p, 404]);
      expect(res.body.toString()).toBe(UPLOAD_MESSAGES.notFound);
    }
  });
});
