/**
 * @jest-environment node
 */
/**
 * The floor's check (scripts/floor): what a Chromium 87 or Safari 14 cannot run is found, what it
 * can is not, and the build's output passes. `npm test` runs the unit tests after the browser tests'
 * build and sets FLOOR_REQUIRE_BUILD, so a floor-breaking file in dist/ fails CI; alone, without a
 * build, the dist/ part is skipped.
 */
import fs from 'fs';
import path from 'path';
import { checkFloor } from '../../../scripts/floor/check';
import { checkDist } from '../../../scripts/floor';
import { browserTargets, FLOOR_ECMA_VERSION, minifierTarget } from '../../../config/targets';

const whats = (code: string, polyfilled: string[] = []) =>
  checkFloor(code, 'fixture.js', polyfilled).map((p) => p.what);

describe('syntax beyond the floor fails, named', () => {
  test.each([
    ['class A { static { init(); } }', /class static block/],
    ['class A { #x() { return 1; } m() { return this.#x(); } }', /private method/],
    ['class A { #x = 1; }', /private class field/],
    ['class A { x = 1; static y = 2; }', /class field/],
    ['class A { #x; static is(o) { return #x in o; } }', /private/],
    ['const m = /a+/d.exec("aa");', /regexp flag `d`/],
    ['const m = /[\\p{L}--[a-z]]/v;', /regexp flag `v`/],
    ['await fetch("/");', /top-level `await`/],
  ])('%s', (code, what) => {
    const found = whats(code);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^syntax newer than ES2021: /);
    expect(found[0]).toMatch(what);
  });
});

test('ES2020 and ES2021 syntax the floor runs passes', () => {
  const es2020 = [
    'const a = o?.b?.[c]?.(d) ?? 1;',
    'const big = 10n ** 2n;',
    'const { x, ...rest } = { x: 1, y: 2 };',
    'async function* g() { for await (const v of s) yield v; }',
    'import("./chunk.js").then(() => globalThis.ok);',
    'const named = /(?<year>\\d{4})/u.exec("2026").groups.year;',
    'try { f(); } catch { /* optional binding */ }',
    'class B extends A { constructor() { super(); this.x = 1; } static m() {} get y() { return 1; } }',
  ].join('\n');
  const es2021 =
    'let a; a ??= 1; a ||= 2; a &&= 3; const n = 1_000_000; "a-b".replaceAll("-", "");';
  expect(whats(es2020)).toEqual([]);
  expect(whats(es2021)).toEqual([]);
  expect(FLOOR_ECMA_VERSION).toBe(2021);
});

test('a lookbehind, as a literal or a RegExp string, fails (Safari before 16.4 refuses the file)', () => {
  expect(whats('/(?<=\\$)\\d+/.test(s)')).toEqual([
    'a regexp lookbehind /(?<=\\$)\\d+/ (Safari 16.4)',
  ]);
  expect(whats('new RegExp("(?<!a)b")')[0]).toMatch(/lookbehind RegExp/);
  // A named group and an escaped parenthesis are not lookbehinds.
  expect(whats('/(?<name>a)\\(?<=/u; /\\(\\?<=x/')).toEqual([]);
});

test('built-ins the floor lacks: reported unless polyfilled or tested for in the file', () => {
  const code = [
    'const last = list.at(-1);',
    'const own = Object.hasOwn(o, "k");',
    'const copy = structuredClone(o);',
    'const f = list.findLast((x) => x);',
    'const g = list.findLastIndex((x) => x);',
  ].join('\n');
  expect(whats(code)).toEqual([
    'Array.prototype.at (Chrome 92, Safari 15.4), not polyfilled',
    'Object.hasOwn (Chrome 93, Safari 15.4), not polyfilled',
    'structuredClone (Chrome 98, Safari 15.4), not polyfilled',
    'Array.prototype.findLast (Chrome 97, Safari 15.4), not polyfilled',
    'Array.prototype.findLastIndex (Chrome 97, Safari 15.4), not polyfilled',
  ]);
  expect(
    whats(code, [
      'Array.prototype.at',
      'Object.hasOwn',
      'structuredClone',
      'Array.prototype.findLast',
      'Array.prototype.findLastIndex',
    ]),
  ).toEqual([]);
  // Guarded by the code itself.
  expect(
    whats('var c = typeof structuredClone === "function" ? structuredClone(o) : JSON.parse(s);'),
  ).toEqual([]);
  expect(
    whats('var h = Object.hasOwn ? Object.hasOwn(o, k) : {}.hasOwnProperty.call(o, k);'),
  ).toEqual([]);
  // The same names as properties or keys are not the globals.
  expect(whats('var o = { structuredClone: 1, WeakRef: 2 }; o.structuredClone; x.hasOwn;')).toEqual(
    [],
  );
  expect(whats('replaceAll; Promise.any([p]); new AggregateError([]);')).toEqual([]);
});

test('the floor as the build states it', () => {
  expect(browserTargets).toMatchObject({ chrome: 87, safari: '14', ios: '14' });
  expect(minifierTarget[0]).toBe('es2021');
});

const dist = path.resolve(__dirname, '../../../dist');
const built = fs.existsSync(path.join(dist, 'index.html'));
test('dist/ is built when npm test runs (FLOOR_REQUIRE_BUILD)', () => {
  expect(built || !process.env.FLOOR_REQUIRE_BUILD).toBe(true);
});
test('every script of the build runs at the floor (dist/, when built)', () => {
  const { files, problems } = built ? checkDist(dist) : { files: 0, problems: [] };
  expect(built ? files : 11).toBeGreaterThan(10);
  expect(problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.what}`)).toEqual([]);
}, 60000);
