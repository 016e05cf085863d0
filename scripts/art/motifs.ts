/**
 * Reusable motifs shared by the compositions: soft glows, dot and line fields, wave bundles, rings,
 * isometric boxes, drop shadows, device frames and the abstract UI screens drawn inside them.
 * Every function returns markup; gradients and filters go through the caller's `Defs`.
 */
import { C } from './palette';
import type { Rng } from './prng';
import type { Defs, Point } from './svg';
import { circle, ellipse, g, h, join, line, n, path, poly, rect, smooth, use } from './svg';

/** A soft light: a circle filled with a radial fade of one colour. */
export const glow = (d: Defs, cx: number, cy: number, r: number, color: string, opacity = 1) =>
  circle(cx, cy, r, {
    fill: d.radial([
      [0, color, opacity],
      [1, color, 0],
    ]),
  });

/** A field of dots, drawn with one pattern tile. */
export function dotField(
  d: Defs,
  x: number,
  y: number,
  w: number,
  hh: number,
  o: { gap: number; r: number; color: string; opacity: number },
): string {
  const tile = circle(o.gap / 2, o.gap / 2, o.r, { fill: o.color });
  const fill = d.pattern(`dot${o.gap}${o.r}${o.color}`, o.gap, o.gap, tile);
  return rect(x, y, w, hh, { fill, opacity: o.opacity });
}

/** A fine square grid, drawn with one pattern tile. */
export function gridField(
  d: Defs,
  x: number,
  y: number,
  w: number,
  hh: number,
  o: { gap: number; color: string; opacity: number; width?: number },
): string {
  const tile = path(`M${o.gap} 0H0V${o.gap}`, {
    fill: 'none',
    stroke: o.color,
    'stroke-width': o.width ?? 1,
  });
  const fill = d.pattern(`grid${o.gap}${o.color}${o.width ?? 1}`, o.gap, o.gap, tile);
  return rect(x, y, w, hh, { fill, opacity: o.opacity });
}

export interface WaveOptions {
  x0: number;
  x1: number;
  y: number;
  count: number;
  gap: number;
  amp: number;
  wavelength: number;
  phase: number;
  /** Phase added per line, which makes the bundle twist. */
  twist: number;
  stroke: string;
  width: number;
  opacity: [number, number];
  /** Amplitude grows along x when > 0 (calm on the left). */
  swell?: number;
  /** How far the bundle climbs from left to right. */
  rise?: number;
  /** Whole-pixel coordinates (large pictures). */
  coarse?: boolean;
}

/** A bundle of thin sine-like lines, the "澜" (billow) of the brand. */
export function waveBundle(o: WaveOptions): string {
  const out: string[] = [];
  const steps = Math.max(4, Math.round(((o.x1 - o.x0) / o.wavelength) * 4));
  for (let i = 0; i < o.count; i += 1) {
    const pts: Point[] = [];
    for (let s = 0; s <= steps; s += 1) {
      const t = s / steps;
      const x = o.x0 + (o.x1 - o.x0) * t;
      const swell = o.swell ? Math.pow(t, o.swell) : 1;
      const a = o.amp * swell * (0.55 + 0.45 * Math.sin(i * 0.35 + o.phase));
      const y =
        o.y -
        (o.rise ?? 0) * t * t +
        i * o.gap +
        a * Math.sin(((x - o.x0) / o.wavelength) * Math.PI * 2 + o.phase + i * o.twist);
      pts.push([x, y]);
    }
    const k = o.count > 1 ? i / (o.count - 1) : 0;
    out.push(
      path(smooth(pts, false, 1, o.coarse), {
        fill: 'none',
        stroke: o.stroke,
        'stroke-width': o.width,
        opacity: o.opacity[0] + (o.opacity[1] - o.opacity[0]) * Math.sin(k * Math.PI),
      }),
    );
  }
  return g({ 'stroke-linecap': 'round' }, out);
}

