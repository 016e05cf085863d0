/**
 * Office pictures (800×500): a stylised skyline per city with a hinted landmark and a reflection in
 * the water, and a stylised city map (roads, water, blocks, parks) with one marker per address,
 * placed by projecting lng/lat around the office's mapCenterPoint.
 */
import { glow, shadow } from '../motifs';
import { C } from '../palette';
import { Rng } from '../prng';
import type { Point } from '../svg';
import {
  Defs,
  circle,
  ellipse,
  g,
  join,
  n,
  path,
  poly,
  rect,
  smooth,
  svgDoc,
  text,
  use,
} from '../svg';

export interface OfficeAddressInfo {
  name: string;
  lng: number;
  lat: number;
}

export interface OfficeInfo {
  key: string;
  name: string;
  mapCenterPoint: [number, number];
  addressList: OfficeAddressInfo[];
}

type Landmark =
  | 'pagoda'
  | 'pearl'
  | 'needle'
  | 'twist'
  | 'gate'
  | 'wall'
  | 'deck'
  | 'bridge'
  | 'corn'
  | 'tv'
  | 'twin'
  | 'hills';

/** Landmark hints per office key; unknown keys get a generic skyline with hills. */
const CITY: Record<string, { marks: Landmark[]; coast?: boolean; lake?: boolean }> = {
  hangzhou: { marks: ['hills', 'pagoda'], lake: true },
  beijing: { marks: ['gate', 'needle'] },
  shanghai: { marks: ['pearl', 'needle'] },
  shenzhen: { marks: ['needle', 'twin'], coast: true },
  changsha: { marks: ['hills', 'tv'] },
  xian: { marks: ['wall', 'gate'] },
  taizhou: { marks: ['hills', 'pagoda', 'bridge'] },
  chengdu: { marks: ['tv', 'twin'] },
  wuhan: { marks: ['pagoda', 'bridge'] },
  nanjing: { marks: ['hills', 'gate', 'needle'] },
  guangzhou: { marks: ['twist'] },
  chongqing: { marks: ['hills', 'bridge', 'twin'] },
  zhengzhou: { marks: ['corn'] },
  xiamen: { marks: ['twin', 'bridge'], coast: true },
  hongkong: { marks: ['hills', 'needle'], coast: true },
  singapore: { marks: ['deck'], coast: true },
};

interface Mood {
  sky: [string, string];
  far: string;
  mid: string;
  front: string;
  water: [string, string];
  sun: string;
  night: boolean;
}

const MOODS: Mood[] = [
  {
    sky: ['#91caff', '#e6f4ff'],
    far: '#b5d4fb',
    mid: '#6f9fe0',
    front: '#2f5fb3',
    water: ['#9cc8fa', '#d6e9ff'],
    sun: C.white,
    night: false,
  },
  {
    sky: ['#2f54eb', '#d3adf7'],
    far: '#8c9eea',
    mid: '#4c5fc7',
    front: '#1d2f7a',
    water: ['#6f7fd9', '#b9b2ef'],
    sun: '#fff1e0',
    night: false,
  },
  {
    sky: ['#0b1a33', '#0958d9'],
    far: '#1c3d7a',
    mid: '#2a5298',
    front: '#0d1f42',
    water: ['#0f2f66', '#0b1a33'],
    sun: C.cyan3,
    night: true,
  },
  {
    sky: ['#d6e4ff', '#f9f0ff'],
    far: '#c3cff5',
    mid: '#8ea6e6',
    front: '#3d5bb8',
    water: ['#b8c9f3', '#e8ecfb'],
    sun: C.white,
    night: false,
  },
];

function pagoda(x: number, base: number, s: number, color: string): string {
  const parts: string[] = [];
  let y = base;
  for (let k = 0; k < 5; k += 1) {
    const bw = (34 - k * 4.5) * s;
    const th = 16 * s;
    parts.push(rect(x - bw / 2, y - th, bw, th, {}));
    const rw = bw + 14 * s;
    parts.push(
      path(
        `M${n(x - rw / 2 - 3 * s)} ${n(y - th - 1)}q${n(4 * s)} ${n(2 * s)} ${n(8 * s)} -${n(6 * s)}h${n(rw - 10 * s)}q${n(4 * s)} ${n(8 * s)} ${n(8 * s)} ${n(6 * s)}z`,
        {},
      ),
    );
    y -= th + 6 * s;
  }
  parts.push(path(`M${n(x - 1.5 * s)} ${n(y)}v-${n(18 * s)}h${n(3 * s)}v${n(18 * s)}z`, {}));
  return g({ fill: color }, parts);
}

