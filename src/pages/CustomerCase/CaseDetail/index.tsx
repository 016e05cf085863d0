import { useEffect, useMemo, useRef } from 'react';
import { Link, useDispatch, useLocation, useSelector } from 'umi';
import type { CaseCardItem } from '@/components/CaseCard';
import CaseGrid from '@/components/CaseGrid';
import CtaBand from '@/components/CtaBand';
import DataState from '@/components/DataState';
import LazyImage from '@/components/LazyImage';
import PageTitle from '@/components/PageTitle';
import SectionTitle from '@/components/SectionTitle';
import { caseDetailContent } from '@/content/cases';
import { selectCaseDetail } from '@/models/selectors';
import type { CaseDetail, CaseRecord } from '@/types/api';
import { EMPTY_VIEW, caseViewPath, parseId } from '@/utils/cases';
import { useLoad } from '@/utils/useLoad';
import Gallery from './Gallery';
import styles from './index.less';

type Status = 'loading' | 'ready' | 'notFound' | 'error';

/** The API's code for an unknown case (mock/case.ts); other failures are worth a retry. */
const NOT_FOUND_CODE = '404';

const c = caseDetailContent;

const toCard = (r: CaseRecord): CaseCardItem => ({
  id: r.id,
  brand: r.brand,
  title: r.title,
  cover: r.cover,
  tags: [r.industryName, r.typeName],
});

const isDetail = (data: unknown, id: number): data is CaseDetail =>
  typeof data === 'object' && data !== null && (data as CaseDetail).id === id;

const list = <T,>(value: T[] | undefined | null): T[] => (Array.isArray(value) ? value : []);

