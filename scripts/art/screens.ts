/**
 * Abstract UI screens drawn inside device frames: landing page, dashboard, feed, shop, video,
 * profile, article, detail and a component sheet. Bars stand for text, gradients for pictures; the
 * industry glyph appears in the hero picture so covers of one industry read as a family.
 */
import type { Frame } from './motifs';
import { areaChart, bar, donut, picture, textLines } from './motifs';
import { C } from './palette';
import type { Rng } from './prng';
import type { Defs } from './svg';
import { circle, join, n, path, rect } from './svg';

export type ScreenKind =
  | 'landing'
  | 'dashboard'
  | 'feed'
  | 'shop'
  | 'video'
  | 'profile'
  | 'article'
  | 'detail'
  | 'components';

export interface ScreenStyle {
  accent: string;
  accent2: string;
  /** Gradient of the pictures. */
  picture: [string, string];
  /** Industry glyph markup in a 100×100 box, shown in hero pictures. */
  glyph?: string;
}

const INK = '#1d2b44';
const GREY = '#dfe6f0';
const GREY2 = '#eef2f8';

type Draw = (d: Defs, rng: Rng, f: Frame, s: ScreenStyle) => string;

const landing: Draw = (d, rng, f, s) => {
  const u = f.w / 100;
  const navH = f.h * 0.09;
  const heroH = f.h * 0.5;
  const out: string[] = [rect(f.x, f.y, f.w, f.h, { fill: C.white })];
  // navigation
  out.push(circle(f.x + 5 * u, f.y + navH / 2, navH * 0.2, { fill: s.accent }));
  out.push(bar(f.x + 7.5 * u, f.y + navH / 2 - navH * 0.08, 8 * u, navH * 0.16, INK));
  for (let i = 0; i < 4; i += 1) {
    out.push(bar(f.x + (48 + i * 9) * u, f.y + navH / 2 - navH * 0.06, 6 * u, navH * 0.12, GREY));
  }
  out.push(
    rect(f.x + 86 * u, f.y + navH * 0.28, 9 * u, navH * 0.44, { rx: navH * 0.22, fill: s.accent }),
  );
  // hero: copy on the left, picture on the right
  const hy = f.y + navH;
  out.push(
    rect(f.x, hy, f.w, heroH, {
      fill: d.linear(
        [
          [0, '#f5f8ff'],
          [1, C.white],
        ],
        0,
        0,
        1,
        1,
      ),
    }),
  );
  const lh = heroH * 0.1;
  out.push(bar(f.x + 6 * u, hy + heroH * 0.22, 36 * u, lh, INK));
  out.push(bar(f.x + 6 * u, hy + heroH * 0.22 + lh * 1.6, 26 * u, lh, INK));
  out.push(
    textLines(rng, f.x + 6 * u, hy + heroH * 0.56, 32 * u, 2, {
      size: lh * 0.35,
      gap: lh * 0.8,
      fill: GREY,
    }),
  );
  out.push(
    rect(f.x + 6 * u, hy + heroH * 0.74, 12 * u, lh * 1.1, { rx: lh * 0.55, fill: s.accent }),
  );
  out.push(
    rect(f.x + 20 * u, hy + heroH * 0.74, 10 * u, lh * 1.1, {
      rx: lh * 0.55,
      fill: 'none',
      stroke: s.accent,
      'stroke-width': Math.max(1, u * 0.2),
    }),
  );
  out.push(
    picture(d, rng, f.x + 50 * u, hy + heroH * 0.1, 44 * u, heroH * 0.8, s.picture, {
      glyph: s.glyph,
    }),
  );
  // three cards
  const cy = hy + heroH + f.h * 0.05;
  const cw = 27.3 * u;
  for (let i = 0; i < 3; i += 1) {
    const cx = f.x + 6 * u + i * (cw + 3 * u);
    const ph = Math.min(f.h * 0.2, cw * 0.6);
    out.push(
      picture(d, rng, cx, cy, cw, ph, i === 1 ? [s.accent2, s.accent] : ['#e9effa', '#d6e2f5'], {
        rx: u * 0.8,
      }),
    );
    out.push(bar(cx, cy + ph + f.h * 0.03, cw * 0.7, f.h * 0.022, INK, 0.85));
    out.push(bar(cx, cy + ph + f.h * 0.065, cw * 0.9, f.h * 0.016, GREY));
  }
  return join(out);
};

