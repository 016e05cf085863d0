/**
 * The picture variants the built pages use: every `self` variant address (src/utils/loaders.ts)
 * written in dist/'s HTML — `<source srcset>`, the preload's `imagesrcset`, a body picture's
 * placeholder — and in the prerender's record of the pictures written only later (the share
 * card's square among them), grouped by the source they are made from.
 */
import fs from 'fs';
import path from 'path';
import { parseSelfVariant, variantTag } from '../../src/utils/loaders';
import type { Variant } from '../../src/utils/loaders';

/**
 * A variant's address anywhere in a page, on the site or a CDN public path: in an attribute, a
 * srcset, or a style's `url(&quot;…&quot;)` (how React writes a body picture's placeholder);
 * not `my_img/…`. A width of the ladder (`w640q50/….avif`) or a square (`s300q80/….jpg`).
 */
const VARIANT_ADDRESS =
  /(?<![\w-])_img\/(?:w\d{1,5}q\d{1,3}\/[^\s"'<>(),]+?\.(?:avif|webp)|s\d{1,4}q\d{1,3}\/[^\s"'<>(),]+?\.jpg)(?=[\s"'<>(),&]|$)/g;

/** One source's variants, by its key (`uploads/a.jpg`, `~https/cms.example.com/a.jpg`). */
export type VariantsBySource = Map<string, Variant[]>;

/** The variants named in one page's HTML. */
export function variantsIn(html: string, into: VariantsBySource = new Map()): VariantsBySource {
  for (const [address] of html.matchAll(VARIANT_ADDRESS)) {
    const parsed = parseSelfVariant(address.replace(/&amp;/g, '&'));
    if (!parsed) continue;
    const { key, ...variant } = parsed;
    const list = into.get(key) ?? [];
    const tag = variantTag(variant);
    if (!list.some((v) => variantTag(v) === tag && v.format === variant.format)) {
      list.push(variant);
      into.set(key, list);
    }
  }
  return into;
}

/** Every HTML file under `dir`. */
function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // Variants and state files hold no pages.
      if (entry.name !== '_img' && entry.name !== '__state') out.push(...htmlFiles(full));
    } else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

/**
 * The variants every page of the build uses: those its HTML names, and `later`, the addresses of
 * the pictures pages write only later (the prerender's record of them,
 * scripts/prerender/cache.ts laterPictures). `only` limits it to some pages (a publish's).
 */
export function collectVariants(
  dist: string,
  later: string[] = [],
  only?: string[],
): { bySource: VariantsBySource; pages: number } {
  const bySource: VariantsBySource = new Map();
  // `only`: these pages (dist-relative), those a publish drew; else every page.
  const files = only
    ? only.map((f) => path.join(dist, f)).filter((f) => fs.existsSync(f))
    : htmlFiles(dist);
  files.forEach((file) => variantsIn(fs.readFileSync(file, 'utf8'), bySource));
  variantsIn(later.join('\n'), bySource);
  return { bySource, pages: files.length };
}
