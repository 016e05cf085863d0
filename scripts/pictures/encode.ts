/**
 * One source's variants in one go: the source is decoded once, and each variant is resized from
 * those pixels and encoded with the picture service's own settings (server/pictures/encode.ts),
 * so a build's file and the preview's answer for the same address are alike.
 */
import sharp from 'sharp';
import type { Variant } from '../../src/utils/loaders';
import {
  avifEffort,
  encodeVariant,
  MAX_SOURCE_PIXELS,
  sniffFormat,
  WEBP_EFFORT,
} from '../../server/pictures/encode';

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
  const { data, info } = await sharp(input, {
    failOn: 'truncated',
    limitInputPixels: MAX_SOURCE_PIXELS,
  })
    .autoOrient()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  for (const variant of variants) {
    const pipeline = sharp(data, raw).resize({ width: variant.width, withoutEnlargement: true });
    const encoded =
      variant.format === 'avif'
        ? pipeline.avif({ quality: variant.quality, effort: avifEffort(variant.width) })
        : pipeline.webp({ quality: variant.quality, effort: WEBP_EFFORT });
    made.set(variant, await encoded.toBuffer());
  }
  return made;
}
