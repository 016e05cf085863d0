import { caseDetailContent } from '@/content/cases';
import type { CaseResult } from '@/types/api';
import SectionHead from './SectionHead';
import styles from './Results.less';

const c = caseDetailContent;

/** The results: big figures on navy. */
export default function Results({ results }: { results: CaseResult[] }) {
  return (
    <section
      className={`lt-section ${styles.results} ${styles.band}`}
      aria-labelledby="case-results"
    >
      <div className="lt-container">
        <SectionHead
          light
          className={styles.head}
          index={c.sections.results.index}
          title={c.sections.results.title}
          intro={c.resultsIntro}
          id="case-results"
        />
        <ul className={styles.figures}>
          {results.map((r) => (
            <li key={`${r.label}-${r.value}`} className={styles.figure}>
              <p className={styles.value}>{r.value}</p>
              <p className={styles.label}>{r.label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
