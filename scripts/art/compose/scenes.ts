/**
 * Dark, layered scenes for the home banners (1920×800) and the page heroes (1440×480): a navy
 * gradient with coloured light on the right, one motif in the right part, and a fade that keeps the
 * left part calm for the text laid over it. No text is drawn.
 */
import type { IsoBox } from '../motifs';
import {
  areaChart,
  bar,
  dotField,
  glow,
  gridField,
  iso,
  isoBoxes,
  rings,
  waveBundle,
} from '../motifs';
import { C } from '../palette';
import type { Rng } from '../prng';
import type { Defs, Point } from '../svg';
import { circle, ellipse, g, join, line, n, path, poly, rect, smooth } from '../svg';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type Scene = (d: Defs, rng: Rng, b: Box) => string;

const cx = (b: Box) => b.x + b.w / 2;
const cy = (b: Box) => b.y + b.h / 2;

/** The dark base: gradient, coloured lights and a faint grid. */
export function darkBase(d: Defs, rng: Rng, w: number, hh: number): string {
  return join([
    rect(0, 0, w, hh, {
      fill: d.linear(
        [
          [0, C.navy],
          [0.5, '#0b2150'],
          [1, '#0a3d91'],
        ],
        0,
        0,
        1,
        0.6,
      ),
    }),
    glow(d, w * rng.range(0.68, 0.8), hh * rng.range(0.3, 0.5), hh * 0.95, C.brand, 0.5),
    glow(d, w * rng.range(0.88, 1), hh * rng.range(0.8, 1), hh * 0.65, C.violet, 0.4),
    glow(d, w * rng.range(0.5, 0.65), 0, hh * 0.5, C.cyan, 0.18),
    gridField(d, w * 0.4, 0, w * 0.6, hh, { gap: hh / 10, color: C.white, opacity: 0.05 }),
  ]);
}

/** Fades the left part back to navy so overlaid text stays readable. */
export function calmLeft(d: Defs, w: number, hh: number, until: number): string {
  return rect(0, 0, w * until, hh, {
    fill: d.linear(
      [
        [0, C.navy, 0.92],
        [0.55, C.navy, 0.6],
        [1, C.navy, 0],
      ],
      0,
      0,
      1,
      0,
    ),
  });
}

/** A glowing planet with tilted orbits and satellites. */
export const orbScene: Scene = (d, rng, b) => {
  const x = cx(b);
  const y = cy(b);
  const r = Math.min(b.w, b.h) * 0.3;
  const tilt = `rotate(${n(rng.range(-24, -12))} ${n(x)} ${n(y)})`;
  const orbits = [1.55, 1.9, 2.35].map((k) => [r * k, r * k * rng.range(0.28, 0.36)]);
  const front = orbits.map(
    ([rx, ry]) => `M${n(x - rx)} ${n(y)}A${n(rx)} ${n(ry)} 0 0 0 ${n(x + rx)} ${n(y)}`,
  );
  const sats = orbits.map(([rx, ry], i) => {
    const a = rng.range(0.2, 2.9);
    return circle(x + rx * Math.cos(a), y + ry * Math.sin(a), r * [0.07, 0.05, 0.09][i], {
      fill: [C.cyan3, C.white, C.warm][i],
    });
  });
  return join([
    glow(d, x, y, r * 2.2, C.brand, 0.55),
    g({ transform: tilt, fill: 'none', stroke: C.white, 'stroke-width': 1.2 }, [
      ...orbits.map(([rx, ry], i) => ellipse(x, y, rx, ry, { opacity: 0.16 + i * 0.04 })),
    ]),
    circle(x, y, r, {
      fill: d.radial(
        [
          [0, '#d6e4ff'],
          [0.3, C.blue4],
          [0.7, C.deep],
          [1, C.navy2],
        ],
        0.34,
        0.3,
        0.75,
      ),
    }),
    circle(x, y, r, {
      fill: d.radial(
        [
          [0.6, C.violet, 0],
          [1, C.violet, 0.55],
        ],
        0.5,
        0.5,
        0.5,
      ),
    }),
    g(
      {
        transform: tilt,
        fill: 'none',
        stroke: C.white,
        'stroke-width': 1.6,
        'stroke-linecap': 'round',
      },
      [...front.map((dd, i) => path(dd, { opacity: 0.35 + i * 0.1 })), ...sats],
    ),
    rings(rng, x, y, [r * 2.9, r * 3.3], { stroke: C.white, opacity: 0.1 }),
  ]);
};

