/**
 * Case covers (640×480) and galleries (1200×750): device frames with abstract screens on a themed
 * backdrop. The industry picks the colour family and the glyph in the hero pictures; the service picks
 * the arrangement (website + phone, social phones, brand board, video feed, dashboard, design system).
 */
import type { GlyphColors } from '../glyphs';
import { glyph, glyphForIndustry } from '../glyphs';
import {
  bar,
  browser,
  columns,
  glow,
  isoBoxes,
  phone,
  shadow,
  textLines,
  waveBundle,
} from '../motifs';
import { C, THEMES } from '../palette';
import type { Theme } from '../palette';
import { Rng } from '../prng';
import type { ScreenKind, ScreenStyle } from '../screens';
import { screen } from '../screens';
import { Defs, circle, g, inWholePixels, join, n, path, rect, svgDoc } from '../svg';
import { caption, clip, themedBackdrop } from './common';

export interface CaseInfo {
  id: number;
  brand?: string;
  industryId: number;
  serviceId: number;
  industryName?: string;
  serviceName?: string;
}

/** Colour family per industry id 1–8. */
const INDUSTRY_THEME = [0, 3, 1, 6, 2, 5, 4, 7];

/** Accent pair of the screens per service id 11–16. */
const SERVICE_ACCENTS: Record<number, [string, string]> = {
  11: [C.brand, C.cyan],
  12: [C.violet, C.brand],
  13: [C.cyan, C.violet],
  14: [C.geek, C.cyan],
  15: [C.deep, C.cyan],
  16: [C.brand, C.violet],
};

/** Picture gradient per industry. */
const INDUSTRY_PICTURE: [string, string][] = [
  ['#69b1ff', '#0958d9'],
  ['#b37feb', '#531dab'],
  ['#2f54eb', '#0b1a33'],
  ['#5cdbd3', '#08979c'],
  ['#36cfc9', '#0958d9'],
  ['#85a5ff', '#1d39c4'],
  ['#91caff', '#722ed1'],
  ['#69b1ff', '#002766'],
];

const idx = (id: number, size: number) => (((id - 1) % size) + size) % size;

function styleOf(info: CaseInfo, rng: Rng): { theme: Theme; style: ScreenStyle } {
  const i = idx(info.industryId, 8);
  // A third of the cases borrow a neighbouring family so a filtered grid is not monotone.
  const theme = THEMES[(INDUSTRY_THEME[i] + (rng.chance(0.3) ? 4 : 0)) % THEMES.length];
  const [accent, accent2] =
    SERVICE_ACCENTS[info.serviceId] ?? SERVICE_ACCENTS[11 + idx(info.serviceId, 6)];
  const pic = INDUSTRY_PICTURE[i];
  const colors: GlyphColors = { main: C.white, detail: pic[1], soft: '#d6e4ff' };
  return {
    theme,
    style: {
      accent,
      accent2,
      picture: pic,
      glyph: glyph(glyphForIndustry(info.industryId), colors),
    },
  };
}