const dashboard: Draw = (d, rng, f, s) => {
  const u = f.w / 100;
  const side = 16 * u;
  const out: string[] = [
    rect(f.x, f.y, f.w, f.h, { fill: '#f4f7fc' }),
    rect(f.x, f.y, side, f.h, { fill: C.navy }),
    circle(f.x + 3.5 * u, f.y + 5 * u, 1.4 * u, { fill: s.accent }),
    bar(f.x + 6 * u, f.y + 4.5 * u, 7 * u, u, C.white, 0.8),
  ];
  for (let i = 0; i < 6; i += 1) {
    const yy = f.y + f.h * 0.2 + i * f.h * 0.085;
    if (i === 1)
      out.push(rect(f.x + 1.5 * u, yy - 1.6 * u, side - 3 * u, 4.2 * u, { rx: u, fill: s.accent }));
    out.push(
      rect(f.x + 3 * u, yy - 0.5 * u, 1.8 * u, 1.8 * u, {
        rx: 0.4 * u,
        fill: C.white,
        opacity: 0.6,
      }),
    );
    out.push(bar(f.x + 6 * u, yy, 7 * u, 0.8 * u, C.white, i === 1 ? 0.95 : 0.4));
  }
  const x0 = f.x + side + 3 * u;
  const ww = f.w - side - 6 * u;
  out.push(bar(x0, f.y + 4 * u, 18 * u, 1.6 * u, INK));
  out.push(circle(f.x + f.w - 5 * u, f.y + 4.8 * u, 1.8 * u, { fill: s.accent2 }));
  // stat cards
  const cardY = f.y + 9 * u;
  const cardH = Math.min(f.h * 0.2, 11 * u);
  const cw = (ww - 3 * 2 * u) / 4;
  for (let i = 0; i < 4; i += 1) {
    const cx = x0 + i * (cw + 2 * u);
    out.push(rect(cx, cardY, cw, cardH, { rx: u, fill: C.white }));
    out.push(bar(cx + 1.6 * u, cardY + cardH * 0.22, cw * 0.4, cardH * 0.08, GREY));
    out.push(bar(cx + 1.6 * u, cardY + cardH * 0.45, cw * 0.5, cardH * 0.16, INK));
    out.push(
      bar(
        cx + 1.6 * u,
        cardY + cardH * 0.74,
        cw * 0.3,
        cardH * 0.08,
        i % 2 ? s.accent2 : s.accent,
        0.8,
      ),
    );
  }
  // main chart and donut
  const chartY = cardY + cardH + 2 * u;
  const chartH = f.h - (chartY - f.y) - 3 * u;
  const mainW = ww * 0.64;
  out.push(rect(x0, chartY, mainW, chartH, { rx: u, fill: C.white }));
  out.push(bar(x0 + 2 * u, chartY + 2.2 * u, 12 * u, 1.2 * u, INK, 0.8));
  for (let i = 0; i < 4; i += 1) {
    const ly = chartY + chartH * 0.3 + i * chartH * 0.17;
    out.push(rect(x0 + 2 * u, ly, mainW - 4 * u, 0.15 * u, { fill: GREY }));
  }
  out.push(
    areaChart(d, rng, x0 + 2 * u, chartY + chartH * 0.28, mainW - 4 * u, chartH * 0.62, s.accent),
  );
  out.push(
    areaChart(
      d,
      rng.fork('b'),
      x0 + 2 * u,
      chartY + chartH * 0.4,
      mainW - 4 * u,
      chartH * 0.5,
      s.accent2,
      { rising: false, width: u * 0.35 },
    ),
  );
  const dx = x0 + mainW + 2 * u;
  const dw = ww - mainW - 2 * u;
  out.push(rect(dx, chartY, dw, chartH, { rx: u, fill: C.white }));
  const r = Math.min(dw, chartH) * 0.26;
  out.push(
    donut(
      dx + dw / 2,
      chartY + chartH * 0.42,
      r,
      [rng.range(3, 6), rng.range(2, 4), rng.range(1, 3)],
      [s.accent, s.accent2, C.violet],
      r * 0.34,
    ),
  );
  for (let i = 0; i < 3; i += 1) {
    const ly = chartY + chartH * 0.76 + i * chartH * 0.07;
    out.push(
      circle(dx + dw * 0.2, ly + 0.4 * u, 0.7 * u, { fill: [s.accent, s.accent2, C.violet][i] }),
    );
    out.push(bar(dx + dw * 0.28, ly, dw * 0.5, 0.8 * u, GREY));
  }
  return join(out);
};

