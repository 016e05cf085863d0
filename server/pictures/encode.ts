/**
 * The one picture encoder of the site: the picture service (service.ts) makes variants with it on
 * request, and the build writes the variants pages use with it. Two steps:
 *
 * - `inspectSource` checks an uploaded source before any work: its size, its format (by its first
 *   bytes, whatever its name says), its dimensions from the header (a decompression bomb is refused
 *   without decoding a pixel), that it decodes to the end, and for SVG that it runs nothing and
 *   loads nothing. It answers the dimensions or a refusal: an HTTP status and a Chinese message.
 * - `encodeVariant` makes one variant: turned upright (EXIF), `width` px wide and never wider than
 *   the source, without metadata, without an alpha channel when every pixel is opaque
 *   (`withoutOpaqueAlpha`), as AVIF or WebP at the given quality; or the share card's square
 *   (`squareOf`): cut from the middle, `width` px a side or the source's shorter side when that
 *   is less, transparency on white, as a progressive JPEG.
 */
import { createHash } from 'crypto';
import sharp from 'sharp';
import type { SquareVariant, Variant } from '../../src/utils/loaders';

/** An editor's photo is a few MB; anything far beyond is a mistake or an attack. */
export const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
/** 40 megapixels (a 7,700 × 5,200 photo): 120 MB of RGB once decoded, already a lot per encode. */
export const MAX_SOURCE_PIXELS = 40_000_000;

/**
 * How each format is encoded; README.md has the figures. AVIF at effort 1 with 4:2:0 chroma (as
 * JPEG and video keep colour): on the site's uploads 2 % smaller than sharp's default (effort 4,
 * 4:4:4) at a fifteenth of its CPU time; the former effort 2 (1 above 1,200 px) at 4:4:4 took 1.9
 * times the CPU for 3 % more bytes. WebP, the format of browsers without AVIF, at effort 2: 5 %
 * larger than effort 4 for 40 % less CPU.
 */
export const AVIF_OPTIONS = { effort: 1, chromaSubsampling: '4:2:0' } as const;
export const WEBP_OPTIONS = { effort: 2 } as const;

/**
 * The share card's JPEG (README.md, "The share card's square"): mozjpeg's settings (trellis
 * quantisation, optimised scans) and progressive: 8–14 % smaller than libjpeg's baseline at the
 * same quality on the mock's pictures, for a few milliseconds more a square; and a slow
 * connection shows the whole square at once, coarse first.
 */
export const JPEG_OPTIONS = { mozjpeg: true, progressive: true } as const;

/**
 * Where the square is cut: the middle. The buckets' services (src/utils/loaders.ts) cut there
 * too, so a card looks the same whichever service makes it; an editor knows where it will be cut
 * (a cover's subject is composed in the middle); and libvips's `attention` (the busiest, most
 * saturated, most skin-toned region) would cut a logo or a caption off a designed cover to keep
 * a patch of texture, for an analysis of every picture besides.
 */
export const SQUARE_POSITION = 'centre';

/**
 * The share card's square of an upright picture whose shorter side is `shorter` px: `width` px a
 * side, never more than that side (no picture is enlarged), transparency on white.
 */
export function squareOf(
  pipeline: sharp.Sharp,
  shorter: number,
  { width, quality }: SquareVariant,
): sharp.Sharp {
  const side = Math.min(width, shorter);
  return pipeline
    .resize({ width: side, height: side, fit: 'cover', position: SQUARE_POSITION })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality, ...JPEG_OPTIONS });
}

/** A pipeline's output as a variant of `format` at `quality`. */
export function encodeAs(pipeline: sharp.Sharp, format: 'avif' | 'webp', quality: number) {
  return format === 'avif'
    ? pipeline.avif({ quality, ...AVIF_OPTIONS })
    : pipeline.webp({ quality, ...WEBP_OPTIONS });
}

/**
 * What the encoder's output depends on besides the variant: part of the cache's file names, so a
 * change of settings or of sharp itself makes new files instead of serving old ones.
 */