/** A small brand board: logo tile, swatches and an isometric package. */
function brandBoard(
  d: Defs,
  rng: Rng,
  x: number,
  y: number,
  w: number,
  hh: number,
  s: ScreenStyle,
): string {
  const u = w / 100;
  const out: string[] = [
    shadow(d, x, y, w, hh, 2 * u),
    rect(x, y, w, hh, { rx: 2 * u, fill: C.white }),
  ];
  // logo tile
  const lw = 46 * u;
  out.push(
    rect(x + 4 * u, y + 4 * u, lw, hh - 8 * u, {
      rx: 1.5 * u,
      fill: d.linear([
        [0, s.accent],
        [1, s.picture[1]],
      ]),
    }),
  );
  const cx = x + 4 * u + lw / 2;
  const cy = y + hh * 0.42;
  const r = lw * 0.2;
  const mark = rng.int(0, 2);
  if (mark === 0) {
    out.push(circle(cx - r * 0.35, cy, r, { fill: C.white, opacity: 0.9 }));
    out.push(circle(cx + r * 0.35, cy, r, { fill: C.white, opacity: 0.5 }));
  } else if (mark === 1) {
    out.push(
      path(`M${n(cx)} ${n(cy - r)}L${n(cx + r)} ${n(cy + r * 0.8)}H${n(cx - r)}Z`, {
        fill: C.white,
        opacity: 0.9,
      }),
    );
    out.push(circle(cx, cy + r * 0.25, r * 0.45, { fill: s.accent }));
  } else {
    out.push(rect(cx - r, cy - r, r * 2, r * 2, { rx: r * 0.5, fill: C.white, opacity: 0.9 }));
    out.push(
      path(
        `M${n(cx - r * 0.55)} ${n(cy + r * 0.2)}q${n(r * 0.55)} -${n(r * 0.9)} ${n(r * 1.1)} 0`,
        { fill: 'none', stroke: s.accent, 'stroke-width': r * 0.3, 'stroke-linecap': 'round' },
      ),
    );
  }
  out.push(bar(cx - lw * 0.22, y + hh * 0.72, lw * 0.44, hh * 0.045, C.white));
  out.push(bar(cx - lw * 0.14, y + hh * 0.8, lw * 0.28, hh * 0.025, C.white, 0.6));
  // swatches
  const sx = x + 56 * u;
  [s.accent, s.accent2, s.picture[1], '#dfe6f0'].forEach((color, i) => {
    out.push(circle(sx + 4 * u + i * 10 * u, y + 10 * u, 3.6 * u, { fill: color }));
  });
  out.push(bar(sx, y + 20 * u, 26 * u, 2.6 * u, '#1d2b44'));
  out.push(
    textLines(rng, sx, y + 26 * u, 36 * u, 3, { size: 1.4 * u, gap: 3.6 * u, fill: '#dfe6f0' }),
  );
  // package
  const px = sx + 18 * u;
  const py = y + hh - 8 * u;
  out.push(
    isoBoxes(px, py, u * 1.05, [
      { x: 0, y: 0, w: 14, d: 10, h: 18, top: '#eef3fb', left: s.accent, right: s.picture[1] },
    ]),
  );
  return join(out);
}

/** A floating stat card with columns or a trend line. */
function statCard(
  d: Defs,
  rng: Rng,
  x: number,
  y: number,
  w: number,
  hh: number,
  s: ScreenStyle,
): string {
  return join([
    shadow(d, x, y, w, hh, hh * 0.12, { dy: hh * 0.1, blur: hh * 0.12 }),
    rect(x, y, w, hh, { rx: hh * 0.12, fill: C.white }),
    bar(x + w * 0.1, y + hh * 0.16, w * 0.32, hh * 0.08, '#dfe6f0'),
    bar(x + w * 0.1, y + hh * 0.3, w * 0.42, hh * 0.13, '#1d2b44'),
    columns(rng, x + w * 0.08, y + hh * 0.5, w * 0.84, hh * 0.38, 6, [s.accent, s.accent2]),
  ]);
}

/** A dark card with coloured bars standing for code. */
function codeCard(
  d: Defs,
  rng: Rng,
  x: number,
  y: number,
  w: number,
  hh: number,
  s: ScreenStyle,
): string {
  const out: string[] = [
    shadow(d, x, y, w, hh, 8, { opacity: 0.3 }),
    rect(x, y, w, hh, { rx: 8, fill: C.navy }),
  ];
  const lh = hh / 9;
  for (let i = 0; i < 7; i += 1) {
    const indent = [0, 1, 2, 2, 1, 2, 0][i] * w * 0.07;
    const yy = y + lh * (1.1 + i);
    out.push(
      bar(
        x + w * 0.08 + indent,
        yy,
        w * rng.range(0.12, 0.22),
        lh * 0.32,
        [s.accent2, C.violet3, s.accent][i % 3],
      ),
    );
    out.push(bar(x + w * 0.34 + indent, yy, w * rng.range(0.12, 0.3), lh * 0.32, '#3a5078'));
  }
  return join(out);
}