/** Concentric rings, some dashed or broken into arcs. */
export function rings(
  rng: Rng,
  cx: number,
  cy: number,
  radii: number[],
  o: { stroke: string; opacity: number; width?: number },
): string {
  return g(
    { fill: 'none', stroke: o.stroke, opacity: o.opacity, 'stroke-width': o.width ?? 1.5 },
    radii.map((r) => {
      const style = rng.int(0, 3);
      if (style === 0) return circle(cx, cy, r, { 'stroke-dasharray': `2 ${n(rng.range(6, 12))}` });
      if (style === 1) {
        const c = 2 * Math.PI * r;
        const seg = c * rng.range(0.15, 0.4);
        return circle(cx, cy, r, {
          'stroke-dasharray': `${n(seg)} ${n(c - seg)}`,
          'stroke-dashoffset': n(rng.range(0, c)),
          'stroke-width': (o.width ?? 1.5) * 2.2,
          'stroke-linecap': 'round',
        });
      }
      return circle(cx, cy, r);
    }),
  );
}

/* ---------- isometric ---------- */

const COS30 = Math.cos(Math.PI / 6);

/** Projects isometric (x, y, z) to the page around an origin; `s` is the unit length. */
export const iso = (ox: number, oy: number, s: number, x: number, y: number, z: number): Point => [
  ox + (x - y) * COS30 * s,
  oy + (x + y) * 0.5 * s - z * s,
];

export interface IsoBox {
  x: number;
  y: number;
  w: number;
  d: number;
  h: number;
  top: string;
  left: string;
  right: string;
  /** Extra markup drawn on the top face (in page coordinates). */
  extra?: string;
}

/** Isometric boxes, sorted back to front. */
export function isoBoxes(ox: number, oy: number, s: number, boxes: IsoBox[]): string {
  const sorted = boxes.slice().sort((a, b) => a.x + a.y + a.w + a.d - (b.x + b.y + b.w + b.d));
  return join(
    sorted.map((b) => {
      const P = (x: number, y: number, z: number) => iso(ox, oy, s, x, y, z);
      const top = poly([
        P(b.x, b.y, b.h),
        P(b.x + b.w, b.y, b.h),
        P(b.x + b.w, b.y + b.d, b.h),
        P(b.x, b.y + b.d, b.h),
      ]);
      const left = poly([
        P(b.x, b.y + b.d, 0),
        P(b.x + b.w, b.y + b.d, 0),
        P(b.x + b.w, b.y + b.d, b.h),
        P(b.x, b.y + b.d, b.h),
      ]);
      const right = poly([
        P(b.x + b.w, b.y, 0),
        P(b.x + b.w, b.y + b.d, 0),
        P(b.x + b.w, b.y + b.d, b.h),
        P(b.x + b.w, b.y, b.h),
      ]);
      return join([
        path(left, { fill: b.left }),
        path(right, { fill: b.right }),
        path(top, { fill: b.top }),
        b.extra,
      ]);
    }),
  );
}

/* ---------- shadows and cards ---------- */

/** A soft drop shadow under a rounded rectangle. */
export function shadow(
  d: Defs,
  x: number,
  y: number,
  w: number,
  hh: number,
  rx: number,
  o: { dy?: number; blur?: number; opacity?: number; color?: string } = {},
): string {
  return rect(x + w * 0.04, y + (o.dy ?? 12), w * 0.92, hh, {
    rx,
    fill: o.color ?? C.navy,
    opacity: o.opacity ?? 0.18,
    filter: d.blur(o.blur ?? 14),
  });
}

/** A line of "text": a rounded bar. */
export const bar = (x: number, y: number, w: number, hh: number, fill: string, opacity?: number) =>
  rect(x, y, Math.max(1, w), hh, { rx: hh / 2, fill, opacity });

/** A few lines of "text" with a ragged last line. */
export function textLines(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  count: number,
  o: { size: number; gap: number; fill: string; opacity?: number },
): string {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const lw = i === count - 1 && count > 1 ? w * rng.range(0.4, 0.75) : w * rng.range(0.85, 1);
    out.push(bar(x, y + i * o.gap, lw, o.size, o.fill));
  }
  return g({ opacity: o.opacity }, out);
}

