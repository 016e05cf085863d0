/**
 * src/utils/qs.ts stands in for `qs` in the browser build (.umirc.ts alias). It must give what
 * qs gives for the options umi-request passes, on every shape our calls send.
 */
import * as realQs from 'qs';
import { parse, stringify } from '@/utils/qs';

const STRINGIFY = { arrayFormat: 'repeat', strictNullHandling: true } as const;

const cases: [string, unknown][] = [
  ['empty object', {}],
  ['numbers and strings', { page: 2, pageSize: 15, keyword: '品牌 官网' }],
  ['null and undefined', { a: null, b: undefined, c: 0 }],
  ['empty string and false', { a: '', b: false, c: true }],
  ['arrays repeat', { tag: [1, 2, 3], none: [] }],
  ['array with null', { n: [null, 'z'] }],
  ['nested object', { f: { g: 1, h: [3, 4] } }],
  ['dates', { at: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)) }],
  ['reserved characters', { q: "a&b=c?d#e/f+g%h!'()*~-_.", 'k y': 'v' }],
  ['markup and emoji', { name: '<script>alert(1)</script> 👩‍💻\u200b' }],
  [
    'a consultation',
    { name: '王小明', phone: '13800138000', services: ['用户体验设计', '数字营销'] },
  ],
  ['top-level array', ['a', 'b']],
];

test.each(cases)('stringify: %s', (_name, value) => {
  expect(stringify(value)).toBe(realQs.stringify(value, STRINGIFY));
});

test('stringify of a non-object is empty, as in qs', () => {
  expect(stringify(null)).toBe('');
  expect(stringify('text')).toBe('');
  expect(stringify(undefined)).toBe('');
});

const texts = [
  '',
  'a=1&b=2',
  'a=1&a=2&a=3',
  'flag&x=',
  'q=%E5%93%81%E7%89%8C%20%E5%AE%98%E7%BD%91&plus=a+b',
  'd[e]=3&d[f]=4',
  'bad=%E0%A4%A',
  '?lead=1',
];

test.each(texts)('parse: %j', (text) => {
  expect(parse(text)).toEqual(
    realQs.parse(text, { strictNullHandling: true, ignoreQueryPrefix: true }),
  );
});

test('parse never writes to the prototype', () => {
  const out = parse('__proto__[polluted]=1&constructor[x]=2');
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.keys(out)).toEqual([]);
});
