/**
 * @jest-environment node
 *
 * Incremental prerender (scripts/prerender/cache.ts): the pages of the last build are kept with the
 * calls they made; the next build with the same bundles draws only the pages whose answers
 * changed, and new ones, and writes the rest as kept.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import {
  callKey,
  isFreshBuild,
  laterPictures,
  openCache,
  removalRefused,
  removals,
  staleTargets,
} from '../../../scripts/prerender/cache';
import { caseTarget, pageTarget, stateFile } from '../../../scripts/prerender/html';
import type { BuildCall } from '../../../src/utils/prerender';

const SHELL = '<!DOCTYPE html><html><head></head><body><div id="root"></div></body></html>';

let root: string;
let dist: string;
const read = (rel: string) => fs.readFileSync(path.join(dist, rel), 'utf8');

/** A fresh umi build: plain shells only. */
function umiBuild() {
  fs.rmSync(dist, { recursive: true, force: true });
  for (const f of ['index.html', 'contactUs/index.html', 'customerCase/caseDetail/index.html']) {
    fs.mkdirSync(path.dirname(path.join(dist, f)), { recursive: true });
    fs.writeFileSync(path.join(dist, f), SHELL);
  }
}

const call = (url: string, sha1: string): BuildCall => ({
  method: 'POST',
  url,
  body: '{}',
  contentType: 'application/json',
  sha1,
});

/** The API as the next build finds it: an answer per call (`500:` first: an HTTP 500). */
function api(answers: Record<string, string>) {
  const fetchMock = jest.fn((url: URL) => {
    const answer = answers[url.pathname] ?? '';
    if (answer === 'hang')
      return Promise.reject(Object.assign(new Error('timeout'), { name: 'TimeoutError' }));
    const failed = answer.startsWith('500:');
    return Promise.resolve({
      status: failed ? 500 : 200,
      text: () => Promise.resolve(failed ? answer.slice(4) : answer),
    });
  });
  Object.defineProperty(global, 'fetch', { value: fetchMock, configurable: true, writable: true });
  return fetchMock;
}
// The digest of an answer's text, as the page notes it (SHA-1, hex).
const sha1 = (text: string) =>
  require('crypto').createHash('sha1').update(text).digest('hex') as string;

/** The home page's pictures written only as they come near (a film's still): none in its HTML. */
const STILL = '/_img/w640q50/uploads/videos/video-1-poster.jpg';
const HOME_LATER = [`${STILL}.avif 640w`, `${STILL}.webp 640w`];

const home = pageTarget('/');
const contact = pageTarget('/contactUs');
const case1 = caseTarget(1);
const case2 = caseTarget(2);
/** The item pages' folders (scripts/prerender/index.ts). */
const ITEMS = ['customerCase/caseDetail', 'newsLantu'];

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'lt-cache-'));
  dist = path.join(root, 'dist');
  umiBuild();
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
  delete (global as { fetch?: unknown }).fetch;
});

/** The first build: every page drawn. */
function firstBuild() {
  const cache = openCache(root, dist, false);
  expect(cache.manifest).toBeNull();
  cache.put(home, { html: '<p>home v1</p>', state: '{"h":1}', later: HOME_LATER }, [
    call('/api/index/caseTypeCaseList', sha1('cases v1')),
  ]);
  cache.put(contact, { html: '<p>contact</p>', state: '{"c":1}', later: [] }, []);
  cache.put(case1, { html: '<p>case 1</p>', state: '{"k":1}', later: [] }, [
    call('/api/case/caseDetails?1', sha1('case 1')),
  ]);
  cache.put(case2, { html: '<p>case 2</p>', state: '{"k":2}', later: [] }, [
    call('/api/case/caseDetails?2', sha1('case 2')),
  ]);
  expect(cache.finish([home, contact, case1, case2], ITEMS)).toBe(0);
}

