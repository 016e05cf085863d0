import { caseDetailContent } from '@/content/cases';
import type { CaseDetail } from '@/types/api';
import SectionHead from './SectionHead';
import styles from './Story.less';

const s = caseDetailContent.sections;

/** The case's background and challenge, two cards side by side. */
export default function Story({ data }: { data: CaseDetail }) {
  const chapters = [
    { key: 'background', ...s.background, text: data.background },
    { key: 'challenge', ...s.challenge, text: data.challenge },
  ];
  return (
    <div className={styles.story}>
      <div className={`lt-container ${styles.grid}`}>
        {chapters.map((ch) => (
          <section key={ch.key} className={styles.card} aria-labelledby={`case-${ch.key}`}>
            <SectionHead index={ch.index} title={ch.title} id={`case-${ch.key}`} />
            <p className={styles.body}>{ch.text}</p>
          </section>
        ))}
      </div>
    </div>
  );
}