export const ENCODER_ID = `sharp ${sharp.versions.sharp} vips ${sharp.versions.vips} avif ${JSON.stringify(AVIF_OPTIONS)} webp ${JSON.stringify(WEBP_OPTIONS)} opaque alpha dropped 2 jpeg ${JSON.stringify(JPEG_OPTIONS)} square ${SQUARE_POSITION} on white`;

// One libvips thread per encode: callers run one encode per core (service.ts, the build), so more
// threads would only contend. The operation cache would keep inputs that are never asked again.
sharp.concurrency(1);
sharp.cache(false);

export type SourceFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'svg';

export const SOURCE_MESSAGES = {
  tooLarge: `图片源文件过大（上限 ${MAX_SOURCE_BYTES / 1024 / 1024} MB）`,
  tooManyPixels: `图片尺寸过大（上限 ${MAX_SOURCE_PIXELS / 10_000} 万像素）`,
  notImage: '源文件不是可处理的图片（仅支持 JPEG、PNG、WebP、AVIF、GIF 与 SVG）',
  corrupt: '图片文件已损坏或不完整',
  svgScript: 'SVG 图片含有脚本（<script>），不予处理',
  svgEvent: 'SVG 图片含有事件处理属性（on…=），不予处理',
  svgForeignObject: 'SVG 图片含有 <foreignObject>，不予处理',
  svgExternal: 'SVG 图片引用了外部资源（只允许 #片段 与内嵌位图），不予处理',
  svgUnsafe: 'SVG 图片含有实体声明、外部样式表或转义字符，无法确认安全，不予处理',
} as const;

export type SourceMessage = keyof typeof SOURCE_MESSAGES;

export interface SourceLimits {
  maxBytes?: number;
  maxPixels?: number;
}

export interface Refusal {
  ok: false;
  status: number;
  message: string;
}

export type SourceCheck =
  { ok: true; width: number; height: number; format: SourceFormat } | Refusal;

/** The variant to make (src/utils/loaders.ts): a width of the ladder, or the share card's square. */
export type EncodeOptions = Variant;

const refusal = (status: number, key: SourceMessage): Refusal => ({
  ok: false,
  status,
  message: SOURCE_MESSAGES[key],
});

/** The XML prologue an SVG file may start with, then its root element (the first 4 KB suffice). */
const SVG_START =
  /^\s*(?:<\?xml[^>]{0,200}\?>\s*)?(?:<!--[^]{0,2000}?-->\s*|<!DOCTYPE[^>[]{0,500}(?:\[[^\]]{0,4000}\])?\s*>\s*)*<svg[\s>/]/i;

/** The format by the file's first bytes (its name and the server's type say nothing reliable). */
export function sniffFormat(input: Buffer): SourceFormat | null {
  const ascii = (start: number, end: number) => input.toString('latin1', start, end);
  if (input.length >= 3 && input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) {
    return 'jpeg';
  }
  if (input.length >= 8 && input.readUInt32BE(0) === 0x89504e47 && ascii(4, 8) === '\r\n\x1a\n') {
    return 'png';
  }
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp' && input.length >= 16) {
    // ISO-BMFF: AVIF by its major or a compatible brand (HEIC, which sharp cannot decode, is not).
    const boxEnd = Math.min(input.readUInt32BE(0), input.length, 256);
    const brands = [ascii(8, 12)];
    for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(at, at + 4));
    return brands.some((b) => b === 'avif' || b === 'avis') ? 'avif' : null;
  }
  const head = input.toString('utf8', 0, 4096).replace(/^\uFEFF/, '');
  return SVG_START.test(head) ? 'svg' : null;
}

