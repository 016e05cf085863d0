/**
 * Department showreel clips: four looping animations drawn as SVG frames at 640×360 (the video
 * size) from a time t in [0, 1), and their 1280×720 posters (the same drawing at t = 0.35, scaled).
 * Frames change only with t; everything else comes from a fixed seed.
 */
import type { IsoBox } from '../motifs';
import { areaChart, bar, dotField, glow, isoBoxes, waveBundle } from '../motifs';
import { C } from '../palette';
import { Rng } from '../prng';
import { Defs, circle, ellipse, g, join, n, path, rect, svgDoc } from '../svg';
import { calmLeft, darkBase } from './scenes';

/** Clip titles in the order of the department videos (mock/data/home.ts). */
export const VIDEO_TITLES = [
  '体验设计中心作品速览',
  '品牌创意中心作品速览',
  '内容运营中心作品速览',
  '技术研发中心作品速览',
];

const W = 640;
const H = 360;
const TAU = Math.PI * 2;

const FACES = [
  { top: '#69b1ff', left: '#1677ff', right: '#003eb3' },
  { top: '#87e8de', left: '#13c2c2', right: '#006d75' },
  { top: '#d3adf7', left: '#722ed1', right: '#391085' },
  { top: '#2b4a86', left: '#15305f', right: '#0d2148' },
];

