/**
 * Welfare backgrounds (600×360, soft, motif on the right) and news pictures (640×400 list
 * thumbnails and 1200×675 body pictures) built from the dark scenes on varied colour bases.
 */
import { dotField, glow, rings, waveBundle } from '../motifs';
import { C } from '../palette';
import { Rng } from '../prng';
import { Defs, circle, ellipse, g, join, n, path, rect, svgDoc } from '../svg';
import type { Scene } from './scenes';
import {
  barsScene,
  darkBase,
  devicesScene,
  docScene,
  glassScene,
  isoScene,
  mapScene,
  networkScene,
  orbScene,
  shapesScene,
  treeScene,
  waveScene,
} from './scenes';

export const WELFARE = ['员工关怀', '薪资收入', '常规福利', '新人成长', '其他福利'];

const WELFARE_TINTS: [string, string, string][] = [
  [C.violet1, C.white, C.violet4],
  [C.blue1, C.white, C.brand],
  [C.cyan1, C.white, C.cyan],
  [C.light, C.white, C.geek],
  [C.violet1, C.blue1, C.violet],
];

/** Welfare background i (1–5), 600×360: light, low-contrast, the motif on the right. */
export function welfare(i: number): string {
  const w = 600;
  const hh = 360;
  const d = new Defs();
  const rng = new Rng(`welfare-${i}`);
  const [bg0, bg1, accent] = WELFARE_TINTS[(i - 1) % 5];
  const soft = (c0: string, c1: string) =>
    d.linear([
      [0, c0, 0.55],
      [1, c1, 0.3],
    ]);
  const fill = soft(accent, C.white);
  const x = 440;
  const y = 180;
  let motif: string;
  switch (((i - 1) % 5) + 1) {
    case 1:
      motif = join([
        path(
          `M${x} ${y + 70}c-60-40-96-74-96-112a48 48 0 0 1 96-16a48 48 0 0 1 96 16c0 38-36 72-96 112z`,
          { fill },
        ),
        path(`M${x - 60} ${y - 58}a30 30 0 0 1 34-14`, {
          fill: 'none',
          stroke: C.white,
          'stroke-width': 8,
          'stroke-linecap': 'round',
          opacity: 0.8,
        }),
        path(
          `M${x + 70} ${y + 40}c-14-10-24-18-24-28a12 12 0 0 1 24-4a12 12 0 0 1 24 4c0 10-10 18-24 28z`,
          { fill: accent, opacity: 0.35 },
        ),
      ]);
      break;
    case 2: {
      const coins: string[] = [];
      for (let k = 0; k < 5; k += 1)
        coins.push(
          ellipse(x - 40, y + 80 - k * 16, 54, 16, {
            fill: k === 4 ? soft(C.white, accent) : fill,
            stroke: C.white,
            'stroke-opacity': 0.8,
            'stroke-width': 2,
          }),
        );
      motif = join([
        rect(x + 30, y - 10, 28, 90, { rx: 8, fill }),
        rect(x + 66, y - 50, 28, 130, { rx: 8, fill }),
        rect(x + 102, y - 90, 28, 170, { rx: 8, fill: soft(accent, accent) }),
        ...coins,
        path(`M${x + 30} ${y - 70}l36-26 30 12 40-40`, {
          fill: 'none',
          stroke: accent,
          'stroke-width': 4,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
          opacity: 0.6,
        }),
      ]);
      break;
    }
    case 3:
      motif = join([
        rect(x - 80, y - 20, 160, 110, { rx: 12, fill }),
        rect(x - 92, y - 56, 184, 40, { rx: 10, fill: soft(accent, accent) }),
        rect(x - 14, y - 56, 28, 146, { fill: C.white, opacity: 0.7 }),
        path(
          `M${x} ${y - 56}c-20-40-70-40-60-10 6 14 40 12 60 10zM${x} ${y - 56}c20-40 70-40 60-10-6 14-40 12-60 10z`,
          { fill: 'none', stroke: accent, 'stroke-width': 6, opacity: 0.5 },
        ),
      ]);
      break;
    case 4:
      motif = join([
        rect(x - 110, y + 50, 60, 40, { rx: 6, fill }),
        rect(x - 50, y + 10, 60, 80, { rx: 6, fill }),
        rect(x + 10, y - 30, 60, 120, { rx: 6, fill: soft(accent, accent) }),
        path(`M${x + 40} ${y - 30}v-40`, {
          stroke: C.cyanDeep,
          'stroke-width': 5,
          'stroke-linecap': 'round',
          opacity: 0.6,
        }),
        path(
          `M${x + 40} ${y - 60}c-30 0-44-20-44-40 30 0 44 18 44 40zM${x + 40} ${y - 70}c24-2 40-18 40-38-26 0-40 16-40 38z`,
          { fill: C.cyan, opacity: 0.5 },
        ),
        circle(x - 80, y + 20, 10, { fill: C.warm, opacity: 0.7 }),
      ]);
      break;
    default: {
      const balloon = (bx: number, by: number, r: number, c: string) =>
        join([
          path(`M${bx} ${by + r * 1.2}q-8 30 6 60`, {
            fill: 'none',
            stroke: accent,
            'stroke-opacity': 0.4,
            'stroke-width': 2,
          }),
          ellipse(bx, by, r, r * 1.2, { fill: c }),
          ellipse(bx - r * 0.35, by - r * 0.45, r * 0.2, r * 0.3, { fill: C.white, opacity: 0.7 }),
        ]);
      motif = join([
        balloon(x - 60, y - 30, 44, fill),
        balloon(x + 30, y - 60, 38, soft(C.brand, C.white)),
        balloon(x + 80, y + 10, 32, soft(C.cyan, C.white)),
        ...[0, 1, 2, 3, 4, 5].map((k) =>
          rect(rng.range(300, 580), rng.range(30, 330), 8, 14, {
            rx: 2,
            fill: [accent, C.cyan, C.warm][k % 3],
            opacity: 0.45,
            transform: `rotate(${n(rng.range(0, 90))})`,
          }),
        ),
      ]);
    }
  }
  return svgDoc({
    width: w,
    height: hh,
    title: `${WELFARE[(i - 1) % 5]}背景插画`,
    defs: d,
    body: [
      rect(0, 0, w, hh, {
        fill: d.linear([
          [0, bg0],
          [1, bg1],
        ]),
      }),
      glow(d, x, y, 240, C.white, 0.9),
      rings(rng, x, y, [150, 185], { stroke: accent, opacity: 0.14 }),
      dotField(d, 24, 250, 120, 80, { gap: 14, r: 1.5, color: accent, opacity: 0.16 }),
      waveBundle({
        x0: 0,
        x1: w,
        y: hh - 40,
        count: 4,
        gap: 7,
        amp: 10,
        wavelength: 300,
        phase: rng.range(0, 6),
        twist: 0.3,
        stroke: accent,
        width: 1.2,
        opacity: [0.08, 0.18],
      }),
      g({ transform: `translate(${n(rng.range(-10, 10))} 0)` }, [motif]),
    ],
  });
}

