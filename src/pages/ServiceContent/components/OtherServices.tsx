import { Link } from 'umi';
import LinkArrow from '@/components/LinkArrow';
import Section from '@/components/Section';
import { servicesOverview, servicesUi } from '@/content/services';
import type { ServiceKey } from '@/content/taxonomy';
import styles from './OtherServices.less';

/** The other five services as links, so a visitor moves on without going back to the overview. */
export default function OtherServices({ currentKey }: { currentKey?: ServiceKey }) {
  const others = servicesOverview.services.filter((s) => s.key !== currentKey);
  return (
    <Section
      alt
      id="other-services"
      eyebrow={servicesUi.page.others.eyebrow}
      title={servicesUi.page.others.title}
      align="left"
    >
      <ul className={styles.list}>
        {others.map((service) => (
          <li key={service.key}>
            <Link to={service.path} className={styles.card}>
              <span className={styles.name}>{service.name}</span>
              <span className={styles.tags}>
                {service.highlights.map((highlight) => (
                  <span key={highlight} className={styles.tag}>
                    {highlight}
                  </span>
                ))}
              </span>
              <LinkArrow className={styles.arrow} />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
