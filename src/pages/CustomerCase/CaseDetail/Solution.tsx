import { caseDetailContent } from '@/content/cases';
import SectionHead from './SectionHead';
import styles from './Solution.less';

const s = caseDetailContent.sections.solution;

/** The solution: its heading held beside numbered steps. */
export default function Solution({ steps }: { steps: string[] }) {
  return (
    <section className={`lt-section ${styles.band}`} aria-labelledby="case-solution">
      <div className={`lt-container ${styles.split}`}>
        <SectionHead className={styles.head} index={s.index} title={s.title} id="case-solution" />
        <ol>
          {steps.map((paragraph, index) => (
            // Paragraphs are plain text in a fixed order.
            // eslint-disable-next-line react/no-array-index-key
            <li key={index} className={styles.step}>
              <span className={styles.no} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <p className={styles.body}>{paragraph}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
