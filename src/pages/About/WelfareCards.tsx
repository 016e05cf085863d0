import LazyImage from '@/components/LazyImage';
import { slots } from '@/styles/slots';
import type { Welfare } from '@/types/api';
import styles from './WelfareCards.less';

/** The first cards are wide (WelfareCards.less: `span 3` of six columns). */
const WIDE_CARDS = 2;

/** The welfare groups as cards over their artwork: two wide cards on top, three below. */
export default function WelfareCards({ groups }: { groups: Welfare[] }) {
  return (
    <ul className={styles.cards}>
      {groups.map((group, index) => (
        <li key={group.title} className={styles.card}>
          {/* The artwork is the card's backdrop (calm on the left, under the text). */}
          <LazyImage
            className={styles.image}
            src={group.bgImg}
            alt=""
            width={600}
            height={360}
            slot={index < WIDE_CARDS ? slots.welfareWide : slots.welfare}
          />
          <div className={styles.content}>
            <h3 className={styles.title}>{group.title}</h3>
            <ul className={styles.list}>
              {group.welfareList.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ul>
  );
}
