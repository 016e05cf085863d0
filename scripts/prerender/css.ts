/**
 * The first screen's CSS in the HTML (scripts/prerender): a prerendered page carries, in one
 * `<style>`, the rules that style what a phone (375 px) or a desktop (1440 px) shows in its first
 * screen and a half, taken byte for byte from the built stylesheets, and no render-blocking
 * stylesheet; the app's starter (config/headScript.ts) adds the page's whole stylesheets once the
 * page has painted, as it starts the app, and `<noscript>` links them for a browser without script.
 *
 * Which rules: a stylesheet can only style this page if a rule of it names a class, id or
 * attribute the page's HTML has (`pageSheets`: so antd's sheet, with its `a {}` rule, comes only
 * with antd's markup); of those sheets' rules, the ones whose selector matches an element in the
 * first screen and a half at either width, laid out in a tab of their own with script off
 * (`firstScreenRules`, run in Chromium by scripts/prerender/index.ts), and wherever they apply, the
 * ones that let the browser skip rendering (`skipsRendering`). The result depends only on
 * the page's HTML and the built CSS, never on what else the build's browser had loaded.
 */

/** One rule of a stylesheet, as written in the built file. */
export interface CssRule {
  /** Exact source text (`sel{…}`, or a whole `@font-face{…}` / `@keyframes …{…}`). */
  text: string;
  /** Preludes of the at-rules around it, outermost first (`@media (max-width:767px)`). */
  wrappers: string[];
  /** Selector list of a style rule; undefined for `@font-face`, `@keyframes` and the like. */
  selector?: string;
  /** Keyframes: its name (kept when a kept rule animates with it). */
  keyframes?: string;
  /** What each selector of the list needs in the page (one entry per selector). */
  needs?: Need[];
}

/** What a selector needs to find in a page to match anything (an over-estimate of matching). */
export interface Need {
  classes: string[];
  ids: string[];
  attrs: string[];
  tags: string[];
}

/** A built stylesheet, parsed. */
export interface Sheet {
  /** Its href in the site (`/umi.27cf3366.css`). */
  href: string;
  text: string;
  rules: CssRule[];
}

/** At-rules whose block holds rules (kept around the rules inside them). */
const GROUPING = /^@(media|supports|layer|container|document|-moz-document|scope)\b/i;

/** Index after the string, comment or escape at `i`, or -1 when `i` starts none. */
function skipLiteral(css: string, i: number): number {
  const c = css[i];
  if (c === '\\') return i + 2;
  if (c === '"' || c === "'") {
    let j = i + 1;
    while (j < css.length && css[j] !== c) j += css[j] === '\\' ? 2 : 1;
    return j + 1;
  }
  if (c === '/' && css[i + 1] === '*') {
    const end = css.indexOf('*/', i + 2);
    return end < 0 ? css.length : end + 2;
  }
  return -1;
}

