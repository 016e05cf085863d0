/**
 * The static shells' metadata (src/content/seo.ts) and what config/plugin.ts writes with it:
 * every hero picture the shells preload exists under public/ and is the one the page renders.
 */
import { earlyPictures } from '@/styles/slots';
import { pictureOf, preloadOf } from '@/utils/picture';
import fs from 'fs';
import path from 'path';
import { routeOfFile, withHeroPreload, withMeta } from '../../../config/plugin';
import { artOfPicture } from '@/content/pictures';
import { caseListContent } from '@/content/cases';
import { contactPageContent } from '@/content/contactPage';
import { heroImages, metaOf, routeMetas } from '@/content/seo';

const publicDir = path.resolve(__dirname, '../../../public');

test('every preloaded hero picture exists under public/, or the art it is made from', () => {
  // A raster hero (src/content/pictures.ts) is made from its art on request, and by the build.
  const missing = Object.entries(heroImages).filter(
    ([, img]) => !fs.existsSync(path.join(publicDir, artOfPicture(img)?.art ?? img)),
  );
  expect(missing).toEqual([]);
});

test('every preloaded route is a route with its own shell, and uses its page hero', () => {
  Object.keys(heroImages).forEach((route) => expect(metaOf(route)).toBeDefined());
  expect(heroImages['/customerCase']).toBe(caseListContent.hero.img);
  expect(heroImages['/customerCase/3']).toBe(caseListContent.hero.img);
  expect(heroImages['/contactUs']).toBe(contactPageContent.hero.img);
  // The home page's largest paint is the first banner from the API: nothing to preload.
  expect(heroImages['/']).toBeUndefined();
});

test('route paths are unique', () => {
  const paths = routeMetas.map((m) => m.path);
  expect(new Set(paths).size).toBe(paths.length);
});

const shell =
  '<html><head><title>x</title><meta name="description" content="y"></head><body></body></html>';

test('withHeroPreload adds one high-priority image preload to the head', () => {
  const out = withHeroPreload(shell, { href: '/images/heroes/contactUs.svg' });
  expect(out).toContain(
    '<link rel="preload" as="image" href="/images/heroes/contactUs.svg" fetchpriority="high"></head>',
  );
  expect(out.match(/rel="preload"/g)).toHaveLength(1);
  // An upload: its variants at the hero's width, by srcset and sizes, without href.
  const raster = withHeroPreload(
    shell,
    preloadOf(pictureOf('images/heroes/contactUs.jpg', earlyPictures.heroArt))!,
  );
  expect(raster).toMatch(
    /<link rel="preload" as="image" type="image\/avif" imagesrcset="\/_img\/w(\d+)q50\/images\/heroes\/contactUs\.jpg\.avif \1w, [^"]+ 2880w" imagesizes="100vw" fetchpriority="high"><\/head>/,
  );
});

test('withMeta escapes the title and description', () => {
  const out = withMeta(shell, '案例 <b>&', '描述 "引号"');
  expect(out).toContain('<title>案例 &lt;b&gt;&amp;</title>');
  expect(out).toContain('content="描述 &quot;引号&quot;"');
});

test('routeOfFile maps shells to routes', () => {
  expect(routeOfFile('index.html')).toBe('/');
  expect(routeOfFile('customerCase/3/index.html')).toBe('/customerCase/3');
  expect(routeOfFile('404.html')).toBe('/404');
});