/** Two silk-like ribbons of fine lines sweeping up to the right. */
export const waveScene: Scene = (d, rng, b) => {
  const stroke = d.linear(
    [
      [0, C.cyan, 0],
      [0.3, C.cyan],
      [0.65, C.brand],
      [1, C.violet4],
    ],
    0,
    0,
    1,
    0,
  );
  const stroke2 = d.linear(
    [
      [0, C.violet4, 0],
      [0.5, C.violet4],
      [1, C.cyan3],
    ],
    0,
    0,
    1,
    0,
  );
  const wl = b.w * rng.range(0.7, 0.85);
  const right = b.x + b.w * 1.2;
  return join([
    glow(d, b.x + b.w * 0.75, b.y + b.h * 0.4, b.h * 0.55, C.cyan, 0.22),
    waveBundle({
      x0: b.x - b.w * 0.35,
      x1: right,
      y: b.y + b.h * 0.72,
      count: 18,
      gap: b.h * 0.013,
      amp: b.h * 0.2,
      wavelength: wl,
      phase: rng.range(0, 6),
      twist: 0.13,
      stroke,
      width: 1.3,
      opacity: [0.3, 0.95],
      swell: 1.1,
      rise: b.h * 0.45,
      coarse: true,
    }),
    waveBundle({
      x0: b.x - b.w * 0.2,
      x1: right,
      y: b.y + b.h * 0.86,
      count: 10,
      gap: b.h * 0.018,
      amp: b.h * 0.14,
      wavelength: wl * 0.75,
      phase: rng.range(0, 6),
      twist: -0.16,
      stroke: stroke2,
      width: 1.1,
      opacity: [0.15, 0.6],
      swell: 1.3,
      rise: b.h * 0.3,
      coarse: true,
    }),
    circle(b.x + b.w * 0.82, b.y + b.h * 0.22, b.h * 0.018, { fill: C.cyan3 }),
    glow(d, b.x + b.w * 0.82, b.y + b.h * 0.22, b.h * 0.08, C.cyan3, 0.45),
    dotField(d, b.x + b.w * 0.5, b.y + b.h * 0.02, b.w * 0.3, b.h * 0.16, {
      gap: 18,
      r: 1.6,
      color: C.white,
      opacity: 0.22,
    }),
  ]);
};

const ISO_FACES = {
  blue: { top: '#69b1ff', left: '#1677ff', right: '#003eb3' },
  cyan: { top: '#87e8de', left: '#13c2c2', right: '#006d75' },
  violet: { top: '#d3adf7', left: '#722ed1', right: '#391085' },
  slate: { top: '#2b4a86', left: '#15305f', right: '#0d2148' },
};

/** An isometric block city on a glowing plate. */
export const isoScene: Scene = (d, rng, b) => {
  const cols = 5;
  const rows = 5;
  const s = Math.min(b.w / 13, b.h / 10.5);
  const ox = cx(b);
  const oy = b.y + b.h * 0.14;
  const boxes: IsoBox[] = [];
  for (let i = 0; i < cols; i += 1) {
    for (let j = 0; j < rows; j += 1) {
      if (rng.chance(0.22)) continue;
      const pick = rng.next();
      const faces =
        pick < 0.12
          ? ISO_FACES.cyan
          : pick < 0.22
            ? ISO_FACES.violet
            : pick < 0.7
              ? ISO_FACES.blue
              : ISO_FACES.slate;
      const hgt = rng.range(0.4, 1) * (1 + (i + j) * 0.32) * (faces === ISO_FACES.slate ? 0.6 : 1);
      boxes.push({ x: i * 1.5, y: j * 1.5, w: 1, d: 1, h: hgt, ...faces });
    }
  }
  const plate = poly([
    iso(ox, oy, s, -0.6, -0.6, 0),
    iso(ox, oy, s, 7.6, -0.6, 0),
    iso(ox, oy, s, 7.6, 7.6, 0),
    iso(ox, oy, s, -0.6, 7.6, 0),
  ]);
  const floaters: string[] = [];
  for (let k = 0; k < 4; k += 1) {
    const [fx, fy] = iso(ox, oy, s, rng.range(-1, 8), rng.range(-1, 8), rng.range(2.5, 4));
    floaters.push(
      isoBoxes(fx, fy, s * 0.35, [
        {
          x: 0,
          y: 0,
          w: 1,
          d: 1,
          h: 1,
          ...rng.pick([ISO_FACES.cyan, ISO_FACES.blue, ISO_FACES.violet]),
        },
      ]),
    );
  }
  return join([
    glow(d, ox, oy + s * 3.5, s * 7, C.brand, 0.45),
    path(plate, { fill: C.brand, opacity: 0.12, stroke: C.blue3, 'stroke-opacity': 0.4 }),
    isoBoxes(ox, oy + s * 0.4, s, boxes),
    ...floaters,
  ]);
};