/* ---------- device frames ---------- */

export interface Frame {
  /** Content area inside the frame. */
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A browser window: chrome bar with three dots and an address pill; `content` fills the page. */
export function browser(
  d: Defs,
  x: number,
  y: number,
  w: number,
  hh: number,
  content: (f: Frame) => string,
  o: { dark?: boolean; shadow?: boolean } = {},
): string {
  const top = Math.max(16, Math.round(hh * 0.065));
  const r = Math.max(6, Math.round(w * 0.012));
  const f: Frame = { x, y: y + top, w, h: hh - top };
  const clip = d.clip(
    `br${n(x)}-${n(y)}-${n(w)}-${n(hh)}`,
    path(
      `M${n(f.x)} ${n(f.y)}H${n(f.x + f.w)}V${n(f.y + f.h - r)}a${r} ${r} 0 0 1 -${r} ${r}H${n(
        f.x + r,
      )}a${r} ${r} 0 0 1 -${r} -${r}Z`,
    ),
  );
  const dot = top * 0.2;
  return join([
    o.shadow === false ? '' : shadow(d, x, y, w, hh, r, { dy: hh * 0.05, blur: hh * 0.04 }),
    rect(x, y, w, hh, { rx: r, fill: o.dark ? C.navy : C.white }),
    path(
      `M${n(x)} ${n(y + top)}V${n(y + r)}a${r} ${r} 0 0 1 ${r} -${r}H${n(x + w - r)}a${r} ${r} 0 0 1 ${r} ${r}V${n(y + top)}Z`,
      {
        fill: o.dark ? '#14264a' : '#eef2f8',
      },
    ),
    circle(x + top * 0.6, y + top / 2, dot, { fill: o.dark ? '#2b416b' : '#d5dce8' }),
    circle(x + top * 1.1, y + top / 2, dot, { fill: o.dark ? '#2b416b' : '#d5dce8' }),
    circle(x + top * 1.6, y + top / 2, dot, { fill: o.dark ? '#2b416b' : '#d5dce8' }),
    rect(x + w * 0.3, y + top * 0.25, w * 0.4, top * 0.5, {
      rx: top * 0.25,
      fill: o.dark ? '#0b1a33' : C.white,
    }),
    g({ 'clip-path': clip }, [content(f)]),
  ]);
}

/** A phone: dark bezel, rounded screen, a speaker pill; `content` fills the screen. */
export function phone(
  d: Defs,
  x: number,
  y: number,
  w: number,
  hh: number,
  content: (f: Frame) => string,
  o: { shadow?: boolean; bezel?: string } = {},
): string {
  const r = w * 0.16;
  const inset = w * 0.045;
  const f: Frame = { x: x + inset, y: y + inset, w: w - inset * 2, h: hh - inset * 2 };
  const clip = d.clip(`ph${n(x)}-${n(y)}-${n(w)}`, rect(f.x, f.y, f.w, f.h, { rx: r - inset }));
  return join([
    o.shadow === false
      ? ''
      : shadow(d, x, y, w, hh, r, { dy: hh * 0.04, blur: w * 0.08, opacity: 0.25 }),
    rect(x, y, w, hh, { rx: r, fill: o.bezel ?? C.navy }),
    g({ 'clip-path': clip }, [rect(f.x, f.y, f.w, f.h, { fill: C.white }), content(f)]),
    rect(x + w * 0.38, y + inset + f.w * 0.035, w * 0.24, f.w * 0.055, {
      rx: f.w * 0.0275,
      fill: C.navy,
    }),
  ]);
}

/* ---------- abstract imagery inside screens ---------- */

/** Scale factors need more precision than coordinates. */
export const n2s = (v: number): string => String(Math.round(v * 1000) / 1000);

/** A picture placeholder: a gradient with a sun and hills, or a glyph when one is given. */
export function picture(
  d: Defs,
  rng: Rng,
  x: number,
  y: number,
  w: number,
  hh: number,
  colors: [string, string],
  o: { rx?: number; glyph?: string } = {},
): string {
  const rx = o.rx ?? Math.min(w, hh) * 0.06;
  const fill = d.linear([
    [0, colors[0]],
    [1, colors[1]],
  ]);
  const parts: string[] = [rect(x, y, w, hh, { rx, fill })];
  if (o.glyph) {
    const s = Math.min(w, hh) * 0.56;
    // The glyph is defined once per document and reused, which keeps multi-screen pictures small.
    parts.push(
      use(d.shape(o.glyph, o.glyph), {
        transform: `translate(${n(x + (w - s) / 2)} ${n(y + (hh - s) / 2)}) scale(${n2s(s / 100)})`,
      }),
    );
  } else {
    const sun = Math.min(w, hh) * rng.range(0.1, 0.16);
    parts.push(
      circle(x + w * rng.range(0.6, 0.8), y + hh * 0.35, sun, { fill: C.white, opacity: 0.55 }),
    );
    const base = y + hh;
    parts.push(
      path(
        `M${n(x)} ${n(base)}L${n(x)} ${n(y + hh * 0.72)}Q${n(x + w * 0.3)} ${n(y + hh * 0.4)} ${n(
          x + w * 0.55,
        )} ${n(y + hh * 0.7)}T${n(x + w)} ${n(y + hh * 0.6)}V${n(base)}Z`,
        { fill: C.white, opacity: 0.35 },
      ),
    );
  }
  return join(parts);
}

/** A smooth chart line and its soft area. */
export function areaChart(
  d: Defs,
  rng: Rng,
  x: number,
  y: number,
  w: number,
  hh: number,
  color: string,
  o: { points?: number; rising?: boolean; width?: number } = {},
): string {
  const count = o.points ?? 7;
  const pts: Point[] = [];
  for (let i = 0; i < count; i += 1) {
    const t = i / (count - 1);
    const trend = o.rising === false ? 0.5 : 0.15 + t * 0.6;
    const v = Math.min(0.95, Math.max(0.05, trend + rng.range(-0.16, 0.16)));
    pts.push([x + w * t, y + hh * (1 - v)]);
  }
  const curve = smooth(pts);
  const area = `${curve}L${n(x + w)} ${n(y + hh)}L${n(x)} ${n(y + hh)}Z`;
  return join([
    path(area, {
      fill: d.linear(
        [
          [0, color, 0.35],
          [1, color, 0],
        ],
        0,
        0,
        0,
        1,
      ),
    }),
    path(curve, {
      fill: 'none',
      stroke: color,
      'stroke-width': o.width ?? Math.max(1.5, hh * 0.025),
      'stroke-linecap': 'round',
    }),
  ]);
}

/** Bars of a column chart. */
export function columns(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  hh: number,
  count: number,
  colors: string[],
): string {
  const gap = w / count;
  const bw = gap * 0.5;
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const v = Math.min(1, 0.25 + (i / count) * 0.5 + rng.range(0, 0.3));
    out.push(
      rect(x + i * gap + (gap - bw) / 2, y + hh * (1 - v), bw, hh * v, {
        rx: Math.min(bw / 2, 4),
        fill: colors[i % colors.length],
      }),
    );
  }
  return join(out);
}

/** A donut chart with up to four parts. */
export function donut(
  cx: number,
  cy: number,
  r: number,
  parts: number[],
  colors: string[],
  width: number,
) {
  const total = parts.reduce((a, b) => a + b, 0);
  const c = 2 * Math.PI * r;
  let offset = 0;
  const out: string[] = [
    circle(cx, cy, r, { fill: 'none', stroke: '#edf1f7', 'stroke-width': width }),
  ];
  parts.forEach((p, i) => {
    const len = (p / total) * c;
    out.push(
      circle(cx, cy, r, {
        fill: 'none',
        stroke: colors[i % colors.length],
        'stroke-width': width,
        'stroke-dasharray': `${n(Math.max(0, len - 2))} ${n(c - len + 2)}`,
        'stroke-dashoffset': n(-offset + c / 4),
      }),
    );
    offset += len;
  });
  return join(out);
}

export { ellipse, h, line };
