import classNames from 'classnames';
import styles from './SectionHead.less';

export interface SectionHeadProps {
  /** The chapter number (01 …), decoration beside the heading. */
  index: string;
  title: string;
  /** Id of the h2, for its section's aria-labelledby. */
  id: string;
  /** A line under the heading. */
  intro?: string;
  /** On the navy results band. */
  light?: boolean;
  className?: string;
}

/** A chapter's heading on the case page: its number above the h2 (spacing is the caller's). */
export default function SectionHead({
  index,
  title,
  id,
  intro,
  light,
  className,
}: SectionHeadProps) {
  return (
    <div className={classNames({ [styles.light]: light }, className)}>
      <p className={styles.index} aria-hidden="true">
        {index}
      </p>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </div>
  );
}
