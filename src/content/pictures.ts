/**
 * Content pictures as an agency publishes them: the mock (the CMS) and the site's own content
 * files name raster uploads made from the committed artwork (scripts/art), photographs as JPEG and
 * designers' 2× exports as PNG, at twice the art's size. `MOCK_PICTURES=vector` keeps the artwork.
 *
 * - `uploadOf`: a picture the API answers → `uploads/<folder>/<name>.<jpg|png>` (served by the
 *   mock, scripts/art/uploads.ts makes the file);
 * - `sitePictureOf`: a picture of src/content → `images/<folder>/<name>.<jpg|png>` next to the art
 *   (made on request by the dev and preview servers, copied into dist/ by the build).
 *
 * Logos, the favicon, the advantage icons and anything that is not an art slot stay as they are.
 * Pure string mapping: this module is bundled into the browser app.
 */

export type PictureMode = 'raster' | 'vector';
export type UploadFormat = 'jpeg' | 'png';

/** One family of content pictures: where its art lives, how it is uploaded, its art's size. */
export interface PictureFamily {
  /** Folder under images/ (art and site pictures) and under uploads/. */
  folder: string;
  /** The art's file name without `.svg`. */
  name: RegExp;
  format: UploadFormat;
  /** The art's intrinsic size (scripts/art/manifest.ts). */
  width: number;
  height: number;
}

/** No upload wider than this: a 1920 px banner at 2× would be a 3840 px photograph. */
export const MAX_UPLOAD_WIDTH = 2880;
export const JPEG_QUALITY = 82;

export const EXTENSION: Record<UploadFormat, 'jpg' | 'png'> = { jpeg: 'jpg', png: 'png' };
export const MIME_TYPE: Record<UploadFormat, string> = { jpeg: 'image/jpeg', png: 'image/png' };

/** Photographs as JPEG, designers' exports as PNG (CONTENT.md "Pictures"). */
export const PICTURE_FAMILIES: readonly PictureFamily[] = [
  { folder: 'banners', name: /^banner-\d+$/, format: 'jpeg', width: 1920, height: 800 },
  { folder: 'heroes', name: /^[a-z][a-zA-Z\d]*$/, format: 'jpeg', width: 1440, height: 480 },
  { folder: 'cases', name: /^case-\d+-cover$/, format: 'jpeg', width: 640, height: 480 },
  { folder: 'cases', name: /^case-\d+-gallery-\d+$/, format: 'png', width: 1200, height: 750 },
  { folder: 'industries', name: /^industry-\d+$/, format: 'png', width: 600, height: 400 },
  { folder: 'team', name: /^leader-\d+$/, format: 'png', width: 320, height: 320 },
  { folder: 'certificates', name: /^cert-\d+$/, format: 'png', width: 480, height: 640 },
  { folder: 'honors', name: /^honor-\d+$/, format: 'png', width: 480, height: 360 },
  {
    folder: 'offices',
    name: /^[a-z\d]+(?:-[a-z\d]+)*-cover$/,
    format: 'jpeg',
    width: 800,
    height: 500,
  },
  {
    folder: 'offices',
    name: /^[a-z\d]+(?:-[a-z\d]+)*-map$/,
    format: 'jpeg',
    width: 800,
    height: 500,
  },
  { folder: 'welfare', name: /^welfare-\d+$/, format: 'jpeg', width: 600, height: 360 },
  { folder: 'news', name: /^news-\d+$/, format: 'jpeg', width: 640, height: 400 },
  { folder: 'news', name: /^news-\d+-body$/, format: 'jpeg', width: 1200, height: 675 },
  { folder: 'videos', name: /^video-\d+-poster$/, format: 'jpeg', width: 1280, height: 720 },
];

/** An upload's size: twice the art's width, at most MAX_UPLOAD_WIDTH, the height by the same ratio. */
export function uploadSizeOf(width: number, height: number): { width: number; height: number } {
  const w = Math.min(width * 2, MAX_UPLOAD_WIDTH);
  return { width: w, height: Math.round((height * w) / width) };
}

/** `MOCK_PICTURES`: unset, '' or `raster` → raster; `vector` → vector; anything else → null. */
export function parsePictureMode(raw: string | undefined): PictureMode | null {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'raster') return 'raster';
  return value === 'vector' ? 'vector' : null;
}

/** The mode a value asks for, raster when it is not understood (the browser has no one to tell). */
export const pictureModeOf = (raw: string | undefined): PictureMode =>
  parsePictureMode(raw) ?? 'raster';

export interface ContentPicture {
  family: PictureFamily;
  /** `images/<folder>/<name>.svg` (no leading slash). */
  art: string;
  folder: string;
  name: string;
}

const ART = /^(\/?)images\/([a-z]+)\/([^/]+)\.svg$/;

function familyOf(folder: string, name: string): PictureFamily | undefined {
  return PICTURE_FAMILIES.find((f) => f.folder === folder && f.name.test(name));
}

/** The content picture an art path names, or null (logos, icons, anything else). */
export function contentPictureOf(artPath: string): ContentPicture | null {
  const m = ART.exec(artPath);
  const family = m ? familyOf(m[2], m[3]) : undefined;
  if (!m || !family) return null;
  return { family, art: `images/${m[2]}/${m[3]}.svg`, folder: m[2], name: m[3] };
}

function rasterOf(artPath: string, mode: PictureMode, base: 'uploads' | 'images'): string {
  if (mode === 'vector') return artPath;
  const picture = contentPictureOf(artPath);
  if (!picture) return artPath;
  const slash = artPath.startsWith('/') ? '/' : '';
  return `${slash}${base}/${picture.folder}/${picture.name}.${EXTENSION[picture.family.format]}`;
}

/** A picture of the API's answers as the CMS serves it: `uploads/cases/case-1-cover.jpg`. */
export const uploadOf = (artPath: string, mode: PictureMode): string =>
  rasterOf(artPath, mode, 'uploads');

/** A picture of the site's content files as a raster next to its art: `images/team/leader-1.png`. */
export const sitePictureOf = (artPath: string, mode: PictureMode): string =>
  rasterOf(artPath, mode, 'images');

const RASTER = /^(uploads|images)\/([a-z]+)\/([^/]+)\.(jpg|png)$/;

/**
 * The art a raster picture is made from: `uploads/…` or `images/…` with the family's own
 * extension (a PNG family's `.jpg` is no picture), or null.
 */
export function artOfPicture(
  rasterPath: string,
): (ContentPicture & { kind: 'upload' | 'site' }) | null {
  const m = RASTER.exec(rasterPath);
  const family = m ? familyOf(m[2], m[3]) : undefined;
  if (!m || !family || EXTENSION[family.format] !== m[4]) return null;
  return {
    family,
    art: `images/${m[2]}/${m[3]}.svg`,
    folder: m[2],
    name: m[3],
    kind: m[1] === 'uploads' ? 'upload' : 'site',
  };
}

/**
 * A picture of src/content in the mode the site was built with: umi writes MOCK_PICTURES into
 * the bundle (.umirc.ts `define`), Node and jest read the environment.
 */
export const sitePicture = (artPath: string): string =>
  sitePictureOf(artPath, pictureModeOf(process.env.MOCK_PICTURES));
