/**
 * Certificates (480×640, framed documents with an emblem, a title, text lines and a seal) and
 * honours (480×360, trophies, medals and plaques under a spotlight).
 */
import { bar, glow, rings, shadow } from '../motifs';
import { C } from '../palette';
import { Rng } from '../prng';
import { Defs, circle, ellipse, g, join, n, path, poly, rect, svgDoc, text } from '../svg';
import type { Point } from '../svg';

/** Titles in the order of the qualification list (src/content/about.ts aptitudeList). */
export const CERT_TITLES = [
  '高新技术企业证书',
  '质量管理体系认证证书',
  '信息安全管理体系认证证书',
  '信息技术服务管理体系认证证书',
  '专精特新中小企业证书',
  '软件企业证书',
  '软件著作权登记证书',
  '企业信用等级证书',
];

function star(cx: number, cy: number, r: number, inner = 0.42): string {
  const pts: Point[] = [];
  for (let k = 0; k < 10; k += 1) {
    const rr = k % 2 === 0 ? r : r * inner;
    const a = (Math.PI / 5) * k - Math.PI / 2;
    pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  return poly(pts);
}

/** Certificate i (1–8), 480×640. */
export function certificate(i: number): string {
  const w = 480;
  const hh = 640;
  const d = new Defs();
  const rng = new Rng(`cert-${i}`);
  const title = CERT_TITLES[(i - 1) % CERT_TITLES.length];
  const frames = [C.navy, C.deeper, '#2b3a55', '#c7d1df'];
  const inks = [C.deeper, C.navy, '#8c1c13', C.deep];
  const frame = frames[(i - 1) % frames.length];
  const ink = inks[(i + 1) % inks.length];
  const fx = 40;
  const fy = 40;
  const fw = w - 80;
  const fh = hh - 80;
  const px = fx + 26;
  const py = fy + 26;
  const pw = fw - 52;
  const ph = fh - 52;
  // Long titles break before their last four characters (…认证证书) onto a second line.
  const chars = Array.from(title);
  const titleLines =
    chars.length > 9 ? [chars.slice(0, -4).join(''), chars.slice(-4).join('')] : [title];
  const longest = Math.max(...titleLines.map((t) => Array.from(t).length));
  const size = Math.min(titleLines.length > 1 ? 28 : 34, (pw - 70) / (longest * 1.24));
  // A guilloche-like braid drawn with one pattern tile.
  const braid = d.pattern(
    'braid',
    20,
    6,
    path('M0 3q5-3 10 0t10 0M0 3q5 3 10 0t10 0', {
      fill: 'none',
      stroke: ink,
      'stroke-width': 0.7,
      opacity: 0.45,
    }),
  );
  const lines: string[] = [];
  for (let k = 0; k < 5; k += 1) {
    const lw = k === 4 ? pw * rng.range(0.3, 0.45) : pw * rng.range(0.6, 0.7);
    lines.push(bar(w / 2 - lw / 2, py + 300 + k * 22, lw, 6, '#cfd7e3'));
  }
  const sealX = px + pw - 82;
  const sealY = py + ph - 82;
  return svgDoc({
    width: w,
    height: hh,
    title: `${title}（示意）`,
    defs: d,
    body: [
      rect(0, 0, w, hh, {
        fill: d.linear([
          [0, '#f3f6fb'],
          [1, '#e2e8f1'],
        ]),
      }),
      shadow(d, fx, fy, fw, fh, 4, { dy: 16, blur: 16, opacity: 0.28 }),
      rect(fx, fy, fw, fh, { rx: 4, fill: frame }),
      rect(fx + 8, fy + 8, fw - 16, fh - 16, {
        fill: 'none',
        stroke: C.white,
        'stroke-opacity': 0.18,
      }),
      rect(px - 12, py - 12, pw + 24, ph + 24, { fill: '#f4f6fa' }),
      rect(px, py, pw, ph, { fill: '#fffdf8' }),
      rect(px + 10, py + 10, pw - 20, ph - 20, {
        fill: 'none',
        stroke: ink,
        'stroke-width': 2.5,
        opacity: 0.75,
      }),
      rect(px + 16, py + 16, pw - 32, ph - 32, {
        fill: 'none',
        stroke: ink,
        'stroke-width': 0.8,
        opacity: 0.5,
      }),
      rect(px + 24, py + 26, pw - 48, 12, { fill: braid }),
      rect(px + 24, py + ph - 38, pw - 48, 12, { fill: braid }),
      circle(w / 2, py + 98, 34, { fill: 'none', stroke: ink, 'stroke-width': 2 }),
      circle(w / 2, py + 98, 27, { fill: ink, opacity: 0.1 }),
      path(star(w / 2, py + 98, 18), { fill: ink }),
      path(
        `M${n(w / 2 - 60)} ${n(py + 112)}q-14 -30 6 -52M${n(w / 2 + 60)} ${n(py + 112)}q14 -30 -6 -52`,
        { fill: 'none', stroke: ink, 'stroke-width': 2, opacity: 0.5 },
      ),
      ...titleLines.map((t, k) =>
        text(w / 2 + size * 0.12, py + (titleLines.length > 1 ? 164 : 190) + k * size * 1.3, t, {
          size,
          weight: 700,
          fill: ink,
          anchor: 'middle',
          spacing: size * 0.24,
        }),
      ),
      text(w / 2, py + 246, '授予：澜图数字设计集团', {
        size: 15,
        fill: '#3b4a63',
        anchor: 'middle',
      }),
      rect(w / 2 - 110, py + 262, 220, 1, { fill: '#cfd7e3' }),
      ...lines,
      bar(px + 40, py + ph - 96, 110, 6, '#cfd7e3'),
      bar(px + 40, py + ph - 78, 80, 6, '#cfd7e3'),
      g({ transform: `rotate(${n(rng.range(-14, 10))} ${sealX} ${sealY})`, opacity: 0.85 }, [
        circle(sealX, sealY, 40, { fill: 'none', stroke: C.seal, 'stroke-width': 3.5 }),
        circle(sealX, sealY, 33, { fill: 'none', stroke: C.seal, 'stroke-width': 1 }),
        path(star(sealX, sealY - 2, 13), { fill: C.seal }),
        bar(sealX - 18, sealY + 17, 36, 4, C.seal),
      ]),
    ],
  });
}

type Award = 'cup' | 'crystal' | 'medal' | 'plaque' | 'star';
const AWARDS: Award[] = ['cup', 'crystal', 'medal', 'plaque', 'star'];

/** Honour i (1–10), 480×360. */
export function honor(i: number): string {
  const w = 480;
  const hh = 360;
  const d = new Defs();
  const rng = new Rng(`honor-${i}`);
  const kind = AWARDS[(i - 1) % AWARDS.length];
  const dark = i % 2 === 1;
  // Platinum-blue metal keeps the awards in the brand palette; the warm accent stays on the stars.
  const metal = d.linear([
    [0, '#f0f5ff'],
    [0.45, C.blue3],
    [1, C.deep],
  ]);
  const glass = d.linear([
    [0, '#e6f4ff'],
    [0.5, C.blue3],
    [1, C.deep],
  ]);
  const cx = w / 2;
  const floor = 300;
  let art: string;
  if (kind === 'cup') {
    art = join([
      rect(cx - 46, floor - 34, 92, 34, { rx: 4, fill: dark ? '#15305f' : C.navy }),
      bar(cx - 26, floor - 22, 52, 6, metal),
      path(`M${cx - 14} ${floor - 34}h28l-8-92h-12z`, { fill: metal }),
      path(`M${cx - 62} 92h124c0 56-26 86-62 88-36-2-62-32-62-88z`, { fill: metal }),
      path(`M${cx - 62} 104c-34 0-34 48 6 52M${cx + 62} 104c34 0 34 48-6 52`, {
        fill: 'none',
        stroke: C.blue3,
        'stroke-width': 7,
      }),
      path(`M${cx - 40} 102c2 34 12 56 30 66`, {
        fill: 'none',
        stroke: C.white,
        'stroke-opacity': 0.5,
        'stroke-width': 6,
        'stroke-linecap': 'round',
      }),
      path(star(cx, 128, 16), { fill: C.warm }),
    ]);
  } else if (kind === 'crystal') {
    art = join([
      rect(cx - 50, floor - 30, 100, 30, { rx: 3, fill: dark ? '#15305f' : C.navy }),
      path(`M${cx} 54l44 70-18 146h-52l-18-146z`, { fill: glass, opacity: 0.92 }),
      path(`M${cx} 54l-44 70 26 4z`, { fill: C.white, opacity: 0.6 }),
      path(`M${cx} 54l18 74-26 142h18l18-146z`, { fill: C.deeper, opacity: 0.3 }),
      path(`M${cx - 18} 128h44`, { stroke: C.white, 'stroke-opacity': 0.5 }),
      bar(cx - 28, floor - 18, 56, 5, C.white, 0.5),
    ]);
  } else if (kind === 'medal') {
    art = join([
      path(`M${cx - 56} 40h40l34 90-26 10zM${cx + 56} 40h-40l-34 90 26 10z`, {
        fill: dark ? C.cyan : C.violet,
      }),
      path(`M${cx - 44} 40h14l30 84-8 4zM${cx + 44} 40h-14l-30 84 8 4z`, {
        fill: C.white,
        opacity: 0.25,
      }),
      circle(cx, 190, 70, { fill: metal }),
      circle(cx, 190, 56, {
        fill: 'none',
        stroke: C.white,
        'stroke-opacity': 0.7,
        'stroke-width': 3,
      }),
      path(star(cx, 190, 32), { fill: C.warm }),
      path(`M${cx - 44} 160a56 56 0 0 1 40-26`, {
        fill: 'none',
        stroke: C.white,
        'stroke-opacity': 0.7,
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }),
    ]);
  } else if (kind === 'plaque') {
    art = join([
      shadow(d, cx - 110, 46, 220, 250, 10, { dy: 14, blur: 14, opacity: 0.35 }),
      rect(cx - 110, 46, 220, 250, { rx: 10, fill: dark ? C.navy2 : C.navy }),
      rect(cx - 94, 62, 188, 218, { rx: 4, fill: metal }),
      rect(cx - 84, 72, 168, 198, { rx: 2, fill: 'none', stroke: C.white, 'stroke-width': 1.5 }),
      path(star(cx, 116, 22), { fill: C.warm }),
      bar(cx - 56, 156, 112, 10, C.white),
      bar(cx - 70, 182, 140, 6, C.white, 0.7),
      bar(cx - 60, 198, 120, 6, C.white, 0.7),
      bar(cx - 40, 238, 80, 6, C.white, 0.7),
    ]);
  } else {
    art = join([
      rect(cx - 54, floor - 26, 108, 26, { rx: 3, fill: dark ? '#15305f' : C.navy }),
      path(`M${cx - 8} ${floor - 26}h16l6-84h-28z`, { fill: glass }),
      circle(cx, 130, 64, { fill: 'none', stroke: C.cyan3, 'stroke-width': 2, opacity: 0.7 }),
      path(star(cx, 130, 58, 0.45), { fill: glass }),
      path(star(cx, 130, 58, 0.45), {
        fill: 'none',
        stroke: C.white,
        'stroke-opacity': 0.6,
        'stroke-width': 1.5,
      }),
      path(`M${cx} 72l-18 44 18 14z`, { fill: C.white, opacity: 0.45 }),
    ]);
  }
  const rays: string[] = [];
  for (let k = 0; k < 9; k += 1) {
    const a = -Math.PI / 2 + (k - 4) * 0.2;
    rays.push(
      `M${cx} 150L${n(cx + Math.cos(a - 0.04) * 420)} ${n(150 + Math.sin(a - 0.04) * 420)}L${n(cx + Math.cos(a + 0.04) * 420)} ${n(150 + Math.sin(a + 0.04) * 420)}Z`,
    );
  }
  return svgDoc({
    width: w,
    height: hh,
    title: `荣誉奖项插画 ${i}`,
    defs: d,
    body: [
      rect(0, 0, w, hh, {
        fill: dark
          ? d.linear(
              [
                [0, C.navy2],
                [1, C.navy],
              ],
              0,
              0,
              0,
              1,
            )
          : d.linear(
              [
                [0, C.light],
                [1, '#dfe7f5'],
              ],
              0,
              0,
              0,
              1,
            ),
      }),
      path(rays.join(''), { fill: dark ? C.white : C.brand, opacity: dark ? 0.05 : 0.06 }),
      glow(d, cx, 150, 190, dark ? C.brand : C.white, dark ? 0.55 : 1),
      rings(rng, cx, 160, [150, 175], { stroke: dark ? C.white : C.brand, opacity: 0.12 }),
      ellipse(cx, floor + 4, 150, 16, {
        fill: dark ? C.brand : C.navy,
        opacity: dark ? 0.3 : 0.12,
      }),
      rect(0, floor + 4, w, hh - floor, { fill: dark ? C.navy : '#dfe7f5', opacity: 0.5 }),
      art,
      circle(rng.range(60, 120), rng.range(60, 120), 3, { fill: C.warm }),
      circle(rng.range(360, 420), rng.range(80, 140), 2.5, { fill: dark ? C.cyan3 : C.brand }),
    ],
  });
}
