/**
 * @jest-environment node
 */
/**
 * What China's browsers and Baidu read off every HTML answer (issue 52, item 4): the metas of
 * config/browserMetas.ts in every page's head (each once, before any element but metas), and
 * `Cache-Control: no-cache, no-transform` on HTML in dist/_headers (nginx: tests/unit/server/
 * nginx.test.ts; the preview: tests/unit/server/preview.test.ts and the e2e specs). After a build,
 * every HTML file of dist/ is read: the shells umi wrote, 404.html and the prerendered pages.
 */
import fs from 'fs';
import path from 'path';
import { BROWSER_META, BROWSER_METAS } from '../../../config/browserMetas';
import { NO_CACHE } from '../../../config/csp';
import { headersFile } from '../../../config/plugin';

const EXPECTED = [
  '<meta http-equiv="X-UA-Compatible" content="IE=edge">',
  '<meta name="renderer" content="webkit">',
  '<meta name="force-rendering" content="webkit">',
  '<meta name="applicable-device" content="pc,mobile">',
  '<meta name="format-detection" content="telephone=no,email=no,address=no">',
];

test('the metas, as the issue asks (no chrome=1: Chrome Frame is long gone)', () => {
  expect(BROWSER_METAS).toBe(EXPECTED.join(''));
  expect(BROWSER_METAS.match(BROWSER_META)).toHaveLength(5);
});

test('dist/_headers: HTML (every path but the cached assets) is no-cache, no-transform', () => {
  expect(NO_CACHE).toBe('no-cache, no-transform');
  const lines = headersFile().split('\n');
  const all = lines.indexOf('/*');
  const next = lines.findIndex((l, i) => i > all && l.startsWith('/'));
  expect(lines.slice(all, next)).toContain('  Cache-Control: no-cache, no-transform');
  // Only the hashed bundles and pictures are cached otherwise; never a page.
  expect(lines.filter((l) => /^\/[^*]/.test(l))).toEqual(['/images/*', '/_img/*']);
});

const dist = path.resolve(__dirname, '../../../dist');
const built = fs.existsSync(path.join(dist, 'index.html'));
const htmlFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && d.name.endsWith('.html'))
    .map((d) => path.relative(dist, path.join(d.parentPath, d.name)));

test('every HTML file of the build carries them once, before any element but metas', () => {
  const files = built ? htmlFiles(dist) : [];
  expect(built ? files : ['404.html', 'index.html']).toEqual(
    expect.arrayContaining(['404.html', 'index.html']),
  );
  const wrong = files.filter((file) => {
    const html = fs.readFileSync(path.join(dist, file), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const once = EXPECTED.every((tag) => head.split(tag).length === 2);
    // Everything before them is the charset and the viewport, or nothing.
    const before = head.slice(head.indexOf('<head>') + 6, head.indexOf(EXPECTED[0]));
    return !once || !/^(\s*<meta (charset|name="viewport")[^>]*>)*\s*$/.test(before);
  });
  expect(wrong).toEqual([]);
}, 30000);