describe('incremental prerender', () => {
  it('a fresh umi build is told from a dist whose pages are prerendered', () => {
    expect(isFreshBuild(dist)).toBe(true);
    firstBuild();
    expect(isFreshBuild(dist)).toBe(false);
    expect(read('index.html')).toBe('<p>home v1</p>');
    expect(read(stateFile('{"h":1}'))).toBe('{"h":1}');
  });

  it('draws only the pages whose answers changed, and new pages; keeps the rest', async () => {
    firstBuild();
    umiBuild(); // the same bundles again: dist/ has only shells
    const cache = openCache(root, dist, false);
    expect(cache.manifest).not.toBeNull();
    const fetchMock = api({
      '/api/index/caseTypeCaseList': 'cases v2', // case 1 changed, and the home page shows it
      '/api/case/caseDetails': 'case 1 v2',
    });
    const case3 = caseTarget(3);
    const stale = await staleTargets(cache, [home, contact, case1, case3], 'http://api.test');
    // Home (its answer changed), case 1 (its own) and case 3 (new); contact made no call.
    expect(stale.targets.map((t) => t.url)).toEqual([home.url, case1.url, case3.url]);
    // Each distinct call asked once.
    expect(fetchMock).toHaveBeenCalledTimes(2);
    cache.put(home, { html: '<p>home v2</p>', state: '{"h":2}', later: [] }, [
      call('/api/index/caseTypeCaseList', sha1('cases v2')),
    ]);
    cache.put(case1, { html: '<p>case 1 v2</p>', state: '{"k":11}', later: [] }, [
      call('/api/case/caseDetails?1', sha1('case 1 v2')),
    ]);
    cache.put(case3, { html: '<p>case 3</p>', state: '{"k":3}', later: [] }, []);
    expect(cache.finish([home, contact, case1, case3], ITEMS)).toBe(1);
    expect(read('index.html')).toBe('<p>home v2</p>');
    expect(read('contactUs/index.html')).toBe('<p>contact</p>');
    expect(read(stateFile('{"c":1}'))).toBe('{"c":1}');
    expect(read('customerCase/caseDetail/3.html')).toBe('<p>case 3</p>');
    // Case 2 is no longer listed: its page and its state go.
    expect(fs.existsSync(path.join(dist, 'customerCase/caseDetail/2.html'))).toBe(false);
    expect(fs.existsSync(path.join(dist, stateFile('{"k":2}')))).toBe(false);
    expect(fs.existsSync(path.join(dist, stateFile('{"h":1}')))).toBe(false);
  });

  it('a content-only run works on the prerendered dist/ from the kept shells', async () => {
    firstBuild();
    const cache = openCache(root, dist, false);
    expect(cache.shell('index.html')).toBe(SHELL);
    api({ '/api/index/caseTypeCaseList': 'cases v1', '/api/case/caseDetails': 'case 1' });
    // Nothing changed: no page to draw (case 2's answer is not asked: the API's list decides).
    expect((await staleTargets(cache, [home, contact, case1], 'http://api.test')).targets).toEqual(
      [],
    );
  });

  it('a clean build, or new bundles, draw every page', async () => {
    firstBuild();
    umiBuild();
    expect(openCache(root, dist, true).manifest).toBeNull();
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      SHELL.replace('<head>', '<head><title>x</title>'),
    );
    const cache = openCache(root, dist, false);
    expect(cache.manifest).toBeNull();
    expect((await staleTargets(cache, [home, case1], 'http://api.test')).targets).toEqual([
      home,
      case1,
    ]);
  });

  it('a clean build moves the old pages out at once and deletes them beside the drawing', async () => {
    firstBuild();
    umiBuild();
    const dir = path.join(root, 'node_modules', '.cache', 'lantu-prerender');
    const cache = openCache(root, dist, true);
    // The new build starts with no page of the old one under the pages' name…
    expect(fs.existsSync(path.join(dir, 'pages'))).toBe(false);
    cache.put(home, { html: '<p>home v2</p>', state: '{"h":2}', later: [] }, []);
    expect(fs.readFileSync(path.join(dir, 'pages', 'index.html'), 'utf8')).toBe('<p>home v2</p>');
    // …and the old ones are gone once the background deletion has run (polled: a busy machine).
    for (let i = 0; i < 100 && fs.readdirSync(dir).some((f) => f.startsWith('pages.old')); i += 1) {
      await new Promise((resolve) => {
        setTimeout(resolve, 50);
      });
    }
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('pages.old'))).toEqual([]);
    expect(read('index.html')).toBe('<p>home v2</p>');
  });

  it('without a fresh build or kept shells there is nothing to start from', () => {
    fs.writeFileSync(path.join(dist, 'index.html'), '<p>prerendered</p>');
    expect(() => openCache(root, dist, false)).toThrow(/npm run build/);
  });

  it('hands the picture step the pictures pages write only as they come near, kept pages’ too', async () => {
    // Nothing prerendered yet, or a dist/ of plain shells (PRERENDER=0): none.
    expect(laterPictures(root, dist)).toEqual([]);
    firstBuild();
    expect(laterPictures(root, dist)).toEqual(HOME_LATER);
    // The next build draws only the contact page: the home page is kept, with its pictures.
    umiBuild();
    const cache = openCache(root, dist, false);
    cache.put(
      contact,
      { html: '<p>contact v2</p>', state: '{"c":2}', later: [`${STILL}.webp 320w`] },
      [],
    );
    expect(cache.finish([home, contact, case1, case2], ITEMS)).toBe(3);
    expect(laterPictures(root, dist).sort()).toEqual([...HOME_LATER, `${STILL}.webp 320w`].sort());
    umiBuild();
    expect(laterPictures(root, dist)).toEqual([]);
  });

  it('a publish that names an item asks the shared calls and that item’s own, not every item’s', async () => {
    firstBuild();
    const cache = openCache(root, dist, false);
    const fetchMock = api({
      '/api/index/caseTypeCaseList': 'cases v1',
      '/api/case/caseDetails': 'case 1 v2', // both cases' details answer differently now
    });
    const stale = await staleTargets(cache, [home, contact, case1, case2], 'http://api.test', {
      items: new Set(['case:1']),
    });
    // Case 1 is named: drawn; case 2's detail is not asked (the next full check draws it).
    expect(stale.targets.map((t) => t.url)).toEqual([case1.url]);
    expect(fetchMock.mock.calls.map(([u]) => `${u.pathname}${u.search}`).sort()).toEqual([
      '/api/case/caseDetails?1',
      '/api/index/caseTypeCaseList',
    ]);
    expect([stale.asked, stale.calls]).toEqual([2, 3]);
    // Named nothing: every call.
    const all = await staleTargets(cache, [home, contact, case1, case2], 'http://api.test');
    expect(all.targets.map((t) => t.url)).toEqual([case1.url, case2.url]);
  });

  it('a call that fails keeps its pages as they were; when most fail, nothing is drawn', async () => {
    firstBuild();
    let cache = openCache(root, dist, false);
    api({
      '/api/index/caseTypeCaseList': '500:{"success":false}',
      '/api/case/caseDetails': 'case 1 v2',
    });
    const stale = await staleTargets(cache, [home, contact, case1, case2], 'http://api.test');
    expect(stale.targets.map((t) => t.url)).toEqual([case1.url, case2.url]);
    expect([...stale.failed.keys()]).toEqual([home.url]);
    expect(stale.failed.get(home.url)).toMatch(/answered 500/);
    // The home page was not drawn: finishing keeps its last good page.
    cache.put(case1, { html: '<p>case 1 v2</p>', state: '{"k":11}', later: [] }, [
      call('/api/case/caseDetails?1', sha1('case 1 v2')),
    ]);
    expect(cache.finish([home, contact, case1, case2], ITEMS)).toBe(3);
    expect(read('index.html')).toBe('<p>home v1</p>');
    // An envelope that says it failed is a failure too, and an answer that never comes.
    cache = openCache(root, dist, false);
    api({
      '/api/index/caseTypeCaseList': '{"success":false,"message":"维护中"}',
      '/api/case/caseDetails': 'hang',
    });
    await expect(
      staleTargets(cache, [home, contact, case1, case2], 'http://api.test'),
    ).rejects.toThrow(/the API failed 3 of 3 calls asked; nothing is drawn/);
  });

  it('a new page that could not be drawn leaves no page and breaks nothing', () => {
    firstBuild();
    const cache = openCache(root, dist, false);
    const case3 = caseTarget(3);
    expect(cache.finish([home, contact, case1, case2, case3], ITEMS)).toBe(4);
    expect(fs.existsSync(path.join(dist, case3.file))).toBe(false);
    expect(read(case1.file)).toBe('<p>case 1</p>');
  });

  it('a listing that drops more item pages than a publish removes is refused', () => {
    firstBuild();
    const found = removals(dist, ITEMS, [home, contact]);
    expect(found.map((r) => [r.dir, r.has, r.removed.length])).toEqual([
      ['customerCase/caseDetail', 2, 2],
      ['newsLantu', 0, 0],
    ]);
    // Two of two: within the floor of five.
    expect(removalRefused(found, false)).toBeNull();
    const many = (has: number, removed: number) => [
      { dir: 'customerCase/caseDetail', has, removed: Array.from({ length: removed }, String) },
    ];
    expect(removalRefused(many(1000, 20), false)).toBeNull();
    expect(removalRefused(many(1000, 21), false)).toMatch(
      /no longer lists 21 of the 1000 pages in customerCase\/caseDetail\/.*PRERENDER_ALLOW_REMOVAL=1/,
    );
    expect(removalRefused(many(1001, 937), false)).toMatch(/937 of the 1001/);
    expect(removalRefused(many(64, 6), false)).toMatch(/6 of the 64/);
    // A real clean-up, said so.
    expect(removalRefused(many(1001, 937), true)).toBeNull();
  });

  it('a call is the same call whatever its answer', () => {
    expect(callKey(call('/a', 'x'))).toBe(callKey(call('/a', 'y')));
    expect(callKey(call('/a', 'x'))).not.toBe(callKey(call('/b', 'x')));
  });
});
