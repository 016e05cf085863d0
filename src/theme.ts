/**
 * The visual system in one place: palette, type scale, spacing and breakpoints, and the antd
 * theme built from them. Global CSS (src/global.less) mirrors these as CSS custom properties.
 *
 * The brand blue #1890ff (CONTENT.md) is 3.1:1 against white, too low for text or for white text
 * on a filled button, so antd's primary token uses the deeper #0958d9 (6.2:1, WCAG AA); the brand
 * blue stays for large decorative surfaces, gradients and artwork.
 */
import type { ThemeConfig } from 'antd';

export const palette = {
  brand: '#1890ff',
  /** AA-safe primary for text, links and filled components. */
  primary: '#0958d9',
  primaryDeep: '#003eb3',
  navy: '#0b1a33',
  navySoft: '#14284b',
  cyan: '#13c2c2',
  violet: '#722ed1',
  warm: '#ffa940',
  ink: '#1f2633',
  inkSoft: '#4a5466',
  /** Secondary text: 7.0:1 on white. */
  muted: '#5b6577',
  line: '#e6eaf2',
  surface: '#f5f8fd',
  surfaceBlue: '#f0f5ff',
  white: '#ffffff',
  error: '#cf1322',
  success: '#237804',
} as const;

/** Font sizes in px: a 1.25 scale from 14 to 56. */
export const typeScale = {
  caption: 12,
  small: 14,
  body: 16,
  lead: 18,
  h4: 20,
  h3: 24,
  h2: 32,
  h1: 44,
  display: 56,
} as const;

/** Spacing steps in px (4-based). */
export const space = { xs: 4, sm: 8, md: 16, lg: 24, xl: 32, xxl: 48, section: 96 } as const;

/** Desktop design width 1440 (content 1200), tablet 768, phone 375. */
export const breakpoints = { desktop: 1440, content: 1200, tablet: 768, mobile: 375 } as const;

export const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif";

export const antdTheme: ThemeConfig = {
  cssVar: { key: 'lantu' },
  hashed: false,
  token: {
    colorPrimary: palette.primary,
    colorLink: palette.primary,
    colorInfo: palette.primary,
    colorError: palette.error,
    colorSuccess: palette.success,
    colorTextBase: palette.ink,
    colorTextSecondary: palette.muted,
    colorTextDescription: palette.muted,
    colorTextPlaceholder: '#6b7585',
    borderRadius: 8,
    fontFamily,
    fontSize: typeScale.small,
    controlHeight: 40,
  },
  components: {
    Button: { controlHeightLG: 48, fontWeight: 500 },
    Tabs: { itemColor: palette.inkSoft },
    Pagination: { itemActiveBg: palette.white },
  },
};
