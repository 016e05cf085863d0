/**
 * antd's theme, built from the design tokens (src/styles/tokens.ts). Also read at build time by
 * config/antdCss.ts (hence the relative import: config code has no `@` alias).
 */
import type { ThemeConfig } from 'antd';
import { fontFamily, palette, radius, typeScale } from './styles/tokens';

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
    colorTextPlaceholder: palette.placeholder,
    borderRadius: radius.sm,
    fontFamily,
    fontSize: typeScale.label,
    controlHeight: 40,
  },
  components: {
    Button: { controlHeightLG: 48, fontWeight: 500 },
    Tabs: { itemColor: palette.inkSoft },
    Pagination: { itemActiveBg: palette.white },
  },
};
