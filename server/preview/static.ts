/**
 * Which file of dist/ answers an address, and with which status — the rules of the nginx
 * configuration (server/nginx/lantu.conf), so the preview answers as the deployed site does:
 *
 * - a case detail or news article with `?id=<digits>` gets its prerendered file when the build
 *   wrote one, otherwise the page's shell (it loads the item itself);
 * - any other address gets its file, or its folder's index.html;
 * - everything else is a real 404 with 404.html as the body (never the home page with 200), and so
 *   are 404.html itself, `_headers` and dot files, which are not pages; an address that is no
 *   valid URL at all is a 400 with the same body.
 */
import fs from 'fs';
import path from 'path';
import { brand } from '../../src/content/brand';

export interface StaticAnswer {
  /** Absolute path of the file to send. */
  file: string;
  status: 200 | 400 | 404;
  /** The file's stat, for a 200. */
  stat?: fs.Stats;
}

/** Pages whose `?id=` has a prerendered file of its own (scripts/prerender). */
export const DETAIL_PAGES = ['/customerCase/caseDetail', `/news${brand.slug}`];

/** The id nginx's `map` accepts: a plain positive number of up to nine digits. */
export const DETAIL_ID = /^[1-9][0-9]{0,8}$/;

/** The file's stat when it is a file, else null. */
const fileStat = (file: string): fs.Stats | null => {
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
};

export function resolveStatic(dist: string, pathname: string, search = ''): StaticAnswer {
  const notFound: StaticAnswer = { file: path.join(dist, '404.html'), status: 404 };
  // Not even a valid address (a broken %-escape, a NUL): nginx answers 400, with the same page.
  const badRequest: StaticAnswer = { ...notFound, status: 400 };
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return badRequest;
  }
  if (decoded.includes('\0')) return badRequest;
  if (!decoded.startsWith('/') || decoded.includes('\\')) return notFound;
  const segments = decoded.split('/');
  if (segments.some((s) => s === '..' || s.startsWith('.'))) return notFound;
  if (decoded === '/404.html' || decoded === '/_headers') return notFound;
  const inDist = (p: string) => path.join(dist, ...p.split('/').filter(Boolean));

  if (DETAIL_PAGES.includes(decoded)) {
    const id = new URLSearchParams(search).get('id') ?? '';
    const own = inDist(`${decoded}/${id}.html`);
    const ownStat = DETAIL_ID.test(id) ? fileStat(own) : null;
    if (ownStat) return { file: own, status: 200, stat: ownStat };
    const shell = inDist(`${decoded}/index.html`);
    const shellStat = fileStat(shell);
    return shellStat ? { file: shell, status: 200, stat: shellStat } : notFound;
  }
  for (const candidate of [inDist(decoded), path.join(inDist(decoded), 'index.html')]) {
    const stat = fileStat(candidate);
    if (stat) return { file: candidate, status: 200, stat };
  }
  return notFound;
}
