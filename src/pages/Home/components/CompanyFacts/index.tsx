import { useId } from 'react';
import SectionTitle from '@/components/SectionTitle';
import StatNumbers from '@/components/StatNumbers';
import { companyFacts } from '@/content/brand';
import { homeContent } from '@/content/home';
import MoreLink from '../MoreLink';
import styles from './index.less';

/** The company facts of SPEC.md §1 as counting figures, under a short statement. */
export default function CompanyFacts() {
  const c = homeContent.facts;
  const titleId = useId();
  return (
    <section className={`lt-section lt-section-alt ${styles.facts}`} aria-labelledby={titleId}>
      <div className="lt-container">
        <SectionTitle
          align="left"
          eyebrow={c.eyebrow}
          title={c.title}
          subtitle={c.describe}
          id={titleId}
          action={<MoreLink text={c.more.text} to={c.more.path} />}
        />
        <div className={styles.stats}>
          <StatNumbers items={companyFacts} />
        </div>
      </div>
    </section>
  );
}