/** Shared phone top: status bar and a header line. */
function phoneTop(f: Frame, u: number, title: string, dark = false, withTitle = true): string {
  return join([
    bar(f.x + 8 * u, f.y + 4.5 * u, 9 * u, 2 * u, dark ? C.white : INK, 0.7),
    bar(f.x + f.w - 20 * u, f.y + 4.5 * u, 12 * u, 2 * u, dark ? C.white : INK, 0.5),
    withTitle ? bar(f.x + 8 * u, f.y + 14 * u, 30 * u, 4 * u, title) : '',
  ]);
}

/** Shared phone tab bar. */
function tabBar(f: Frame, u: number, accent: string, active = 0): string {
  const y = f.y + f.h - 15 * u;
  const out = [
    rect(f.x, y, f.w, 15 * u, { fill: C.white }),
    rect(f.x, y, f.w, 0.4 * u, { fill: GREY }),
  ];
  for (let i = 0; i < 4; i += 1) {
    const cx = f.x + f.w * (0.125 + i * 0.25);
    out.push(
      rect(cx - 3 * u, y + 3.5 * u, 6 * u, 6 * u, {
        rx: 1.8 * u,
        fill: i === active ? accent : GREY,
      }),
    );
  }
  return join(out);
}

const feed: Draw = (d, rng, f, s) => {
  const u = f.w / 100;
  const out: string[] = [rect(f.x, f.y, f.w, f.h, { fill: C.white }), phoneTop(f, u, INK)];
  for (let i = 0; i < 4; i += 1) {
    const cx = f.x + 15 * u + i * 23 * u;
    out.push(
      circle(cx, f.y + 32 * u, 8.5 * u, {
        fill: 'none',
        stroke: i === 0 ? s.accent : s.accent2,
        'stroke-width': 1.2 * u,
      }),
    );
    out.push(circle(cx, f.y + 32 * u, 6.5 * u, { fill: i % 2 ? '#e3eaf6' : '#d3def2' }));
  }
  const py = f.y + 46 * u;
  out.push(circle(f.x + 12 * u, py + 4 * u, 4 * u, { fill: s.accent2 }));
  out.push(bar(f.x + 19 * u, py + 2 * u, 24 * u, 2 * u, INK, 0.8));
  out.push(bar(f.x + 19 * u, py + 5.5 * u, 14 * u, 1.5 * u, GREY));
  out.push(
    picture(d, rng, f.x + 6 * u, py + 11 * u, 88 * u, 70 * u, s.picture, {
      rx: 3 * u,
      glyph: s.glyph,
    }),
  );
  for (let i = 0; i < 3; i += 1)
    out.push(
      circle(f.x + (10 + i * 8) * u, py + 88 * u, 2.2 * u, { fill: i === 0 ? s.accent : GREY }),
    );
  out.push(
    textLines(rng, f.x + 6 * u, py + 95 * u, 88 * u, 3, {
      size: 1.8 * u,
      gap: 4.4 * u,
      fill: GREY,
    }),
  );
  out.push(
    picture(d, rng, f.x + 6 * u, py + 112 * u, 88 * u, 60 * u, ['#e9effa', '#d6e2f5'], {
      rx: 3 * u,
    }),
  );
  out.push(tabBar(f, u, s.accent));
  return join(out);
};

