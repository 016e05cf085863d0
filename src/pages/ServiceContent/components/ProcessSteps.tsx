import classNames from 'classnames';
import type { CSSProperties } from 'react';
import Chip, { ChipGroup } from '@/components/Chip';
import styles from './ProcessSteps.less';

export interface ProcessStep {
  title: string;
  describe: string;
  /** What the step hands over; shown as small chips. */
  outputs?: string[];
}

export interface ProcessStepsProps {
  steps: ProcessStep[];
  /** Accessible name of each step's outputs list, e.g. 阶段产出. */
  outputsLabel?: string;
  tone?: 'light' | 'dark';
}

const stepNumber = (index: number) => String(index + 1).padStart(2, '0');

/**
 * Numbered steps joined by one rule: a single row on desktop for up to five steps (FeatureList's
 * numbered grid stops at four columns), rows of three for more; a vertical stepper on phones.
 */
export default function ProcessSteps({ steps, outputsLabel, tone = 'light' }: ProcessStepsProps) {
  const columns = steps.length <= 5 ? steps.length : 3;
  const style = {
    '--cols': columns,
    '--cols-md': steps.length === 4 ? 2 : Math.min(3, steps.length),
  } as CSSProperties;
  return (
    <ol className={classNames(styles.steps, styles[tone])} style={style}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {stepNumber(index)}
          </span>
          <div className={styles.body}>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.describe}>{step.describe}</p>
            {step.outputs?.length ? (
              <ChipGroup className={styles.outputs} label={outputsLabel}>
                {step.outputs.map((output) => (
                  <li key={output}>
                    <Chip tone={tone === 'dark' ? 'glass' : 'soft'} size="small">
                      {output}
                    </Chip>
                  </li>
                ))}
              </ChipGroup>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
