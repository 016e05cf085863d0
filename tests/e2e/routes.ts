/**
 * Every screen of config/routes.ts as an address a visitor can open: the route table is read from
 * the file itself, so a new route is walked by every spec that uses this list. A parameter or a
 * query a page needs comes from SAMPLES; a route with a parameter missing there fails the walk.
 */
import routes from '../../config/routes';
import type { RouteConfig } from '../../config/routes';
import { pageTitle, brand } from '../../src/content/brand';
import { aboutTypes } from '../../src/content/taxonomy';

/** Values for route parameters, and the query a page reads its record from. */
const PARAMS: Record<string, string> = { id: '3', type: '2' };
const QUERIES: Record<string, string> = {
  '/customerCase/caseDetail': '?id=1',
  [`/news${brand.slug}`]: '?id=1',
};
/** What a `/*` catch-all is walked with (it shows the 404 page). */
const UNKNOWN = 'no-such-page';

export interface WalkRoute {
  /** The route as written in config/routes.ts. */
  pattern: string;
  /** The address opened. */
  url: string;
  /** The tab title the page must show; a RegExp where the record's name is part of it. */
  title: string | RegExp;
  notFound: boolean;
  /** The page component it opens (config/routes.ts). */
  component: string;
}

function flatten(list: RouteConfig[]): RouteConfig[] {
  return list.flatMap((r) => (r.routes ? flatten(r.routes) : [r]));
}

function concrete(pattern: string): string {
  const url = pattern
    .replace(/:(\w+)/g, (_, name: string) => {
      if (!(name in PARAMS)) throw new Error(`tests/e2e/routes.ts: no sample for :${name}`);
      return PARAMS[name];
    })
    .replace(/\*$/, UNKNOWN);
  return url + (QUERIES[pattern] ?? '');
}

function titleOf(r: RouteConfig, url: string): string | RegExp {
  if (r.title === brand.homeTitle) return brand.homeTitle;
  if (QUERIES[r.path]) return new RegExp(` - ${brand.shortName}$`); // the record's own name
  // The about page names its tab in the title.
  const about = url.match(new RegExp(`^/about${brand.slug}(?:/(\\d+))?$`));
  if (about) return pageTitle(aboutTypes[Number(about[1] ?? 0)].name);
  return pageTitle(r.title ?? '');
}

export const WALK: WalkRoute[] = flatten(routes)
  .filter((r) => r.component && !r.redirect)
  .map((r) => {
    const url = concrete(r.path);
    return {
      pattern: r.path,
      url,
      title: titleOf(r, url),
      notFound: r.component === './404',
      component: r.component ?? '',
    };
  });

/**
 * Each page component once, at the first address of the table that opens it: `/index.html` is
 * `/`, `/aboutLantu/:type` the about page, and every unknown path the one 404 page. For specs
 * whose checks belong to the page and the layout, not to the address.
 */
export const PAGES: WalkRoute[] = WALK.filter(
  (r, i) => WALK.findIndex((other) => other.component === r.component) === i,
);

/**
 * The addresses with a parameter that open a page of PAGES with other content (a category, a
 * tab). The overlay walk opens these and PAGES at every width.
 */
export const PARAM_ADDRESSES: WalkRoute[] = WALK.filter(
  (r) => /:\w/.test(r.pattern) && !PAGES.some((p) => p.url === r.url),
);