/** Translucent floating panels with UI, charts and a phone outline. */
export const glassScene: Scene = (d, rng, b) => {
  const panel = (x: number, y: number, w: number, hh: number, inner: string) =>
    join([
      rect(x, y, w, hh, { rx: Math.min(w, hh) * 0.06, fill: C.white, opacity: 0.07 }),
      rect(x, y, w, hh, {
        rx: Math.min(w, hh) * 0.06,
        fill: 'none',
        stroke: C.white,
        'stroke-opacity': 0.25,
      }),
      inner,
    ]);
  const u = Math.min(b.w / 92, b.h / 58);
  const x0 = cx(b) - 40 * u;
  const y0 = cy(b) - 28 * u;
  const main = panel(
    x0,
    y0,
    62 * u,
    40 * u,
    join([
      bar(x0 + 4 * u, y0 + 4 * u, 16 * u, 1.6 * u, C.white, 0.7),
      bar(x0 + 4 * u, y0 + 8 * u, 10 * u, u, C.white, 0.3),
      areaChart(d, rng, x0 + 4 * u, y0 + 14 * u, 54 * u, 22 * u, C.cyan, { width: 0.5 * u }),
    ]),
  );
  const side = panel(
    x0 + 50 * u,
    y0 + 20 * u,
    34 * u,
    26 * u,
    join([
      circle(x0 + 60 * u, y0 + 31 * u, 6 * u, {
        fill: 'none',
        stroke: C.white,
        'stroke-opacity': 0.2,
        'stroke-width': 2 * u,
      }),
      path(
        `M${n(x0 + 60 * u)} ${n(y0 + 25 * u)}a${n(6 * u)} ${n(6 * u)} 0 1 1 -${n(5.6 * u)} ${n(8 * u)}`,
        { fill: 'none', stroke: C.violet4, 'stroke-width': 2 * u, 'stroke-linecap': 'round' },
      ),
      bar(x0 + 70 * u, y0 + 27 * u, 10 * u, 1.2 * u, C.white, 0.6),
      bar(x0 + 70 * u, y0 + 31 * u, 7 * u, 1.2 * u, C.white, 0.3),
      bar(x0 + 70 * u, y0 + 35 * u, 8 * u, 1.2 * u, C.white, 0.3),
    ]),
  );
  const phoneX = x0 - 4 * u;
  const phoneY = y0 + 18 * u;
  const ph = panel(
    phoneX,
    phoneY,
    18 * u,
    36 * u,
    join([
      rect(phoneX + 2 * u, phoneY + 5 * u, 14 * u, 10 * u, {
        rx: u,
        fill: d.linear([
          [0, C.brand],
          [1, C.violet],
        ]),
        opacity: 0.85,
      }),
      bar(phoneX + 2 * u, phoneY + 18 * u, 12 * u, 1.2 * u, C.white, 0.6),
      bar(phoneX + 2 * u, phoneY + 22 * u, 9 * u, 1.2 * u, C.white, 0.3),
      rect(phoneX + 2 * u, phoneY + 29 * u, 14 * u, 3.5 * u, { rx: 1.75 * u, fill: C.cyan }),
    ]),
  );
  return join([
    glow(d, cx(b), cy(b), b.h * 0.6, C.brand, 0.35),
    circle(x0 + 70 * u, y0 - 2 * u, 14 * u, {
      fill: d.linear([
        [0, C.violet4],
        [1, C.brand],
      ]),
      opacity: 0.8,
    }),
    circle(x0 - 6 * u, y0 + 6 * u, 5 * u, { fill: C.cyan, opacity: 0.7 }),
    main,
    side,
    ph,
    dotField(d, x0 + 40 * u, y0 + 44 * u, 30 * u, 12 * u, {
      gap: 16,
      r: 1.5,
      color: C.white,
      opacity: 0.3,
    }),
  ]);
};

