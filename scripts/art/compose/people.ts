/**
 * Leader avatars (320×320): stylised flat portraits without facial features — head, hair, neck,
 * shoulders and clothes — varied in hair, skin, clothes and background. Drawn, not photos.
 */
import { dotField, glow } from '../motifs';
import { C } from '../palette';
import { Rng } from '../prng';
import { Defs, circle, ellipse, join, path, rect, svgDoc } from '../svg';

type Hair = 'short' | 'side' | 'long' | 'bob' | 'bun' | 'crop' | 'wavy';
type Outfit = 'suitTie' | 'suit' | 'blazer' | 'turtleneck' | 'blouse' | 'crew';

interface Person {
  hair: Hair;
  hairColor: string;
  skin: string;
  outfit: Outfit;
  cloth: string;
  glasses: boolean;
  bg: [string, string];
}

const PEOPLE: Person[] = [
  {
    hair: 'short',
    hairColor: '#1f1d2b',
    skin: '#f1c9ad',
    outfit: 'suitTie',
    cloth: '#1d2b44',
    glasses: false,
    bg: [C.blue1, C.geek1],
  },
  {
    hair: 'long',
    hairColor: '#2b2120',
    skin: '#f6d5c3',
    outfit: 'blazer',
    cloth: C.deep,
    glasses: false,
    bg: [C.violet1, C.violet2],
  },
  {
    hair: 'side',
    hairColor: '#2a2523',
    skin: '#e8b896',
    outfit: 'suit',
    cloth: '#2b3a55',
    glasses: true,
    bg: [C.cyan1, C.cyan2],
  },
  {
    hair: 'bob',
    hairColor: '#1a1a24',
    skin: '#f3cfb6',
    outfit: 'turtleneck',
    cloth: C.navy2,
    glasses: false,
    bg: [C.light, C.blue2],
  },
  {
    hair: 'crop',
    hairColor: '#6b7080',
    skin: '#eec1a2',
    outfit: 'suitTie',
    cloth: '#24324d',
    glasses: true,
    bg: [C.geek1, C.geek2],
  },
  {
    hair: 'bun',
    hairColor: '#3a2a24',
    skin: '#f8dccb',
    outfit: 'blouse',
    cloth: C.cyanDeep,
    glasses: false,
    bg: [C.blue1, C.blue2],
  },
  {
    hair: 'crop',
    hairColor: '#15151f',
    skin: '#dcaa88',
    outfit: 'crew',
    cloth: '#391085',
    glasses: false,
    bg: [C.violet1, '#e3d2fb'],
  },
  {
    hair: 'wavy',
    hairColor: '#2e1f1c',
    skin: '#f0c8ae',
    outfit: 'blazer',
    cloth: '#1d2b44',
    glasses: false,
    bg: [C.cyan1, C.light],
  },
];

/** Behind-the-head hair (long styles). */
function hairBack(p: Person): string {
  if (p.hair === 'long')
    return path('M102 150c-6-62 22-86 58-86s66 24 58 86l8 104c-36 16-96 16-132 0z', {
      fill: p.hairColor,
    });
  if (p.hair === 'wavy')
    return path(
      'M104 150c-6-60 22-84 56-84s62 24 56 84c10 20 4 40 12 56-8 14-28 22-40 20-20 4-40 4-60 0-12 2-32-6-40-20 8-16 2-36 16-56z',
      { fill: p.hairColor },
    );
  if (p.hair === 'bob')
    return path('M104 150c-4-58 22-82 56-82s60 24 56 82l4 58c-20 10-100 10-120 0z', {
      fill: p.hairColor,
    });
  return '';
}

/** Hair on top of the head. */
function hairFront(p: Person): string {
  const c = p.hairColor;
  switch (p.hair) {
    case 'short':
      return path(
        'M112 146c-6-44 16-66 48-66 34 0 54 20 48 66-4-16-10-26-18-30-20 8-52 8-70 2-4 8-6 18-8 28z',
        { fill: c },
      );
    case 'side':
      return path(
        'M112 150c-8-48 14-72 50-72 32 0 52 22 46 70-6-20-14-30-22-34-24 2-46-2-60-10-6 12-10 28-14 46z',
        { fill: c },
      );
    case 'crop':
      return path(
        'M113 140c-2-38 18-56 47-56s49 18 47 56c-6-14-14-22-22-24-16 4-34 4-50 0-8 2-16 10-22 24z',
        { fill: c },
      );
    case 'bun':
      return join([
        circle(160, 76, 20, { fill: c }),
        path('M112 146c-6-44 16-64 48-64s54 20 48 64c-8-22-26-36-48-36s-40 14-48 36z', { fill: c }),
      ]);
    case 'long':
    case 'wavy':
      return path('M110 150c-4-46 18-70 50-70s54 24 50 70c-10-22-22-34-34-40-10 14-40 24-66 40z', {
        fill: c,
      });
    case 'bob':
      return path(
        'M108 150c-4-46 18-72 52-72s56 26 52 72c-4-16-12-28-20-34-22 6-50 6-72 0-6 8-10 20-12 34z',
        { fill: c },
      );
    default:
      return '';
  }
}

