/** The brand mark, the 160×40 logo (dark and white wordmark) and the 64×64 favicon. */
import { C } from '../palette';
import { Defs, circle, g, path, rect, svgDoc, text } from '../svg';

/**
 * The mark in a 40×40 box: a rounded tile with two billows under a sun, "澜" (billows) and
 * "图" (picture) in one sign.
 */
export function mark(d: Defs): string {
  return g({}, [
    rect(0, 0, 40, 40, {
      rx: 10,
      fill: d.linear([
        [0, C.brand],
        [1, C.deeper],
      ]),
    }),
    circle(28, 12.5, 4, { fill: C.cyan3 }),
    path('M8 22.5c4-5 8-5 12 0s8 5 12 0', {
      fill: 'none',
      stroke: C.white,
      'stroke-width': 3.2,
      'stroke-linecap': 'round',
    }),
    path('M8 30.5c4-5 8-5 12 0s8 5 12 0', {
      fill: 'none',
      stroke: C.white,
      'stroke-width': 3.2,
      'stroke-linecap': 'round',
      opacity: 0.55,
    }),
  ]);
}

/** 160×40: the mark and the 澜图 wordmark with the group name under it. */
export function logo(variant: 'dark' | 'white'): string {
  const d = new Defs();
  const ink = variant === 'dark' ? C.navy : C.white;
  return svgDoc({
    width: 160,
    height: 40,
    title: '澜图数字设计集团',
    defs: d,
    body: [
      mark(d),
      text(50, 21, '澜图', { size: 20, weight: 700, fill: ink, spacing: 2 }),
      text(50, 35.5, '数字设计集团', {
        size: 9,
        fill: variant === 'dark' ? C.slate : C.white,
        opacity: variant === 'dark' ? undefined : 0.78,
        spacing: 2.6,
      }),
    ],
  });
}

/** 64×64 favicon: the mark alone. */
export function favicon(): string {
  const d = new Defs();
  return svgDoc({
    width: 64,
    height: 64,
    title: '澜图',
    defs: d,
    body: [g({ transform: 'scale(1.6)' }, [mark(d)])],
  });
}