/** A speech bubble with a heart count, used on content-operation covers. */
function bubble(d: Defs, x: number, y: number, w: number, hh: number, s: ScreenStyle): string {
  const r = hh / 2;
  return join([
    shadow(d, x, y, w, hh, r, { dy: hh * 0.15, blur: hh * 0.2 }),
    rect(x, y, w, hh, { rx: r, fill: C.white }),
    path(
      `M${n(x + r)} ${n(y + hh * 0.42)}a${n(hh * 0.12)} ${n(hh * 0.12)} 0 0 1 ${n(hh * 0.2)} -${n(hh * 0.1)}a${n(hh * 0.12)} ${n(hh * 0.12)} 0 0 1 ${n(hh * 0.2)} ${n(hh * 0.1)}c0 ${n(hh * 0.14)} -${n(hh * 0.2)} ${n(hh * 0.26)} -${n(hh * 0.2)} ${n(hh * 0.26)}s-${n(hh * 0.2)} -${n(hh * 0.12)} -${n(hh * 0.2)} -${n(hh * 0.26)}z`,
      { fill: s.accent },
    ),
    bar(x + r + hh * 0.55, y + hh * 0.4, w - r * 2 - hh * 0.55, hh * 0.2, '#1d2b44', 0.8),
  ]);
}

type Layout = (d: Defs, rng: Rng, w: number, hh: number, s: ScreenStyle, theme: Theme) => string;

/** Arrangements per service, in a 640×480 frame scaled to the picture. */
const LAYOUTS: Record<number, Layout> = {
  11: (d, rng, w, hh, s) => {
    const flip = rng.chance(0.5);
    const bw = w * 0.64;
    const bh = bw * 0.66;
    const bx = flip ? w * 0.3 : w * 0.08;
    const by = hh * 0.12;
    const pw = w * 0.2;
    const ph = pw * 2.05;
    const px = flip ? w * 0.14 : w * 0.66;
    const py = hh * 0.3;
    return join([
      browser(d, bx, by, bw, bh, (f) => screen('landing', d, rng, f, s)),
      phone(d, px, py, pw, ph, (f) =>
        screen(rng.pick<ScreenKind>(['feed', 'shop', 'detail']), d, rng, f, s),
      ),
    ]);
  },
  12: (d, rng, w, hh, s) => {
    const pw = w * 0.23;
    const ph = pw * 2.05;
    return join([
      phone(d, w * 0.26, hh * 0.1, pw, ph, (f) => screen('profile', d, rng, f, s)),
      phone(d, w * 0.52, hh * 0.18, pw, ph, (f) =>
        screen(rng.pick<ScreenKind>(['feed', 'video']), d, rng, f, s),
      ),
      statCard(d, rng, w * 0.07, hh * 0.5, w * 0.25, w * 0.17, s),
    ]);
  },
  13: (d, rng, w, hh, s) =>
    join([
      brandBoard(d, rng, w * 0.1, hh * 0.13, w * 0.62, w * 0.4, s),
      phone(d, w * 0.66, hh * 0.24, w * 0.2, w * 0.41, (f) => screen('detail', d, rng, f, s)),
    ]),
  14: (d, rng, w, hh, s) => {
    const pw = w * 0.25;
    return join([
      phone(d, w * 0.38, hh * 0.08, pw, pw * 2.05, (f) => screen('video', d, rng, f, s)),
      bubble(d, w * 0.12, hh * 0.3, w * 0.24, w * 0.07, s),
      bubble(d, w * 0.66, hh * 0.52, w * 0.22, w * 0.07, { ...s, accent: s.accent2 }),
      statCard(d, rng, w * 0.68, hh * 0.16, w * 0.2, w * 0.14, s),
    ]);
  },
  15: (d, rng, w, hh, s) => {
    const bw = w * 0.7;
    return join([
      browser(d, w * 0.2, hh * 0.1, bw, bw * 0.64, (f) => screen('dashboard', d, rng, f, s)),
      codeCard(d, rng, w * 0.08, hh * 0.5, w * 0.3, w * 0.21, s),
    ]);
  },
  16: (d, rng, w, hh, s) => {
    const bw = w * 0.6;
    return join([
      browser(d, w * 0.08, hh * 0.14, bw, bw * 0.64, (f) => screen('components', d, rng, f, s)),
      phone(d, w * 0.68, hh * 0.16, w * 0.21, w * 0.43, (f) =>
        screen(rng.pick<ScreenKind>(['detail', 'shop']), d, rng, f, s),
      ),
    ]);
  },
};

