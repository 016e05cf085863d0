/** Backgrounds and small pieces shared by several compositions. */
import { dotField, glow, rings } from '../motifs';
import type { Theme } from '../palette';
import { C } from '../palette';
import type { Rng } from '../prng';
import type { Defs } from '../svg';
import { circle, join, rect, text } from '../svg';

/** A themed gradient backdrop with a large soft disc, a few rings and a dot field. */
export function themedBackdrop(d: Defs, rng: Rng, w: number, hh: number, theme: Theme): string {
  const corner = rng.int(0, 3);
  const cx = corner % 2 === 0 ? w * rng.range(0.05, 0.2) : w * rng.range(0.8, 0.95);
  const cy = corner < 2 ? hh * rng.range(0.05, 0.25) : hh * rng.range(0.75, 0.95);
  const line = theme.dark ? C.white : theme.accent;
  const big = Math.max(w, hh);
  return join([
    rect(0, 0, w, hh, {
      fill: d.linear(
        [
          [0, theme.bg[0]],
          [1, theme.bg[1]],
        ],
        rng.pick([0, 0.2, 0.5]),
        0,
        1,
        1,
      ),
    }),
    glow(
      d,
      w - cx,
      hh - cy,
      big * 0.55,
      theme.dark ? theme.accent : C.white,
      theme.dark ? 0.35 : 0.9,
    ),
    circle(cx, cy, big * rng.range(0.32, 0.42), { fill: line, opacity: theme.dark ? 0.06 : 0.07 }),
    rings(rng, cx, cy, [big * 0.5, big * 0.58, big * 0.7], {
      stroke: line,
      opacity: theme.dark ? 0.16 : 0.22,
    }),
    dotField(d, w - cx - big * 0.12, cy - big * 0.1, big * 0.24, big * 0.16, {
      gap: 14,
      r: 1.6,
      color: line,
      opacity: theme.dark ? 0.25 : 0.35,
    }),
  ]);
}

/** A small caption: an accent tick, a bold line and an optional lighter second line. */
export function caption(
  x: number,
  y: number,
  main: string,
  sub: string | undefined,
  o: { ink: string; accent: string; size: number },
): string {
  return join([
    rect(x, y - o.size * 0.85, 3, o.size * (sub ? 2.35 : 1), { rx: 1.5, fill: o.accent }),
    text(x + 12, y, main, { size: o.size, fill: o.ink, weight: 600 }),
    sub
      ? text(x + 12, y + o.size * 1.35, sub, { size: o.size * 0.72, fill: o.ink, opacity: 0.72 })
      : '',
  ]);
}

/** Trims a caption to a maximum number of characters (CJK counts as one). */
export const clip = (s: string, max: number): string =>
  Array.from(s).length > max
    ? `${Array.from(s)
        .slice(0, max - 1)
        .join('')}…`
    : s;
