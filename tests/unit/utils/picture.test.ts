import { slots } from '@/styles/slots';
import {
  candidateWidths,
  fallbackWidths,
  pictureOf,
  SCREENS,
  sizesOf,
  slotWidth,
} from '@/utils/picture';
import type { Slot } from '@/utils/picture';
import { imageHosts, imageService } from '@/utils/base';
import { LADDER } from '@/utils/loaders';

const CMS = 'https://lantu-cms.oss-cn-hangzhou.aliyuncs.com';

afterEach(() => {
  delete window.imageService;
  delete window.imageHosts;
  delete window.imageAvif;
  delete window.publicPath;
  delete process.env.IMAGE_SERVICE;
  delete process.env.IMAGE_HOSTS;
});

/** The widths of a srcset, in order. */
const widthsOf = (srcSet: string) =>
  srcSet.split(', ').map((c) => Number(c.split(' ')[1].slice(0, -1)));

describe('slots: the box at each viewport, and its `sizes`', () => {
  const cards: Slot = slots.caseCardList;

  it('follows the grid across its breakpoints', () => {
    // Two columns on phones, three on tablets, five from 1200 px, 224 px once the column stops.
    expect([320, 375, 600, 768, 1024, 1200, 1440, 1920].map((v) => slotWidth(cards, v))).toEqual(
      [138, 165.5, 276, 226.67, 312, 214.4, 224, 224].map((n) => expect.closeTo(n, 1)),
    );
  });

  it('writes the same widths as media conditions, widest first, the cap where it starts', () => {
    expect(sizesOf(cards)).toBe(
      '(min-width: 1248px) 224px, (min-width: 1200px) calc(20vw - 25.6px), ' +
        '(min-width: 768px) calc(33.33vw - 29.33px), (min-width: 600px) calc(50vw - 24px), ' +
        'calc(50vw - 22px)',
    );
    expect(sizesOf(slots.banner)).toBe('100vw');
    // One width from 592 px on: one entry, from where it starts.
    expect(sizesOf(slots.heroCover)).toBe('(min-width: 592px) 560px, calc(100vw - 32px)');
  });

  it('asks for the ladder widths the planned screens need: each one’s choice is the step right above its box', () => {
    for (const [name, slot] of Object.entries(slots) as [string, Slot][]) {
      const widths = candidateWidths(slot, 2880);
      for (const [viewport, ratio] of SCREENS) {
        const need = slotWidth(slot, viewport) * ratio;
        const chosen = widths.find((w) => w >= need) ?? widths[widths.length - 1];
        // No ladder width lies between what the screen needs and what it gets.
        const between = LADDER.filter((w) => w >= need && w < chosen);
        expect([name, viewport, ratio, between]).toEqual([name, viewport, ratio, []]);
      }
    }
    // The case list on a phone at 3×: its cards are 165.5 px wide → the 560 px variant.
    expect(candidateWidths(cards, 1280)).toContain(560);
    // Never above the source; a source narrower than the ladder's first step gets that step.
    expect(Math.max(...candidateWidths(slots.banner, 1300))).toBe(1200);
    expect(candidateWidths(slots.feature, 100)).toEqual([240]);
  });
});

describe('fallbackWidths: the WebP beside AVIF', () => {
  it('raises each width to the next of every other rung, never above the widest', () => {
    expect(fallbackWidths([640, 750, 1080, 1200, 1440])).toEqual([750, 1200, 1440]);
    expect(fallbackWidths([320, 480])).toEqual([400, 480]);
    expect(fallbackWidths([2880])).toEqual([2880]);
    for (const w of fallbackWidths([...LADDER])) expect(LADDER).toContain(w);
  });
});