function buildingSet(
  rng: Rng,
  x0: number,
  x1: number,
  base: number,
  maxH: number,
  color: string,
  windows?: string,
): string {
  const rects: string[] = [];
  const wins: string[] = [];
  let x = x0;
  while (x < x1) {
    const bw = rng.range(22, 54);
    const bh = rng.range(0.3, 1) * maxH;
    const top = rng.int(0, 5);
    if (top === 0) {
      rects.push(
        path(`M${n(x)} ${n(base)}V${n(base - bh)}l${n(bw)} -${n(bw * 0.35)}V${n(base)}z`, {}),
      );
    } else if (top === 1) {
      rects.push(
        path(
          `M${n(x)} ${n(base)}V${n(base - bh)}h${n(bw * 0.35)}v-${n(10)}h${n(bw * 0.3)}v${n(10)}h${n(bw * 0.35)}V${n(base)}z`,
          {},
        ),
      );
    } else {
      rects.push(rect(x, base - bh, bw, bh, {}));
    }
    if (windows && bw > 26) wins.push(rect(x + 5, base - bh + 10, bw - 10, bh - 12, {}));
    x += bw + rng.range(-6, 4);
  }
  return join([g({ fill: color }, rects), windows ? g({ fill: windows }, wins) : '']);
}

function landmark(
  kind: Landmark,
  x: number,
  base: number,
  s: number,
  color: string,
  rng: Rng,
): string {
  switch (kind) {
    case 'pagoda':
      return pagoda(x, base, s, color);
    case 'pearl':
      return g({ fill: color }, [
        path(
          `M${n(x - 14 * s)} ${n(base)}L${n(x - 3 * s)} ${n(base - 150 * s)}h${n(6 * s)}L${n(x + 14 * s)} ${n(base)}z`,
          {},
        ),
        rect(x - 2.5 * s, base - 290 * s, 5 * s, 150 * s, {}),
        circle(x, base - 128 * s, 24 * s, {}),
        circle(x, base - 228 * s, 16 * s, {}),
        circle(x, base - 268 * s, 7 * s, {}),
      ]);
    case 'needle':
      return g({ fill: color }, [
        path(
          `M${n(x - 26 * s)} ${n(base)}L${n(x - 14 * s)} ${n(base - 250 * s)}L${n(x)} ${n(base - 275 * s)}L${n(x + 14 * s)} ${n(base - 250 * s)}L${n(x + 26 * s)} ${n(base)}z`,
          {},
        ),
        rect(x - 1.5 * s, base - 310 * s, 3 * s, 40 * s, {}),
      ]);
    case 'twist':
      return g({ fill: color }, [
        path(
          `M${n(x - 26 * s)} ${n(base)}C${n(x - 6 * s)} ${n(base - 120 * s)} ${n(x - 6 * s)} ${n(base - 170 * s)} ${n(x - 16 * s)} ${n(base - 260 * s)}H${n(x + 16 * s)}C${n(x + 6 * s)} ${n(base - 170 * s)} ${n(x + 6 * s)} ${n(base - 120 * s)} ${n(x + 26 * s)} ${n(base)}z`,
          {},
        ),
        rect(x - 2 * s, base - 320 * s, 4 * s, 62 * s, {}),
      ]);
    case 'gate':
      return g({ fill: color }, [
        rect(x - 70 * s, base - 40 * s, 140 * s, 40 * s, {}),
        rect(x - 48 * s, base - 70 * s, 96 * s, 30 * s, {}),
        path(
          `M${n(x - 80 * s)} ${n(base - 66 * s)}q${n(10 * s)} 0 ${n(22 * s)} -${n(14 * s)}h${n(116 * s)}q${n(12 * s)} ${n(14 * s)} ${n(22 * s)} ${n(14 * s)}z`,
          {},
        ),
        rect(x - 40 * s, base - 96 * s, 80 * s, 16 * s, {}),
        path(
          `M${n(x - 60 * s)} ${n(base - 92 * s)}q${n(8 * s)} 0 ${n(18 * s)} -${n(12 * s)}h${n(84 * s)}q${n(10 * s)} ${n(12 * s)} ${n(18 * s)} ${n(12 * s)}z`,
          {},
        ),
      ]);
    case 'wall': {
      const teeth: string[] = [];
      for (let k = 0; k < 18; k += 1)
        teeth.push(rect(x - 200 * s + k * 22 * s, base - 50 * s, 12 * s, 8 * s, {}));
      return g({ fill: color }, [rect(x - 200 * s, base - 42 * s, 392 * s, 42 * s, {}), ...teeth]);
    }
    case 'deck':
      return g({ fill: color }, [
        rect(x - 70 * s, base - 200 * s, 30 * s, 200 * s, {}),
        rect(x - 15 * s, base - 200 * s, 30 * s, 200 * s, {}),
        rect(x + 40 * s, base - 200 * s, 30 * s, 200 * s, {}),
        path(
          `M${n(x - 90 * s)} ${n(base - 212 * s)}h${n(200 * s)}l-${n(10 * s)} ${n(12 * s)}h-${n(186 * s)}z`,
          {},
        ),
      ]);
    case 'corn':
      return g({ fill: color }, [
        path(
          `M${n(x - 18 * s)} ${n(base)}C${n(x - 30 * s)} ${n(base - 140 * s)} ${n(x - 20 * s)} ${n(base - 220 * s)} ${n(x)} ${n(base - 250 * s)}C${n(x + 20 * s)} ${n(base - 220 * s)} ${n(x + 30 * s)} ${n(base - 140 * s)} ${n(x + 18 * s)} ${n(base)}z`,
          {},
        ),
        rect(x - 1.5 * s, base - 290 * s, 3 * s, 44 * s, {}),
      ]);
    case 'tv':
      return g({ fill: color }, [
        path(
          `M${n(x - 16 * s)} ${n(base)}L${n(x - 4 * s)} ${n(base - 180 * s)}h${n(8 * s)}L${n(x + 16 * s)} ${n(base)}z`,
          {},
        ),
        ellipse(x, base - 180 * s, 22 * s, 9 * s, {}),
        rect(x - 9 * s, base - 206 * s, 18 * s, 20 * s, { rx: 4 * s }),
        rect(x - 1.5 * s, base - 260 * s, 3 * s, 56 * s, {}),
      ]);
    case 'twin':
      return g({ fill: color }, [
        path(
          `M${n(x - 40 * s)} ${n(base)}V${n(base - 200 * s)}l${n(15 * s)} -${n(20 * s)}l${n(15 * s)} ${n(20 * s)}V${n(base)}z`,
          {},
        ),
        path(
          `M${n(x + 10 * s)} ${n(base)}V${n(base - 180 * s)}l${n(15 * s)} -${n(20 * s)}l${n(15 * s)} ${n(20 * s)}V${n(base)}z`,
          {},
        ),
      ]);
    case 'bridge': {
      const span = 260 * s;
      const deckY = base - 20 * s;
      const cables: string[] = [];
      [x - span * 0.25, x + span * 0.25].forEach((px) => {
        for (let k = 1; k <= 5; k += 1) {
          cables.push(
            `M${n(px)} ${n(deckY - 90 * s)}L${n(px - k * 11 * s)} ${n(deckY)}M${n(px)} ${n(deckY - 90 * s)}L${n(px + k * 11 * s)} ${n(deckY)}`,
          );
        }
      });
      return g({}, [
        rect(x - span / 2, deckY, span, 5 * s, { fill: color }),
        rect(x - span * 0.25 - 3 * s, deckY - 96 * s, 6 * s, 116 * s, { fill: color }),
        rect(x + span * 0.25 - 3 * s, deckY - 96 * s, 6 * s, 116 * s, { fill: color }),
        path(cables.join(''), { stroke: color, 'stroke-width': 1 }),
      ]);
    }
    case 'hills':
    default: {
      const pts: Point[] = [];
      for (let k = 0; k <= 8; k += 1) pts.push([x - 420 + k * 105, base - rng.range(110, 220) * s]);
      return path(`${smooth(pts)}V${n(base)}H${n(x - 420)}Z`, { fill: color, opacity: 0.55 });
    }
  }
}

