import { useEffect, useRef, useState } from 'react';
import { isFirstPrerenderedPage } from '@/utils/prerender';
import styles from './index.less';

export interface StatItem {
  value: number;
  /** Shown after the number, e.g. `+`, `年`, `家`. */
  suffix?: string;
  label: string;
}

export interface StatNumbersProps {
  items: StatItem[];
}

/** Length of the count-up, ms. */
export const COUNT_UP_MS = 1200;

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/** Whether counting up is wanted and possible here (motion allowed, IntersectionObserver present). */
function canAnimate(): boolean {
  if (typeof window === 'undefined' || typeof window.IntersectionObserver === 'undefined') {
    return false;
  }
  return !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Progress 0 → 1 of the count-up, started the first time `ref` scrolls into view. Starts (and
 * stays) at 1 when motion is reduced, the browser cannot observe intersections, or the page came
 * prerendered.
 */
function useCountUp(ref: React.RefObject<HTMLElement>): number {
  // A prerendered page shows (and hydrates) the final figures, as its HTML does for a crawler.
  const [animate] = useState(() => !isFirstPrerenderedPage() && canAnimate());
  const [progress, setProgress] = useState(animate ? 0 : 1);

  useEffect(() => {
    const node = ref.current;
    if (!animate || !node) return undefined;
    let frame = 0;
    const run = () => {
      const start = performance.now();
      const tick = (now: number) => {
        const t = Math.min(1, (now - start) / COUNT_UP_MS);
        setProgress(easeOutCubic(t));
        if (t < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          run();
        }
      },
      { threshold: 0.3 },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [animate, ref]);

  return progress;
}

/** Key figures that count up once when they scroll into view; the accessible text is always final. */
export default function StatNumbers({ items }: StatNumbersProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const progress = useCountUp(listRef);

  return (
    <ul ref={listRef} className={styles.stats}>
      {items.map((item) => {
        const shown = progress >= 1 ? item.value : Math.round(item.value * progress);
        const suffix = item.suffix ? <span className={styles.suffix}>{item.suffix}</span> : null;
        return (
          <li key={item.label} className={styles.item}>
            <p className={styles.figure}>
              {/* The invisible final value reserves the width, so counting never shifts the layout. */}
              <span className={styles.number} aria-hidden="true">
                <span className={styles.ghost}>
                  {item.value}
                  {suffix}
                </span>
                <span className={styles.live} data-testid="stat-live">
                  {shown}
                  {suffix}
                </span>
              </span>
              <span className="sr-only">{`${item.value}${item.suffix ?? ''}`}</span>
            </p>
            <p className={styles.label}>{item.label}</p>
          </li>
        );
      })}
    </ul>
  );
}
