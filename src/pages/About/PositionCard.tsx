import Chip from '@/components/Chip';
import LinkArrow from '@/components/LinkArrow';
import { aboutPage } from '@/content/aboutPage';
import type { Position } from '@/types/api';
import { applyHref, citiesOf } from './jobs';
import styles from './PositionCard.less';

const c = aboutPage.jobs;

/** One open position: its name and cities; opens to the duties, the requirements and the apply link. */
export default function PositionCard({ position, index }: { position: Position; index: number }) {
  const cities = citiesOf(position.address);
  const headingId = `position-${index}`;
  const lists: [string, string[]][] = [
    [c.responsibilityTitle, position.responsibilityList],
    [c.qualificationTitle, position.qualificationList],
  ];
  return (
    <li>
      <details className={styles.details}>
        <summary className={styles.summary}>
          <span className={styles.summaryText}>
            <h3 className={styles.name} id={headingId}>
              {position.positionName}
            </h3>
            <span className={styles.cities}>
              <span className="sr-only">{c.citiesLabel}：</span>
              {cities.map((city) => (
                <Chip key={city} tone="soft" size="small" className={styles.city}>
                  {city}
                </Chip>
              ))}
            </span>
          </span>
          <span className={styles.toggle} aria-hidden="true" />
        </summary>
        <div className={styles.content}>
          <div className={styles.columns}>
            {lists.map(([title, lines]) => (
              <div key={title}>
                <h4 className={styles.listTitle}>{title}</h4>
                <ol className={styles.numbered}>
                  {lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ol>
              </div>
            ))}
          </div>
          <div className={styles.apply}>
            <a
              className={styles.applyButton}
              href={applyHref(c.mail, c.mailSubject(position.positionName))}
              aria-label={c.applyLabel(position.positionName)}
            >
              {c.apply}
              <LinkArrow />
            </a>
            <p className={styles.applyHint}>{c.applyHint(c.mail)}</p>
          </div>
        </div>
      </details>
    </li>
  );
}
