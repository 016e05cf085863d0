/**
 * One source's variants in one go: the source is decoded once, and its alpha channel dropped when
 * every pixel is opaque (a designer's PNG export carries one anyway), as the picture service does
 * for each variant; each width is resized once (its AVIF and its WebP share the pixels), from the
 * smallest copy already made that is at least `FROM_AT_LEAST` times as wide (the source itself for
 * the widest), so a 2,880 px upload is not read whole for every small variant: resizing was a
 * third of the build's CPU, this takes most of it off with no visible difference (two Lanczos
 * steps of 1.5× or more). Each is encoded with the picture service's own settings
 * (server/pictures/encode.ts), so a build's file and the preview's answer for the same address are
 * alike. The share card's square is cut from the decoded source itself (`squareOf`).
 */
import sharp from 'sharp';
import type { SquareVariant, Variant, WidthVariant } from '../../src/utils/loaders';
import type { RawPicture } from '../../server/pictures/encode';
import {
  encodeAs,
  encodeVariant,
  MAX_SOURCE_PIXELS,
  rawInput,
  rawOf,
  sniffFormat,
  squareOf,
  withoutOpaqueAlpha,
} from '../../server/pictures/encode';

/** A copy is resized from one at least this many times as wide (or from the source). */
export const FROM_AT_LEAST = 1.5;

export async function encodeSource(
  input: Buffer,
  variants: Variant[],
): Promise<Map<Variant, Buffer>> {
  const made = new Map<Variant, Buffer>();
  // A drawing has no pixels to decode once: each width is drawn at its own size.
  if (sniffFormat(input) === 'svg') {
    for (const variant of variants) made.set(variant, await encodeVariant(input, variant));
    return made;
  }
  const decoded = await withoutOpaqueAlpha(
    await rawOf(
      sharp(input, { failOn: 'truncated', limitInputPixels: MAX_SOURCE_PIXELS }).autoOrient(),
    ),
  );
  const squares = variants.filter((v): v is SquareVariant => v.crop === 'square');
  for (const square of squares) {
    const { width, height } = decoded.info;
    const pipeline = sharp(decoded.data, rawInput(decoded));
    made.set(square, await squareOf(pipeline, Math.min(width, height), square).toBuffer());
  }
  const ladder = variants.filter((v): v is WidthVariant => v.crop !== 'square');
  // Widest first; the copies made so far, widest first too.
  const copies: RawPicture[] = [decoded];
  const widths = [...new Set(ladder.map((v) => v.width))].sort((a, b) => b - a);
  for (const width of widths) {
    const from =
      [...copies].reverse().find((c) => c.info.width >= width * FROM_AT_LEAST) ?? decoded;
    // A picture with some transparency may still be opaque at this width (the service's rule is
    // the variant's own pixels).
    const copy =
      from.info.width <= width
        ? from
        : await withoutOpaqueAlpha(await rawOf(sharp(from.data, rawInput(from)).resize({ width })));
    if (copy !== from) copies.push(copy);
    for (const variant of ladder.filter((v) => v.width === width)) {
      const pipeline = sharp(copy.data, rawInput(copy));
      made.set(variant, await encodeAs(pipeline, variant.format, variant.quality).toBuffer());
    }
  }
  return made;
}
