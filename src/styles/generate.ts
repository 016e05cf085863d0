/**
 * Writes the tokens (./tokens.ts) as LESS: `npm run tokens` saves the result to ./tokens.less and
 * tests/unit/styles/tokens.test.ts checks that the saved file is current. Pure: no file access here.
 *
 * - LESS variables: `@lt-primary`, `@lt-fs-h2`, `@lt-space-6`, `@lt-radius-lg`, `@lt-shadow-card` …
 * - media queries: `@below-sm` = (max-width: 767px), `@from-sm` = (min-width: 768px) …
 * - `.lt-root-vars()` and `.lt-root-vars-phone()`: the CSS custom properties `--lt-*` that
 *   global.less puts on :root (colours, radii, shadows, layout; the phone values under `@below-sm`).
 */
import {
  breakpoints,
  fontFamily,
  layout,
  lineHeight,
  motion,
  palette,
  radius,
  shadow,
  space,
  tints,
  typeScale,
} from './tokens';

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const px = (n: number) => `${n}px`;

/** The CSS custom properties on :root (desktop values). */
export function rootProperties(): [string, string][] {
  return [
    ...Object.entries(palette).map(([k, v]): [string, string] => [`--lt-${kebab(k)}`, v]),
    ['--lt-radius', px(radius.sm)],
    ['--lt-radius-md', px(radius.md)],
    ['--lt-radius-lg', px(radius.lg)],
    ['--lt-shadow', shadow.card],
    ['--lt-shadow-hover', shadow.hover],
    ['--lt-content', px(layout.content)],
    ['--lt-gutter', px(layout.gutter)],
    ['--lt-section', px(layout.section)],
    ['--lt-header-h', px(layout.header)],
    ['--lt-contact-bar-h', px(0)],
    ['--lt-font', fontFamily],
  ];
}

/** The custom properties that change on phones. */
export function phoneProperties(): [string, string][] {
  return [
    ['--lt-gutter', px(layout.gutterPhone)],
    ['--lt-section', px(layout.sectionPhone)],
    ['--lt-header-h', px(layout.headerPhone)],
    ['--lt-contact-bar-h', px(layout.contactBar)],
  ];
}

export function tokensLess(): string {
  const lines: string[] = [
    '// Generated from src/styles/tokens.ts by `npm run tokens`: edit the tokens there, not here.',
    '// Variables and mixins only: importing this file writes no CSS.',
    '',
    '// Colours',
  ];
  const vars = (entries: [string, string | number][]) =>
    entries.forEach(([name, value]) => lines.push(`@${name}: ${value};`));
  vars(Object.entries(palette).map(([k, v]) => [`lt-${kebab(k)}`, v]));
  vars(Object.entries(tints).map(([k, v]) => [`lt-${kebab(k)}`, v]));
  lines.push('', '// Type');
  vars(Object.entries(typeScale).map(([k, v]) => [`lt-fs-${kebab(k)}`, px(v)]));
  vars(Object.entries(lineHeight).map(([k, v]) => [`lt-lh-${kebab(k)}`, v]));
  vars([['lt-font', fontFamily]]);
  lines.push('', '// Spacing, radii, shadows, motion');
  vars(Object.entries(space).map(([k, v]) => [`lt-space-${k}`, px(v)]));
  vars(Object.entries(radius).map(([k, v]) => [`lt-radius-${kebab(k)}`, px(v)]));
  vars(Object.entries(shadow).map(([k, v]) => [`lt-shadow-${kebab(k)}`, v]));
  vars(Object.entries(motion).map(([k, v]) => [`lt-motion-${kebab(k)}`, v]));
  lines.push('', '// Layout');
  vars(Object.entries(layout).map(([k, v]) => [`lt-${kebab(k)}`, px(v)]));
  lines.push('', '// Breakpoints: `@media @below-sm { … }` is (max-width: 767px)');
  Object.entries(breakpoints).forEach(([k, v]) => {
    lines.push(`@below-${k}: ~'(max-width: ${v - 1}px)';`);
    lines.push(`@from-${k}: ~'(min-width: ${v}px)';`);
  });
  lines.push('', '// The custom properties of :root (global.less)');
  lines.push('.lt-root-vars() {');
  rootProperties().forEach(([name, value]) => lines.push(`  ${name}: ${value};`));
  lines.push('}');
  lines.push('.lt-root-vars-phone() {');
  phoneProperties().forEach(([name, value]) => lines.push(`  ${name}: ${value};`));
  lines.push('}', '');
  return lines.join('\n');
}
