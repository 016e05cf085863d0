import { Link } from 'umi';
import type { CaseCardItem } from '@/components/CaseCard';
import CaseGrid from '@/components/CaseGrid';
import DataState from '@/components/DataState';
import LinkArrow from '@/components/LinkArrow';
import Section from '@/components/Section';
import { serviceCasesPath, servicesUi } from '@/content/services';
import { SERVICE_CASES_PAGE_SIZE } from '@/models/services';
import type { CasePage } from '@/models/case';
import type { CaseRecord } from '@/types/api';
import { sectionView, useLoad } from '@/utils/useLoad';
import styles from './ServicePage.less';

export interface ServiceCasesProps {
  serviceId: number;
  title: string;
}

const NO_RECORDS: CaseRecord[] = [];

const toCard = (record: CaseRecord): CaseCardItem => ({
  id: record.id,
  brand: record.brand,
  title: record.title,
  cover: record.cover,
  summary: record.summary,
  tags: [record.typeName, record.industryName].filter(Boolean),
});

/**
 * 代表案例 of one service. The records live in this component's state: SPEC.md §3 fixes the
 * services state to the industry tiles and the advantages, so the model's effect only returns them.
 */
export default function ServiceCases({ serviceId, title }: ServiceCasesProps) {
  const ui = servicesUi.page;
  const load = useLoad<CasePage>({
    type: 'services/fetchServiceCases',
    payload: { serviceId, pageSize: SERVICE_CASES_PAGE_SIZE },
  });
  const records = load.data?.records ?? NO_RECORDS;
  const view = sectionView(load.status, records.length);

  const headingId = `service-cases-${serviceId}`;
  // Beside the heading on wide screens; under the cards on phones, where it reads as "more".
  const allCasesLink = (className: string) => (
    <Link to={serviceCasesPath(serviceId)} className={className}>
      {ui.allCases}
      <LinkArrow />
    </Link>
  );
  return (
    <Section
      id={headingId}
      eyebrow={ui.cases.eyebrow}
      title={title}
      align="left"
      action={allCasesLink(`${styles.textLink} ${styles.desktopOnly}`)}
    >
      <DataState
        loading={view.loading}
        error={view.error}
        empty={view.empty}
        onRetry={load.retry}
        emptyText={ui.casesEmpty}
        errorText={ui.casesError}
        skeleton={
          <CaseGrid items={[]} loading columns={4} skeletonCount={SERVICE_CASES_PAGE_SIZE} />
        }
      >
        <div className={styles.cases}>
          <CaseGrid items={records.map(toCard)} columns={4} />
        </div>
      </DataState>
      {allCasesLink(`${styles.moreLink} ${styles.casesFooterLink}`)}
    </Section>
  );
}