const shop: Draw = (d, rng, f, s) => {
  const u = f.w / 100;
  const out: string[] = [rect(f.x, f.y, f.w, f.h, { fill: '#f6f8fc' }), phoneTop(f, u, INK)];
  out.push(rect(f.x + 6 * u, f.y + 22 * u, 88 * u, 9 * u, { rx: 4.5 * u, fill: C.white }));
  out.push(
    circle(f.x + 12 * u, f.y + 26.5 * u, 2 * u, {
      fill: 'none',
      stroke: GREY,
      'stroke-width': 0.8 * u,
    }),
  );
  out.push(
    picture(d, rng, f.x + 6 * u, f.y + 35 * u, 88 * u, 38 * u, [s.accent, s.accent2], {
      rx: 3 * u,
    }),
  );
  out.push(bar(f.x + 12 * u, f.y + 46 * u, 34 * u, 3.5 * u, C.white));
  out.push(bar(f.x + 12 * u, f.y + 52 * u, 22 * u, 2 * u, C.white, 0.7));
  for (let i = 0; i < 4; i += 1) {
    const cx = f.x + 6 * u + (i % 2) * 45 * u;
    const cy = f.y + 78 * u + Math.floor(i / 2) * 62 * u;
    out.push(rect(cx, cy, 43 * u, 57 * u, { rx: 3 * u, fill: C.white }));
    out.push(
      picture(
        d,
        rng,
        cx + 3 * u,
        cy + 3 * u,
        37 * u,
        32 * u,
        i % 3 === 0 ? s.picture : ['#eef3fb', '#dde7f6'],
        { rx: 2 * u, glyph: i % 3 === 0 ? s.glyph : undefined },
      ),
    );
    out.push(bar(cx + 3 * u, cy + 39 * u, 30 * u, 2 * u, INK, 0.8));
    out.push(bar(cx + 3 * u, cy + 46 * u, 14 * u, 3 * u, s.accent));
    out.push(circle(cx + 36 * u, cy + 47.5 * u, 3 * u, { fill: s.accent2, opacity: 0.85 }));
  }
  out.push(tabBar(f, u, s.accent, 1));
  return join(out);
};

