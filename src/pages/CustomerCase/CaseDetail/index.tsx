import { useEffect, useMemo, useRef } from 'react';
import { Link, useDispatch, useLocation, useSelector } from 'umi';
import type { CaseCardItem } from '@/components/CaseCard';
import CaseGrid from '@/components/CaseGrid';
import CtaBand from '@/components/CtaBand';
import DataState from '@/components/DataState';
import LinkArrow from '@/components/LinkArrow';
import NotFound from '@/components/NotFound';
import PageTitle from '@/components/PageTitle';
import Piece from '@/components/Piece';
import Section from '@/components/Section';
import { caseDetailContent } from '@/content/cases';
import { selectCaseDetail } from '@/models/selectors';
import type { CaseDetail, CaseRecord } from '@/types/api';
import { parseId } from '@/utils/cases';
import { useLoad } from '@/utils/useLoad';
import CaseHero from './CaseHero';
import Gallery from './Gallery';
import Results from './Results';
import SectionHead from './SectionHead';
import Solution from './Solution';
import Story from './Story';
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
      <NotFound
        pageTitle={c.notFound.pageTitle}
        eyebrow={c.notFound.eyebrow}
        title={c.notFound.title}
        describe={c.notFound.describe}
        primary={{ text: c.notFound.back, to: '/customerCase' }}
        secondary={{ text: c.notFound.home, to: '/' }}
      />
    );
  }

  if (!data) {
    return (
      <>
        <PageTitle section={c.loadingTitle} />
        <CaseHero data={null} loading={status === 'loading'} />
        <section className="lt-section" aria-label={c.loadingTitle}>
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
              <p className={styles.back}>
                <Link to="/customerCase" className={styles.link}>
                  {c.backToList}
                </Link>
              </p>
            ) : null}
          </div>
        </section>
      </>
    );
  }

  const solution = list(data.solution);
  const results = list(data.results);
  const gallery = list(data.gallery);
  const related = list(data.related).map(toCard);

  return (
    <>
      <PageTitle section={c.pageTitle(data.brand, data.title)} description={data.summary} />
      <CaseHero data={data} loading={false} />
      <Piece>
        <Story data={data} />
        {solution.length ? <Solution steps={solution} /> : null}
        {results.length ? <Results results={results} /> : null}

        {gallery.length ? (
          <section className={`lt-section ${styles.galleryBand}`} aria-labelledby="case-gallery">
            <div className="lt-container">
              <SectionHead
                className={styles.galleryHead}
                index={c.sections.gallery.index}
                title={c.sections.gallery.title}
                id="case-gallery"
              />
              <Gallery images={gallery} />
            </div>
          </section>
        ) : null}

        {related.length ? (
          <Section
            alt
            className={styles.relatedBand}
            id="case-related"
            title={c.related.title}
            subtitle={c.related.subtitle}
            align="left"
            action={
              <Link to="/customerCase" className={styles.link}>
                {c.related.more}
                <LinkArrow />
              </Link>
            }
          >
            <CaseGrid items={related} columns={4} headingLevel="h3" />
          </Section>
        ) : null}

        <CtaBand
          consult
          title={c.cta.title}
          describe={c.cta.describe}
          buttonText={c.cta.buttonText}
          onAction={openConsult}
        />
      </Piece>
    </>
  );
}
