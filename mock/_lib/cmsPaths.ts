/**
 * Where the mock CMS keeps an editor's changes and uploads, and the addresses of those uploads:
 * shared by the mock (./cms.ts reads the edits), the uploads server (server/uploads.ts answers
 * `/uploads/cms/…`) and the command that edits (scripts/cms). No data is imported here, so the
 * servers can know the addresses without loading the mock's records.
 *
 * - CMS_FILE: the edits, default `<repo>/.mock-data/cms.json` (git-ignored);
 * - CMS_UPLOADS_DIR: the pictures of added records, default `<repo>/.mock-data/cms-uploads/`,
 *   served at `/uploads/cms/<name>`: `case-65-cover.jpg`, `case-65-gallery-2.png`,
 *   `news-25.jpg`, `news-25-body.jpg`.
 *
 * Both are read from the environment on every call (relative paths from the working directory),
 * like the mock's other switches.
 */
import path from 'path';

/** The repository (mock/_lib is two folders down). */
export const REPO_ROOT = path.resolve(__dirname, '../..');

export const DEFAULT_CMS_FILE = '.mock-data/cms.json';
export const DEFAULT_CMS_UPLOADS_DIR = '.mock-data/cms-uploads';

/** The address prefix of an editor's uploads (no leading slash, as the API names pictures). */
export const CMS_UPLOAD_PREFIX = 'uploads/cms/';

/**
 * The file names an editor's upload may have: a case's cover (JPEG) and gallery exports (PNG),
 * a news item's picture and body picture (JPEG). Nothing else is ever looked for.
 */
export const CMS_UPLOAD_NAME =
  /^(?:case-([1-9]\d{0,8})-(?:cover\.jpg|gallery-[1-9]\d?\.png)|news-([1-9]\d{0,8})(?:-body)?\.jpg)$/;

type Env = Record<string, string | undefined>;

/**
 * The edits file, or null when none is read: under jest without CMS_FILE, so the tests of the
 * other endpoints never depend on what an editor left in the working tree.
 */
export function cmsFileOf(env: Env = process.env, root = REPO_ROOT): string | null {
  if (env.CMS_FILE) return path.resolve(process.cwd(), env.CMS_FILE);
  if (env.JEST_WORKER_ID !== undefined) return null;
  return path.join(root, DEFAULT_CMS_FILE);
}

/** The folder of an editor's uploads. */
export function cmsUploadsDirOf(env: Env = process.env, root = REPO_ROOT): string {
  return env.CMS_UPLOADS_DIR
    ? path.resolve(process.cwd(), env.CMS_UPLOADS_DIR)
    : path.join(root, DEFAULT_CMS_UPLOADS_DIR);
}

/** `uploads/cms/<name>` for a file name of CMS_UPLOAD_NAME. */
export const cmsUploadAddress = (name: string): string => `${CMS_UPLOAD_PREFIX}${name}`;

/**
 * The file behind `uploads/cms/<name>` inside `dir`, or null when the path is no upload's (any
 * other name, a sub-folder, `..`): the name is matched whole, so the file never leaves `dir`.
 */
export function cmsUploadFile(rel: string, dir: string): string | null {
  if (!rel.startsWith(CMS_UPLOAD_PREFIX)) return null;
  const name = rel.slice(CMS_UPLOAD_PREFIX.length);
  return CMS_UPLOAD_NAME.test(name) ? path.join(dir, name) : null;
}

/** The content type of an editor's upload by its extension, or null. */
export function cmsUploadType(rel: string): string | null {
  if (rel.endsWith('.jpg')) return 'image/jpeg';
  if (rel.endsWith('.png')) return 'image/png';
  return null;
}

/** The kind and id an upload's file name belongs to (`case-65-cover.jpg` → case 65), or null. */
export function cmsUploadOwner(name: string): { kind: 'case' | 'news'; id: number } | null {
  const m = CMS_UPLOAD_NAME.exec(name);
  if (!m) return null;
  return m[1] ? { kind: 'case', id: Number(m[1]) } : { kind: 'news', id: Number(m[2]) };
}
