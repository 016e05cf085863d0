/**
 * The pictures an editor uploads with a new record (`npm run cms -- add-case`, `add-news`): files
 * no build has seen, at the sizes and formats of the CMS's other uploads (src/content/pictures.ts,
 * PICTURE_FAMILIES at twice the art: a case cover 1280×960 JPEG, gallery exports 2400×1500 PNG, a
 * news picture 1280×800 JPEG, a body picture 2400×1350 JPEG).
 *
 * Each is made from the raster of a hand-written record's artwork (scripts/art/uploads.ts,
 * `uploadFile`), mirrored, its hues turned by an angle of the new id, with a band naming the new
 * record: visibly another picture, with bytes of its own. Written into CMS_UPLOADS_DIR whole
 * (temp + rename), served at `/uploads/cms/<name>` by server/uploads.ts.
 */
import path from 'path';
import sharp from 'sharp';
import { cmsUploadAddress } from '../../mock/_lib/cmsPaths';
import type { UploadFormat } from '../../src/content/pictures';
import { JPEG_QUALITY, artOfPicture, uploadOf, uploadSizeOf } from '../../src/content/pictures';
import { FONT } from '../art/svg';
import { uploadFile } from '../art/uploads';
import { writeFileAtomicAsync } from '../../server/paths';

export interface CmsPictureJob {
  /** The artwork it is made from: `images/cases/case-7-cover.svg`. */
  art: string;
  /** The upload's file name: `case-65-cover.jpg`. */
  name: string;
  /** The small line of the band: `新案例 #65`. */
  kicker: string;
  /** The big line: the record's title. */
  title: string;
  /** Which way the hues turn (the new id). */
  id: number;
}

export interface MadePicture {
  /** `uploads/cms/case-65-cover.jpg`. */
  address: string;
  file: string;
  format: UploadFormat;
  width: number;
  height: number;
  bytes: number;
}

export interface CmsPictureOptions {
  /** The repository: the artwork is read from `<root>/public`. */
  root: string;
  /** CMS_UPLOADS_DIR. */
  uploadsDir: string;
  /** Where the artwork's rasters are cached (default scripts/art/uploads.ts's). */
  artCacheDir?: string;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** At most `max` characters (a CJK character counts one, about 1 em), with an ellipsis. */
const cut = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** The band across the bottom of a picture: kicker and title, white on deep blue. */
function bandSvg(width: number, height: number, kicker: string, title: string): Buffer {
  const band = Math.round(height * 0.24);
  const top = height - band;
  const big = Math.round(band * 0.34);
  const small = Math.round(band * 0.18);
  const left = Math.round(width * 0.04);
  const chars = Math.floor((width - 2 * left) / big);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect x="0" y="${top}" width="${width}" height="${band}" fill="#0b1f3a" fill-opacity="0.72"/>` +
      `<rect x="0" y="${top}" width="${Math.round(width * 0.012)}" height="${band}" fill="#2f7bff"/>` +
      `<text x="${left}" y="${top + Math.round(band * 0.36)}" font-family="${FONT}" font-size="${small}" fill="#9cc3ff">${escapeXml(kicker)}</text>` +
      `<text x="${left}" y="${top + Math.round(band * 0.76)}" font-family="${FONT}" font-size="${big}" font-weight="bold" fill="#ffffff">${escapeXml(cut(title, chars))}</text>` +
      `</svg>`,
  );
}

/** One upload made and written; its address. */
export async function makeCmsPicture(
  job: CmsPictureJob,
  { root, uploadsDir, artCacheDir }: CmsPictureOptions,
): Promise<MadePicture> {
  const upload = uploadOf(job.art, 'raster');
  const picture = artOfPicture(upload);
  const source = picture ? await uploadFile(upload, root, { cacheDir: artCacheDir }) : null;
  if (!picture || !source) throw new Error(`找不到生成图片所用的原图：public/${job.art}`);
  const { format } = picture.family;
  const { width, height } = uploadSizeOf(picture.family.width, picture.family.height);
  // Mirrored and hue-turned by the id (never the art's own colours: 60–300°).
  const { data, info } = await sharp(source)
    .resize(width, height, { fit: 'cover' })
    .flop()
    .modulate({ hue: 60 + ((job.id * 47) % 240) })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let image = sharp(data, { raw: info }).composite([
    { input: bandSvg(width, height, job.kicker, job.title), top: 0, left: 0 },
  ]);
  image =
    format === 'jpeg'
      ? image.flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY })
      : image.png();
  const bytes = await image.toBuffer();
  const file = path.join(uploadsDir, job.name);
  await writeFileAtomicAsync(file, bytes);
  return {
    address: cmsUploadAddress(job.name),
    file,
    format,
    width,
    height,
    bytes: bytes.length,
  };
}

/** Every upload of an editor's record (the art's renders are bounded by scripts/art/uploads.ts). */
export const makeCmsPictures = (
  jobs: CmsPictureJob[],
  options: CmsPictureOptions,
): Promise<MadePicture[]> => Promise.all(jobs.map((job) => makeCmsPicture(job, options)));
