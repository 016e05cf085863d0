/**
 * Where the build finds the picture a variant is made from, by its `self` key
 * (src/utils/loaders.ts): a file of dist/ (the site's own pictures), the CMS's upload (the mock's
 * in the preview, made on first use; the API's host when API_BASE is set), or a listed picture
 * host's file, fetched once and kept (`node_modules/.cache/lantu-pictures/remote/`). Every source
 * is checked before it is used (server/pictures/encode.ts): size, pixels, a real image, a safe SVG.
 */
import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import { remoteOfKey } from '../../src/utils/loaders';
import { inspectSource, MAX_SOURCE_BYTES } from '../../server/pictures/encode';
import { bodyUpTo } from '../../server/pictures/service';
import { mockUploadFile } from '../../server/uploads';

export type SourceAnswer =
  { ok: true; body: Buffer; digest: string } | { ok: false; message: string };

export interface SourceOptions {
  root: string;
  dist: string;
  /** The origins pictures may be fetched from (IMAGE_HOSTS). */
  hosts: string[];
  /** The API's origin when it is not the mock (API_BASE): the CMS's uploads are there. */
  api: string;
  /** Where fetched pictures are kept (default under node_modules/.cache). */
  cacheDir?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /**
   * Whether a source of this digest was checked before (the variant cache holds its variants):
   * then it is not decoded again. Every other source is checked in full.
   */
  checked?: (digest: string) => boolean;
}

const refuse = (message: string): SourceAnswer => ({ ok: false, message });

/** A key's path segments, decoded; null when one could leave the folder it names. */
function segmentsOf(key: string): string[] | null {
  const segments: string[] = [];
  for (const raw of key.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (!segment || segment.startsWith('.') || /[/\\\u0000-\u001f\u007f]/.test(segment))
      return null;
    segments.push(segment);
  }
  return segments;
}

export function sourceReader({
  root,
  dist,
  hosts,
  api,
  cacheDir = path.join(root, 'node_modules', '.cache', 'lantu-pictures', 'remote'),
  fetch: get = fetch,
  timeoutMs = 20_000,
  checked = () => false,
}: SourceOptions) {
  const allowed = new Set(hosts);

  /** A fetched picture: from the download cache, or the network (no redirect followed). */
  async function download(url: URL): Promise<Buffer | string> {
    const kept = path.join(cacheDir, createHash('sha1').update(url.href).digest('hex'));
    if (fs.existsSync(kept)) return fs.promises.readFile(kept);
    let response: Response;
    try {
      response = await get(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      return `取不到：${(error as Error).message}`;
    }
    if (!response.ok) return `取不到：HTTP ${response.status}`;
    const body = await bodyUpTo(response, MAX_SOURCE_BYTES);
    if (!body) return '图片超过 25 MB';
    await fs.promises.mkdir(cacheDir, { recursive: true });
    await fs.promises.writeFile(`${kept}.${process.pid}.tmp`, body);
    await fs.promises.rename(`${kept}.${process.pid}.tmp`, kept);
    return body;
  }

  async function bodyOf(key: string): Promise<Buffer | string> {
    // Every segment a plain name, a host's path too: no `..` (nor `%2E%2E`) climbs anywhere.
    const segments = segmentsOf(key.startsWith('~') ? key.slice(1) : key);
    if (!segments) return '地址无效';
    if (key.startsWith('~')) {
      const remote = remoteOfKey(key);
      if (!remote || remote.username || remote.password) return '地址无效';
      if (!allowed.has(remote.origin)) return `${remote.origin} 不在 IMAGE_HOSTS 之内`;
      return download(remote);
    }
    const relative = segments.join('/');
    const built = path.join(dist, ...segments);
    if (fs.existsSync(built)) return fs.promises.readFile(built);
    if (api) return download(new URL(`${api.replace(/\/$/, '')}/${key}`));
    const upload = await mockUploadFile(relative, root);
    return upload ? fs.promises.readFile(upload) : '没有这张图片';
  }

  return async (key: string): Promise<SourceAnswer> => {
    const body = await bodyOf(key);
    if (typeof body === 'string') return refuse(body);
    const digest = createHash('sha1').update(body).digest('hex');
    if (!checked(digest)) {
      const check = await inspectSource(body);
      if (!check.ok) return refuse(check.message);
    }
    return { ok: true, body, digest };
  };
}
