/**
 * Picture loaders: one pure function per service, from (source, width, format, quality) to the
 * address of that variant. Nothing else builds a picture's address (src/utils/picture.ts asks
 * here). Each service's syntax is the one its documentation gives, tested in
 * tests/unit/utils/loaders.test.ts:
 *
 * - `self`: the project's own picture service. The address names the variant and the source, so
 *   it is a plain file a static host can serve: `<publicPath>_img/w640q50/uploads/a.jpg.avif`;
 *   the preview server makes it on request (server/pictures), `npm run build` writes the ones
 *   pages use into dist/, nginx answers the original when one is missing. A source on a listed
 *   host of its own is written `~https/cms.example.com/a.jpg`.
 * - `aliyun-oss`: Aliyun OSS image processing, `?x-oss-process=image/resize,w_640/quality,q_50/format,avif`
 *   (format last; q_ is absolute for WebP and AVIF output).
 * - `tencent-ci`: Tencent Cloud 数据万象, `?imageMogr2/thumbnail/640x/format/avif/quality/50`.
 * - `qiniu`: Qiniu 图片处理, `?imageView2/2/w/640/format/avif/q/50`.
 * - `none`: every picture as it was uploaded.
 *
 * A loader answers '' for a source it cannot process (a bucket's service cannot resize a file on
 * the site's own host): the picture is then shown as uploaded.
 */
import type { ImageService } from './base';

/** The formats a loader is asked for: AVIF where the service gives it, WebP everywhere. */
export type ImageFormat = 'avif' | 'webp';

/**
 * The widths any variant may have, for every service and every picture: one ladder, about a
 * fifth apart up to 1,200 px (a phone's boxes at 2× and 3×) and wider steps above (desktops at
 * 2×), so a picture is never much larger than its box.
 */
export const LADDER = [
  240, 320, 400, 480, 560, 640, 750, 860, 960, 1080, 1200, 1440, 1680, 1920, 2240, 2560, 2880,
] as const;

/** The tiny copy shown, blurred, until the picture arrives (its own colours). */
export const PLACEHOLDER_WIDTH = 16;

/** Every width a variant may have (the ladder and the placeholder's). */
export const VARIANT_WIDTHS: readonly number[] = [PLACEHOLDER_WIDTH, ...LADDER];

/** Quality by format: AVIF 50 and WebP 75 look alike and are the sizes the bench expects. */
export const QUALITY: Record<ImageFormat, number> = { avif: 50, webp: 75 };
/** The placeholder's quality: it is blurred anyway. */
export const PLACEHOLDER_QUALITY = 40;

export interface Variant {
  width: number;
  format: ImageFormat;
  quality: number;
}

/**
 * Where a loader finds the source: `url` is the absolute URL the browser would load; `key` is
 * the source written for the `self` service: its path under the public path (`uploads/a.jpg`), or
 * `~https/cms.example.com/a.jpg` for a listed host; '' when `self` cannot serve it.
 */
export interface Source {
  url: URL;
  key: string;
}

export type Loader = (source: Source, variant: Variant) => string;

/** `?` or `&`, whichever joins another parameter to the source's address. */
const joiner = (url: URL) => (url.search ? '&' : '?');
/** The source's address without its fragment. */
const bare = (url: URL) => `${url.origin}${url.pathname}${url.search}`;

/** The `self` variant's name under the public path: `_img/w640q50/<key>.<format>`. */
export const selfVariantPath = (key: string, { width, format, quality }: Variant): string =>
  `_img/w${width}q${quality}/${key}.${format}`;

export const LOADERS: Record<ImageService, (publicPath: string) => Loader> = {
  self: (publicPath) => (source, variant) =>
    source.key ? `${publicPath}${selfVariantPath(source.key, variant)}` : '',
  'aliyun-oss':
    () =>
    ({ url }, { width, format, quality }) =>
      `${bare(url)}${joiner(url)}x-oss-process=image/resize,w_${width}/quality,q_${quality}/format,${format}`,
  'tencent-ci':
    () =>
    ({ url }, { width, format, quality }) =>
      `${bare(url)}${joiner(url)}imageMogr2/thumbnail/${width}x/format/${format}/quality/${quality}`,
  qiniu:
    () =>
    ({ url }, { width, format, quality }) =>
      `${bare(url)}${joiner(url)}imageView2/2/w/${width}/format/${format}/q/${quality}`,
  none: () => () => '',
};

/** What a `self` variant's name says, or null when it is not one (the preview and nginx read it). */
export function parseSelfVariant(
  path: string,
): { key: string; width: number; quality: number; format: ImageFormat } | null {
  const match = /^_img\/w(\d{1,5})q(\d{1,3})\/(.+)\.(avif|webp)$/.exec(path);
  if (!match) return null;
  return {
    width: Number(match[1]),
    quality: Number(match[2]),
    key: match[3],
    format: match[4] as ImageFormat,
  };
}

/** A listed host's source, from its `self` key (`~https/cms.example.com/a.jpg`), or null. */
export function remoteOfKey(key: string): URL | null {
  const match = /^~(https?)\/([^/]+)(\/.*)$/.exec(key);
  if (!match) return null;
  try {
    return new URL(`${match[1]}://${match[2]}${match[3]}`);
  } catch {
    return null;
  }
}
