/**
 * Light illustrations: industry tiles (600×400, one glyph per industry of taxonomy.industries) and the
 * four service-advantage icons (240×240).
 */
import type { GlyphColors } from '../glyphs';
import { glyph, glyphForIndustry } from '../glyphs';
import { dotField, glow, iso, isoBoxes, rings } from '../motifs';
import { C } from '../palette';
import { Rng } from '../prng';
import { Defs, circle, ellipse, g, join, n, path, rect, svgDoc } from '../svg';

/** Colour pair (light → deep) per industry id 1–8. */
const INDUSTRY_COLORS: [string, string, string][] = [
  [C.blue4, C.deep, C.blue1],
  [C.violet4, C.violet, C.violet1],
  [C.geek2, C.geek, C.geek1],
  [C.cyan3, C.cyanDeep, C.cyan1],
  ['#5cdbd3', C.deep, C.cyan1],
  [C.blue3, C.deeper, C.blue1],
  [C.violet3, C.deep, C.violet1],
  [C.blue4, C.navy2, C.light],
];

/** Industry tile picture, 600×400. */
export function industryTile(id: number, name: string): string {
  const w = 600;
  const hh = 400;
  const d = new Defs();
  const rng = new Rng(`industry-${id}`);
  const [lightC, deepC, tint] = INDUSTRY_COLORS[(((id - 1) % 8) + 8) % 8];
  const kind = glyphForIndustry(id);
  const size = 190;
  const gx = w / 2 - size / 2 + rng.range(-10, 10);
  const gy = hh / 2 - size / 2 - 6;
  const front: GlyphColors = {
    main: d.linear([
      [0, lightC],
      [1, deepC],
    ]),
    detail: C.white,
    soft: tint,
  };
  const back: GlyphColors = { main: deepC, detail: deepC, soft: deepC };
  const place = (dx: number, dy: number) =>
    `translate(${n(gx + dx)} ${n(gy + dy)}) scale(${n(size / 100)})`;
  return svgDoc({
    width: w,
    height: hh,
    title: `${name}行业插画`,
    defs: d,
    body: [
      rect(0, 0, w, hh, {
        fill: d.linear(
          [
            [0, tint],
            [1, C.white],
          ],
          0,
          0,
          1,
          1,
        ),
      }),
      dotField(d, rng.range(20, 80), rng.range(20, 60), 150, 90, {
        gap: 16,
        r: 1.6,
        color: deepC,
        opacity: 0.18,
      }),
      circle(w / 2, hh / 2, 150, { fill: C.white, opacity: 0.9 }),
      circle(w / 2 + rng.range(60, 110), hh / 2 - rng.range(50, 90), 70, {
        fill: lightC,
        opacity: 0.14,
      }),
      rings(rng, w / 2, hh / 2, [175, 200], { stroke: deepC, opacity: 0.18 }),
      ellipse(w / 2, gy + size + 6, size * 0.42, 10, { fill: deepC, opacity: 0.12 }),
      g({ transform: place(8, 10), opacity: 0.16 }, [glyph(kind, back)]),
      g({ transform: place(0, 0) }, [glyph(kind, front)]),
      circle(w / 2 - 170, hh / 2 + 90, 7, { fill: C.warm }),
      rect(w / 2 + 150, hh / 2 + 70, 16, 16, {
        rx: 4,
        fill: lightC,
        opacity: 0.7,
        transform: `rotate(20 ${w / 2 + 158} ${hh / 2 + 78})`,
      }),
    ],
  });
}

export const ADVANTAGES = ['全链路技术覆盖', '丰富的行业经验', '全国快速服务', '专属专家服务'];

