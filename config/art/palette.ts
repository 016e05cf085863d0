/** The brand palette (CONTENT.md "The brand"; antd blue, geekblue, cyan and purple tints). */
export const C = {
  brand: '#1890ff',
  deep: '#0958d9',
  deeper: '#003eb3',
  navy: '#0b1a33',
  navy2: '#002766',
  cyan: '#13c2c2',
  cyanDeep: '#08979c',
  violet: '#722ed1',
  violetDeep: '#391085',
  warm: '#ffa940',
  light: '#f0f5ff',
  white: '#ffffff',
  // tints
  blue1: '#e6f4ff',
  blue2: '#bae0ff',
  blue3: '#91caff',
  blue4: '#69b1ff',
  geek: '#2f54eb',
  geek1: '#d6e4ff',
  geek2: '#adc6ff',
  cyan1: '#e6fffb',
  cyan2: '#b5f5ec',
  cyan3: '#87e8de',
  violet1: '#f9f0ff',
  violet2: '#efdbff',
  violet3: '#d3adf7',
  violet4: '#b37feb',
  ink: '#1d2b44',
  slate: '#5b6b85',
  mist: '#dfe7f3',
  paper: '#f7f9fc',
  seal: '#d4380d',
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
    bg: ['#1890ff', '#0958d9'],
    accent: C.cyan3,
    accent2: C.white,
    ink: C.white,
    dark: true,
  },
  {
    name: 'navy',
    bg: ['#0b1a33', '#002766'],
    accent: C.brand,
    accent2: C.cyan,
    ink: C.white,
    dark: true,
  },
  {
    name: 'cyan',
    bg: ['#13c2c2', '#08979c'],
    accent: C.navy2,
    accent2: C.white,
    ink: C.white,
    dark: true,
  },
  {
    name: 'violet',
    bg: ['#722ed1', '#391085'],
    accent: C.violet3,
    accent2: C.cyan3,
    ink: C.white,
    dark: true,
  },
  {
    name: 'light',
    bg: ['#f0f5ff', '#d6e4ff'],
    accent: C.brand,
    accent2: C.violet,
    ink: C.ink,
    dark: false,
  },
  {
    name: 'geek',
    bg: ['#2f54eb', '#10239e'],
    accent: C.cyan3,
    accent2: C.white,
    ink: C.white,
    dark: true,
  },
  {
    name: 'mint',
    bg: ['#e6fffb', '#b5f5ec'],
    accent: C.cyanDeep,
    accent2: C.brand,
    ink: C.ink,
    dark: false,
  },
  {
    name: 'lilac',
    bg: ['#f9f0ff', '#e3d2fb'],
    accent: C.violet,
    accent2: C.brand,
    ink: C.ink,
    dark: false,
  },
];

/** Accent colours for abstract UI blocks, in brand order. */
export const ACCENTS = [C.brand, C.cyan, C.violet, C.deep, C.geek] as const;
