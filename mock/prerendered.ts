/**
 * Not an API: `umi preview` serves the build with this mock server in front of it, and this is the
 * one place to teach it what README asks of a static host — a prerendered case detail or news
 * article (`/customerCase/caseDetail?id=12` → dist/customerCase/caseDetail/12.html, written by
 * config/prerender) is answered with its own HTML. Anything else (no such file, `umi dev`, whose
 * pages are never prerendered) falls through to the plain shell.
 */
import fs from 'fs';
import path from 'path';
import { brand } from '../src/content/brand';

type Next = () => void;
interface Req {
  query: Record<string, unknown>;
}
interface Res {
  setHeader(name: string, value: string): void;
  end(body: string): void;
}

const dist = path.resolve(__dirname, '../dist');

/** The prerendered file for `page?id=N`, if the build wrote one. */
export function prerenderedFile(page: string, id: unknown): string | null {
  if (process.env.NODE_ENV === 'development') return null;
  if (typeof id !== 'string' || !/^[1-9]\d{0,8}$/.test(id)) return null;
  const file = path.join(dist, page, `${id}.html`);
  return fs.existsSync(file) ? file : null;
}

const serve = (page: string) => (req: Req, res: Res, next: Next) => {
  const file = prerenderedFile(page, req.query.id);
  if (!file) return next();
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  return res.end(fs.readFileSync(file, 'utf8'));
};

export default {
  'GET /customerCase/caseDetail': serve('customerCase/caseDetail'),
  [`GET /news${brand.slug}`]: serve(`news${brand.slug}`),
};
