/**
 * Industry glyphs drawn in a 100×100 box from plain geometry: the same shapes appear small inside
 * screen mock-ups and large on the industry tiles. Colours come from the caller.
 */
import { circle, join, path, rect } from './svg';

export interface GlyphColors {
  /** Main body. */
  main: string;
  /** Details drawn on the body. */
  detail: string;
  /** Highlights and secondary parts. */
  soft: string;
}

export type GlyphKind = 'bag' | 'controller' | 'coin' | 'book' | 'car' | 'chip' | 'house' | 'civic';

/** The glyph of each industry id of taxonomy.industries (1–8). */
export const INDUSTRY_GLYPHS: GlyphKind[] = [
  'bag',
  'controller',
  'coin',
  'book',
  'car',
  'chip',
  'house',
  'civic',
];

export const glyphForIndustry = (industryId: number): GlyphKind =>
  INDUSTRY_GLYPHS[(((industryId - 1) % 8) + 8) % 8];

const DRAW: Record<GlyphKind, (c: GlyphColors) => string> = {
  bag: (c) =>
    join([
      path('M36 34V28a14 14 0 0 1 28 0v6', {
        fill: 'none',
        stroke: c.detail,
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }),
      path('M22 34h56l5 52a6 6 0 0 1-6 7H23a6 6 0 0 1-6-7z', { fill: c.main }),
      path('M22 34h56l1.2 12H20.8z', { fill: c.soft, opacity: 0.35 }),
      circle(36, 46, 3, { fill: c.detail }),
      circle(64, 46, 3, { fill: c.detail }),
      path('M36 46q0 16 14 16t14-16', {
        fill: 'none',
        stroke: c.detail,
        'stroke-width': 3.5,
        'stroke-linecap': 'round',
      }),
    ]),
  controller: (c) =>
    join([
      path(
        'M30 30h40c12 0 18 10 21 26l4 20c2 10-9 16-16 8l-9-10H30l-9 10c-7 8-18 2-16-8l4-20c3-16 9-26 21-26z',
        { fill: c.main },
      ),
      path('M26 44h6v-6h6v6h6v6h-6v6h-6v-6h-6z', { fill: c.detail }),
      circle(66, 42, 4, { fill: c.soft }),
      circle(75, 50, 4, { fill: c.detail }),
      circle(57, 50, 4, { fill: c.detail }),
      circle(66, 58, 4, { fill: c.soft }),
      path('M44 62h12', { stroke: c.soft, 'stroke-width': 4, 'stroke-linecap': 'round' }),
    ]),
  coin: (c) =>
    join([
      rect(8, 58, 14, 30, { rx: 3, fill: c.soft }),
      rect(28, 44, 14, 44, { rx: 3, fill: c.soft }),
      path('M10 40l22-14 16 8 26-22', {
        fill: 'none',
        stroke: c.detail,
        'stroke-width': 4,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
      path('M66 12h10v10', {
        fill: 'none',
        stroke: c.detail,
        'stroke-width': 4,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
      circle(68, 66, 24, { fill: c.main }),
      circle(68, 66, 17, { fill: 'none', stroke: c.soft, 'stroke-width': 3 }),
      path('M61 57l7 8 7-8M68 65v13M61 68h14M61 74h14', {
        fill: 'none',
        stroke: c.detail,
        'stroke-width': 3,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
    ]),
  book: (c) =>
    join([
      path('M50 28C40 20 24 18 10 20v58c14-2 30 0 40 8z', { fill: c.main }),
      path('M50 28c10-8 26-10 40-8v58c-14-2-30 0-40 8z', { fill: c.soft }),
      path('M50 28v58', { stroke: c.detail, 'stroke-width': 3 }),
      path(
        'M18 34c8-1 16 0 24 4M18 44c8-1 16 0 24 4M18 54c8-1 16 0 24 4M58 38c8-4 16-5 24-4M58 48c8-4 16-5 24-4',
        {
          fill: 'none',
          stroke: c.detail,
          'stroke-width': 2.5,
          'stroke-linecap': 'round',
          opacity: 0.6,
        },
      ),
      path('M66 20v22l6-5 6 5V20', { fill: c.detail }),
    ]),
  car: (c) =>
    join([
      path(
        'M10 66v-8c0-5 3-8 8-9l12-3 12-13c3-3 6-4 10-4h18c5 0 8 2 11 6l8 11c5 1 8 4 8 9v11c0 3-2 5-5 5H15c-3 0-5-2-5-5z',
        { fill: c.main },
      ),
      path('M36 46l9-10c2-2 4-3 7-3h7v13zM64 33h6c3 0 5 1 7 4l6 9H64z', {
        fill: c.soft,
        opacity: 0.85,
      }),
      circle(30, 72, 11, { fill: c.detail }),
      circle(30, 72, 4.5, { fill: c.soft }),
      circle(74, 72, 11, { fill: c.detail }),
      circle(74, 72, 4.5, { fill: c.soft }),
      path('M86 56h6', { stroke: c.soft, 'stroke-width': 4, 'stroke-linecap': 'round' }),
    ]),
  chip: (c) =>
    join([
      path(
        'M32 12v12M44 12v12M56 12v12M68 12v12M32 76v12M44 76v12M56 76v12M68 76v12M12 32h12M12 44h12M12 56h12M12 68h12M76 32h12M76 44h12M76 56h12M76 68h12',
        { stroke: c.soft, 'stroke-width': 4, 'stroke-linecap': 'round' },
      ),
      rect(22, 22, 56, 56, { rx: 8, fill: c.main }),
      rect(34, 34, 32, 32, { rx: 4, fill: c.detail }),
      path('M42 50h6l4-8 4 16 3-8h4', {
        fill: 'none',
        stroke: c.soft,
        'stroke-width': 2.5,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
    ]),
  house: (c) =>
    join([
      path('M50 14l40 32v44H10V46z', { fill: c.main }),
      path('M4 48L50 12l46 36', {
        fill: 'none',
        stroke: c.detail,
        'stroke-width': 6,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
      rect(42, 60, 16, 30, { rx: 2, fill: c.detail }),
      rect(20, 56, 14, 12, { rx: 2, fill: c.soft }),
      rect(66, 56, 14, 12, { rx: 2, fill: c.soft }),
      rect(68, 20, 8, 16, { fill: c.detail }),
    ]),
  civic: (c) =>
    join([
      path('M50 8l42 22H8z', { fill: c.main }),
      rect(8, 30, 84, 6, { fill: c.detail }),
      path('M17 40h8v38h-8zM35 40h8v38h-8zM57 40h8v38h-8zM75 40h8v38h-8z', { fill: c.soft }),
      rect(6, 78, 88, 6, { fill: c.detail }),
      rect(2, 86, 96, 6, { rx: 1, fill: c.main }),
      circle(50, 22, 4, { fill: c.soft }),
    ]),
};

/** The glyph in its 100×100 box. */
export const glyph = (kind: GlyphKind, c: GlyphColors): string => DRAW[kind](c);
