import type { CaseRecord } from '@/types/api';
import { Link } from 'umi';
import Chip, { ChipGroup } from '@/components/Chip';
import LazyImage from '@/components/LazyImage';
import { slots } from '@/styles/slots';
import type { Slot } from '@/utils/picture';
import styles from './index.less';

export type CaseCardItem = Pick<CaseRecord, 'id' | 'brand' | 'title' | 'cover'> & {
  tags?: string[];
  summary?: string;
};

export interface CaseCardProps {
  item: CaseCardItem;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** How wide its cover is shown (its grid's columns); the four-column grid's by default. */
  slot?: Slot;
}

/** Where a case card leads. */
export const caseDetailPath = (id: number | string): string =>
  `/customerCase/caseDetail?id=${encodeURIComponent(String(id))}`;

/** Visible tags per card; more would crowd a narrow column. */
const MAX_TAGS = 3;

/**
 * A portfolio card. The title's link stretches over the whole card (one link, one tab stop, a short
 * accessible name), while brand, summary and tags stay plain text around it.
 */
export default function CaseCard({
  item,
  headingLevel: Heading = 'h3',
  slot = slots.caseCard,
}: CaseCardProps) {
  const tags = item.tags?.filter(Boolean).slice(0, MAX_TAGS) ?? [];
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <LazyImage
          src={item.cover}
          alt={`${item.brand}「${item.title}」案例封面`}
          width={640}
          height={480}
          slot={slot}
        />
      </div>
      <div className={styles.body}>
        <p className={styles.brand}>{item.brand}</p>
        <Heading className={styles.title}>
          <Link to={caseDetailPath(item.id)} className={styles.link}>
            {item.title}
          </Link>
        </Heading>
        {item.summary ? <p className={styles.summary}>{item.summary}</p> : null}
        {tags.length ? (
          <ChipGroup className={styles.tags} label="标签">
            {tags.map((tag) => (
              <li key={tag}>
                <Chip tone="soft" size="small" className={styles.tag}>
                  {tag}
                </Chip>
              </li>
            ))}
          </ChipGroup>
        ) : null}
      </div>
    </article>
  );
}
