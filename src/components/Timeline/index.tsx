import type { CourseGroup } from '@/types/api';
import styles from './index.less';

export interface TimelineProps {
  groups: CourseGroup[];
  headingLevel?: 'h3' | 'h4';
}

/** The company's history: phases (title, period) side by side on desktop, each a list of years. */
export default function Timeline({ groups, headingLevel: Heading = 'h3' }: TimelineProps) {
  return (
    <ol className={styles.timeline}>
      {groups.map((group, index) => (
        <li key={`${group.period}-${group.title}`} className={styles.group}>
          <div className={styles.head}>
            <span className={styles.phase} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <Heading className={styles.title}>
              <span className={styles.period}>{group.period}</span>{' '}
              <span className={styles.name}>{group.title}</span>
            </Heading>
          </div>
          <ol className={styles.list}>
            {group.list.map((item) => (
              <li key={`${item.time}-${item.describe}`} className={styles.item}>
                <span className={styles.time}>{item.time}</span>
                <p className={styles.describe}>{item.describe}</p>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}
