import Section from '@/components/Section';
import StatNumbers from '@/components/StatNumbers';
import { companyFacts } from '@/content/brand';
import { homeContent } from '@/content/home';
import MoreLink from '../MoreLink';
import styles from './index.less';

/** The company facts of SPEC.md §1 as counting figures, under a short statement. */
export default function CompanyFacts() {
  const c = homeContent.facts;
  return (
    <Section
      alt
      align="left"
      eyebrow={c.eyebrow}
      title={c.title}
      subtitle={c.describe}
      action={<MoreLink text={c.more.text} to={c.more.path} />}
    >
      <div className={styles.stats}>
        <StatNumbers items={companyFacts} />
      </div>
    </Section>
  );
}