const video: Draw = (d, rng, f, s) => {
  const u = f.w / 100;
  const vh = 64 * u;
  const out: string[] = [rect(f.x, f.y, f.w, f.h, { fill: C.white })];
  out.push(
    rect(f.x, f.y, f.w, vh + 12 * u, {
      fill: d.linear(
        [
          [0, C.navy2],
          [1, C.navy],
        ],
        0,
        0,
        1,
        1,
      ),
    }),
  );
  out.push(picture(d, rng, f.x, f.y + 12 * u, f.w, vh, s.picture, { rx: 0, glyph: s.glyph }));
  out.push(circle(f.x + f.w / 2, f.y + 12 * u + vh / 2, 9 * u, { fill: C.navy, opacity: 0.55 }));
  out.push(
    path(
      `M${n(f.x + f.w / 2 - 2.5 * u)} ${n(f.y + 12 * u + vh / 2 - 4 * u)}l${n(7 * u)} ${n(4 * u)}l-${n(7 * u)} ${n(4 * u)}z`,
      { fill: C.white },
    ),
  );
  out.push(rect(f.x, f.y + 12 * u + vh - 1.2 * u, f.w, 1.2 * u, { fill: C.white, opacity: 0.4 }));
  out.push(
    rect(f.x, f.y + 12 * u + vh - 1.2 * u, f.w * rng.range(0.3, 0.7), 1.2 * u, { fill: s.accent }),
  );
  const ty = f.y + vh + 18 * u;
  out.push(bar(f.x + 6 * u, ty, 70 * u, 3.5 * u, INK));
  out.push(bar(f.x + 6 * u, ty + 6.5 * u, 45 * u, 2 * u, GREY));
  out.push(circle(f.x + 11 * u, ty + 18 * u, 5 * u, { fill: s.accent2 }));
  out.push(bar(f.x + 19 * u, ty + 16 * u, 22 * u, 2 * u, INK, 0.8));
  out.push(rect(f.x + 72 * u, ty + 14 * u, 22 * u, 7.5 * u, { rx: 3.75 * u, fill: s.accent }));
  for (let i = 0; i < 3; i += 1) {
    const yy = ty + 30 * u + i * 20 * u;
    out.push(
      picture(
        d,
        rng,
        f.x + 6 * u,
        yy,
        34 * u,
        16 * u,
        i === 0 ? [s.accent2, s.accent] : ['#e9effa', '#d6e2f5'],
        { rx: 2 * u },
      ),
    );
    out.push(
      textLines(rng, f.x + 44 * u, yy + 2 * u, 50 * u, 2, {
        size: 2 * u,
        gap: 5 * u,
        fill: i === 0 ? INK : GREY,
      }),
    );
  }
  return join(out);
};

const profile: Draw = (d, rng, f, s) => {
  const u = f.w / 100;
  const out: string[] = [rect(f.x, f.y, f.w, f.h, { fill: C.white })];
  out.push(
    rect(f.x, f.y, f.w, 48 * u, {
      fill: d.linear(
        [
          [0, s.accent],
          [1, s.accent2],
        ],
        0,
        0,
        1,
        1,
      ),
    }),
  );
  out.push(phoneTop(f, u, C.white, true));
  out.push(circle(f.x + f.w / 2, f.y + 48 * u, 13 * u, { fill: C.white }));
  out.push(circle(f.x + f.w / 2, f.y + 48 * u, 10.5 * u, { fill: '#d3def2' }));
  out.push(bar(f.x + 32 * u, f.y + 66 * u, 36 * u, 3.5 * u, INK));
  out.push(bar(f.x + 38 * u, f.y + 72 * u, 24 * u, 2 * u, GREY));
  for (let i = 0; i < 3; i += 1) {
    const cx = f.x + (17 + i * 33) * u;
    out.push(bar(cx - 6 * u, f.y + 82 * u, 12 * u, 3.5 * u, i === 1 ? s.accent : INK));
    out.push(bar(cx - 5 * u, f.y + 88 * u, 10 * u, 1.6 * u, GREY));
  }
  for (let i = 0; i < 6; i += 1) {
    const cx = f.x + 6 * u + (i % 3) * 30 * u;
    const cy = f.y + 98 * u + Math.floor(i / 3) * 30 * u;
    out.push(
      picture(
        d,
        rng,
        cx,
        cy,
        28 * u,
        28 * u,
        i === 0 || i === 4 ? s.picture : ['#eef3fb', '#dde7f6'],
        { rx: 2 * u },
      ),
    );
  }
  out.push(tabBar(f, u, s.accent, 3));
  return join(out);
};

