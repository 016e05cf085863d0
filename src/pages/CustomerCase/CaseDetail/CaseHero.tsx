import Chip, { ChipGroup } from '@/components/Chip';
import PageHero from '@/components/PageHero';
import { caseDetailContent } from '@/content/cases';
import type { CaseDetail } from '@/types/api';
import { EMPTY_VIEW, caseViewPath } from '@/utils/cases';
import styles from './CaseHero.less';

const c = caseDetailContent;
const home = { text: c.breadcrumb.home, to: '/' };
const list = { text: c.breadcrumb.list, to: '/customerCase' };

/**
 * The case's hero (a PageHero): the trail, brand, title, summary and tags beside its cover. While the
 * case loads, bars and a cover placeholder under a visually hidden h1; when it failed, the trail
 * and a plain heading above the section offering 重试.
 */
export default function CaseHero({ data, loading }: { data: CaseDetail | null; loading: boolean }) {
  if (!data) {
    return loading ? (
      <PageHero title={c.loadingTitle} loading cover="loading" />
    ) : (
      <PageHero
        title={c.loadingTitle}
        breadcrumb={{ label: c.breadcrumb.label, items: [home, list] }}
      />
    );
  }

  const industryPath = caseViewPath({ ...EMPTY_VIEW, industry: data.industryId });
  const tags = [
    { key: 'industry', label: c.meta.industry, name: data.industryName, to: industryPath },
    {
      key: 'service',
      label: c.meta.service,
      name: data.serviceName,
      to: caseViewPath({ ...EMPTY_VIEW, service: data.serviceId }),
    },
    {
      key: 'type',
      label: c.meta.type,
      name: data.typeName,
      to: caseViewPath({ ...EMPTY_VIEW, service: data.serviceId, type: data.typeId }),
    },
  ].filter((tag) => tag.name);
  const trail = data.industryName
    ? [home, list, { text: data.industryName, to: industryPath }]
    : [home, list];

  return (
    <PageHero
      breadcrumb={{ label: c.breadcrumb.label, items: trail }}
      eyebrow={data.brand}
      title={data.title}
      subtitle={data.summary || undefined}
      cover={{ src: data.cover, alt: c.coverAlt(data.brand, data.title) }}
    >
      {tags.length ? (
        <ChipGroup label={c.tagsLabel}>
          {tags.map((tag) => (
            <li key={tag.key}>
              <Chip to={tag.to} tone="glass">
                <span className={styles.label}>{tag.label}</span>
                {tag.name}
              </Chip>
            </li>
          ))}
        </ChipGroup>
      ) : null}
      {data.year ? (
        <p className={styles.year}>
          <span className={styles.label}>{c.meta.year}</span>
          {c.meta.yearValue(data.year)}
        </p>
      ) : null}
    </PageHero>
  );
}
