import PageHero from '@/components/PageHero';
import type { PageHeroProps } from '@/components/PageHero';
import styles from './Hero.less';

/**
 * PageHero, pinned. Its artwork box carries both LazyImage's `.box` (position: relative) and
 * PageHero's `.art` (position: absolute) at equal specificity, so whichever stylesheet a chunk
 * happens to load last wins; when LazyImage's does, the artwork becomes a flex item and pushes the
 * heading aside. The wrapper restates the intended layout with a stronger selector.
 */
export default function Hero(props: PageHeroProps) {
  return (
    <div className={styles.hero}>
      <PageHero {...props} />
    </div>
  );
}