describe('pictureOf: what a page writes for a picture from data', () => {
  it('self (the default): AVIF and WebP variants of an upload, the original as the fallback', () => {
    const picture = pictureOf('uploads/cases/case-1-cover.jpg', {
      slot: slots.caseCard,
      width: 640,
    });
    expect(picture.kind).toBe('responsive');
    if (picture.kind !== 'responsive') return;
    expect(picture.src).toBe('/uploads/cases/case-1-cover.jpg');
    expect(picture.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    const [avif, webp] = picture.sources;
    const first = candidateWidths(slots.caseCard, 1280)[0];
    expect(avif.srcSet.split(', ')[0]).toBe(
      `/_img/w${first}q50/uploads/cases/case-1-cover.jpg.avif ${first}w`,
    );
    const firstWebp = fallbackWidths(candidateWidths(slots.caseCard, 1280))[0];
    expect(webp.srcSet.split(', ')[0]).toBe(
      `/_img/w${firstWebp}q75/uploads/cases/case-1-cover.jpg.webp ${firstWebp}w`,
    );
    // Twice the nominal 640 px at most: the ladder stops at 1,200.
    expect(widthsOf(avif.srcSet)).toEqual(candidateWidths(slots.caseCard, 1280));
    expect(Math.max(...widthsOf(webp.srcSet))).toBe(1200);
    // WebP, the fallback, on every other rung: fewer variants, each AVIF width covered.
    const webpWidths = widthsOf(webp.srcSet);
    expect(webpWidths).toEqual(fallbackWidths(widthsOf(avif.srcSet)));
    expect(webpWidths.length).toBeLessThan(widthsOf(avif.srcSet).length);
    for (const w of widthsOf(avif.srcSet)) expect(webpWidths.some((f) => f >= w)).toBe(true);
    expect(picture.sizes).toBe(sizesOf(slots.caseCard));
    expect(picture.placeholder).toBe('/_img/w16q40/uploads/cases/case-1-cover.jpg.webp');
  });

  it('shows vector art, data URIs, animations and addresses that name no picture as they are', () => {
    const opts = { slot: slots.caseCard, width: 640 };
    expect(pictureOf('images/cases/case-1-cover.svg', opts)).toEqual({
      kind: 'plain',
      src: '/images/cases/case-1-cover.svg',
    });
    expect(pictureOf('images/loop.gif', opts).kind).toBe('plain');
    expect(pictureOf('data:image/png;base64,iVBORw0KGgo=', opts).kind).toBe('plain');
    // A body's <img src="x">: no variant of a file that names no picture.
    expect(pictureOf('x', opts)).toEqual({ kind: 'plain', src: '/x' });
    expect(pictureOf('/uploads/cover', opts).kind).toBe('plain');
    expect(pictureOf('/uploads/cover.JPEG', opts).kind).toBe('responsive');
  });

  it('refuses a host that is not listed, and takes a listed one (self writes its key)', () => {
    const opts = { slot: slots.article, width: 1200 };
    expect(pictureOf(`${CMS}/uploads/a.jpg`, opts)).toEqual({ kind: 'missing' });
    window.imageHosts = [CMS];
    const picture = pictureOf(`${CMS}/uploads/a.jpg`, opts);
    if (picture.kind !== 'responsive') throw new Error(picture.kind);
    expect(picture.src).toBe(`${CMS}/uploads/a.jpg`);
    expect(picture.sources[0].srcSet).toMatch(
      /^\/_img\/w(\d+)q50\/~https\/lantu-cms\.oss-cn-hangzhou\.aliyuncs\.com\/uploads\/a\.jpg\.avif \1w/,
    );
  });

  it('a bucket’s service: its hosts’ pictures as WebP (AVIF once it is switched on), the site’s own as uploaded', () => {
    window.imageService = 'aliyun-oss';
    window.imageHosts = [CMS];
    const opts = { slot: slots.newsItem, width: 640 };
    const remote = pictureOf(`${CMS}/uploads/n.jpg`, opts);
    if (remote.kind !== 'responsive') throw new Error(remote.kind);
    expect(remote.sources.map((s) => s.type)).toEqual(['image/webp']);
    // WebP is every browser's format here: every width the screens need.
    expect(widthsOf(remote.sources[0].srcSet)).toEqual(candidateWidths(slots.newsItem, 1280));
    const first = candidateWidths(slots.newsItem, 1280)[0];
    expect(remote.sources[0].srcSet.split(', ')[0]).toBe(
      `${CMS}/uploads/n.jpg?x-oss-process=image/resize,w_${first}/quality,q_75/format,webp ${first}w`,
    );
    expect(remote.placeholder).toBe(
      `${CMS}/uploads/n.jpg?x-oss-process=image/resize,w_16/quality,q_40/format,webp`,
    );
    expect(pictureOf('uploads/n.jpg', opts)).toEqual({ kind: 'plain', src: '/uploads/n.jpg' });
    window.imageAvif = true;
    const both = pictureOf(`${CMS}/uploads/n.jpg`, opts);
    expect(both.kind === 'responsive' && both.sources.map((s) => s.type)).toEqual([
      'image/avif',
      'image/webp',
    ]);
  });

  it('self behind a CDN public path: the variants come from the CDN too', () => {
    window.publicPath = 'https://cdn.example.com/lantu/';
    const picture = pictureOf('uploads/a.jpg', { slot: slots.newsItem, width: 640 });
    if (picture.kind !== 'responsive') throw new Error(picture.kind);
    expect(picture.src).toBe('https://cdn.example.com/lantu/uploads/a.jpg');
    expect(picture.sources[1].srcSet.split(', ')[0]).toMatch(
      /^https:\/\/cdn\.example\.com\/lantu\/_img\/w(\d+)q75\/uploads\/a\.jpg\.webp \1w$/,
    );
  });

  it('none, or a source self cannot name as a file: the picture as uploaded', () => {
    const opts = { slot: slots.newsItem, width: 640 };
    expect(pictureOf('uploads/a.jpg?v=2', opts)).toEqual({
      kind: 'plain',
      src: '/uploads/a.jpg?v=2',
    });
    window.imageService = 'none';
    expect(pictureOf('uploads/a.jpg', opts)).toEqual({ kind: 'plain', src: '/uploads/a.jpg' });
  });

  it('reads the build’s settings when the page sets none, and ignores what it does not know', () => {
    expect(imageService()).toBe('self');
    process.env.IMAGE_SERVICE = 'qiniu';
    process.env.IMAGE_HOSTS = `${CMS}, not a url, ftp://x.example, http://127.0.0.1:5555/path`;
    expect(imageService()).toBe('qiniu');
    expect(imageHosts()).toEqual([CMS, 'http://127.0.0.1:5555']);
    window.imageService = 'bogus' as never;
    expect(imageService()).toBe('qiniu');
    window.imageService = 'tencent-ci';
    expect(imageService()).toBe('tencent-ci');
  });
});
