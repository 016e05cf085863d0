import styles from './HiringSteps.less';

export interface HiringStep {
  title: string;
  describe: string;
}

/** The hiring steps, numbered 01 … in a row on wide screens. */
export default function HiringSteps({ steps }: { steps: readonly HiringStep[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.index} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.text}>{step.describe}</p>
        </li>
      ))}
    </ol>
  );
}
