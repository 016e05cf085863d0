import { Suspense, useEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';

export interface WhenNearProps {
  /** Rendered (typically a `React.lazy` component) once the box comes near the viewport. */
  children: ReactNode;
  /** Shown until then, and while the lazy chunk loads: same size as the real thing. */
  fallback: ReactNode;
  /** How far ahead of the viewport to start, as an IntersectionObserver root margin. */
  rootMargin?: string;
  className?: string;
}

/**
 * True once `ref` comes within `rootMargin` of the viewport, and from then on (at once where
 * IntersectionObserver is missing). Not `watching`: false, and nothing is observed.
 */
export function useNearViewport(
  ref: RefObject<Element>,
  rootMargin = '600px 0px',
  watching = true,
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !watching) return undefined;
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near, rootMargin, watching]);
  return near;
}

/**
 * Mounts its children only when they are about to scroll into view. Heavy parts below the fold
 * (antd's pager and form) then cost a phone nothing until the visitor gets there: the first
 * render neither downloads nor runs them. Without IntersectionObserver it mounts at once.
 */
export default function WhenNear({
  children,
  fallback,
  rootMargin = '600px 0px',
  className,
}: WhenNearProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, rootMargin);

  return (
    <div ref={ref} className={className} data-near={near ? 'true' : 'false'}>
      {near ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
    </div>
  );
}
