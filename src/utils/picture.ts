/**
 * One responsive picture for every content picture: which variants exist (one ladder of widths,
 * never above the source), which the browser may choose from (`srcset`), how wide the picture is
 * shown at each breakpoint (`sizes`, from a slot written with the layout's own tokens), in which
 * formats (AVIF where the service gives it, WebP everywhere) and with which tiny blurred copy
 * until it arrives. The component (src/components/LazyImage) and the article bodies
 * (src/utils/sanitize.ts) both render what `pictureOf` answers; the addresses come from the
 * deployment's loader (src/utils/loaders.ts).
 */
import { breakpoints } from '../styles/tokens';
import { imageAvif, imageHosts, imageService, publicPath } from './base';
import type { ImageFormat, Source } from './loaders';
import { LADDER, LOADERS, PLACEHOLDER_QUALITY, PLACEHOLDER_WIDTH, QUALITY } from './loaders';
import { assetUrl } from './url';

/**
 * A picture's width in one range of the layout: a fixed number of px, or `vw` per cent of the
 * viewport less `minus` px (gutters and gaps), up to `max` px where the content column stops.
 */
export type Span = number | { vw: number; minus?: number; max?: number };

type Breakpoint = keyof typeof breakpoints;

/**
 * How wide a picture is shown: its span on the narrowest phones (`base`) and from each breakpoint
 * of the design tokens on where it changes (`xs` 600, `sm` 768, `md` 1024, `lg` 1200 px), as the
 * stylesheet lays it out.
 */
export type Slot = { base: Span } & { [K in Breakpoint]?: Span };

interface Range {
  from: number;
  span: Span;
}

/** A slot's ranges, widest first. */
function rangesOf(slot: Slot): Range[] {
  const ranges: Range[] = [{ from: 0, span: slot.base }];
  (Object.keys(breakpoints) as Breakpoint[]).forEach((bp) => {
    const span = slot[bp];
    if (span !== undefined) ranges.push({ from: breakpoints[bp], span });
  });
  return ranges.sort((a, b) => b.from - a.from);
}

/**
 * The screens pictures are planned for: the viewport width and pixel ratio of the phones, tablets
 * and desktops visitors use. A slot's variants are the ladder's widths these screens need (its box
 * on each screen × the screen's ratio, rounded up the ladder), so no variant is made that none of
 * them would choose; another screen takes the next one up.
 */
export const SCREENS: readonly (readonly [width: number, ratio: number])[] = [
  // Phones held upright: the most common widths and ratios.
  [360, 3],
  [375, 2],
  [375, 3],
  [390, 3],
  [412, 2.625],
  [414, 3],
  [430, 3],
  // Tablets.
  [768, 2],
  [1024, 2],
  // Desktops and laptops.
  [1280, 1],
  [1440, 1],
  [1440, 2],
  [1536, 1.25],
  [1920, 1],
];

const round = (n: number) => Math.round(n * 100) / 100;

/** The box's width in px at a viewport `viewport` px wide, under one span. */
export function spanWidth(span: Span, viewport: number): number {
  if (typeof span === 'number') return span;
  const fluid = (span.vw * viewport) / 100 - (span.minus ?? 0);
  return Math.max(0, span.max === undefined ? fluid : Math.min(span.max, fluid));
}

/** The box's width in px at a viewport `viewport` px wide. */
export function slotWidth(slot: Slot, viewport: number): number {
  const ranges = rangesOf(slot);
  const range = ranges.find((r) => viewport >= r.from) ?? ranges[ranges.length - 1];
  return spanWidth(range.span, viewport);
}

const lengthOf = (span: Exclude<Span, number>) =>
  span.minus ? `calc(${round(span.vw)}vw - ${round(span.minus)}px)` : `${round(span.vw)}vw`;

/** The `sizes` attribute of a slot: the box's width at every viewport, as the browser reads it. */
export function sizesOf(slot: Slot): string {
  const entries: { min: number; length: string }[] = [];
  rangesOf(slot).forEach(({ from, span }, index, ranges) => {
    const until = index === 0 ? Infinity : ranges[index - 1].from;
    if (typeof span !== 'number' && span.max !== undefined && span.vw > 0) {
      // From this viewport on the box stops growing (when that is within the range).
      const stops = Math.ceil(((span.max + (span.minus ?? 0)) * 100) / span.vw);
      if (stops <= from) {
        entries.push({ min: from, length: `${round(span.max)}px` });
        return;
      }
      if (stops < until) entries.push({ min: stops, length: `${round(span.max)}px` });
    }
    entries.push({ min: from, length: typeof span === 'number' ? `${span}px` : lengthOf(span) });
  });
  // Neighbours of the same width are one entry, from the narrower one's start.
  const merged = entries.filter((entry, i) => entries[i + 1]?.length !== entry.length);
  return merged
    .map(({ min, length }) => (min > 0 ? `(min-width: ${min}px) ${length}` : length))
    .join(', ');
}

/** The ladder's widths a slot needs on the screens above, never above the source. */
export function candidateWidths(slot: Slot, sourceWidth: number): number[] {
  const fits = LADDER.filter((w) => w <= sourceWidth);
  if (!fits.length) return [LADDER[0]];
  const widths = new Set<number>();
  for (const [viewport, ratio] of SCREENS) {
    const need = slotWidth(slot, viewport) * ratio;
    widths.add(fits.find((w) => w >= need) ?? fits[fits.length - 1]);
  }
  return [...widths].sort((a, b) => a - b);
}

/**
 * The ladder's every other rung: the widths of the fallback format (WebP where the service gives
 * AVIF too). Only browsers without AVIF read them (Safari before 16, old in-app browsers), so they
 * get a step of about a third instead of a fifth, for half the variants to make.
 */
