import LazyImage from '@/components/LazyImage';
import { slots } from '@/styles/slots';
import styles from './index.less';

export interface FeatureItem {
  /** Optional 240×240 illustration. */
  img?: string;
  title: string;
  describe: string;
}

export interface FeatureListProps {
  items: FeatureItem[];
  headingLevel?: 'h3' | 'h4';
}

/** Advantages or offerings as cards of short titled texts: 4 columns, 2 on tablets, 1 on phones. */
export default function FeatureList({ items, headingLevel: Heading = 'h3' }: FeatureListProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.title} className={styles.item}>
          {item.img ? (
            <div className={styles.art}>
              <LazyImage
                src={item.img}
                alt={`${item.title}示意图`}
                width={240}
                height={240}
                slot={slots.feature}
              />
            </div>
          ) : null}
          <div className={styles.text}>
            <Heading className={styles.title}>{item.title}</Heading>
            <p className={styles.describe}>{item.describe}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