/** Skyline cover of an office, 800×500. */
export function officeCover(o: OfficeInfo): string {
  const w = 800;
  const hh = 500;
  const d = new Defs();
  const rng = new Rng(`office-${o.key}-cover`);
  const city = CITY[o.key] ?? { marks: ['hills', 'needle'] as Landmark[] };
  const mood = MOODS[rng.int(0, MOODS.length - 1)];
  const waterY = city.coast || city.lake ? 380 : 396;
  const sunX = rng.range(140, 660);
  const sunY = rng.range(80, 150);
  const winColor = mood.night ? '#ffd591' : C.white;
  const windows = d.pattern(
    `win${mood.night}`,
    9,
    12,
    rect(0, 0, 4, 6, { fill: winColor, opacity: mood.night ? 0.5 : 0.28 }),
  );
  const farHills = city.marks.includes('hills')
    ? landmark('hills', w / 2, waterY, 1.2, mood.far, rng.fork('hills'))
    : '';
  const marks = city.marks.filter((m) => m !== 'hills');
  const placed = marks.map((m, k) => {
    const x = marks.length === 1 ? w * 0.5 : w * (0.3 + (k * 0.42) / Math.max(1, marks.length - 1));
    const scale =
      m === 'bridge' || m === 'wall' ? 1.2 : m === 'pagoda' || m === 'gate' ? 1.5 : 1.25;
    return landmark(m, x, waterY, scale, mood.mid, rng);
  });
  const skyline = join([
    farHills,
    buildingSet(rng.fork('back'), -10, w + 10, waterY, 230, mood.far),
    ...placed,
    buildingSet(rng.fork('front'), -20, w + 20, waterY, 90, mood.front, windows),
  ]);
  const sky = d.shape(`sky-${o.key}`, skyline);
  const clouds = mood.night
    ? ''
    : g(
        { fill: C.white, opacity: 0.6 },
        [0, 1, 2].map((k) => {
          const cx = rng.range(80, 720);
          const cy = rng.range(50, 170);
          const s = rng.range(0.6, 1.2);
          return path(
            `M${n(cx - 60 * s)} ${n(cy)}a${n(22 * s)} ${n(22 * s)} 0 0 1 ${n(34 * s)} -${n(16 * s)}a${n(30 * s)} ${n(30 * s)} 0 0 1 ${n(54 * s)} -${n(6 * s)}a${n(20 * s)} ${n(20 * s)} 0 0 1 ${n(32 * s)} ${n(22 * s)}z`,
            { opacity: k === 1 ? 0.7 : 1 },
          );
        }),
      );
  const waterLines: string[] = [];
  for (let k = 0; k < 9; k += 1) {
    const x = rng.range(40, 720);
    const y = rng.range(waterY + 14, hh - 12);
    waterLines.push(`M${n(x)} ${n(y)}h${n(rng.range(20, 70))}`);
  }
  return svgDoc({
    width: w,
    height: hh,
    title: `${o.name}办公室城市插画`,
    defs: d,
    body: [
      rect(0, 0, w, hh, {
        fill: d.linear(
          [
            [0, mood.sky[0]],
            [1, mood.sky[1]],
          ],
          0,
          0,
          0,
          1,
        ),
      }),
      glow(d, sunX, sunY, 160, mood.sun, mood.night ? 0.35 : 0.8),
      circle(sunX, sunY, mood.night ? 18 : 30, {
        fill: mood.sun,
        opacity: mood.night ? 0.9 : 0.85,
      }),
      clouds,
      use(sky),
      rect(0, waterY, w, hh - waterY, {
        fill: d.linear(
          [
            [0, mood.water[0]],
            [1, mood.water[1]],
          ],
          0,
          0,
          0,
          1,
        ),
      }),
      g({ opacity: 0.22 }, [use(sky, { transform: `matrix(1 0 0 -1 0 ${2 * waterY})` })]),
      path(waterLines.join(''), {
        stroke: C.white,
        'stroke-opacity': 0.45,
        'stroke-width': 2,
        'stroke-linecap': 'round',
      }),
    ],
  });
}

