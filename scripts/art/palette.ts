import { palette as P, tints as T } from '../../src/styles/tokens';

/**
 * The artwork's colours: the site's design tokens (src/styles/tokens.ts), under the short names the
 * compositions use (CONTENT.md "The brand"; antd blue, geekblue, cyan and purple tints).
 */
export const C = {
  brand: P.brand,
  deep: P.primary,
  deeper: P.primaryDeep,
  navy: P.navy,
  navy2: T.blueDeep,
  cyan: P.cyan,
  cyanDeep: T.cyanDeep,
  violet: P.violet,
  violetDeep: T.violetDeep,
  warm: P.warm,
  light: P.surfaceBlue,
  white: P.white,
  // tints
  blue1: T.blue1,
  blue2: T.blue2,
  blue3: T.blue3,
  blue4: T.blue4,
  geek: T.geek,
  geek1: T.geek1,
  geek2: T.geek2,
  cyan1: T.cyan1,
  cyan2: T.cyan2,
  cyan3: T.cyan3,
  violet1: T.violet1,
  violet2: T.violet2,
  violet3: T.violet3,
  violet4: T.violet4,
  ink: T.artInk,
  slate: T.artSlate,
  mist: T.mist,
  paper: T.paper,
  seal: T.seal,
} as const;

/** A colour family used to vary covers and tiles: background pair, accent, ink on top, dark or light. */
export interface Theme {
  name: string;
  bg: [string, string];
  accent: string;
  accent2: string;
  ink: string;
  dark: boolean;
}

export const THEMES: Theme[] = [
  {
    name: 'blue',
    bg: [P.brand, P.primary],
    accent: C.cyan3,
    accent2: C.white,
    ink: C.white,
    dark: true,
  },
  {
    name: 'navy',
    bg: [P.navy, T.blueDeep],
    accent: C.brand,
    accent2: C.cyan,
    ink: C.white,
    dark: true,
  },
  {
    name: 'cyan',
    bg: [P.cyan, T.cyanDeep],
    accent: C.navy2,
    accent2: C.white,
    ink: C.white,
    dark: true,
  },
  {
    name: 'violet',
    bg: [P.violet, T.violetDeep],
    accent: C.violet3,
    accent2: C.cyan3,
    ink: C.white,
    dark: true,
  },
  {
    name: 'light',
    bg: [P.surfaceBlue, T.geek1],
    accent: C.brand,
    accent2: C.violet,
    ink: C.ink,
    dark: false,
  },
  {
    name: 'geek',
    bg: [T.geek, T.geekDeep],
    accent: C.cyan3,
    accent2: C.white,
    ink: C.white,
    dark: true,
  },
  {
    name: 'mint',
    bg: [T.cyan1, T.cyan2],
    accent: C.cyanDeep,
    accent2: C.brand,
    ink: C.ink,
    dark: false,
  },
  {
    name: 'lilac',
    bg: [T.violet1, T.lilac],
    accent: C.violet,
    accent2: C.brand,
    ink: C.ink,
    dark: false,
  },
];

/** Accent colours for abstract UI blocks, in brand order. */
export const ACCENTS = [C.brand, C.cyan, C.violet, C.deep, C.geek] as const;
