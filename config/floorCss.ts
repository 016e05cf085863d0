/**
 * The stylesheets at the floor (config/targets.ts: Chromium 87, Safari 14, Firefox 91).
 *
 * A browser drops a whole rule when one selector of its list is one it cannot parse: antd's
 * `.ant-btn:hover, .ant-btn:focus-visible {…}` loses its hover on Safari before 15.4, and a list
 * with `:has()` loses every selector on Chromium before 105. `floorSelectors` (a PostCSS plugin,
 * .umirc.ts `extraPostCSSPlugins`, and the unlayered antd file of config/antdCss.ts) splits such
 * a list so each selector the floor lacks stands in a rule of its own, beside the others: modern
 * browsers read the same rules, the floor's keep what they can parse. `floorCssProblems`
 * (scripts/floor, `npm run check:floor`) finds what would still be lost in a built stylesheet.
 */
import postcss from 'postcss';
import type { AtRule, Plugin, Root, Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';

/** A selector the floor cannot parse, and the first versions that can. */
interface SelectorGap {
  name: string;
  since: string;
  test: (pseudo: selectorParser.Pseudo) => boolean;
}

const hasCombinator = (node: selectorParser.Selector) =>
  node.nodes.some((n) => n.type === 'combinator');

export const SELECTOR_GAPS: readonly SelectorGap[] = [
  {
    name: ':has()',
    since: 'Chrome 105, Safari 15.4, Firefox 121',
    test: (p) => p.value === ':has',
  },
  { name: ':focus-visible', since: 'Safari 15.4', test: (p) => p.value === ':focus-visible' },
  {
    name: ':is() / :where()',
    since: 'Chrome 88',
    test: (p) => [':is', ':where'].includes(p.value),
  },
  {
    name: ':not() of a list or a complex selector',
    since: 'Chrome 88',
    test: (p) =>
      p.value === ':not' &&
      (p.nodes.length > 1 || p.nodes.some((s) => s.type === 'selector' && hasCombinator(s))),
  },
  {
    name: ':user-valid / :user-invalid',
    since: 'Chrome 119, Safari 16.5',
    test: (p) => [':user-valid', ':user-invalid'].includes(p.value),
  },
  { name: ':modal', since: 'Chrome 105, Safari 15.6', test: (p) => p.value === ':modal' },
];

/** The gaps one selector (of a list) falls into: their names, sorted, or none. */
export function gapsOf(selector: string): string[] {
  const found = new Set<string>();
  try {
    selectorParser((root) => {
      root.walkPseudos((pseudo) => {
        SELECTOR_GAPS.forEach((gap) => {
          if (gap.test(pseudo)) found.add(gap.name);
        });
      });
    }).processSync(selector);
  } catch {
    /* not a selector postcss-selector-parser reads: leave it as it is */
  }
  return [...found].sort();
}

/** A rule's selectors (`rule.selectors` keeps commas inside `:is(…)` together). */
const selectorsOf = (rule: Rule): string[] => rule.selectors.map((s) => s.trim());

/** Inside @keyframes the "selectors" are percentages. */
const inKeyframes = (rule: Rule) => {
  let p: { type: string; parent?: unknown } | undefined = rule.parent;
  while (p) {
    if (p.type === 'atrule' && /keyframes$/i.test((p as AtRule).name)) return true;
    p = p.parent as typeof p;
  }
  return false;
};

/**
 * Splits `rule` so that the selectors of each set of gaps stand in a rule of their own (the ones
 * without any first, in the original order): returns how many rules it became.
 */
export function splitRule(rule: Rule): number {
  if (inKeyframes(rule)) return 1;
  const selectors = selectorsOf(rule);
  if (selectors.length < 2) return 1;
  const groups = new Map<string, string[]>();
  selectors.forEach((s) => {
    const key = gapsOf(s).join('|');
    groups.set(key, [...(groups.get(key) ?? []), s]);
  });
  if (groups.size < 2) return 1;
  const ordered = [...groups].sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : 0));
  const before = rule.raws.before ?? '';
  ordered.slice(0, -1).forEach(([, list]) => {
    rule.cloneBefore({ selectors: list }).raws.before = before;
  });
  // Laid out as the rule itself was (nothing between minified rules).
  rule.raws.before = before;
  rule.selectors = ordered[ordered.length - 1][1];
  return groups.size;
}

/** The PostCSS plugin: every rule of the stylesheet split as `splitRule` says. */
export const floorSelectors = (): Plugin => ({
  postcssPlugin: 'lantu-floor-selectors',
  Once(root: Root) {
    root.walkRules((rule) => {
      splitRule(rule);
    });
  },
});
floorSelectors.postcss = true as const;

/** `css` with its rules split for the floor. */
export const forTheFloor = (css: string): string =>
  postcss([floorSelectors()]).process(css, { from: undefined }).css;

export interface CssFloorProblem {
  file: string;
  line: number;
  what: string;
}

/**
 * What the floor would lose in a built stylesheet: a rule whose selector list mixes selectors it
 * parses with ones it does not (all of it is dropped), and a cascade layer (`@layer`, Chromium 99,
 * Safari 15.4, Firefox 97: dropped whole) unless `layersCovered` (the unlayered antd file is
 * there for the browsers without them).
 */
export function floorCssProblems(
  css: string,
  file: string,
  layersCovered: boolean,
): CssFloorProblem[] {
  const problems: CssFloorProblem[] = [];
  let root: Root;
  try {
    root = postcss.parse(css, { from: file });
  } catch (e) {
    return [{ file, line: 0, what: `does not parse: ${(e as Error).message}` }];
  }
  const line = (n: { source?: { start?: { line: number } } }) => n.source?.start?.line ?? 0;
  root.walkAtRules('layer', (at) => {
    if (!layersCovered)
      problems.push({
        file,
        line: line(at),
        what: `@layer ${at.params}: dropped whole by Chromium < 99, Safari < 15.4, Firefox < 97`,
      });
  });
  root.walkRules((rule) => {
    if (inKeyframes(rule)) return;
    const selectors = selectorsOf(rule);
    const keys = new Set(selectors.map((s) => gapsOf(s).join('|')));
    if (keys.size > 1) {
      const gaps = [...keys].filter(Boolean).join(', ');
      problems.push({
        file,
        line: line(rule),
        what: `"${rule.selector.slice(0, 120)}": one rule with ${gaps} and selectors without, all lost where ${gaps} is not parsed`,
      });
    }
  });
  return problems;
}