/** The five predefined XML entities and character references, as the SVG renderer reads them. */
function decodeXml(text: string): string {
  const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
  return text.replace(
    /&(?:#x([0-9a-f]{1,8})|#(\d{1,10})|(lt|gt|amp|quot|apos));/gi,
    (all: string, hex?: string, dec?: string, name?: string) => {
      if (name) return named[name.toLowerCase()];
      const code = hex ? parseInt(hex, 16) : Number(dec);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : all;
    },
  );
}

const RASTER_DATA = /^data:image\/(?:png|jpeg|jpg|gif|webp|avif);base64,([a-z0-9+/=\s]*)$/i;

/** Whether a reference stays inside the file: a `#fragment` or an inline raster picture. */
const isInternal = (value: string) => /^#\S*$/.test(value) || RASTER_DATA.test(value);

/**
 * Why an SVG is refused, or null when it is safe to rasterise; `inline` collects the pictures it
 * embeds (checked by the caller). Deliberately coarse: whatever might hide a script or a reference
 * is refused, even where a browser would find nothing (a safe drawing has none of these).
 */
function svgRefusal(raw: string, inline: string[]): SourceMessage | null {
  const text = decodeXml(raw);
  if (/<!ENTITY|<!DOCTYPE[^>]*\[|<\?xml-stylesheet|@import|\\/i.test(text)) return 'svgUnsafe';
  if (/<\s*(?:[\w.-]+:)?script\b/i.test(text)) return 'svgScript';
  if (/<\s*(?:[\w.-]+:)?foreignObject\b/i.test(text)) return 'svgForeignObject';
  if (/[\s"'/]on[a-z]+\s*=/i.test(text)) return 'svgEvent';
  // Quoted values end at their quote, so each pattern reads the text once (no backtracking blow-up).
  const references = [
    /\b(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|())/gi,
    /\burl\s*\(\s*(?:"([^"]*)"|'([^']*)'|([^)"']*))/gi,
  ];
  for (const pattern of references) {
    for (const match of text.matchAll(pattern)) {
      const value = (match[1] ?? match[2] ?? match[3] ?? '').trim();
      if (!isInternal(value)) return 'svgExternal';
      const data = RASTER_DATA.exec(value);
      if (data) inline.push(data[1]);
    }
  }
  return null;
}

/** The header's dimensions, upright; null when sharp cannot read the header. */
async function headerOf(
  input: Buffer,
): Promise<{ width: number; height: number; format: string; compression?: string } | null> {
  try {
    // Reads the header only: no pixel is decoded whatever the dimensions claim.
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    const { width, height } = meta.autoOrient ?? meta;
    if (!width || !height) return null;
    return { width, height, format: meta.format ?? '', compression: meta.compression };
  } catch {
    return null;
  }
}

/** The format sharp reports for each accepted one (AVIF is read by its HEIF loader). */
const SHARP_FORMAT: Record<SourceFormat, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'heif',
  gif: 'gif',
  svg: 'svg',
};

/** Checks a source before any work (see the top of the file). */
export async function inspectSource(
  input: Buffer,
  { maxBytes = MAX_SOURCE_BYTES, maxPixels = MAX_SOURCE_PIXELS }: SourceLimits = {},
): Promise<SourceCheck> {
  if (input.length > maxBytes) return refusal(413, 'tooLarge');
  const format = sniffFormat(input);
  if (!format) return refusal(415, 'notImage');
  if (format === 'svg') {
    const inline: string[] = [];
    const why = svgRefusal(input.toString('utf8'), inline);
    if (why) return refusal(422, why);
    for (const data of inline) {
      // An embedded picture is checked as a source of its own (a bomb inside a drawing).
      const inner = await inspectSource(Buffer.from(data, 'base64'), { maxBytes, maxPixels });
      if (!inner.ok) return inner;
      if (inner.format === 'svg') return refusal(422, 'svgExternal');
    }
  }
  const header = await headerOf(input);
  if (!header || header.format !== SHARP_FORMAT[format]) return refusal(422, 'corrupt');
  if (format === 'avif' && header.compression !== 'av1') return refusal(415, 'notImage');
  if (header.width * header.height > maxPixels) return refusal(413, 'tooManyPixels');
  if (format !== 'svg') {
    try {
      // Decodes the whole file, small (JPEG shrinks on load): a truncated one fails here.
      await sharp(input, { failOn: 'truncated', limitInputPixels: maxPixels })
        .resize({ width: 32, height: 32, fit: 'inside' })
        .raw()
        .toBuffer();
    } catch (error) {
      return /pixel limit/i.test(String(error))
        ? refusal(413, 'tooManyPixels')
        : refusal(422, 'corrupt');
    }
  }
  return { ok: true, width: header.width, height: header.height, format };
}

/**
 * The density at which librsvg draws an SVG `width` px wide (a drawing has no pixels of its own to
 * enlarge), within MAX_SOURCE_PIXELS.
 */
function svgDensity(naturalWidth: number, naturalHeight: number, width: number): number {
  const scale = Math.min(
    width / naturalWidth,
    Math.sqrt(MAX_SOURCE_PIXELS / (naturalWidth * naturalHeight)),
  );
  return Math.min(100_000, Math.max(1, 72 * scale));
}

/** Decoded pixels, 8 bits a channel, and their shape. */
export interface RawPicture {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** sharp's raw output as a RawPicture. */
const asRawPicture = ({ data, info }: { data: Buffer; info: sharp.OutputInfo }): RawPicture => ({
  data,
  info: { width: info.width, height: info.height, channels: info.channels },
});

/** The options that read raw pixels back into sharp. */
export const rawInput = ({ info }: RawPicture) => ({
  raw: { width: info.width, height: info.height, channels: info.channels },
});

/** Whether raw pixels have an alpha channel that is 255 (fully opaque) everywhere. */
export function hasOpaqueAlpha({ data, info }: RawPicture): boolean {
  const { width, height, channels } = info;
  // Grey with alpha or RGBA, one byte a sample (anything else is left as it is).
  if ((channels !== 2 && channels !== 4) || data.length !== width * height * channels) return false;
  for (let at = channels - 1; at < data.length; at += channels) if (data[at] !== 255) return false;
  return true;
}

/**
 * The pixels without their alpha channel when every one of them is opaque. A designer's PNG export
 * carries one whether or not anything is transparent; kept, it makes every resize of the picture
 * premultiply (three times the work) and every AVIF encode a second image for the alpha plane (a
 * third more CPU, 2 % more bytes), for nothing a visitor could see. A picture with any transparent
 * pixel keeps its alpha.
 */
export async function withoutOpaqueAlpha(raw: RawPicture): Promise<RawPicture> {
  if (!hasOpaqueAlpha(raw)) return raw;
  return asRawPicture(
    await sharp(raw.data, rawInput(raw)).removeAlpha().raw().toBuffer({ resolveWithObject: true }),
  );
}

/** A pipeline's pixels in sRGB, 8 bits a sample. */
export async function rawOf(pipeline: sharp.Sharp): Promise<RawPicture> {
  return asRawPicture(
    await pipeline
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true }),
  );
}

/** Makes one variant (see the top of the file); rejects when sharp cannot decode the source. */
export async function encodeVariant(input: Buffer, variant: EncodeOptions): Promise<Buffer> {
  const base = { failOn: 'truncated', limitInputPixels: MAX_SOURCE_PIXELS } as const;
  const meta = await sharp(input, { ...base, limitInputPixels: false }).metadata();
  const drawing =
    meta.format === 'svg' && meta.width && meta.height
      ? { width: meta.width, height: meta.height }
      : null;
  if (variant.crop === 'square') {
    // A drawing is drawn with its shorter side at the square's: it has no pixels to enlarge.
    const upright = meta.autoOrient ?? meta;
    const density = drawing
      ? svgDensity(
          drawing.width,
          drawing.height,
          Math.ceil((variant.width * drawing.width) / Math.min(drawing.width, drawing.height)),
        )
      : undefined;
    const pipeline = sharp(input, density ? { ...base, density } : base).autoOrient();
    const shorter = drawing ? variant.width : Math.min(upright.width ?? 0, upright.height ?? 0);
    return squareOf(pipeline, shorter, variant).toBuffer();
  }
  const { width, format, quality } = variant;
  const density = drawing ? svgDensity(drawing.width, drawing.height, width) : undefined;
  const pipeline = sharp(input, density ? { ...base, density } : base)
    .autoOrient()
    .resize({ width, withoutEnlargement: true });
  // sharp writes no metadata (EXIF, XMP, ICC) unless asked; colours are converted to sRGB.
  if (!meta.hasAlpha) return encodeAs(pipeline, format, quality).toBuffer();
  // An alpha channel is kept only where the variant has a pixel that is not opaque.
  const raw = await withoutOpaqueAlpha(await rawOf(pipeline));
  return encodeAs(sharp(raw.data, rawInput(raw)), format, quality).toBuffer();
}

/** A strong ETag for a variant's bytes. */
export const etagOf = (body: Buffer): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