/** Designer's geometry: primitives, a pen curve with Bézier handles. */
export const shapesScene: Scene = (d, rng, b) => {
  const u = Math.min(b.w / 100, b.h / 60);
  const x0 = cx(b);
  const y0 = cy(b);
  const p1: Point = [x0 - 40 * u, y0 + 16 * u];
  const p2: Point = [x0 + 2 * u, y0 - 8 * u];
  const p3: Point = [x0 + 42 * u, y0 + 10 * u];
  const h1: Point = [x0 - 20 * u, y0 - 26 * u];
  const h2: Point = [x0 + 22 * u, y0 + 10 * u];
  const handle = (a: Point, c: Point) =>
    join([
      line(a[0], a[1], c[0], c[1], { stroke: C.white, 'stroke-opacity': 0.5 }),
      circle(c[0], c[1], 0.9 * u, { fill: C.navy, stroke: C.white }),
    ]);
  const anchor = (p: Point) =>
    rect(p[0] - 1.2 * u, p[1] - 1.2 * u, 2.4 * u, 2.4 * u, {
      fill: C.white,
      stroke: C.brand,
      'stroke-width': 1.5,
    });
  return join([
    glow(d, x0, y0, b.h * 0.6, C.violet, 0.35),
    circle(x0 + 14 * u, y0 - 6 * u, 20 * u, {
      fill: d.linear([
        [0, C.brand],
        [1, C.violet],
      ]),
      opacity: 0.9,
    }),
    path(
      `M${n(x0 - 30 * u)} ${n(y0 + 22 * u)}l${n(16 * u)} -${n(28 * u)} ${n(16 * u)} ${n(28 * u)}z`,
      { fill: 'none', stroke: C.cyan3, 'stroke-width': 2, opacity: 0.9 },
    ),
    rect(x0 + 26 * u, y0 + 8 * u, 16 * u, 16 * u, {
      rx: 2 * u,
      fill: C.white,
      opacity: 0.12,
      transform: `rotate(${n(rng.range(8, 22))} ${n(x0 + 34 * u)} ${n(y0 + 16 * u)})`,
    }),
    circle(x0 - 30 * u, y0 - 18 * u, 6 * u, { fill: C.cyan, opacity: 0.85 }),
    rect(x0 + 14 * u - 20 * u, y0 - 26 * u, 40 * u, 40 * u, {
      fill: 'none',
      stroke: C.white,
      'stroke-opacity': 0.35,
      'stroke-dasharray': '4 6',
    }),
    path(
      `M${n(p1[0])} ${n(p1[1])}C${n(h1[0])} ${n(h1[1])} ${n(h1[0] + 6 * u)} ${n(p2[1])} ${n(p2[0])} ${n(p2[1])}S${n(h2[0])} ${n(h2[1])} ${n(p3[0])} ${n(p3[1])}`,
      { fill: 'none', stroke: C.white, 'stroke-width': 2.5 },
    ),
    handle(p2, [p2[0] - 12 * u, p2[1]]),
    handle(p2, [p2[0] + 12 * u, p2[1]]),
    anchor(p1),
    anchor(p2),
    anchor(p3),
    path(
      `M${n(p3[0] + 4 * u)} ${n(p3[1] + 4 * u)}l${n(6 * u)} ${n(2 * u)} -${n(2.4 * u)} ${n(1.2 * u)} -${n(1.2 * u)} ${n(2.4 * u)}z`,
      { fill: C.warm },
    ),
  ]);
};

