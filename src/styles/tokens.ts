/**
 * The design tokens: the one source of the site's palette, type scale, spacing, radii, shadows,
 * motion and breakpoints.
 *
 * - Stylesheets get them from src/styles/tokens.less, generated from this file by `npm run tokens`
 *   (LESS variables, the breakpoints as media queries, and the CSS custom properties `--lt-*`
 *   that global.less puts on :root).
 * - antd's theme (src/theme.ts) and the artwork generator (scripts/art/palette.ts) read them here.
 * - tests/unit/styles/tokens.test.ts fails when the generated file is stale, when a stylesheet or
 *   component writes a colour of its own, or when a stylesheet uses a breakpoint that is not here.
 *
 * The brand blue #1890ff (CONTENT.md) is 3.1:1 against white, too low for text or for white text on
 * a filled button, so text, links and filled controls use `primary` (#0958d9, 6.2:1, WCAG AA); the
 * brand blue stays for large decorative surfaces, gradients and artwork.
 */

/** The site's colours. */
export const palette = {
  brand: '#1890ff',
  /** AA-safe primary for text, links and filled components. */
  primary: '#0958d9',
  primaryDeep: '#003eb3',
  navy: '#0b1a33',
  navySoft: '#14284b',
  /** The darkest band (under the footer's navy), e.g. the case detail hero's foot. */
  navyDeep: '#060e1c',
  cyan: '#13c2c2',
  violet: '#722ed1',
  warm: '#ffa940',
  ink: '#1f2633',
  inkSoft: '#4a5466',
  /** Secondary text: 7.0:1 on white. */
  muted: '#5b6577',
  /** Placeholder text in fields: 4.6:1 on white. */
  placeholder: '#6b7585',
  line: '#e6eaf2',
  surface: '#f5f8fd',
  surfaceBlue: '#f0f5ff',
  white: '#ffffff',
  black: '#000000',
  error: '#cf1322',
  success: '#237804',
} as const;

/**
 * Tints and shades of the brand hues (antd's blue, geekblue, cyan and purple scales) for artwork,
 * gradients and decoration.
 */
export const tints = {
  blue1: '#e6f4ff',
  blue2: '#bae0ff',
  blue3: '#91caff',
  blue4: '#69b1ff',
  blueDeep: '#002766',
  geek: '#2f54eb',
  geekDeep: '#10239e',
  geek1: '#d6e4ff',
  geek2: '#adc6ff',
  cyan1: '#e6fffb',
  cyan2: '#b5f5ec',
  cyan3: '#87e8de',
  cyanDeep: '#08979c',
  violet1: '#f9f0ff',
  violet2: '#efdbff',
  violet3: '#d3adf7',
  violet4: '#b37feb',
  violetDeep: '#391085',
  lilac: '#e3d2fb',
  /** Artwork: text and lines drawn on light pictures, paper and mist grounds, a seal's red. */
  artInk: '#1d2b44',
  artSlate: '#5b6b85',
  mist: '#dfe7f3',
  paper: '#f7f9fc',
  seal: '#d4380d',
} as const;

export type PaletteName = keyof typeof palette;

/** Font sizes in px, smallest to largest. */
export const typeScale = {
  caption: 12,
  small: 13,
  label: 14,
  bodySmall: 15,
  body: 16,
  lead: 18,
  titleSmall: 20,
  title: 22,
  h4: 24,
  h3: 28,
  h2: 32,
  h2Large: 40,
  h1: 44,
  display: 56,
  hero: 72,
} as const;

/** Line heights (unitless). */
export const lineHeight = { tight: 1.2, heading: 1.3, snug: 1.5, body: 1.7 } as const;

/** Spacing steps in px (4-based). */
export const space = {
  1: 4,
  2: 8,
  3: 12,
  4: 16,
  5: 20,
  6: 24,
  7: 32,
  8: 40,
  9: 48,
  10: 56,
  11: 64,
  12: 72,
  13: 96,
} as const;

export const radius = { sm: 8, md: 12, lg: 16, pill: 999 } as const;

/** Shadows: resting card, hovered card, floating control, dialog. */
export const shadow = {
  card: '0 12px 32px rgba(11, 26, 51, 0.08)',
  hover: '0 18px 44px rgba(11, 26, 51, 0.14)',
  float: '0 12px 28px rgba(9, 88, 217, 0.35)',
  dialog: '0 24px 64px rgba(11, 26, 51, 0.28)',
  bar: '0 1px 0 #e6eaf2, 0 8px 24px rgba(11, 26, 51, 0.06)',
} as const;

export const motion = { fast: '0.18s', base: '0.2s', slow: '0.25s', ease: 'ease' } as const;

/**
 * Breakpoints (the first px of each range): phones below `sm`, small phones below `xs`, tablets
 * below `md`, narrow desktops below `lg`. Stylesheets write them as `@media @below-sm` (max-width
 * 767px) or `@media @from-sm` (min-width 768px), from tokens.less.
 */
export const breakpoints = { xs: 600, sm: 768, md: 1024, lg: 1200 } as const;

/** Page geometry: content column, gutters, section rhythm, header height (desktop / phone). */
export const layout = {
  content: 1200,
  gutter: 24,
  gutterPhone: 16,
  section: 96,
  sectionPhone: 56,
  header: 72,
  headerPhone: 60,
  /** The phone's contact bar along the screen's foot (below `sm`; none on larger screens). */
  contactBar: 60,
} as const;

export const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif";

/** The media query of a range: below a breakpoint, or from it on. */
export const below = (bp: keyof typeof breakpoints) => `(max-width: ${breakpoints[bp] - 1}px)`;
export const from = (bp: keyof typeof breakpoints) => `(min-width: ${breakpoints[bp]}px)`;
