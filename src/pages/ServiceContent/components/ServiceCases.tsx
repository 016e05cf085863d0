import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useDispatch } from 'umi';
import type { CaseCardItem } from '@/components/CaseCard';
import CaseGrid from '@/components/CaseGrid';
import DataState from '@/components/DataState';
import LinkArrow from '@/components/LinkArrow';
import Section from '@/components/Section';
import { serviceCasesPath, servicesUi } from '@/content/services';
import { SERVICE_CASES_PAGE_SIZE } from '@/models/services';
import type { ServiceCasesResult } from '@/models/services';
import type { CaseRecord } from '@/types/api';
import styles from './ServicePage.less';

export interface ServiceCasesProps {
  serviceId: number;
  title: string;
}

type Status = 'loading' | 'error' | 'ready';

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
  const dispatch = useDispatch();
  const ui = servicesUi.page;
  const [status, setStatus] = useState<Status>('loading');
  const [records, setRecords] = useState<CaseRecord[]>([]);
  // Only the latest request may write state (retries, a changed service, an unmounted page).
  const latest = useRef(0);

  const load = useCallback(async () => {
    const requestId = ++latest.current;
    setStatus('loading');
    let result: ServiceCasesResult;
    try {
      // dva resolves an effect's dispatch with the effect's return value.
      result = (await dispatch({
        type: 'services/fetchServiceCases',
        payload: { serviceId, pageSize: SERVICE_CASES_PAGE_SIZE },
      })) as unknown as ServiceCasesResult;
    } catch {
      result = { success: false, records: [], total: 0 };
    }
    if (requestId !== latest.current) return;
    setRecords(result?.records ?? []);
    setStatus(result?.success ? 'ready' : 'error');
  }, [dispatch, serviceId]);

  useEffect(() => {
    load();
    return () => {
      latest.current += 1;
    };
  }, [load]);

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
        loading={status === 'loading'}
        error={status === 'error'}
        empty={status === 'ready' && records.length === 0}
        onRetry={load}
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