/** Service advantage icon i (1–4), 240×240, on a soft disc. */
export function advantageIcon(i: number): string {
  const w = 240;
  const d = new Defs();
  const rng = new Rng(`advantage-${i}`);
  const grad = (a: string, b: string) =>
    d.linear([
      [0, a],
      [1, b],
    ]);
  const bg = [
    circle(120, 120, 104, { fill: grad(C.light, C.blue1) }),
    glow(d, 150, 80, 90, C.white, 0.9),
    dotField(d, 30, 150, 60, 60, { gap: 12, r: 1.4, color: C.brand, opacity: 0.25 }),
  ];
  let art: string;
  if (i === 1) {
    // stacked layers: design, front end, back end
    const layer = (z: number, faces: { top: string; left: string; right: string }) =>
      isoBoxes(120, 62 + z, 22, [{ x: 0, y: 0, w: 3, d: 3, h: 0.45, ...faces }]);
    art = join([
      layer(70, { top: C.geek1, left: C.blue3, right: C.blue4 }),
      layer(40, { top: C.blue3, left: C.brand, right: C.deep }),
      layer(10, { top: C.cyan3, left: C.cyan, right: C.cyanDeep }),
      path(`M${n(iso(120, 72, 22, 3, 3, 0)[0])} 150v24M120 118v18`, {
        stroke: C.deep,
        'stroke-dasharray': '3 4',
        'stroke-width': 2,
      }),
    ]);
  } else if (i === 2) {
    // rising columns with a star badge
    const cols = [48, 72, 96, 120].map((hgt, k) =>
      rect(58 + k * 30, 178 - hgt, 20, hgt, {
        rx: 5,
        fill: k === 3 ? grad(C.cyan3, C.cyan) : grad(C.blue4, C.deep),
      }),
    );
    const star: string[] = [];
    for (let k = 0; k < 10; k += 1) {
      const r = k % 2 === 0 ? 20 : 8.5;
      const a = (Math.PI / 5) * k - Math.PI / 2;
      star.push(`${k === 0 ? 'M' : 'L'}${n(160 + r * Math.cos(a))} ${n(70 + r * Math.sin(a))}`);
    }
    art = join([
      rect(50, 178, 140, 5, { rx: 2.5, fill: C.deep, opacity: 0.3 }),
      ...cols,
      circle(160, 70, 30, { fill: C.white }),
      circle(160, 70, 30, { fill: 'none', stroke: C.warm, 'stroke-width': 3 }),
      path(`${star.join('')}Z`, { fill: C.warm }),
    ]);
  } else if (i === 3) {
    // pin with route rings and speed lines
    art = join([
      ellipse(120, 176, 70, 20, {
        fill: 'none',
        stroke: C.brand,
        'stroke-opacity': 0.35,
        'stroke-width': 2,
      }),
      ellipse(120, 176, 42, 12, {
        fill: 'none',
        stroke: C.brand,
        'stroke-opacity': 0.6,
        'stroke-width': 2,
        'stroke-dasharray': '4 5',
      }),
      path('M120 176c-12-20-42-44-42-74a42 42 0 0 1 84 0c0 30-30 54-42 74z', {
        fill: grad(C.blue4, C.deep),
      }),
      circle(120, 102, 17, { fill: C.white }),
      circle(120, 102, 8, { fill: C.cyan }),
      path('M40 92h26M32 110h30M46 128h20', {
        stroke: C.cyan,
        'stroke-width': 4,
        'stroke-linecap': 'round',
        opacity: 0.8,
      }),
    ]);
  } else {
    // expert with a headset and a verified badge
    art = join([
      path('M62 190c0-36 26-58 58-58s58 22 58 58z', { fill: grad(C.brand, C.deeper) }),
      path('M108 132l12 22 12-22z', { fill: C.white }),
      circle(120, 92, 30, { fill: '#f3d6c4' }),
      path('M90 90c0-22 14-34 30-34s30 12 30 34c-6-10-18-16-30-16s-22 4-30 16z', { fill: C.navy }),
      path('M86 96a34 34 0 0 1 68 0', { fill: 'none', stroke: C.navy, 'stroke-width': 4 }),
      rect(80, 90, 10, 18, { rx: 4, fill: C.cyan }),
      rect(150, 90, 10, 18, { rx: 4, fill: C.cyan }),
      path('M155 108c0 12-8 18-20 18', { fill: 'none', stroke: C.navy, 'stroke-width': 3 }),
      circle(166, 156, 16, { fill: C.cyan }),
      path('M158 156l6 6 10-11', {
        fill: 'none',
        stroke: C.white,
        'stroke-width': 3.5,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
    ]);
  }
  rng.next();
  return svgDoc({
    width: w,
    height: w,
    title: `${ADVANTAGES[(i - 1) % 4]}图标`,
    defs: d,
    body: [...bg, art],
  });
}
