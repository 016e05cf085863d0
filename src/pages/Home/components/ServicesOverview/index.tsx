import { useId } from 'react';
import { Link } from 'umi';
import Chip, { ChipGroup } from '@/components/Chip';
import LinkArrow from '@/components/LinkArrow';
import { homeContent } from '@/content/home';
import MoreLink from '../MoreLink';
import styles from './index.less';

/** The six services on a navy band; each whole card leads to the service's page. */
export default function ServicesOverview() {
  const c = homeContent.services;
  const titleId = useId();
  return (
    <section className={`lt-section ${styles.band}`} aria-labelledby={titleId}>
      <div className="lt-container">
        <div className={styles.head}>
          <div>
            <p className={styles.eyebrow}>{c.eyebrow}</p>
            <h2 id={titleId} className={styles.title}>
              {c.title}
            </h2>
          </div>
          <div className={styles.headAside}>
            <p className={styles.subtitle}>{c.subtitle}</p>
            <MoreLink text={c.more.text} to={c.more.path} tone="dark" />
          </div>
        </div>
        <ol className={styles.grid}>
          {c.items.map((service, index) => (
            <li key={service.key} className={styles.card} data-arrow-host>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.name}>
                <Link to={service.path} className={styles.link}>
                  {service.name}
                </Link>
              </h3>
              <p className={styles.summary}>{service.summary}</p>
              <ChipGroup className={styles.highlights}>
                {service.highlights.map((h) => (
                  <li key={h}>
                    <Chip tone="glass" size="small">
                      {h}
                    </Chip>
                  </li>
                ))}
              </ChipGroup>
              <span className={styles.more} aria-hidden="true">
                <span className={styles.moreText}>{c.linkText}</span>
                <LinkArrow className={styles.arrow} />
              </span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