/** A network of nodes and links around a sphere outline. */
export const networkScene: Scene = (d, rng, b) => {
  const x0 = cx(b);
  const y0 = cy(b);
  const r = Math.min(b.w, b.h) * 0.4;
  const nodes: Point[] = [];
  for (let i = 0; i < 22; i += 1) {
    const a = rng.range(0, Math.PI * 2);
    const k = Math.sqrt(rng.next());
    nodes.push([x0 + Math.cos(a) * r * k * 1.15, y0 + Math.sin(a) * r * k * 0.9]);
  }
  const links: string[] = [];
  nodes.forEach((p, i) => {
    nodes.slice(i + 1).forEach((q) => {
      const dist = Math.hypot(p[0] - q[0], p[1] - q[1]);
      if (dist < r * 0.48) links.push(`M${n(p[0])} ${n(p[1])}L${n(q[0])} ${n(q[1])}`);
    });
  });
  return join([
    glow(d, x0, y0, r * 1.4, C.brand, 0.45),
    ellipse(x0, y0, r * 1.15, r * 0.9, { fill: 'none', stroke: C.white, 'stroke-opacity': 0.12 }),
    ellipse(x0, y0, r * 0.5, r * 0.9, { fill: 'none', stroke: C.white, 'stroke-opacity': 0.08 }),
    path(links.join(''), {
      stroke: C.blue3,
      'stroke-opacity': 0.5,
      'stroke-width': 1.2,
      fill: 'none',
    }),
    ...nodes.map((p, i) =>
      i % 5 === 0
        ? join([
            glow(d, p[0], p[1], r * 0.16, C.cyan, 0.7),
            circle(p[0], p[1], r * 0.045, { fill: C.cyan3 }),
          ])
        : circle(p[0], p[1], r * (i % 3 === 0 ? 0.032 : 0.02), {
            fill: i % 4 === 1 ? C.violet3 : C.white,
            opacity: 0.9,
          }),
    ),
  ]);
};

/** A site tree: one root, branches and leaf cards. */
export const treeScene: Scene = (d, rng, b) => {
  const u = Math.min(b.w / 100, b.h / 80);
  const x0 = cx(b);
  const top = cy(b) - 34 * u;
  const card = (x: number, y: number, w: number, accent: string, op = 0.1) =>
    join([
      rect(x - w / 2, y, w, 8 * u, { rx: 2 * u, fill: C.white, opacity: op }),
      rect(x - w / 2, y, w, 8 * u, {
        rx: 2 * u,
        fill: 'none',
        stroke: C.white,
        'stroke-opacity': 0.25,
      }),
      circle(x - w / 2 + 4 * u, y + 4 * u, 1.5 * u, { fill: accent }),
      bar(x - w / 2 + 7.5 * u, y + 3.4 * u, w - 12 * u, 1.2 * u, C.white, 0.6),
    ]);
  const xs = [-36, -12, 12, 36].map((k) => x0 + k * u);
  const links = xs
    .map((x) => `M${n(x0)} ${n(top + 8 * u)}V${n(top + 15 * u)}H${n(x)}V${n(top + 22 * u)}`)
    .join('');
  const leaves: string[] = [];
  const leafLinks: string[] = [];
  xs.forEach((x, i) => {
    const count = rng.int(1, 3);
    for (let k = 0; k < count; k += 1) {
      const y = top + 36 * u + k * 11 * u;
      leafLinks.push(`M${n(x - 9 * u)} ${n(top + 30 * u)}V${n(y + 4 * u)}H${n(x - 7 * u)}`);
      leaves.push(rect(x - 7 * u, y, 17 * u, 8 * u, { rx: 1.6 * u, fill: C.white, opacity: 0.06 }));
      leaves.push(bar(x - 4 * u, y + 3.4 * u, rng.range(7, 11) * u, 1.2 * u, C.white, 0.35));
    }
    leaves.push(card(x, top + 22 * u, 20 * u, [C.cyan, C.brand, C.violet4, C.blue3][i]));
  });
  return join([
    glow(d, x0, cy(b), b.h * 0.6, C.brand, 0.35),
    path(links + leafLinks.join(''), {
      fill: 'none',
      stroke: C.blue3,
      'stroke-opacity': 0.5,
      'stroke-width': 1.5,
    }),
    card(x0, top, 26 * u, C.warm, 0.16),
    ...leaves,
  ]);
};