const FALLBACK_LADDER: readonly number[] = LADDER.filter((_, i) => i % 2 === 0);

/** `widths` on the fallback ladder: each raised to its next rung, never above the widest. */
export function fallbackWidths(widths: readonly number[]): number[] {
  const widest = widths[widths.length - 1];
  const snapped = widths.map((w) =>
    Math.min(FALLBACK_LADDER.find((r) => r >= w) ?? widest, widest),
  );
  return [...new Set(snapped)].sort((a, b) => a - b);
}

export interface PictureSource {
  type: 'image/avif' | 'image/webp';
  srcSet: string;
}

export type Picture =
  /** Nothing the site may load: the component shows its alt-text panel. */
  | { kind: 'missing' }
  /** Shown as it is: SVG, a data URI, a GIF, or a source the service cannot process. */
  | { kind: 'plain'; src: string }
  /** Variants to choose from, the original as the fallback, a tiny copy until it arrives. */
  | {
      kind: 'responsive';
      src: string;
      sources: PictureSource[];
      sizes: string;
      placeholder: string;
    };

const MIME: Record<ImageFormat, PictureSource['type']> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/**
 * The photographs and exports a variant is made of, by their name (a CMS upload always has one):
 * anything else is shown as it is (vector art, animations, data URIs, an address that names no
 * picture at all).
 */
const RASTER = /\.(?:jpe?g|png|webp|avif|bmp|tiff?)$/i;

/** The page's address (the site root without a DOM). */
function pageUrl(): URL {
  try {
    return new URL(typeof window !== 'undefined' ? window.location.href : 'http://localhost/');
  } catch {
    return new URL('http://localhost/');
  }
}

/**
 * Where the loader finds a picture the page may load (`url`, from assetUrl): its address, and
 * its `self` key when the project's service can make its variants (see loaders.ts).
 */
export function sourceOf(url: string, page: URL = pageUrl()): Source | null {
  let parsed: URL;
  try {
    parsed = new URL(url, page);
  } catch {
    return null;
  }
  const base = new URL(publicPath(), page);
  let key = '';
  // A query names another file on some hosts: self cannot write it as a file name.
  if (!parsed.search) {
    const under = parsed.origin === base.origin && parsed.pathname.startsWith(base.pathname);
    // As the URL writes it (percent-encoded): a srcset candidate holds no space.
    if (under) key = parsed.pathname.slice(base.pathname.length);
    else if (imageHosts().includes(parsed.origin)) {
      key = `~${parsed.protocol.slice(0, -1)}/${parsed.host}${parsed.pathname}`;
    }
  }
  return { url: parsed, key };
}

/** Whether a bucket's service can process the source: it is on a listed host or the CDN. */
function onBucket(source: Source, page: URL): boolean {
  const cdn = new URL(publicPath(), page).origin;
  return (
    imageHosts().includes(source.url.origin) || (cdn !== page.origin && source.url.origin === cdn)
  );
}

export interface PictureOptions {
  /** Where and how wide it is shown. */
  slot: Slot;
  /**
   * The slots whose widths it comes in (default: its own): a larger view offers the widths its
   * thumbnail's page already names (the build writes those), a thumbnail can name its larger
   * view's too.
   */
  widthsFor?: Slot[];
  /** The picture's nominal width (its slot's size); uploads are twice it, the ladder stops there. */
  width: number;
}

/**
 * How the head asks for a picture before the page renders it: a file (`href`), or the variants of
 * a `<picture>` in its best format (`srcset`/`sizes`/`type`), named without `href` so a browser
 * that cannot read them fetches nothing rather than the wrong file.
 */
export type ImagePreload = { href: string } | { srcset: string; sizes: string; type: string };

export function preloadOf(picture: Picture): ImagePreload | null {
  if (picture.kind === 'missing') return null;
  if (picture.kind === 'plain') return { href: picture.src };
  const [best] = picture.sources;
  return { srcset: best.srcSet, sizes: picture.sizes, type: best.type };
}

/** Everything a page writes for one picture from data (a path or URL), for this deployment. */
export function pictureOf(
  raw: unknown,
  { slot, width, widthsFor = [slot] }: PictureOptions,
): Picture {
  const src = assetUrl(raw);
  if (!src) return { kind: 'missing' };
  const page = pageUrl();
  const source = /^data:/i.test(src) ? null : sourceOf(src, page);
  if (!source || !RASTER.test(source.url.pathname)) return { kind: 'plain', src };
  const service = imageService();
  if (service === 'none' || (service !== 'self' && !onBucket(source, page))) {
    return { kind: 'plain', src };
  }
  const loader = LOADERS[service](publicPath());
  const source2x = Math.min(2 * width, LADDER[LADDER.length - 1]);
  const widths = [...new Set(widthsFor.flatMap((s) => candidateWidths(s, source2x)))].sort(
    (a, b) => a - b,
  );
  const formats: ImageFormat[] = imageAvif() ? ['avif', 'webp'] : ['webp'];
  const sources: PictureSource[] = [];
  for (const format of formats) {
    const quality = QUALITY[format];
    const listed = format === formats[0] ? widths : fallbackWidths(widths);
    const candidates = listed.map((w) => `${loader(source, { width: w, format, quality })} ${w}w`);
    if (candidates.some((c) => c.startsWith(' '))) return { kind: 'plain', src };
    sources.push({ type: MIME[format], srcSet: candidates.join(', ') });
  }
  const placeholder = loader(source, {
    width: PLACEHOLDER_WIDTH,
    format: 'webp',
    quality: PLACEHOLDER_QUALITY,
  });
  return { kind: 'responsive', src, sources, sizes: sizesOf(slot), placeholder };
}