function outfit(p: Person): string {
  const shoulders = 'M36 320c0-54 44-84 124-84s124 30 124 84z';
  const parts: string[] = [path(shoulders, { fill: p.cloth })];
  switch (p.outfit) {
    case 'suitTie':
    case 'suit':
      parts.push(path('M136 238l24 54 24-54z', { fill: C.white }));
      if (p.outfit === 'suitTie')
        parts.push(path('M154 248h12l4 8-6 40h-8l-6-40z', { fill: C.deep }));
      parts.push(
        path('M128 240l32 70-18-8-8 18-18-74zM192 240l-32 70 18-8 8 18 18-74z', {
          fill: '#000',
          opacity: 0.18,
        }),
      );
      break;
    case 'blazer':
      parts.push(path('M134 238q26 34 52 0l-4 82h-44z', { fill: C.white, opacity: 0.95 }));
      parts.push(
        path('M126 240l34 80-20-10-8 14-20-80zM194 240l-34 80 20-10 8 14 20-80z', {
          fill: '#000',
          opacity: 0.2,
        }),
      );
      break;
    case 'turtleneck':
      parts.push(rect(136, 222, 48, 26, { rx: 10, fill: p.cloth }));
      parts.push(
        path('M136 236h48', { stroke: '#000', 'stroke-opacity': 0.15, 'stroke-width': 3 }),
      );
      break;
    case 'blouse':
      parts.push(
        path('M134 240q26 30 52 0', {
          fill: 'none',
          stroke: C.white,
          'stroke-opacity': 0.6,
          'stroke-width': 4,
        }),
      );
      parts.push(circle(160, 268, 4, { fill: C.warm }));
      break;
    case 'crew':
      parts.push(
        path('M136 238q24 22 48 0', {
          fill: 'none',
          stroke: '#000',
          'stroke-opacity': 0.2,
          'stroke-width': 5,
        }),
      );
      parts.push(
        path('M60 320c4-34 20-56 52-70l10 70zM260 320c-4-34-20-56-52-70l-10 70z', {
          fill: C.navy,
          opacity: 0.85,
        }),
      );
      break;
    default:
      break;
  }
  return join(parts);
}

/** Leader avatar i (1–8), 320×320. */
export function leaderAvatar(i: number): string {
  const d = new Defs();
  const rng = new Rng(`leader-${i}`);
  const p = PEOPLE[(((i - 1) % PEOPLE.length) + PEOPLE.length) % PEOPLE.length];
  const face = join([
    rect(140, 186, 40, 60, { rx: 14, fill: p.skin }),
    path('M140 206q20 16 40 0v18q-20 12-40 0z', { fill: '#000', opacity: 0.1 }),
    ellipse(114, 154, 9, 13, { fill: p.skin }),
    ellipse(206, 154, 9, 13, { fill: p.skin }),
    ellipse(160, 146, 47, 58, { fill: p.skin }),
    path('M160 88a47 58 0 0 1 0 116a47 58 0 0 0 0-116z', { fill: '#000', opacity: 0.05 }),
  ]);
  const glasses = p.glasses
    ? join([
        rect(124, 142, 28, 20, { rx: 7, fill: 'none', stroke: '#1d2b44', 'stroke-width': 3 }),
        rect(168, 142, 28, 20, { rx: 7, fill: 'none', stroke: '#1d2b44', 'stroke-width': 3 }),
        path('M152 150h16', { stroke: '#1d2b44', 'stroke-width': 3 }),
      ])
    : '';
  return svgDoc({
    width: 320,
    height: 320,
    title: `管理团队成员头像 ${i}`,
    defs: d,
    body: [
      rect(0, 0, 320, 320, {
        fill: d.linear([
          [0, p.bg[0]],
          [1, p.bg[1]],
        ]),
      }),
      circle(160 + rng.range(-30, 30), 150, 118, { fill: C.white, opacity: 0.55 }),
      glow(d, rng.range(40, 280), rng.range(20, 80), 90, C.white, 0.7),
      dotField(d, rng.pick([24, 232]), 28, 64, 48, {
        gap: 12,
        r: 1.5,
        color: C.deep,
        opacity: 0.18,
      }),
      hairBack(p),
      outfit(p),
      face,
      hairFront(p),
      glasses,
    ],
  });
}