const NEWS_SCENES: Scene[] = [
  glassScene,
  orbScene,
  isoScene,
  docScene,
  networkScene,
  barsScene,
  shapesScene,
  devicesScene,
  mapScene,
  waveScene,
  treeScene,
];

/** Scenes per news category (mock/data/news.ts); other categories use the whole list. */
const CATEGORY_SCENES: Record<string, Scene[]> = {
  行业观点: [glassScene, shapesScene, networkScene, waveScene],
  公司新闻: [orbScene, isoScene, devicesScene, mapScene],
  招聘活动: [treeScene, networkScene, glassScene],
  荣誉奖项: [docScene, barsScene, orbScene],
};

/** Base colours of news pictures: navy, brand blue, violet, cyan. */
const NEWS_BASES: [string, string][] = [
  [C.navy, '#0a3d91'],
  [C.brand, C.deeper],
  ['#531dab', C.navy2],
  [C.cyanDeep, C.navy2],
];

function newsPicture(
  id: number,
  category: string | undefined,
  w: number,
  hh: number,
  variant: 'cover' | 'body',
): string {
  const d = new Defs();
  const rng = new Rng(`news-${id}-${variant}`);
  const scenes = (category && CATEGORY_SCENES[category]) || NEWS_SCENES;
  const scene = scenes[(id * 7 + (variant === 'body' ? 1 : 0)) % scenes.length];
  const base = NEWS_BASES[(id + (variant === 'body' ? 1 : 0)) % NEWS_BASES.length];
  const boxW = Math.min(w * 0.78, hh * 1.45);
  const boxH = hh * 0.82;
  return svgDoc({
    width: w,
    height: hh,
    title: variant === 'cover' ? `新闻配图 ${id}` : `新闻正文配图 ${id}`,
    defs: d,
    body: [
      base[0] === C.navy
        ? darkBase(d, rng.fork('base'), w, hh)
        : join([
            rect(0, 0, w, hh, {
              fill: d.linear([
                [0, base[0]],
                [1, base[1]],
              ]),
            }),
            glow(d, w * rng.range(0.6, 0.9), hh * 0.2, hh * 0.8, C.white, 0.18),
          ]),
      waveBundle({
        x0: 0,
        x1: w,
        y: hh * 0.8,
        count: 6,
        gap: hh * 0.015,
        amp: hh * 0.05,
        wavelength: w * 0.5,
        phase: rng.range(0, 6),
        twist: 0.25,
        stroke: C.white,
        width: 1,
        opacity: [0.06, 0.16],
        coarse: true,
      }),
      scene(d, rng.fork('scene'), { x: (w - boxW) / 2, y: (hh - boxH) / 2, w: boxW, h: boxH }),
    ],
  });
}

/** News list picture, 640×400. */
export const newsCover = (id: number, category?: string): string =>
  newsPicture(id, category, 640, 400, 'cover');

/** News body picture, 1200×675. */
export const newsBody = (id: number, category?: string): string =>
  newsPicture(id, category, 1200, 675, 'body');
