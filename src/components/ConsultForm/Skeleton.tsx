import classNames from 'classnames';
import layout from './layout.less';
import styles from './Skeleton.less';

interface Props {
  variant: 'popup' | 'inline';
}

const FIELDS = [
  ['name', layout.areaName],
  ['phone', layout.areaPhone],
  ['company', layout.areaCompany],
  ['email', layout.areaEmail],
] as const;

/**
 * The consultation form's outline while its code loads: the same grid, rows and heights as the
 * form (./layout.less), in quiet bars, so the dialog or the page does not move when it arrives.
 */
export default function ConsultFormSkeleton({ variant }: Props) {
  return (
    <div
      className={classNames(styles.skeleton, styles[variant], layout[variant])}
      aria-hidden="true"
      data-testid="consult-skeleton"
    >
      <div className={layout.grid}>
        {FIELDS.map(([key, area]) => (
          <div key={key} className={classNames(styles.item, area)}>
            <span className={styles.label} />
            <span className={styles.control} />
          </div>
        ))}
        <div className={classNames(styles.item, layout.full, layout.areaCity)}>
          <span className={styles.label} />
          <span className={styles.control} />
        </div>
        <div className={classNames(styles.item, layout.full, layout.areaDemand)}>
          <span className={styles.label} />
          <span className={layout.chipsGrid}>
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <span key={i} className={styles.chip} />
            ))}
          </span>
        </div>
        <div className={classNames(styles.item, layout.full, layout.areaDescription)}>
          <span className={styles.label} />
          <span className={styles.area} />
        </div>
      </div>
      <div className={layout.actions}>
        <span className={styles.consent} />
        <span className={styles.submit} />
      </div>
    </div>
  );
}
