import classNames from 'classnames';
import { useMemo, useState } from 'react';
import { useSelector } from 'umi';
import LazyImage from '@/components/LazyImage';
import SectionTitle from '@/components/SectionTitle';
import { aboutPage } from '@/content/aboutPage';
import type { Position } from '@/types/api';
import type { ConnectState } from '@/types/connect';
import { allCities, applyHref, citiesOf } from './jobs';
import styles from './JobsTab.less';

const c = aboutPage.jobs;

function PositionCard({ position, index }: { position: Position; index: number }) {
  const cities = citiesOf(position.address);
  const headingId = `position-${index}`;
  return (
    <li className={styles.position}>
      <details className={styles.details}>
        <summary className={styles.summary}>
          <span className={styles.summaryText}>
            <h3 className={styles.positionName} id={headingId}>
              {position.positionName}
            </h3>
            <span className={styles.cities}>
              <span className="sr-only">{c.citiesLabel}：</span>
              {cities.map((city) => (
                <span key={city} className={styles.city}>
                  {city}
                </span>
              ))}
            </span>
          </span>
          <span className={styles.toggle} aria-hidden="true" />
        </summary>
        <div className={styles.content}>
          <div className={styles.columns}>
            <div>
              <h4 className={styles.listTitle}>{c.responsibilityTitle}</h4>
              <ol className={styles.numbered}>
                {position.responsibilityList.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ol>
            </div>
            <div>
              <h4 className={styles.listTitle}>{c.qualificationTitle}</h4>
              <ol className={styles.numbered}>
                {position.qualificationList.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ol>
            </div>
          </div>
          <div className={styles.apply}>
            <a
              className={styles.applyButton}
              href={applyHref(c.mail, c.mailSubject(position.positionName))}
              aria-label={c.applyLabel(position.positionName)}
            >
              {c.apply}
              <span className={styles.arrow} aria-hidden="true" />
            </a>
            <p className={styles.applyHint}>{c.applyHint(c.mail)}</p>
          </div>
        </div>
      </details>
    </li>
  );
}

/** 加入我们: open positions (filterable by city, expandable), the hiring steps and the welfare. */
export default function JobsTab() {
  const { positionList, welfareList } = useSelector((s: ConnectState) => s.about);
  const [city, setCity] = useState('');
  const cities = useMemo(() => allCities(positionList), [positionList]);
  const shown = city
    ? positionList.filter((p) => citiesOf(p.address).includes(city))
    : positionList;

  return (
    <>
      <section className="lt-section" aria-labelledby="jobs-positions">
        <div className="lt-container">
          <SectionTitle
            id="jobs-positions"
            eyebrow={c.positionsEyebrow}
            title={c.positionsTitle}
            subtitle={c.positionsSubtitle(positionList.length)}
            align="left"
          />
          <div className={styles.filter} role="group" aria-label={c.cityFilterLabel}>
            {['', ...cities].map((item) => (
              <button
                key={item || 'all'}
                type="button"
                className={classNames(styles.chip, item === city && styles.chipActive)}
                aria-pressed={item === city}
                onClick={() => setCity(item)}
              >
                {item || c.allCities}
              </button>
            ))}
          </div>
          <p className={styles.resultCount} aria-live="polite">
            {c.cityCount(shown.length)}
          </p>
          {shown.length ? (
            <ul className={styles.positions}>
              {shown.map((position) => (
                <PositionCard
                  key={position.positionName}
                  position={position}
                  index={positionList.indexOf(position)}
                />
              ))}
            </ul>
          ) : (
            <p className={styles.none}>{c.noPositions}</p>
          )}
        </div>
      </section>

      <section className={`lt-section ${styles.processSection}`} aria-labelledby="jobs-process">
        <div className="lt-container">
          <SectionTitle id="jobs-process" eyebrow={c.processEyebrow} title={c.processTitle} />
          <ol className={styles.process}>
            {c.process.map((step, index) => (
              <li key={step.title} className={styles.step}>
                <span className={styles.stepIndex} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p className={styles.stepText}>{step.describe}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="lt-section lt-section-alt" aria-labelledby="jobs-welfare">
        <div className="lt-container">
          <SectionTitle
            id="jobs-welfare"
            eyebrow={c.welfareEyebrow}
            title={c.welfareTitle}
            subtitle={c.welfareSubtitle}
          />
          <ul className={styles.welfare}>
            {welfareList.map((group) => (
              <li key={group.title} className={styles.welfareCard}>
                {/* The artwork is the card's backdrop (calm on the left, under the text). */}
                <LazyImage
                  className={styles.welfareImage}
                  src={group.bgImg}
                  alt=""
                  width={600}
                  height={360}
                />
                <div className={styles.welfareContent}>
                  <h3 className={styles.welfareTitle}>{group.title}</h3>
                  <ul className={styles.welfareList}>
                    {group.welfareList.map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
