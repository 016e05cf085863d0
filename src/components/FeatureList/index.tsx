import classNames from 'classnames';
import LazyImage from '@/components/LazyImage';
import styles from './index.less';

export interface FeatureItem {
  /** Optional 240×240 illustration. */
  img?: string;
  title: string;
  describe: string;
}

export interface FeatureListProps {
  items: FeatureItem[];
  /** Columns on desktop; 2 on tablets, 1 on phones. */
  columns?: 2 | 3 | 4;
  /** Steps of a process: an ordered list showing 01, 02 … joined by a line. */
  numbered?: boolean;
  headingLevel?: 'h3' | 'h4';
}

const stepNumber = (index: number) => String(index + 1).padStart(2, '0');

/** Advantages, service offerings or process steps as a grid of short titled texts. */
export default function FeatureList({
  items,
  columns = 3,
  numbered = false,
  headingLevel: Heading = 'h3',
}: FeatureListProps) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List
      className={classNames(styles[`cols${columns}`], {
        [styles.numbered]: numbered,
        [styles.cards]: !numbered,
      })}
    >
      {items.map((item, index) => (
        <li key={item.title} className={styles.item}>
          {numbered ? (
            <span className={styles.step} aria-hidden="true">
              {stepNumber(index)}
            </span>
          ) : null}
          {item.img ? (
            <div className={styles.art}>
              <LazyImage src={item.img} alt={`${item.title}示意图`} width={240} height={240} />
            </div>
          ) : null}
          <div className={styles.text}>
            <Heading className={styles.title}>{item.title}</Heading>
            <p className={styles.describe}>{item.describe}</p>
          </div>
        </li>
      ))}
    </List>
  );
}