const layoutOf = (serviceId: number): Layout =>
  LAYOUTS[serviceId] ?? LAYOUTS[11 + idx(serviceId, 6)];

/** Case cover, 640×480. */
export function caseCover(info: CaseInfo): string {
  const w = 640;
  const hh = 480;
  const d = new Defs();
  const rng = new Rng(`case-${info.id}-cover`);
  const { theme, style } = styleOf(info, rng);
  const name = info.brand ? clip(info.brand, 12) : `案例 ${info.id}`;
  return svgDoc({
    width: w,
    height: hh,
    title: `${name}${info.serviceName ? ` · ${info.serviceName}` : ''} 案例封面`,
    defs: d,
    body: [
      themedBackdrop(d, rng, w, hh, theme),
      g({ transform: 'translate(0 -8)' }, [layoutOf(info.serviceId)(d, rng, w, hh, style, theme)]),
      caption(32, 446, name, info.serviceName, {
        ink: theme.ink,
        accent: theme.dark ? C.white : style.accent,
        size: 15,
      }),
    ],
  });
}

/** Three phones in a row with different screens. */
function phoneRow(d: Defs, rng: Rng, w: number, hh: number, s: ScreenStyle): string {
  const kinds = rng
    .shuffle<ScreenKind>(['feed', 'shop', 'detail', 'video', 'profile', 'article'])
    .slice(0, 3);
  const pw = w * 0.2;
  const ph = pw * 2.05;
  return join(
    kinds.map((kind, i) =>
      phone(
        d,
        w * (0.17 + i * 0.24),
        hh * 0.5 - ph / 2 + (i === 1 ? -hh * 0.03 : hh * 0.04),
        pw,
        ph,
        (f) => screen(kind, d, rng, f, s),
      ),
    ),
  );
}

function drawGallery(info: CaseInfo, index: number): string {
  const w = 1200;
  const hh = 750;
  const d = new Defs();
  const rng = new Rng(`case-${info.id}-gallery-${index}`);
  const { theme, style } = styleOf(info, new Rng(`case-${info.id}-cover`));
  const name = info.brand ? clip(info.brand, 16) : `案例 ${info.id}`;
  const labels = ['首页与整体体验', '多端界面', '设计规范与细节'];
  let body: string;
  if (index === 1) {
    const kind: ScreenKind =
      info.serviceId === 15 ? 'dashboard' : info.serviceId === 16 ? 'components' : 'landing';
    body = browser(d, w * 0.13, hh * 0.1, w * 0.74, w * 0.74 * 0.62, (f) =>
      screen(kind, d, rng, f, style),
    );
  } else if (index === 2) {
    body = phoneRow(d, rng, w, hh, style);
  } else {
    body = join([
      brandBoard(d, rng, w * 0.08, hh * 0.16, w * 0.5, w * 0.32, style),
      browser(d, w * 0.5, hh * 0.36, w * 0.42, w * 0.42 * 0.64, (f) =>
        screen('components', d, rng, f, style),
      ),
    ]);
  }
  return svgDoc({
    width: w,
    height: hh,
    title: `${name} · ${labels[(index - 1) % 3]}`,
    defs: d,
    body: [
      themedBackdrop(d, rng, w, hh, theme),
      index === 2
        ? waveBundle({
            x0: 0,
            x1: w,
            y: hh * 0.72,
            count: 6,
            gap: 11,
            coarse: true,
            amp: 26,
            wavelength: 520,
            phase: rng.range(0, 6),
            twist: 0.2,
            stroke: theme.dark ? C.white : theme.accent,
            width: 1.2,
            opacity: [0.05, 0.25],
          })
        : '',
      glow(d, w * 0.5, hh * 0.5, w * 0.3, C.white, theme.dark ? 0.08 : 0.5),
      body,
      caption(44, hh - 40, `${name} · ${labels[(index - 1) % 3]}`, undefined, {
        ink: theme.ink,
        accent: theme.dark ? C.white : style.accent,
        size: 16,
      }),
    ],
  });
}

/** Case gallery picture n (1–3), 1200×750, in whole pixels. */
export const caseGallery = (info: CaseInfo, index: number): string =>
  inWholePixels(() => drawGallery(info, index));