const article: Draw = (d, rng, f, s) => {
  const u = f.w / 100;
  const wide = f.w > f.h;
  const pad = wide ? 16 * u : 7 * u;
  const cw = f.w - pad * 2;
  const k = wide ? 0.45 : 1;
  const out: string[] = [rect(f.x, f.y, f.w, f.h, { fill: C.white })];
  let y = f.y + (wide ? 6 : 14) * u;
  if (!wide) out.push(phoneTop(f, u, INK));
  if (!wide) y += 12 * u;
  out.push(bar(f.x + pad, y, 10 * u * k * 1.4, 2 * u * k, s.accent));
  y += 5 * u * k;
  out.push(bar(f.x + pad, y, cw * 0.9, 5 * u * k, INK));
  out.push(bar(f.x + pad, y + 8 * u * k, cw * 0.6, 5 * u * k, INK));
  y += 17 * u * k;
  out.push(bar(f.x + pad, y, cw * 0.3, 2 * u * k, GREY));
  y += 6 * u * k;
  const ph = cw * 0.5;
  out.push(picture(d, rng, f.x + pad, y, cw, ph, s.picture, { rx: 2 * u * k, glyph: s.glyph }));
  y += ph + 6 * u * k;
  out.push(textLines(rng, f.x + pad, y, cw, 4, { size: 2 * u * k, gap: 5 * u * k, fill: GREY }));
  y += 24 * u * k;
  out.push(bar(f.x + pad, y, cw * 0.45, 3.2 * u * k, INK, 0.85));
  y += 8 * u * k;
  out.push(textLines(rng, f.x + pad, y, cw, 5, { size: 2 * u * k, gap: 5 * u * k, fill: GREY }));
  return join(out);
};

const detail: Draw = (d, rng, f, s) => {
  const u = f.w / 100;
  const out: string[] = [rect(f.x, f.y, f.w, f.h, { fill: C.white })];
  out.push(picture(d, rng, f.x, f.y, f.w, 95 * u, s.picture, { rx: 0, glyph: s.glyph }));
  out.push(phoneTop(f, u, C.white, true, false));
  for (let i = 0; i < 3; i += 1)
    out.push(
      circle(f.x + (44 + i * 6) * u, f.y + 88 * u, 1.3 * u, {
        fill: C.white,
        opacity: i === 0 ? 1 : 0.5,
      }),
    );
  const y = f.y + 102 * u;
  out.push(bar(f.x + 6 * u, y, 26 * u, 5 * u, s.accent));
  out.push(bar(f.x + 6 * u, y + 10 * u, 80 * u, 3.5 * u, INK));
  out.push(bar(f.x + 6 * u, y + 16.5 * u, 56 * u, 3.5 * u, INK));
  out.push(
    textLines(rng, f.x + 6 * u, y + 27 * u, 88 * u, 3, { size: 2 * u, gap: 5 * u, fill: GREY }),
  );
  for (let i = 0; i < 3; i += 1) {
    out.push(
      rect(f.x + (6 + i * 20) * u, y + 45 * u, 17 * u, 8 * u, {
        rx: 2 * u,
        fill: i === 0 ? s.accent : GREY2,
        opacity: i === 0 ? 0.15 : 1,
      }),
    );
    out.push(bar(f.x + (9 + i * 20) * u, y + 48 * u, 11 * u, 2 * u, i === 0 ? s.accent : GREY));
  }
  out.push(rect(f.x + 6 * u, f.y + f.h - 17 * u, 88 * u, 11 * u, { rx: 5.5 * u, fill: s.accent }));
  out.push(bar(f.x + 38 * u, f.y + f.h - 12.5 * u, 24 * u, 2.2 * u, C.white));
  return join(out);
};