/** A tilted map plane with blocks, a route and a glowing pin. */
export const mapScene: Scene = (d, rng, b) => {
  const s = Math.min(b.w / 15, b.h / 10);
  const ox = cx(b);
  const oy = b.y + b.h * 0.16;
  const P = (x: number, y: number, z = 0) => iso(ox, oy, s, x, y, z);
  const plane = poly([P(0, 0), P(8, 0), P(8, 8), P(0, 8)]);
  const roads: string[] = [];
  for (let i = 1; i < 8; i += 2) {
    roads.push(`M${n(P(i, 0)[0])} ${n(P(i, 0)[1])}L${n(P(i, 8)[0])} ${n(P(i, 8)[1])}`);
    roads.push(`M${n(P(0, i)[0])} ${n(P(0, i)[1])}L${n(P(8, i)[0])} ${n(P(8, i)[1])}`);
  }
  const route = [P(1, 7), P(1, 5), P(3, 5), P(3, 3), P(5, 3)];
  const boxes: IsoBox[] = [];
  for (let i = 0; i < 4; i += 1) {
    for (let j = 0; j < 4; j += 1) {
      if (rng.chance(0.45) || (i === 2 && j === 1)) continue;
      boxes.push({
        x: i * 2 + 0.25,
        y: j * 2 + 0.25,
        w: 0.6,
        d: 0.6,
        h: rng.range(0.2, 0.9),
        ...ISO_FACES.slate,
      });
    }
  }
  const pin = P(5, 3);
  const pr = s * 0.7;
  return join([
    glow(d, ox, oy + s * 4, s * 7, C.brand, 0.4),
    path(plane, { fill: C.brand, opacity: 0.14, stroke: C.blue3, 'stroke-opacity': 0.4 }),
    path(roads.join(''), { stroke: C.white, 'stroke-opacity': 0.14, 'stroke-width': 3 }),
    isoBoxes(ox, oy, s, boxes),
    path(poly(route, false), {
      fill: 'none',
      stroke: C.cyan,
      'stroke-width': 3,
      'stroke-dasharray': '8 6',
      'stroke-linecap': 'round',
    }),
    ellipse(pin[0], pin[1], pr * 1.6, pr * 0.8, {
      fill: 'none',
      stroke: C.cyan3,
      'stroke-opacity': 0.5,
    }),
    ellipse(pin[0], pin[1], pr * 2.6, pr * 1.3, {
      fill: 'none',
      stroke: C.cyan3,
      'stroke-opacity': 0.25,
    }),
    path(
      `M${n(pin[0])} ${n(pin[1])}c-${n(pr * 0.4)} -${n(pr * 0.7)} -${n(pr)} -${n(pr * 1.2)} -${n(pr)} -${n(pr * 1.9)}a${n(pr)} ${n(pr)} 0 0 1 ${n(pr * 2)} 0c0 ${n(pr * 0.7)} -${n(pr * 0.6)} ${n(pr * 1.2)} -${n(pr)} ${n(pr * 1.9)}z`,
      {
        fill: d.linear(
          [
            [0, C.cyan3],
            [1, C.brand],
          ],
          0,
          0,
          0,
          1,
        ),
      },
    ),
    circle(pin[0], pin[1] - pr * 1.9, pr * 0.38, { fill: C.navy }),
  ]);
};

