import { Suspense } from 'react';
import type { ReactNode } from 'react';

/**
 * A part of a prerendered page that React takes over on its own (a Suspense boundary, which
 * renderToString marks in the HTML with `<!--$-->…<!--/$-->`). Hydration then runs in pieces:
 * first the layout's shell (the header, the contact bar, each page's first controls), then each
 * piece in turn at the lowest priority, in slices of a few milliseconds. A tap on a piece not yet
 * taken over makes React take over that piece alone, at once, and replay the tap; without pieces
 * it took over the whole rest of the page inside the tap (over a second on a low-end phone).
 * Wrap bands below the first controls, not the controls a visitor taps first. Nothing in it may
 * suspend in the visitor's browser (a lazy part needs a boundary of its own, with its fallback).
 */
export default function Piece({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
