import { useEffect, useRef } from 'react';
import { brand, pageTitle } from '@/content/brand';
import { resetForEachBuiltPage } from '@/utils/prerender';

interface Props {
  /** Section name; omitted on the home page, whose title is the slogan. */
  section?: string;
  description?: string;
  /**
   * The layout's title from the route table: shown only while no page states its own. A page's
   * title always wins, whatever order React happened to render or hydrate the two in.
   */
  fallback?: boolean;
}

interface Claim {
  title: string;
  description?: string;
  fallback: boolean;
  order: number;
}

/** The titles of the mounted PageTitles (committed ones only: a discarded render claims nothing). */
const claims = new Set<Claim>();
let mounted = 0;
/** The description the HTML came with, for pages that do not state their own. */
let shellDescription: string | null = null;
// The build draws many pages in one loaded app, each from its own HTML's description.
resetForEachBuiltPage(() => {
  shellDescription = null;
});

function descriptionMeta(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  return meta;
}

/** Page titles over the layout's; among equals the latest mounted. */
function winner(pick: (c: Claim) => boolean): Claim | undefined {
  let best: Claim | undefined;
  for (const c of Array.from(claims)) {
    if (!pick(c)) continue;
    const outranks = best
      ? (best.fallback && !c.fallback) || (best.fallback === c.fallback && c.order > best.order)
      : true;
    if (outranks) best = c;
  }
  return best;
}

function apply() {
  const title = winner(() => true)?.title;
  if (title !== undefined && document.title !== title) document.title = title;
  const meta = descriptionMeta();
  if (shellDescription === null) shellDescription = meta.content;
  const description = winner((c) => !!c.description)?.description ?? shellDescription;
  if (meta.content !== description) meta.content = description;
}

/**
 * Sets the tab title `<section> - 澜图` (home: `设计创造价值`) and the page's description.
 * The titles are claimed in effects, so a render React throws away (an interrupted hydration, a
 * suspended route) never leaves its title behind, and the outcome does not depend on render order.
 */
export default function PageTitle({ section, description, fallback = false }: Props) {
  const claim = useRef<Claim | null>(null);
  const title = section ? pageTitle(section) : brand.homeTitle;

  useEffect(() => {
    mounted += 1;
    const mine: Claim = { title, description, fallback, order: mounted };
    claim.current = mine;
    claims.add(mine);
    apply();
    return () => {
      claims.delete(mine);
      claim.current = null;
      apply();
    };
    // Mounted once; later changes update the claim in place (below) and keep its order.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const mine = claim.current;
    if (!mine) return;
    mine.title = title;
    mine.description = description;
    mine.fallback = fallback;
    apply();
  }, [title, description, fallback]);

  return null;
}