const components: Draw = (d, rng, f, s) => {
  const u = Math.min(f.w, f.h * 1.6) / 100;
  const out: string[] = [rect(f.x, f.y, f.w, f.h, { fill: '#f7f9fc' })];
  const x0 = f.x + 6 * u;
  const y0 = f.y + 6 * u;
  // buttons
  out.push(rect(x0, y0, 18 * u, 6 * u, { rx: 3 * u, fill: s.accent }));
  out.push(bar(x0 + 5 * u, y0 + 2.5 * u, 8 * u, u, C.white));
  out.push(
    rect(x0 + 21 * u, y0, 18 * u, 6 * u, {
      rx: 3 * u,
      fill: 'none',
      stroke: s.accent,
      'stroke-width': 0.4 * u,
    }),
  );
  out.push(bar(x0 + 26 * u, y0 + 2.5 * u, 8 * u, u, s.accent));
  out.push(rect(x0 + 42 * u, y0, 18 * u, 6 * u, { rx: 3 * u, fill: GREY2 }));
  out.push(bar(x0 + 47 * u, y0 + 2.5 * u, 8 * u, u, '#9aa8bf'));
  // toggles and checks
  const ty = y0 + 11 * u;
  for (let i = 0; i < 3; i += 1) {
    const on = i !== 1;
    const tx = x0 + i * 13 * u;
    out.push(rect(tx, ty, 10 * u, 5.4 * u, { rx: 2.7 * u, fill: on ? s.accent : '#cfd8e6' }));
    out.push(circle(tx + (on ? 7.3 : 2.7) * u, ty + 2.7 * u, 2.1 * u, { fill: C.white }));
  }
  for (let i = 0; i < 3; i += 1) {
    const cx = x0 + 42 * u + i * 7 * u;
    out.push(
      rect(cx, ty + 0.4 * u, 4.6 * u, 4.6 * u, {
        rx: u,
        fill: i < 2 ? s.accent2 : C.white,
        stroke: i < 2 ? undefined : '#cfd8e6',
        'stroke-width': i < 2 ? undefined : 0.3 * u,
      }),
    );
    if (i < 2)
      out.push(
        path(
          `M${n(cx + 1.1 * u)} ${n(ty + 2.7 * u)}l${n(1.1 * u)} ${n(1.1 * u)} ${n(2 * u)} -${n(2.2 * u)}`,
          { fill: 'none', stroke: C.white, 'stroke-width': 0.6 * u, 'stroke-linecap': 'round' },
        ),
      );
  }
  // input and slider
  const iy = ty + 10 * u;
  out.push(
    rect(x0, iy, 60 * u, 7 * u, {
      rx: 1.4 * u,
      fill: C.white,
      stroke: s.accent,
      'stroke-width': 0.3 * u,
    }),
  );
  out.push(bar(x0 + 3 * u, iy + 3 * u, 20 * u, u, GREY));
  const sy = iy + 13 * u;
  out.push(bar(x0, sy, 60 * u, 1 * u, '#dfe6f0'));
  const k = rng.range(0.35, 0.75);
  out.push(bar(x0, sy, 60 * u * k, 1 * u, s.accent));
  out.push(
    circle(x0 + 60 * u * k, sy + 0.5 * u, 2.2 * u, {
      fill: C.white,
      stroke: s.accent,
      'stroke-width': 0.6 * u,
    }),
  );
  // tags
  const gy = sy + 7 * u;
  [s.accent, s.accent2, C.violet].forEach((color, i) => {
    out.push(rect(x0 + i * 15 * u, gy, 13 * u, 5 * u, { rx: 1 * u, fill: color, opacity: 0.14 }));
    out.push(bar(x0 + i * 15 * u + 3 * u, gy + 2 * u, 7 * u, u, color));
  });
  // palette column
  const px = x0 + 68 * u;
  [s.accent, s.accent2, C.navy, C.violet, '#dfe6f0'].forEach((color, i) => {
    out.push(rect(px, y0 + i * 8.4 * u, 22 * u, 7 * u, { rx: 1.2 * u, fill: color }));
  });
  return join(out);
};

const DRAW: Record<ScreenKind, Draw> = {
  landing,
  dashboard,
  feed,
  shop,
  video,
  profile,
  article,
  detail,
  components,
};

export const screen = (kind: ScreenKind, d: Defs, rng: Rng, f: Frame, s: ScreenStyle): string =>
  DRAW[kind](d, rng, f, s);