function waves(d: Defs, t: number): string {
  const stroke = d.linear(
    [
      [0, C.cyan, 0],
      [0.35, C.cyan],
      [0.7, C.brand],
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
  return join([
    glow(d, 470 + 30 * Math.sin(TAU * t), 150, 170, C.cyan, 0.25),
    waveBundle({
      x0: -40,
      x1: 700,
      y: 250,
      count: 18,
      gap: 4,
      amp: 52,
      wavelength: 420,
      phase: 1 + TAU * t,
      twist: 0.14,
      stroke,
      width: 1.1,
      opacity: [0.3, 0.95],
      swell: 1.1,
      rise: 130,
    }),
    waveBundle({
      x0: 0,
      x1: 700,
      y: 300,
      count: 10,
      gap: 6,
      amp: 36,
      wavelength: 320,
      phase: 4 - TAU * t,
      twist: -0.16,
      stroke: stroke2,
      width: 1,
      opacity: [0.15, 0.6],
      swell: 1.3,
      rise: 90,
    }),
  ]);
}

function city(d: Defs, t: number): string {
  const rng = new Rng('video-2-city');
  const s = 24;
  const ox = 440;
  const oy = 96;
  const boxes: IsoBox[] = [];
  for (let i = 0; i < 5; i += 1) {
    for (let j = 0; j < 5; j += 1) {
      const skip = rng.chance(0.2);
      const pick = rng.next();
      const base = rng.range(0.5, 1.1) * (1 + (i + j) * 0.3);
      const phase = rng.next();
      if (skip) continue;
      const faces =
        pick < 0.14 ? FACES[1] : pick < 0.26 ? FACES[2] : pick < 0.72 ? FACES[0] : FACES[3];
      const hgt = base * (0.7 + 0.3 * Math.sin(TAU * (t + phase)));
      boxes.push({ x: i * 1.5, y: j * 1.5, w: 1, d: 1, h: hgt, ...faces });
    }
  }
  const P = (x: number, y: number): [number, number] => [
    ox + (x - y) * 0.866 * s,
    oy + (x + y) * 0.5 * s,
  ];
  const corners = [P(-0.6, -0.6), P(7.6, -0.6), P(7.6, 7.6), P(-0.6, 7.6)];
  const scan = ((t * 9.2) % 9.2) - 0.6;
  const a = P(scan, -0.6);
  const b = P(scan, 7.6);
  return join([
    glow(d, ox, oy + s * 3.5, s * 7, C.brand, 0.45),
    path(`M${corners.map((p) => `${n(p[0])} ${n(p[1])}`).join('L')}Z`, {
      fill: C.brand,
      opacity: 0.12,
      stroke: C.blue3,
      'stroke-opacity': 0.4,
    }),
    path(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`, {
      stroke: C.cyan3,
      'stroke-width': 2,
      opacity: 0.6,
    }),
    isoBoxes(ox, oy + s * 0.4, s, boxes),
  ]);
}

function orbit(d: Defs, t: number): string {
  const x = 450;
  const y = 180;
  const r = 78;
  const tilt = `rotate(-18 ${x} ${y})`;
  const orbits: [number, number, number][] = [
    [r * 1.55, r * 0.5, 2],
    [r * 1.9, r * 0.62, 1],
    [r * 2.35, r * 0.78, -1],
  ];
  const sat = orbits.map(([rx, ry, speed], k) => {
    const a = k * 2.1 + TAU * t * speed;
    const px = x + rx * Math.cos(a);
    const py = y + ry * Math.sin(a);
    return { px, py, front: Math.sin(a) > 0, k };
  });
  const satCircle = (s: { px: number; py: number; k: number }) =>
    circle(s.px, s.py, [6, 4.5, 7][s.k], { fill: [C.cyan3, C.white, C.warm][s.k] });
  return join([
    glow(d, x, y, r * 2.3, C.brand, 0.5 + 0.08 * Math.sin(TAU * t)),
    g(
      { transform: tilt, fill: 'none', stroke: C.white, 'stroke-width': 1 },
      orbits.map(([rx, ry], k) => ellipse(x, y, rx, ry, { opacity: 0.18 + k * 0.05 })),
    ),
    g({ transform: tilt }, sat.filter((s) => !s.front).map(satCircle)),
    circle(x, y, r, {
      fill: d.radial(
        [
          [0, '#d6e4ff'],
          [0.3, C.blue4],
          [0.7, C.deep],
          [1, C.navy2],
        ],
        0.34 + 0.04 * Math.sin(TAU * t),
        0.3,
        0.75,
      ),
    }),
    circle(x, y, r, {
      fill: d.radial([
        [0.6, C.violet, 0],
        [1, C.violet, 0.55],
      ]),
    }),
    g(
      { transform: tilt, fill: 'none', stroke: C.white, 'stroke-width': 1.4 },
      orbits.map(([rx, ry], k) =>
        path(`M${n(x - rx)} ${n(y)}A${n(rx)} ${n(ry)} 0 0 0 ${n(x + rx)} ${n(y)}`, {
          opacity: 0.35 + k * 0.1,
        }),
      ),
    ),
    g({ transform: tilt }, sat.filter((s) => s.front).map(satCircle)),
    circle(x, y, r * 3, {
      fill: 'none',
      stroke: C.white,
      'stroke-opacity': 0.12,
      'stroke-dasharray': '2 10',
      transform: `rotate(${n(t * 360)} ${x} ${y})`,
    }),
  ]);
}

function interfaceGrowth(d: Defs, t: number): string {
  const rng = new Rng('video-4-ui');
  const fl = (k: number) => 6 * Math.sin(TAU * (t + k * 0.3));
  const x0 = 300;
  const y0 = 70 + fl(0);
  const panel = (x: number, y: number, w: number, hh: number) =>
    join([
      rect(x, y, w, hh, { rx: 10, fill: C.white, opacity: 0.08 }),
      rect(x, y, w, hh, { rx: 10, fill: 'none', stroke: C.white, 'stroke-opacity': 0.25 }),
    ]);
  const progress = Math.min(1, t * 1.6);
  const clip = d.clip(`grow${n(progress * 100)}`, rect(x0 + 16, y0 + 40, 220 * progress, 120, {}));
  const bars: string[] = [];
  for (let k = 0; k < 5; k += 1) {
    const v = (0.3 + k * 0.14) * (0.6 + 0.4 * Math.sin(TAU * (t + k * 0.15)) ** 2);
    bars.push(
      rect(x0 + 196 + k * 14, 270 + fl(2) - 60 * v, 8, 60 * v, {
        rx: 3,
        fill: k === 4 ? C.cyan : C.blue3,
      }),
    );
  }
  const donutA = TAU * t;
  return join([
    glow(d, 460, 180, 200, C.brand, 0.35),
    circle(560, 70 + fl(1), 46, {
      fill: d.linear([
        [0, C.violet4],
        [1, C.brand],
      ]),
      opacity: 0.8,
    }),
    panel(x0, y0, 250, 170),
    bar(x0 + 16, y0 + 16, 70, 7, C.white, 0.7),
    bar(x0 + 16, y0 + 30, 44, 5, C.white, 0.3),
    g({ 'clip-path': clip }, [
      areaChart(d, rng, x0 + 16, y0 + 50, 220, 100, C.cyan, { width: 2.2 }),
    ]),
    panel(x0 + 180, 190 + fl(2), 110, 100),
    ...bars,
    panel(x0 - 30, 170 + fl(3), 80, 150),
    rect(x0 - 20, 185 + fl(3), 60, 42, {
      rx: 6,
      fill: d.linear([
        [0, C.brand],
        [1, C.violet],
      ]),
      opacity: 0.85,
    }),
    bar(x0 - 20, 238 + fl(3), 52, 5, C.white, 0.6),
    bar(x0 - 20, 252 + fl(3), 36, 5, C.white, 0.3),
    rect(x0 - 20, 290 + fl(3), 60, 16, { rx: 8, fill: C.cyan }),
    circle(x0 + 130, 275 + fl(2), 22, {
      fill: 'none',
      stroke: C.white,
      'stroke-opacity': 0.15,
      'stroke-width': 7,
    }),
    path(
      `M${n(x0 + 130 + 22 * Math.cos(donutA))} ${n(275 + fl(2) + 22 * Math.sin(donutA))}A22 22 0 1 1 ${n(x0 + 130 + 22 * Math.cos(donutA + 4))} ${n(275 + fl(2) + 22 * Math.sin(donutA + 4))}`,
      { fill: 'none', stroke: C.violet4, 'stroke-width': 7, 'stroke-linecap': 'round' },
    ),
    dotField(d, 470, 300, 120, 40, { gap: 14, r: 1.4, color: C.white, opacity: 0.3 }),
  ]);
}

const ANIMATIONS = [interfaceGrowth, waves, orbit, city];

/** The drawing of clip i (1–4) at time t, in 640×360 units. */
function drawing(i: number, t: number, d: Defs): string {
  const base = darkBase(d, new Rng(`video-${i}-base`), W, H);
  return join([base, ANIMATIONS[(i - 1) % 4](d, t), calmLeft(d, W, H, 0.45)]);
}

/** One 640×360 frame of clip i at time t ∈ [0, 1). */
export function videoFrame(i: number, t: number): string {
  const d = new Defs();
  const body = drawing(i, t, d);
  return svgDoc({ width: W, height: H, title: VIDEO_TITLES[(i - 1) % 4], defs: d, body: [body] });
}

/** The 1280×720 poster of clip i: the frame at t = 0.35, drawn at twice the size. */
export function videoPoster(i: number): string {
  const d = new Defs();
  const body = drawing(i, 0.35, d);
  return svgDoc({
    width: W * 2,
    height: H * 2,
    title: `${VIDEO_TITLES[(i - 1) % 4]}（视频封面）`,
    defs: d,
    body: [g({ transform: 'scale(2)' }, [body])],
  });
}