/** Stacked documents with lines and a check mark. */
export const docScene: Scene = (d, rng, b) => {
  const u = Math.min(b.w / 100, b.h / 60);
  const x0 = cx(b) - 16 * u;
  const y0 = cy(b) - 26 * u;
  const sheets: string[] = [];
  for (let k = 2; k >= 0; k -= 1) {
    const x = x0 + k * 7 * u;
    const y = y0 + k * 3 * u;
    sheets.push(
      rect(x, y, 34 * u, 46 * u, {
        rx: 2 * u,
        fill: k === 0 ? C.white : C.blue3,
        opacity: k === 0 ? 0.12 : 0.08,
      }),
    );
    sheets.push(
      rect(x, y, 34 * u, 46 * u, {
        rx: 2 * u,
        fill: 'none',
        stroke: C.white,
        'stroke-opacity': 0.25,
      }),
    );
  }
  const lines: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    lines.push(
      bar(
        x0 + 4 * u,
        y0 + (12 + i * 4.4) * u,
        (i === 0 ? 16 : rng.range(18, 26)) * u,
        1.2 * u,
        C.white,
        i === 0 ? 0.75 : 0.3,
      ),
    );
  }
  const c = [x0 + 30 * u, y0 + 42 * u] as Point;
  return join([
    glow(d, cx(b), cy(b), b.h * 0.6, C.brand, 0.35),
    ...sheets,
    bar(x0 + 4 * u, y0 + 5 * u, 8 * u, 2.2 * u, C.cyan),
    ...lines,
    circle(c[0], c[1], 7 * u, {
      fill: d.linear([
        [0, C.cyan],
        [1, C.brand],
      ]),
    }),
    path(`M${n(c[0] - 3 * u)} ${n(c[1])}l${n(2.2 * u)} ${n(2.2 * u)} ${n(4 * u)} -${n(4.4 * u)}`, {
      fill: 'none',
      stroke: C.white,
      'stroke-width': 0.9 * u,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  ]);
};

/** Isometric columns with a rising trend line. */
export const barsScene: Scene = (d, rng, b) => {
  const s = Math.min(b.w / 9.5, b.h / 8.5);
  const ox = cx(b) - 0.78 * s;
  const oy = b.y + 2.5 * s - 3 * s;
  const boxes: IsoBox[] = [];
  const tops: Point[] = [];
  for (let i = 0; i < 5; i += 1) {
    const hgt = 1 + i * 0.9 + rng.range(0, 0.6);
    const faces = i === 4 ? ISO_FACES.cyan : i === 2 ? ISO_FACES.violet : ISO_FACES.blue;
    boxes.push({ x: i * 1.4, y: 2, w: 0.9, d: 0.9, h: hgt, ...faces });
    tops.push(iso(ox, oy + s * 3, s, i * 1.4 + 0.45, 2.45, hgt + 0.9));
  }
  const last = tops[tops.length - 1];
  return join([
    glow(d, ox + s, oy + s * 3, s * 6, C.brand, 0.4),
    path(
      poly([
        iso(ox, oy + s * 3, s, -0.6, 1.2, 0),
        iso(ox, oy + s * 3, s, 7.2, 1.2, 0),
        iso(ox, oy + s * 3, s, 7.2, 3.6, 0),
        iso(ox, oy + s * 3, s, -0.6, 3.6, 0),
      ]),
      { fill: C.brand, opacity: 0.14, stroke: C.blue3, 'stroke-opacity': 0.35 },
    ),
    isoBoxes(ox, oy + s * 3, s, boxes),
    path(smooth(tops), {
      fill: 'none',
      stroke: C.warm,
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }),
    ...tops.map((p) =>
      circle(p[0], p[1], s * 0.09, { fill: C.navy, stroke: C.warm, 'stroke-width': 2 }),
    ),
    path(
      `M${n(last[0] - s * 0.3)} ${n(last[1] - s * 0.35)}l${n(s * 0.45)} -${n(s * 0.12)} -${n(s * 0.1)} ${n(s * 0.45)}`,
      {
        fill: 'none',
        stroke: C.warm,
        'stroke-width': 3,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      },
    ),
  ]);
};

/** Floating device outlines: a browser and a phone with case pictures. */
export const devicesScene: Scene = (d, rng, b) => {
  const u = Math.min(b.w / 100, b.h / 62);
  const x0 = cx(b) - 40 * u;
  const y0 = cy(b) - 26 * u;
  const pic = (x: number, y: number, w: number, hh: number, c: [string, string]) =>
    rect(x, y, w, hh, {
      rx: u,
      fill: d.linear([
        [0, c[0]],
        [1, c[1]],
      ]),
      opacity: 0.9,
    });
  const bw = 70 * u;
  const bh = 44 * u;
  const px = x0 + 58 * u;
  const py = y0 + 14 * u;
  return join([
    glow(d, cx(b), cy(b), b.h * 0.6, C.brand, 0.4),
    rect(x0, y0, bw, bh, { rx: 2 * u, fill: C.white, opacity: 0.08 }),
    rect(x0, y0, bw, bh, { rx: 2 * u, fill: 'none', stroke: C.white, 'stroke-opacity': 0.3 }),
    line(x0, y0 + 5 * u, x0 + bw, y0 + 5 * u, { stroke: C.white, 'stroke-opacity': 0.2 }),
    circle(x0 + 3 * u, y0 + 2.5 * u, 0.8 * u, { fill: C.white, opacity: 0.4 }),
    circle(x0 + 5.5 * u, y0 + 2.5 * u, 0.8 * u, { fill: C.white, opacity: 0.4 }),
    pic(x0 + 4 * u, y0 + 9 * u, 38 * u, 20 * u, [C.brand, C.violet]),
    bar(x0 + 46 * u, y0 + 11 * u, 18 * u, 2 * u, C.white, 0.7),
    bar(x0 + 46 * u, y0 + 16 * u, 13 * u, 1.2 * u, C.white, 0.3),
    bar(x0 + 46 * u, y0 + 20 * u, 15 * u, 1.2 * u, C.white, 0.3),
    pic(x0 + 4 * u, y0 + 32 * u, 19 * u, 8 * u, [C.cyan, C.brand]),
    pic(x0 + 25.5 * u, y0 + 32 * u, 19 * u, 8 * u, ['#2b4a86', '#15305f']),
    pic(x0 + 47 * u, y0 + 32 * u, 19 * u, 8 * u, ['#2b4a86', '#15305f']),
    rect(px, py, 20 * u, 40 * u, {
      rx: 3.2 * u,
      fill: C.navy,
      stroke: C.white,
      'stroke-opacity': 0.35,
    }),
    pic(px + 2 * u, py + 5 * u, 16 * u, 14 * u, [C.violet4, C.brand]),
    bar(px + 2 * u, py + 22 * u, 12 * u, 1.4 * u, C.white, 0.6),
    bar(px + 2 * u, py + 26 * u, 9 * u, 1.2 * u, C.white, 0.3),
    rect(px + 2 * u, py + 33 * u, 16 * u, 3.5 * u, { rx: 1.75 * u, fill: C.cyan }),
    circle(x0 - 4 * u, y0 + 40 * u, 6 * u, {
      fill: d.linear([
        [0, C.cyan],
        [1, C.brand],
      ]),
      opacity: 0.8,
    }),
    dotField(d, x0 + 60 * u, y0 - 8 * u, 24 * u, 10 * u, {
      gap: 16,
      r: 1.5,
      color: C.white,
      opacity: 0.3,
    }),
  ]);
};

/** A broken ring around a planet and drifting cubes, for the 404 page. */
export const lostScene: Scene = (d, rng, b) => {
  const x0 = cx(b);
  const y0 = cy(b);
  const r = Math.min(b.w, b.h) * 0.26;
  const cubes: string[] = [];
  for (let k = 0; k < 5; k += 1) {
    const a = rng.range(0, Math.PI * 2);
    const dist = r * rng.range(1.5, 2.2);
    cubes.push(
      isoBoxes(
        x0 + Math.cos(a) * dist * 1.3,
        y0 + Math.sin(a) * dist * 0.7,
        r * rng.range(0.08, 0.16),
        [
          {
            x: 0,
            y: 0,
            w: 1,
            d: 1,
            h: 1,
            ...rng.pick([ISO_FACES.blue, ISO_FACES.cyan, ISO_FACES.violet]),
          },
        ],
      ),
    );
  }
  return join([
    glow(d, x0, y0, r * 2.4, C.violet, 0.4),
    circle(x0, y0, r, {
      fill: d.radial(
        [
          [0, C.violet3],
          [0.45, C.violet],
          [1, C.navy2],
        ],
        0.35,
        0.3,
        0.75,
      ),
    }),
    g(
      {
        transform: `rotate(-16 ${n(x0)} ${n(y0)})`,
        fill: 'none',
        stroke: C.white,
        'stroke-linecap': 'round',
      },
      [
        path(
          `M${n(x0 - r * 1.8)} ${n(y0)}A${n(r * 1.8)} ${n(r * 0.5)} 0 0 0 ${n(x0 + r * 0.6)} ${n(y0 + r * 0.47)}`,
          { 'stroke-width': 2, 'stroke-opacity': 0.6 },
        ),
        path(
          `M${n(x0 + r * 1.1)} ${n(y0 + r * 0.4)}A${n(r * 1.8)} ${n(r * 0.5)} 0 0 0 ${n(x0 + r * 1.8)} ${n(y0)}`,
          { 'stroke-width': 2, 'stroke-opacity': 0.6 },
        ),
      ],
    ),
    ...cubes,
    rings(rng, x0, y0, [r * 2.6, r * 3.1], { stroke: C.white, opacity: 0.1 }),
  ]);
};