/** Marker positions in the 800×500 map: projected around the centre, spread when they coincide. */
export function projectMarkers(o: OfficeInfo, w = 800, hh = 500): Point[] {
  const [clng, clat] = o.mapCenterPoint;
  const kx = Math.cos((clat * Math.PI) / 180);
  const deltas = o.addressList.map((a) => [(a.lng - clng) * kx, a.lat - clat] as Point);
  const maxX = Math.max(1e-9, ...deltas.map((p) => Math.abs(p[0])));
  const maxY = Math.max(1e-9, ...deltas.map((p) => Math.abs(p[1])));
  const scale = Math.min((w * 0.36) / maxX, (hh * 0.3) / maxY, 3000);
  const pts: Point[] = deltas.map((p) => [w / 2 + p[0] * scale, hh / 2 + 20 - p[1] * scale]);
  // Placeholder coordinates often repeat the centre: fan such markers out on a small circle.
  const out = pts.map((p) => [p[0], p[1]] as Point);
  for (let i = 0; i < out.length; i += 1) {
    const twins = out.filter(
      (q, j) => j < i && Math.hypot(q[0] - out[i][0], q[1] - out[i][1]) < 60,
    );
    if (twins.length > 0) {
      const a = -Math.PI / 2 + (i * 2 * Math.PI) / Math.max(3, out.length);
      out[i] = [out[i][0] + Math.cos(a) * 110, out[i][1] + Math.sin(a) * 70];
    }
  }
  return out.map(
    (p) => [Math.min(w - 70, Math.max(70, p[0])), Math.min(hh - 40, Math.max(110, p[1]))] as Point,
  );
}