/** `/customerCase/caseDetail?id=N`: one case study. Unknown, missing or malformed ids get an in-page not-found. */
export default function CaseDetailPage() {
  const location = useLocation();
  const id = useMemo(() => {
    try {
      return parseId(new URLSearchParams(location.search).get('id'));
    } catch {
      return '';
    }
  }, [location.search]);
  const dispatch = useDispatch();
  const stored = useSelector(selectCaseDetail);
  const load = useLoad<CaseDetail>(
    id === '' ? null : { type: 'case/fetchCaseDetail', payload: { id } },
  );
  const shownId = useRef(id);

  let status: Status = 'loading';
  if (id === '') status = 'notFound';
  else if (load.status === 'error') status = load.code === NOT_FOUND_CODE ? 'notFound' : 'error';
  else if (load.status === 'done') status = load.data?.id === id ? 'ready' : 'notFound';

  // A related case opens on the same route: start it at the top, as a new page would.
  useEffect(() => {
    if (shownId.current !== id) window.scrollTo({ top: 0, behavior: 'instant' });
    shownId.current = id;
  }, [id]);

  const data = status === 'ready' && id !== '' && isDetail(stored, id) ? stored : null;
  const openConsult = () => dispatch({ type: 'global/openConsult' });

  if (status === 'notFound') {
    return (
      <section className={styles.notFound} aria-labelledby="case-not-found-title">
        <PageTitle section={c.notFound.pageTitle} />
        <div className={`lt-container ${styles.notFoundInner}`}>
          <p className={styles.notFoundEyebrow}>{c.notFound.eyebrow}</p>
          <h1 id="case-not-found-title" className={styles.notFoundTitle}>
            {c.notFound.title}
          </h1>
          <p className={styles.notFoundText}>{c.notFound.describe}</p>
          <div className={styles.notFoundActions}>
            <Link to="/customerCase" className={styles.primaryLink}>
              {c.notFound.back}
            </Link>
            <Link to="/" className={styles.secondaryLink}>
              {c.notFound.home}
            </Link>
          </div>
        </div>
      </section>
    );
  }

  if (!data) {
    return (
      <>
        <PageTitle section={c.loadingTitle} />
        <section
          className={styles.hero}
          aria-labelledby="case-title"
          aria-busy={status === 'loading'}
        >
          <div className={`lt-container ${styles.heroInner}`}>
            <div className={styles.heroText}>
              <h1 id="case-title" className="sr-only">
                {c.loadingTitle}
              </h1>
              {status === 'loading' ? (
                <div className={styles.heroSkeleton} aria-hidden="true">
                  <span className={styles.skLine} style={{ width: '28%' }} />
                  <span className={styles.skTitle} style={{ width: '86%' }} />
                  <span className={styles.skTitle} style={{ width: '58%' }} />
                  <span className={styles.skLine} style={{ width: '92%' }} />
                  <span className={styles.skLine} style={{ width: '70%' }} />
                </div>
              ) : null}
            </div>
            <div className={styles.heroMedia}>
              <div className={styles.coverSkeleton} aria-hidden="true" />
            </div>
          </div>
        </section>
        <section className={styles.section} aria-label={c.loadingTitle}>
          <div className="lt-container">
            <DataState
              loading={status === 'loading'}
              error={status === 'error'}
              errorText={c.loadError}
              onRetry={load.retry}
            >
              {null}
            </DataState>
            {status === 'error' ? (
              <p className={styles.backRow}>
                <Link to="/customerCase" className={styles.backLink}>
                  {c.backToList}
                </Link>
              </p>
            ) : null}
          </div>
        </section>
      </>
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
  const solution = list(data.solution);
  const results = list(data.results);
  const gallery = list(data.gallery);
  const related = list(data.related).map(toCard);
  const s = c.sections;

  return (
    <>
      <PageTitle section={c.pageTitle(data.brand, data.title)} description={data.summary} />

      <section className={styles.hero} aria-labelledby="case-title">
        <div className={`lt-container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <nav aria-label={c.breadcrumb.label} className={styles.breadcrumb}>
              <ol>
                <li>
                  <Link to="/">{c.breadcrumb.home}</Link>
                </li>
                <li>
                  <Link to="/customerCase">{c.breadcrumb.list}</Link>
                </li>
                {data.industryName ? (
                  <li>
                    <Link to={industryPath}>{data.industryName}</Link>
                  </li>
                ) : null}
              </ol>
            </nav>
            <p className={styles.brand}>{data.brand}</p>
            <h1 id="case-title" className={styles.title}>
              {data.title}
            </h1>
            {data.summary ? <p className={styles.summary}>{data.summary}</p> : null}
            {tags.length ? (
              <ul className={styles.tags} aria-label={c.tagsLabel}>
                {tags.map((tag) => (
                  <li key={tag.key}>
                    <Link to={tag.to} className={styles.tag}>
                      <span className={styles.tagLabel}>{tag.label}</span>
                      {tag.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            {data.year ? (
              <p className={styles.year}>
                <span>{c.meta.year}</span>
                {c.meta.yearValue(data.year)}
              </p>
            ) : null}
          </div>
          <div className={styles.heroMedia}>
            <LazyImage
              className={styles.cover}
              src={data.cover}
              alt={c.coverAlt(data.brand, data.title)}
              width={640}
              height={480}
              priority
            />
          </div>
        </div>
      </section>

      <div className={styles.story}>
        <div className={`lt-container ${styles.storyGrid}`}>
          <section className={styles.storyCard} aria-labelledby="case-background">
            <p className={styles.index} aria-hidden="true">
              {s.background.index}
            </p>
            <h2 id="case-background" className={styles.h2}>
              {s.background.title}
            </h2>
            <p className={styles.body}>{data.background}</p>
          </section>
          <section className={styles.storyCard} aria-labelledby="case-challenge">
            <p className={styles.index} aria-hidden="true">
              {s.challenge.index}
            </p>
            <h2 id="case-challenge" className={styles.h2}>
              {s.challenge.title}
            </h2>
            <p className={styles.body}>{data.challenge}</p>
          </section>
        </div>
      </div>

      {solution.length ? (
        <section className={styles.section} aria-labelledby="case-solution">
          <div className={`lt-container ${styles.split}`}>
            <div className={styles.splitHead}>
              <p className={styles.index} aria-hidden="true">
                {s.solution.index}
              </p>
              <h2 id="case-solution" className={styles.h2}>
                {s.solution.title}
              </h2>
            </div>
            <ol className={styles.steps}>
              {solution.map((paragraph, index) => (
                // Paragraphs are plain text in a fixed order.
                // eslint-disable-next-line react/no-array-index-key
                <li key={index} className={styles.step}>
                  <span className={styles.stepNo} aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <p className={styles.body}>{paragraph}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>
      ) : null}

      {results.length ? (
        <section className={styles.results} aria-labelledby="case-results">
          <div className="lt-container">
            <div className={styles.resultsHead}>
              <p className={styles.indexLight} aria-hidden="true">
                {s.results.index}
              </p>
              <h2 id="case-results" className={styles.h2Light}>
                {s.results.title}
              </h2>
              <p className={styles.resultsIntro}>{c.resultsIntro}</p>
            </div>
            <ul className={styles.figures}>
              {results.map((r) => (
                <li key={`${r.label}-${r.value}`} className={styles.figure}>
                  <p className={styles.figureValue}>{r.value}</p>
                  <p className={styles.figureLabel}>{r.label}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {gallery.length ? (
        <section className={styles.section} aria-labelledby="case-gallery">
          <div className="lt-container">
            <div className={styles.sectionHead}>
              <p className={styles.index} aria-hidden="true">
                {s.gallery.index}
              </p>
              <h2 id="case-gallery" className={styles.h2}>
                {s.gallery.title}
              </h2>
            </div>
            <Gallery images={gallery} />
          </div>
        </section>
      ) : null}

      {related.length ? (
        <section className={`${styles.section} ${styles.related}`} aria-labelledby="case-related">
          <div className="lt-container">
            <SectionTitle
              id="case-related"
              title={c.related.title}
              subtitle={c.related.subtitle}
              align="left"
              action={
                <Link to="/customerCase" className={styles.moreLink}>
                  {c.related.more}
                  <span className={styles.arrow} aria-hidden="true" />
                </Link>
              }
            />
            <CaseGrid items={related} columns={4} headingLevel="h3" />
          </div>
        </section>
      ) : null}

      <CtaBand
        consult
        title={c.cta.title}
        describe={c.cta.describe}
        buttonText={c.cta.buttonText}
        onAction={openConsult}
      />
    </>
  );
}
