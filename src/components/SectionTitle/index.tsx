import classNames from 'classnames';
import type { ReactNode } from 'react';
import styles from './index.less';

export interface SectionTitleProps {
  title: string;
  subtitle?: string;
  /** A short label above the title, e.g. 服务优势. */
  eyebrow?: string;
  align?: 'center' | 'left';
  /** Id of the heading, for a section's aria-labelledby or an in-page anchor. */
  id?: string;
  /** A link or button beside the title (left) or under it (center), e.g. 查看全部案例. */
  action?: ReactNode;
  /** `dark` on a navy band or a picture: white title, light eyebrow and subtitle. */
  tone?: 'light' | 'dark';
}

/** The heading block that opens a content section. */
export default function SectionTitle({
  title,
  subtitle,
  eyebrow,
  align = 'center',
  id,
  action,
  tone = 'light',
}: SectionTitleProps) {
  return (
    <div
      className={classNames(styles.sectionTitle, styles[align], {
        [styles.withAction]: !!action,
        [styles.dark]: tone === 'dark',
      })}
    >
      <div className={styles.text}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