/** Stylised city map with one marker per address, 800×500. */
export function officeMap(o: OfficeInfo): string {
  const w = 800;
  const hh = 500;
  const d = new Defs();
  const rng = new Rng(`office-${o.key}-map`);
  const city = CITY[o.key];
  const angle = rng.range(-14, 14);
  const gap = rng.int(88, 110);
  const blocks: string[] = [];
  const parks: string[] = [];
  const rad = (angle * Math.PI) / 180;
  for (let gx = -3; gx < 12; gx += 1) {
    for (let gy = -3; gy < 9; gy += 1) {
      const bx = gx * gap + 9;
      const by = gy * gap + 9;
      const size = gap - 18;
      // Skip blocks that the rotation leaves outside the picture.
      const mx = bx + size / 2 - w / 2;
      const my = by + size / 2 - hh / 2;
      const px = w / 2 + mx * Math.cos(rad) - my * Math.sin(rad);
      const py = hh / 2 + mx * Math.sin(rad) + my * Math.cos(rad);
      if (px < -gap * 0.8 || px > w + gap * 0.8 || py < -gap * 0.8 || py > hh + gap * 0.8) continue;
      const r = rng.next();
      if (r < 0.12) {
        parks.push(rect(bx, by, size, size, { rx: 8 }));
      } else if (r < 0.75) {
        const split = rng.int(1, 3);
        for (let k = 0; k < split; k += 1) {
          blocks.push(
            rect(
              Math.round(bx + (k * size) / split + 3),
              by + 4,
              Math.round(size / split - 6),
              rng.int(size - 30, size - 8),
              { rx: 3 },
            ),
          );
        }
      }
    }
  }
  const minor: string[] = [];
  const major: string[] = [];
  for (let k = -3; k < 12; k += 1) {
    const x = k * gap;
    (k % 2 === 0 ? major : minor).push(`M${n(x)} -400V900`);
    const y = k * gap;
    (k % 2 === 0 ? major : minor).push(`M-400 ${n(y)}H1200`);
  }
  const rot = `rotate(${n(angle)} ${w / 2} ${hh / 2})`;
  // water: a river through the city, a lake or a coast
  // The river takes the course that stays farthest from the markers.
  const markers = projectMarkers(o, w, hh);
  const bends = [0, 1, 2, 3, 4, 5, 6].map(() => rng.range(0, 3));
  const course = (ry: number): Point[] =>
    bends.map((b, k) => [-40 + k * 150, ry + Math.sin(k * 1.3 + b) * 60] as Point);
  const clearance = (pts: Point[]) =>
    Math.min(
      ...markers.map(([mx, my]) => {
        const k = Math.max(0, Math.min(5, Math.floor((mx + 40) / 150)));
        const t = (mx + 40 - k * 150) / 150;
        return Math.abs(my - 14 - (pts[k][1] * (1 - t) + pts[k + 1][1] * t));
      }),
    );
  const riverPts = [0.22, 0.34, 0.46, 0.58, 0.7, 0.82]
    .map((k) => course(k * hh))
    .reduce((best, pts) => (clearance(pts) > clearance(best) ? pts : best));
  const river = smooth(riverPts);
  const water = city?.coast
    ? path(
        `M${n(w * 0.72)} -10C${n(w * 0.62)} ${n(hh * 0.35)} ${n(w * 0.86)} ${n(hh * 0.6)} ${n(w * 0.7)} ${n(hh + 10)}H${n(w + 10)}V-10z`,
        { fill: '#cfe3fb' },
      )
    : path(river, {
        fill: 'none',
        stroke: '#cfe3fb',
        'stroke-width': rng.range(34, 56),
        'stroke-linecap': 'round',
      });
  const lake = city?.lake
    ? path(
        smooth(
          [
            [120, 90],
            [220, 70],
            [260, 150],
            [200, 220],
            [110, 190],
          ],
          true,
        ),
        { fill: '#cfe3fb' },
      )
    : '';
  const ring = `M${n(w * 0.12)} ${n(hh * 0.2)}Q${n(w * 0.5)} ${n(hh * 0.02)} ${n(w * 0.88)} ${n(hh * 0.24)}`;
  const pins = o.addressList.map((a, i) => {
    const [x, y] = markers[i];
    const label = a.name;
    const lw = Array.from(label).length * 14 + 24;
    const lx = Math.min(w - lw - 8, Math.max(8, x - lw / 2));
    const above = y - 70 > 96;
    const ly = above ? y - 72 : y + 12;
    return join([
      ellipse(x, y, 14, 5, { fill: C.navy, opacity: 0.18 }),
      circle(x, y, 26, { fill: C.brand, opacity: 0.12 }),
      path(`M${n(x)} ${n(y)}c-5-9-15-16-15-27a15 15 0 0 1 30 0c0 11-10 18-15 27z`, {
        fill: i === 0 ? C.brand : C.deep,
      }),
      circle(x, y - 27, 5.5, { fill: C.white }),
      shadow(d, lx, ly, lw, 28, 14, { dy: 4, blur: 5, opacity: 0.16 }),
      rect(lx, ly, lw, 28, { rx: 14, fill: C.white }),
      text(lx + lw / 2, ly + 19, label, { size: 13, fill: C.ink, anchor: 'middle', weight: 600 }),
    ]);
  });
  return svgDoc({
    width: w,
    height: hh,
    title: `${o.name}办公地点地图`,
    defs: d,
    body: [
      rect(0, 0, w, hh, { fill: '#f3f6fa' }),
      g({ transform: rot }, [
        g({ fill: '#e4eaf2' }, blocks),
        g({ fill: '#d4f3ec' }, parks),
        path(minor.join(''), { stroke: C.white, 'stroke-width': 5 }),
        path(major.join(''), { stroke: '#dde4ee', 'stroke-width': 14 }),
        path(major.join(''), { stroke: C.white, 'stroke-width': 10 }),
      ]),
      water,
      lake,
      path(ring, {
        fill: 'none',
        stroke: '#ffd591',
        'stroke-width': 8,
        'stroke-linecap': 'round',
        opacity: 0.9,
      }),
      ...pins,
      shadow(d, 24, 24, 150, 58, 10, { dy: 6, blur: 8, opacity: 0.14 }),
      rect(24, 24, 150, 58, { rx: 10, fill: C.white }),
      rect(24, 36, 4, 34, { rx: 2, fill: C.brand }),
      text(40, 50, o.name, { size: 18, weight: 700, fill: C.ink }),
      text(40, 71, `办公地点 ${o.addressList.length} 处`, { size: 12, fill: C.slate }),
      g({ transform: `translate(${w - 52} ${hh - 52})` }, [
        circle(0, 0, 22, { fill: C.white, stroke: '#dde4ee' }),
        path(
          poly([
            [0, -15],
            [6, 2],
            [0, -2],
            [-6, 2],
          ]),
          { fill: C.brand },
        ),
        text(0, 15, '北', { size: 10, fill: C.slate, anchor: 'middle' }),
      ]),
      g({ transform: `translate(24 ${hh - 30})` }, [
        path('M0 0v6h80V0', { fill: 'none', stroke: C.slate, 'stroke-width': 1.5 }),
        text(88, 7, '1 公里', { size: 11, fill: C.slate }),
      ]),
    ],
  });
}
