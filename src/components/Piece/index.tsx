import { memo, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { isFirstPrerenderedPage } from '@/utils/prerender';

/** Tells its piece, once React has taken it over (its first commit), that it may follow updates. */
const TakenOver = memo(function TakenOver({
  children,
  onTakenOver,
}: {
  children: ReactNode;
  onTakenOver: () => void;
}) {
  useEffect(onTakenOver, [onTakenOver]);
  return <>{children}</>;
});

/**
 * A part of a prerendered page that React takes over on its own (a Suspense boundary, which
 * renderToString marks in the HTML with `<!--$-->…<!--/$-->`). Hydration then runs in pieces:
 * first the layout's shell (the header, the contact bar, each page's first controls), then each
 * piece in turn at the lowest priority, in slices of a few milliseconds. A tap on a piece not yet
 * taken over makes React take over that piece alone, at once, and replay the tap; without pieces
 * it took over the whole rest of the page inside the tap (over a second on a low-end phone).
 *
 * Until React has taken it over, a piece keeps the children it was first given: the page may
 * redraw around it meanwhile (a store update, the phone's media query, a deferred band), and an
 * update that reached a boundary still being hydrated would make React throw its markup away and
 * draw it anew (error 421). Once taken over it follows its children as any part does. Wrap bands
 * below the first controls, not the controls a visitor taps first. Nothing in it may suspend in
 * the visitor's browser (a lazy part needs a boundary of its own, with its fallback).
 */
export default function Piece({ children }: { children: ReactNode }) {
  const [live, setLive] = useState(() => !isFirstPrerenderedPage());
  const first = useRef(children);
  const takenOver = useMemo(() => () => setLive(true), []);
  const shown = live ? children : first.current;
  return useMemo(
    () => (
      <Suspense fallback={null}>
        <TakenOver onTakenOver={takenOver}>{shown}</TakenOver>
      </Suspense>
    ),
    [shown, takenOver],
  );
}