/** Index of the `}` closing the block whose `{` is at `open`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length;) {
    const skip = skipLiteral(css, i);
    if (skip >= 0) {
      i = skip;
      continue;
    }
    if (css[i] === '{') depth += 1;
    else if (css[i] === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
    i += 1;
  }
  throw new Error('unbalanced CSS block');
}

/** `text` split at top-level occurrences of `sep` (outside strings, brackets and parentheses). */
export function splitTop(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length;) {
    const skip = skipLiteral(text, i);
    if (skip >= 0) {
      i = skip;
      continue;
    }
    const c = text[i];
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === sep && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
    i += 1;
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * What one selector needs: the classes, ids, attribute names and element names of its compounds,
 * outside functional pseudo-classes (`:not()` needs the absence of a thing; `:is()`, `:where()`
 * and `:has()` are taken as needing nothing, which only ever keeps more).
 */
export function needOf(selector: string): Need {
  const need: Need = { classes: [], ids: [], attrs: [], tags: [] };
  let plain = '';
  let depth = 0;
  for (let i = 0; i < selector.length;) {
    const skip = skipLiteral(selector, i);
    if (skip >= 0) {
      if (depth === 0) plain += selector[i] === '\\' ? selector.slice(i, skip) : ' ';
      i = skip;
      continue;
    }
    const c = selector[i];
    if (c === '(') depth += 1;
    if (depth === 0) plain += c;
    if (c === ')') depth -= 1;
    i += 1;
  }
  plain = plain.replace(/\[\s*([\w-]+)[^\]]*\]/g, (_, name: string) => {
    need.attrs.push(name.toLowerCase());
    return ' ';
  });
  plain = plain.replace(/(?<!\\)::?[\w-]+/g, ' ');
  for (const m of plain.matchAll(/([.#]?)((?:\\.|[\w-])+)/g)) {
    const name = m[2].replace(/\\(.)/g, '$1');
    if (m[1] === '.') need.classes.push(name);
    else if (m[1] === '#') need.ids.push(name);
    else if (/^[a-z][\w-]*$/i.test(name) && !/^\d/.test(name)) need.tags.push(name.toLowerCase());
  }
  return need;
}

/** Pseudo-classes and -elements that style what the rest of a selector matches. */
const STATE_PSEUDO =
  /(?<!\\)::?(before|after|placeholder|selection|marker|hover|focus|focus-visible|focus-within|active|visited|first-line|first-letter|-webkit-[\w-]+|-moz-[\w-]+)(?![\w-])/g;

/**
 * A selector as the first-screen check tries it: without STATE_PSEUDO (a compound left empty
 * becomes `*`); the selector as written when stripping leaves it unreadable.
 */
export function matchableSelector(selector: string): string {
  return splitTop(selector, ',')
    .map((complex) => {
      const plain = complex.replace(STATE_PSEUDO, '').trim();
      if (!plain) return '*';
      return /[>+~]$/.test(plain) ? `${plain}*` : plain;
    })
    .join(',');
}

/**
 * The keys (`.class`, `#id`, `tag`, or `*`) of the elements a selector list can match: for each
 * selector, one of the class, id or element name its last compound requires.
 */
export function subjectKeys(selector: string): string[] {
  const keys = splitTop(matchableSelector(selector), ',').map((complex) => {
    let depth = 0;
    let cut = 0;
    for (let i = 0; i < complex.length;) {
      const skip = skipLiteral(complex, i);
      if (skip >= 0) {
        i = skip;
        continue;
      }
      const c = complex[i];
      if (c === '(' || c === '[') depth += 1;
      else if (c === ')' || c === ']') depth -= 1;
      else if (depth === 0 && /[\s>+~]/.test(c)) cut = i + 1;
      i += 1;
    }
    const need = needOf(complex.slice(cut));
    if (need.classes.length) return `.${need.classes[0]}`;
    if (need.ids.length) return `#${need.ids[0]}`;
    if (need.tags.length) return need.tags[0];
    return '*';
  });
  return [...new Set(keys)];
}

/** A stylesheet's rules in source order, with the at-rules around each. */
export function parseCss(css: string): CssRule[] {
  const rules: CssRule[] = [];
  const walk = (from: number, to: number, wrappers: string[]) => {
    let i = from;
    while (i < to) {
      while (i < to && /\s/.test(css[i])) i += 1;
      if (i >= to) return;
      const skip = css[i] === '/' && css[i + 1] === '*' ? skipLiteral(css, i) : -1;
      if (skip >= 0) {
        i = skip;
        continue;
      }
      // The prelude runs to the first top-level `{` or `;`.
      let j = i;
      while (j < to && css[j] !== '{' && css[j] !== ';') {
        const lit = skipLiteral(css, j);
        j = lit >= 0 ? lit : j + 1;
      }
      const prelude = css.slice(i, j).trim();
      if (j >= to || css[j] === ';') {
        // `@charset`, `@import`, `@layer a, b;`: statements kept in every page's CSS.
        if (prelude) rules.push({ text: `${prelude};`, wrappers });
        i = j + 1;
        continue;
      }
      const end = blockEnd(css, j);
      if (GROUPING.test(prelude)) {
        walk(j + 1, end, [...wrappers, prelude]);
      } else if (prelude.startsWith('@')) {
        const keyframes = /^@(?:-[\w]+-)?keyframes\s+([^\s{]+)/i.exec(prelude)?.[1];
        rules.push({ text: css.slice(i, end + 1), wrappers, keyframes });
      } else {
        rules.push({
          text: css.slice(i, end + 1),
          wrappers,
          selector: prelude,
          needs: splitTop(prelude, ',').map(needOf),
        });
      }
      i = end + 1;
    }
  };
  walk(0, css.length, []);
  return rules;
}

/** The classes, ids, attribute names and element names present in a page's HTML. */
export interface PageTokens {
  classes: Set<string>;
  ids: Set<string>;
  attrs: Set<string>;
  tags: Set<string>;
}

export function tokensOf(html: string): PageTokens {
  const t: PageTokens = {
    classes: new Set(),
    ids: new Set(),
    attrs: new Set(),
    tags: new Set(['html', 'head', 'body']),
  };
  for (const tag of html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
    t.tags.add(tag[1].toLowerCase());
    for (const a of tag[2].matchAll(/([^\s"'=/>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)) {
      const name = a[1].toLowerCase();
      t.attrs.add(name);
      const value = (a[2] ?? '').replace(/^["']|["']$/g, '');
      if (name === 'class') value.split(/\s+/).forEach((c) => c && t.classes.add(c));
      if (name === 'id' && value) t.ids.add(value);
    }
  }
  return t;
}

const has = (need: Need, t: PageTokens) =>
  need.classes.every((c) => t.classes.has(c)) &&
  need.ids.every((c) => t.ids.has(c)) &&
  need.attrs.every((c) => t.attrs.has(c)) &&
  need.tags.every((c) => t.tags.has(c));

/** Whether a style rule can match anything in the page (over-estimated). */
export const mayMatch = (rule: CssRule, t: PageTokens): boolean =>
  !rule.needs || rule.needs.some((n) => has(n, t));

/** Whether a rule names something of the page's own (a class, id or attribute it has). */
const namesPagePart = (rule: CssRule, t: PageTokens) =>
  !!rule.needs?.some((n) => n.classes.length + n.ids.length + n.attrs.length > 0 && has(n, t));

/**
 * Where a stylesheet comes in the cascade when the app loads it for a route: the global sheet,
 * the layout's, the route's shared chunks, the route's own chunk, then the chunks its parts load
 * later (webpack's order for a route's chunk group; later parts in ascending chunk id).
 */
export function cascadeRank(href: string, routeFiles: string[], always: string): number {
  const name = href.replace(/^.*\//, '');
  if (href === always) return 0;
  if (name.startsWith('layouts__')) return 1;
  if (routeFiles.includes(name)) return name.startsWith('p__') ? 3 : 2;
  return 4;
}

const chunkId = (href: string) => Number(/(\d+)\.[0-9a-f]+\.chunk\.css$/.exec(href)?.[1] ?? 0);

/** A page's stylesheet, with the rules of it that may style the page. */
export interface PageSheet {
  sheet: Sheet;
  /** Its rules that may match (style rules) or always apply (statements, `@font-face`). */
  rules: CssRule[];
}

/** A rule as written, with the at-rules around it: the same in whichever sheet repeats it. */
const ruleKeys = new WeakMap<CssRule, string>();
function ruleKey(r: CssRule): string {
  let key = ruleKeys.get(r);
  if (key === undefined) {
    key = `${r.wrappers.join('{')}{${r.text}`;
    ruleKeys.set(r, key);
  }
  return key;
}

/**
 * The keys of the rules a load of the page always brings (the sheets of rank below 4), kept per
 * set of such sheets: every page of a route asks for the same.
 */
const loadedSets = new Map<string, { sheets: Sheet[]; keys: Set<string> }>();
function loadedRules(all: { sheet: Sheet; rank: number }[]): Set<string> {
  const sheets = all.filter((s) => s.rank < 4).map((s) => s.sheet);
  const id = sheets.map((s) => s.href).join(' ');
  const known = loadedSets.get(id);
  if (known && known.sheets.every((s, i) => s === sheets[i])) return known.keys;
  const keys = new Set(sheets.flatMap((s) => s.rules.map(ruleKey)));
  loadedSets.set(id, { sheets, keys });
  return keys;
}

/**
 * The stylesheets that style a page, in cascade order, each with the rules that may: the global
 * sheet, the layout's and the route's own chunks (which a load of the page always brings), and
 * any other chunk with a rule that names a class, id or attribute of the page (a lazy part's).
 * webpack repeats a CSS module that several lazy chunks share in each of them: a rule written
 * alike in several sheets is kept once, in the last of them (where the cascade takes it from).
 */
export function pageSheets(
  sheets: Sheet[],
  tokens: PageTokens,
  routeFiles: string[],
  always: string,
): PageSheet[] {
  // Whether a rule may match the page is asked up to three times below, and worked out once.
  const may = new Map<CssRule, boolean>();
  const mayHere = (r: CssRule) => {
    let m = may.get(r);
    if (m === undefined) {
      m = mayMatch(r, tokens);
      may.set(r, m);
    }
    return m;
  };
  const all = sheets.map((sheet) => ({ sheet, rank: cascadeRank(sheet.href, routeFiles, always) }));
  // What the global, layout and route sheets hold already: a lazy chunk repeating it adds nothing.
  const loaded = loadedRules(all);
  const ranked = all
    .filter(({ sheet, rank }) =>
      rank < 4
        ? sheet.rules.some((r) => r.selector && mayHere(r))
        : sheet.rules.some((r) => namesPagePart(r, tokens) && !loaded.has(ruleKey(r))),
    )
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        chunkId(a.sheet.href) - chunkId(b.sheet.href) ||
        (a.sheet.href < b.sheet.href ? -1 : 1),
    );
  const last = new Map<string, number>();
  ranked.forEach(({ sheet }, i) =>
    sheet.rules.forEach((r) => {
      if (mayHere(r)) last.set(ruleKey(r), i);
    }),
  );
  return ranked
    .map(({ sheet }, i) => ({
      sheet,
      rules: sheet.rules.filter((r) => mayHere(r) && last.get(ruleKey(r)) === i),
    }))
    .filter((p) => p.sheet.href === always || p.rules.some((r) => r.selector));
}

/**
 * umi's route-preload map (in `preload_helper.<hash>.js`): each route pattern and the files of its
 * chunk group. Empty when the helper's shape is not the one this umi version writes.
 */
export function routeFilesOf(helper: string): Record<string, string[]> {
  const files = /,f:(\[\[.*?\]\]),r:/s.exec(helper)?.[1];
  const routes = /,r:(\{.*?\})\}/s.exec(helper)?.[1];
  if (!files || !routes) return {};
  try {
    const f = JSON.parse(files) as [string, number][];
    const r = JSON.parse(routes) as Record<string, number[]>;
    return Object.fromEntries(
      Object.entries(r).map(([route, idx]) => [route, idx.map((i) => f[i]?.[0]).filter(Boolean)]),
    );
  } catch {
    return {};
  }
}

/** The chunk-group files of the route that serves `path`, as umi's preload helper finds them. */
export function filesOfPath(map: Record<string, string[]>, path: string): string[] {
  if (map[path]) return map[path];
  const hit = Object.entries(map).find(([route]) =>
    new RegExp(`^${route.replace(/\/:[^/]+/g, '/[^/]+').replace('/*', '/.+')}$`).test(path),
  );
  return hit?.[1] ?? [];
}

const INTERACTION = /:(hover|focus|focus-visible|focus-within|active)(?![\w-])/;

/**
 * Whether a style rule can change the first paint: not one that only applies on interaction
 * (`:hover`, `:focus`…: the page's whole stylesheets have arrived long before a visitor can) or
 * only in print.
 */
export const paintsFirst = (rule: CssRule): boolean =>
  !!rule.selector &&
  !splitTop(rule.selector, ',').every((s) => INTERACTION.test(s)) &&
  !rule.wrappers.some((w) => /^@media\s+print\b/i.test(w));

/** The CSS text of the kept rules, each sheet in turn, at-rules around runs of their rules. */
export function cssText(rules: CssRule[]): string {
  let out = '';
  let open: string[] = [];
  for (const rule of rules) {
    let same = 0;
    while (same < open.length && open[same] === rule.wrappers[same]) same += 1;
    out +=
      '}'.repeat(open.length - same) +
      rule.wrappers
        .slice(same)
        .map((w) => `${w}{`)
        .join('');
    open = rule.wrappers;
    out += rule.text;
  }
  return out + '}'.repeat(open.length);
}

/** The names of keyframes the kept rules animate with. */
function animationsOf(rules: CssRule[]): Set<string> {
  const names = new Set<string>();
  for (const r of rules) {
    for (const m of r.text.matchAll(/animation(?:-name)?\s*:([^;}]*)/g)) {
      m[1].split(/[\s,]+/).forEach((n) => n && names.add(n));
    }
  }
  return names;
}

/** The custom properties `text` reads (`var(--name)`). */
const varsRead = (text: string) =>
  new Set([...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]));

/**
 * Declarations that play no part in a first paint: how a later change animates (the page's whole
 * stylesheets have arrived long before anything changes) and the pointer's shape.
 */
const NOT_PAINTED = /^\s*(transition(-[\w-]+)?|will-change|cursor)\s*:/;

/**
 * `rules` as the first screen needs them: without the custom-property declarations nothing reads
 * (the design tokens on `:root` are many; a first screen reads a few: what the kept CSS and the
 * page's `style` attributes read, and what those read in turn), and without NOT_PAINTED ones.
 */
export function forFirstPaint(rules: CssRule[], page: string): CssRule[] {
  const declarations = (rule: CssRule) => {
    const open = rule.text.indexOf('{');
    return { head: rule.text.slice(0, open), body: splitTop(rule.text.slice(open + 1, -1), ';') };
  };
  const defined = new Map<string, string[]>();
  rules.forEach((r) =>
    declarations(r).body.forEach((d) => {
      const m = /^\s*(--[\w-]+)\s*:([\s\S]*)$/.exec(d);
      if (m) defined.set(m[1], [...(defined.get(m[1]) ?? []), m[2]]);
    }),
  );
  const plain = rules.map((r) =>
    r.selector
      ? declarations(r)
          .body.filter((d) => !/^\s*--/.test(d))
          .join(';')
      : r.text,
  );
  const read = varsRead(`${plain.join('')}${[...page.matchAll(/style="([^"]*)"/g)].join('')}`);
  for (let grew = true; grew;) {
    grew = false;
    [...read].forEach((name) =>
      (defined.get(name) ?? []).forEach((value) =>
        varsRead(value).forEach((v) => {
          if (!read.has(v)) {
            read.add(v);
            grew = true;
          }
        }),
      ),
    );
  }
  return rules.flatMap((r) => {
    if (!r.selector) return [r];
    const { head, body } = declarations(r);
    const kept = body.filter((d) => {
      const name = /^\s*(--[\w-]+)\s*:/.exec(d)?.[1];
      return name ? read.has(name) : !NOT_PAINTED.test(d);
    });
    if (kept.length === body.length) return [r];
    return kept.length ? [{ ...r, text: `${head}{${kept.join(';')}}` }] : [];
  });
}

/**
 * Whether a style rule lets the browser skip rendering what it matches (`content-visibility:
 * auto` or `hidden`: the home page's bands and every page's footer below the fold), or sizes the
 * placeholder of what is skipped (`contain-intrinsic-size`, often one rule a breakpoint). Such a
 * rule goes into every page's first-screen CSS whose sheets have it for the page (pageSheets),
 * wherever its elements are: the first paint then skips what the whole sheets will skip, in the
 * same placeholder, instead of laying out every band unstyled (the home page: 1,100 boxes,
 * 13,700 px tall on a phone) and again when they arrive.
 */
export const skipsRendering = (rule: CssRule): boolean =>
  !!rule.selector &&
  /(^|[{;])\s*(content-visibility\s*:\s*(auto|hidden)\b|contain-intrinsic-size\s*:)/i.test(
    rule.text,
  );

/**
 * A rule that skips rendering, cut to the declarations that do (`content-visibility`,
 * `contain-intrinsic-size`). Whole, its other declarations would apply without the rules that
 * override them (the footer's desktop padding on a phone, until the first screen's rules give way),
 * and the placeholder would not be the size the whole sheets give it.
 */
const SKIP_DECLARATION = /^\s*(content-visibility|contain-intrinsic-[\w-]+)\s*:/i;
function skipOnly(rule: CssRule): CssRule {
  const open = rule.text.indexOf('{');
  const body = splitTop(rule.text.slice(open + 1, -1), ';').filter((d) => SKIP_DECLARATION.test(d));
  return { ...rule, text: `${rule.text.slice(0, open)}{${body.join(';')}}` };
}

/**
 * The page's first-screen CSS: of its sheets' rules (pageSheets), every one that is not a style
 * rule (statements, `@font-face`), every style rule `kept` says a first-screen element matches
 * and, cut to what skips (skipOnly), every other one that skips rendering (skipsRendering), with
 * the keyframes those animate with and the custom properties they read.
 */
export function firstScreenCss(
  sheets: PageSheet[],
  kept: (rule: CssRule) => boolean,
  page = '',
): string {
  const chosen = new Map<CssRule, CssRule>();
  sheets.forEach((s) =>
    s.rules.forEach((r) => {
      if (!r.selector) {
        if (!r.keyframes) chosen.set(r, r);
      } else if (kept(r)) chosen.set(r, r);
      else if (skipsRendering(r)) chosen.set(r, skipOnly(r));
    }),
  );
  const animations = animationsOf([...chosen.values()]);
  return cssText(
    forFirstPaint(
      sheets.flatMap((s) =>
        s.rules.flatMap((r) => {
          const rule = chosen.get(r);
          if (rule) return [rule];
          return r.keyframes && animations.has(r.keyframes) ? [r] : [];
        }),
      ),
      page,
    ),
  );
}
