import { Link } from 'umi';
import SectionTitle from '@/components/SectionTitle';
import { servicesOverview, servicesUi } from '@/content/services';
import type { ServiceKey } from '@/content/taxonomy';
import styles from './ServicePage.less';

/** The other five services as links, so a visitor moves on without going back to the overview. */
export default function OtherServices({ currentKey }: { currentKey?: ServiceKey }) {
  const others = servicesOverview.services.filter((s) => s.key !== currentKey);
  const headingId = 'other-services';
  return (
    <section className="lt-section lt-section-alt" aria-labelledby={headingId}>
      <div className="lt-container">
        <SectionTitle
          id={headingId}
          eyebrow={servicesUi.page.others.eyebrow}
          title={servicesUi.page.others.title}
          align="left"
        />
        <ul className={styles.others}>
          {others.map((service) => (
            <li key={service.key}>
              <Link to={service.path} className={styles.other}>
                <span className={styles.otherName}>{service.name}</span>
                <span className={styles.otherTags}>
                  {service.highlights.map((highlight) => (
                    <span key={highlight} className={styles.otherTag}>
                      {highlight}
                    </span>
                  ))}
                </span>
                <span className={styles.arrow} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
