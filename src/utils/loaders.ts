/**
 * Picture loaders: one pure function per service, from (source, width, format, quality) to the
 * address of that variant. Nothing else builds a picture's address (src/utils/picture.ts asks
 * here). Each service's syntax is the one its documentation gives, tested in
 * tests/unit/utils/loaders.test.ts:
 *
 * - `self`: the project's own picture service. The address names the variant and the source, so
 *   it is a plain file a static host can serve: `<publicPath>_img/w640q50/uploads/a.jpg.avif`,
 *   and the share card's square `<publicPath>_img/s300q80/uploads/a.jpg.jpg`; the preview server
 *   makes it on request (server/pictures), `npm run build` writes the ones pages use into dist/,
 *   nginx answers the original when one is missing. A source on a listed host of its own is
 *   written `~https/cms.example.com/a.jpg`.
 * - `aliyun-oss`: Aliyun OSS image processing, `?x-oss-process=image/resize,w_640/quality,q_50/format,avif`
 *   (format last; q_ is absolute for WebP and AVIF output); the square
 *   `?x-oss-process=image/resize,m_fill,w_300,h_300/quality,Q_80/format,jpg/interlace,1` (m_fill:
 *   scaled to cover, then cut from the centre; Q_: absolute, as q_ is relative for JPEG).
 * - `tencent-ci`: Tencent Cloud 数据万象, `?imageMogr2/thumbnail/640x/format/avif/quality/50`; the
 *   square `?imageMogr2/thumbnail/!300x300r/gravity/center/crop/300x300/format/jpg/quality/80/interlace/1`
 *   (scaled until the shorter side is 300, then cut from the centre).
 * - `qiniu`: Qiniu 图片处理, `?imageView2/2/w/640/format/avif/q/50`; the square
 *   `?imageView2/1/w/300/h/300/format/jpg/interlace/1/q/80` (mode 1: scaled to cover, cut from the
 *   centre).
 * - `none`: every picture as it was uploaded.
 *
 * A loader answers '' for a source it cannot process (a bucket's service cannot resize a file on
 * the site's own host): the picture is then shown as uploaded.
 */
import type { ImageService } from './base';

/** The formats of the ladder's variants: AVIF where the service gives it, WebP everywhere. */
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

/** A variant a page shows: one of the ladder's widths (VARIANT_WIDTHS), as AVIF or WebP. */
export interface WidthVariant {
  width: number;
  format: ImageFormat;
  quality: number;
  crop?: undefined;
}

/**
 * The share card's picture (WeChat, src/utils/wechat.ts): a square `width` px a side, cut from
 * the middle of the picture, as JPEG (the thumbnail every WeChat client shows; WebP is not shown
 * by all of them). Never enlarged: a picture whose shorter side is less gives that side.
 */
export interface SquareVariant {
  width: number;
  format: 'jpg';
  quality: number;
  crop: 'square';
}

/** Any variant the loaders name: a width of the ladder, or the share card's square. */
export type Variant = WidthVariant | SquareVariant;

/** The share card's square: 300 px a side (issue 52 asks for at least 300), JPEG quality 80. */
export const SHARE_SQUARE: SquareVariant = {
  width: 300,
  format: 'jpg',
  quality: 80,
  crop: 'square',
};

/** The sides a square variant may have: the share card's only. */
export const SQUARE_SIDES: readonly number[] = [SHARE_SQUARE.width];

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

/** A variant's folder under `_img/`: `w640q50` for a width of the ladder, `s300q80` for a square. */
export const variantTag = ({ width, quality, crop }: Variant): string =>
  `${crop === 'square' ? 's' : 'w'}${width}q${quality}`;

/**
 * The `self` variant's name under the public path: `_img/w640q50/<key>.<format>`, or
 * `_img/s300q80/<key>.jpg` for a square.
 */
export const selfVariantPath = (key: string, variant: Variant): string =>
  `_img/${variantTag(variant)}/${key}.${variant.format}`;

export const LOADERS: Record<ImageService, (publicPath: string) => Loader> = {
  self: (publicPath) => (source, variant) =>
    source.key ? `${publicPath}${selfVariantPath(source.key, variant)}` : '',
  'aliyun-oss':
    () =>
    ({ url }, { width, format, quality, crop }) =>
      `${bare(url)}${joiner(url)}x-oss-process=image/${
        crop === 'square'
          ? `resize,m_fill,w_${width},h_${width}/quality,Q_${quality}/format,jpg/interlace,1`
          : `resize,w_${width}/quality,q_${quality}/format,${format}`
      }`,
  'tencent-ci':
    () =>
    ({ url }, { width, format, quality, crop }) =>
      `${bare(url)}${joiner(url)}imageMogr2/${
        crop === 'square'
          ? `thumbnail/!${width}x${width}r/gravity/center/crop/${width}x${width}/format/jpg/quality/${quality}/interlace/1`
          : `thumbnail/${width}x/format/${format}/quality/${quality}`
      }`,
  qiniu:
    () =>
    ({ url }, { width, format, quality, crop }) =>
      `${bare(url)}${joiner(url)}imageView2/${
        crop === 'square'
          ? `1/w/${width}/h/${width}/format/jpg/interlace/1/q/${quality}`
          : `2/w/${width}/format/${format}/q/${quality}`
      }`,
  none: () => () => '',
};

/**
 * What a `self` variant's name says (`_img/w640q50/<key>.avif|webp`, `_img/s300q80/<key>.jpg`),
 * or null when it is not one (the preview, the build and the picture service read it). Only the
 * form is read here; which widths, sides and qualities are served is the service's to say
 * (server/pictures/service.ts: VARIANT_WIDTHS, QUALITY, SQUARE_SIDES, SHARE_SQUARE).
 */
export function parseSelfVariant(path: string): ({ key: string } & Variant) | null {
  const width = /^_img\/w(\d{1,5})q(\d{1,3})\/(.+)\.(avif|webp)$/.exec(path);
  if (width) {
    return {
      width: Number(width[1]),
      quality: Number(width[2]),
      key: width[3],
      format: width[4] as ImageFormat,
    };
  }
  const square = /^_img\/s(\d{1,4})q(\d{1,3})\/(.+)\.jpg$/.exec(path);
  if (!square) return null;
  return {
    width: Number(square[1]),
    quality: Number(square[2]),
    key: square[3],
    format: 'jpg',
    crop: 'square',
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
