import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { Link, useDispatch, useLocation, useNavigate, useParams, useSelector } from 'umi';
import CaseGrid from '@/components/CaseGrid';
import type { CaseCardItem } from '@/components/CaseCard';
import { caseDetailPath } from '@/components/CaseCard';
import Chip, { ChipGroup } from '@/components/Chip';
import CtaBand from '@/components/CtaBand';
import DataState from '@/components/DataState';
import NotFound from '@/components/NotFound';
import PageHero from '@/components/PageHero';
import Piece from '@/components/Piece';
import SitePager from '@/components/SitePager';
import { caseListContent } from '@/content/cases';
import { CASE_PAGE_SIZE } from '@/models/case';
import type { CasePage, CaseTags } from '@/models/case';
import { selectCaseRecords } from '@/models/selectors';
import type { CaseRecord, Suggestion, Tag } from '@/types/api';
import type { ConnectState } from '@/types/connect';
import type { CaseView, TypesByService } from '@/utils/cases';
import {
  EMPTY_VIEW,
  caseViewPath,
  isFiltered,
  normalisedListSearch,
  parseCaseView,
  sanitiseView,
  tagIds,
} from '@/utils/cases';
import { useLoad } from '@/utils/useLoad';
import TagFilter, { TagFilterSkeleton } from './TagFilter';
import type { TagRow } from './TagFilter';
import SearchBox from './SearchBox';
import styles from './index.less';
import { PHONE_QUERY, useMediaQuery } from '@/utils/useMediaQuery';

const TAGS = { type: 'case/fetchTags' };
const NO_TYPES: TypesByService = {};

const c = caseListContent;

const toCard = (r: CaseRecord): CaseCardItem => ({
  id: r.id,
  brand: r.brand,
  title: r.title,
  cover: r.cover,
  tags: [r.industryName, r.typeName],
});

const nameOf = (list: Tag[], id: number | '') =>
  id === '' ? '' : (list.find((t) => t.id === id)?.name ?? '');

/**
 * The case list. Its whole view — tags, page and search term — lives in the URL query, so every view
 * can be shared, reloaded and walked with back/forward. `/customerCase/3` (industry 3) is rewritten in
 * place to `/customerCase?industry=3`, the one form every later change uses.
 */
function CaseListPage({ pathId }: { pathId?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const narrow = useMediaQuery(PHONE_QUERY);
  const { industryTagList, serviceTagList, typeTagList, caseListTotal } = useSelector(
    (s: ConnectState) => s.case,
  );
  const records = useSelector(selectCaseRecords);
  const resultsRef = useRef<HTMLElement>(null);

  // The path form preselects an industry; the query form carries everything from here on.
  useEffect(() => {
    if (pathId === undefined) return;
    navigate(`/customerCase${normalisedListSearch(location.search, pathId)}`, { replace: true });
  }, [pathId, location.search, navigate]);

  /* ---------- tags ---------- */

  const tagsLoad = useLoad<CaseTags>(TAGS);
  const typesByService = tagsLoad.data?.typesByService ?? NO_TYPES;

  /* ---------- the view in the URL ---------- */

  const rawView = useMemo(() => parseCaseView(location.search, pathId), [location.search, pathId]);
  // Unknown or contradictory ids are ignored once the tags tell which ones exist.
  const view = useMemo<CaseView>(
    () =>
      tagsLoad.data
        ? sanitiseView(rawView, {
            industries: tagIds(industryTagList),
            services: tagIds(serviceTagList),
            types: tagIds(typeTagList),
            typesByService,
          })
        : rawView,
    [rawView, tagsLoad.data, industryTagList, serviceTagList, typeTagList, typesByService],
  );

  const go = useCallback(
    (next: CaseView, replace = false) => navigate(caseViewPath(next), { replace }),
    [navigate],
  );

  /*
   * A tap on a tag or a pager page answers at once: the tag (or page) shows chosen and the results
   * are marked as loading in the tap's own frame, while the new view (the address, the list and its
   * cards) is drawn in a transition behind it, in slices that leave a phone free to paint and to
   * take the next tap. Drawn all at once, the tap waited for the whole page's render (about 40 ms
   * of script unthrottled: a quarter of a second on a low-end phone).
   */
  const [moving, startMove] = useTransition();
  const [pending, setPending] = useState<Partial<CaseView> | null>(null);
  const choose = useCallback(
    (patch: Partial<CaseView>) => {
      setPending(patch);
      startMove(() => go({ ...view, page: 1, ...patch }));
    },
    [go, view],
  );
  /** The view as the visitor has just chosen it (what the tags and the pager show). */
  const shown = moving && pending ? { ...view, ...pending } : view;

  /* ---------- the list ---------- */

  const listLoad = useLoad<CasePage>(
    pathId !== undefined
      ? null // the rewritten URL loads it
      : {
          type: 'case/fetchCaseList',
          payload: {
            industryId: view.industry,
            serviceId: view.service,
            typeId: view.type,
            brandTitle: view.q,
            page: view.page,
            pageSize: CASE_PAGE_SIZE,
            isSearch: view.q !== '',
          },
        },
  );
  const lastPage = listLoad.data
    ? Math.max(1, Math.ceil(listLoad.data.total / CASE_PAGE_SIZE))
    : Infinity;
  // A page past the end (an old link, fewer cases since): show the last one instead.
  const pastEnd = listLoad.status === 'done' && view.page > lastPage;
  useEffect(() => {
    if (pastEnd) go({ ...view, page: lastPage }, true);
  }, [pastEnd, lastPage, view, go]);
  const listStatus = pastEnd ? 'loading' : listLoad.status;

  /* ---------- search ---------- */

  const submitSearch = useCallback(
    (term: string) => {
      // A new search looks through every case; the tags can narrow the results afterwards.
      if (term) go({ ...EMPTY_VIEW, q: term });
      else if (view.q) go({ ...view, q: '', page: 1 });
    },
    [go, view],
  );
  const chooseSuggestion = useCallback(
    (s: Suggestion) => navigate(caseDetailPath(s.id)),
    [navigate],
  );

  /* ---------- rendering ---------- */

  // The rows and their links follow the view in the address; which tag shows chosen follows the
  // tap (`shown`), so a tap redraws the tags without building their links again.
  const viewRows: TagRow[] = useMemo(() => {
    const hrefs = new Map<string, string>();
    const withView = (patch: Partial<CaseView>) => {
      const key = JSON.stringify(patch);
      let href = hrefs.get(key);
      if (href === undefined) {
        href = caseViewPath({ ...view, ...patch, page: 1 });
        hrefs.set(key, href);
      }
      return href;
    };
    // A service keeps the chosen type only where it offers it.
    const servicePatch = (id: number | ''): Partial<CaseView> => {
      const keepType =
        id === '' || view.type === '' || (typesByService[id] ?? []).includes(view.type);
      return { service: id, type: keepType ? view.type : '' };
    };
    const serviceTypes = view.service !== '' ? typesByService[view.service] : undefined;
    const types = serviceTypes
      ? typeTagList.filter((t) => t.id === 'all' || serviceTypes.includes(t.id))
      : typeTagList;
    const [industryRow, serviceRow, typeRow] = c.filter.rows;
    return [
      {
        key: industryRow.key,
        label: industryRow.label,
        groupLabel: c.filter.groupLabel(industryRow.label),
        tags: industryTagList,
        selected: view.industry,
        hrefFor: (id) => withView({ industry: id }),
        onChoose: (id) => choose({ industry: id }),
      },
      {
        key: serviceRow.key,
        label: serviceRow.label,
        groupLabel: c.filter.groupLabel(serviceRow.label),
        tags: serviceTagList,
        selected: view.service,
        hrefFor: (id) => withView(servicePatch(id)),
        onChoose: (id) => choose(servicePatch(id)),
      },
      {
        key: typeRow.key,
        label: typeRow.label,
        groupLabel: c.filter.groupLabel(typeRow.label),
        tags: types,
        selected: view.type,
        hrefFor: (id) => withView({ type: id }),
        onChoose: (id) => choose({ type: id }),
      },
    ];
  }, [view, choose, industryTagList, serviceTagList, typeTagList, typesByService]);
  const rows = useMemo(
    () =>
      viewRows.map((row) => ({
        ...row,
        selected: shown[row.key as 'industry' | 'service' | 'type'],
      })),
    [viewRows, shown.industry, shown.service, shown.type],
  );

  const active = [
    { key: 'industry', name: nameOf(industryTagList, view.industry), patch: { industry: '' } },
    { key: 'service', name: nameOf(serviceTagList, view.service), patch: { service: '' } },
    { key: 'type', name: nameOf(typeTagList, view.type), patch: { type: '' } },
    { key: 'q', name: view.q ? c.results.searchChip(view.q) : '', patch: { q: '' } },
  ].filter((a) => a.name) as { key: string; name: string; patch: Partial<CaseView> }[];

  let heading: string = c.results.allTitle;
  if (view.q) heading = c.results.searchTitle(view.q);
  else if (isFiltered(view)) heading = c.results.filteredTitle;

  const items = useMemo(() => records.map(toCard), [records]);
  const firstLoad = listLoad.answered === null || pastEnd;
  const refreshing = (listStatus === 'loading' && !firstLoad) || moving;
  const hasTags = industryTagList.length > 1;

  const openConsult = () => dispatch({ type: 'global/openConsult' });

  return (
    <>
      <Piece>
        <PageHero
          eyebrow={c.hero.eyebrow}
          title={c.hero.title}
          subtitle={c.hero.subtitle}
          img={c.hero.img}
        />
      </Piece>

      <section className={styles.filterSection} aria-labelledby="case-filter-title">
        <div className="lt-container">
          <h2 id="case-filter-title" className="sr-only">
            {c.filter.heading}
          </h2>
          <div className={styles.searchRow}>
            <SearchBox term={view.q} onSubmit={submitSearch} onChoose={chooseSuggestion} />
          </div>
          <div className={styles.filterPanel}>
            <DataState
              loading={tagsLoad.status === 'loading' && !hasTags}
              error={tagsLoad.status === 'error' && !hasTags}
              errorText={c.filter.loadError}
              onRetry={tagsLoad.retry}
              skeleton={<TagFilterSkeleton labels={c.filter.rows.map((r) => r.label)} />}
            >
              {hasTags ? <TagFilter rows={rows} /> : null}
            </DataState>
          </div>
        </div>
      </section>

      <section
        ref={resultsRef}
        className={styles.results}
        aria-labelledby="case-results-title"
        aria-busy={listStatus === 'loading' || moving}
        data-testid="case-results"
      >
        <Piece>
          <div className="lt-container">
            <div className={styles.resultsHead}>
              <div className={styles.resultsTitleBox}>
                <h2 id="case-results-title" className={styles.resultsTitle}>
                  {heading}
                </h2>
                {!firstLoad && listStatus !== 'error' ? (
                  <p className={styles.total} role="status" data-testid="case-total">
                    {c.results.total(caseListTotal)}
                  </p>
                ) : null}
              </div>
              {active.length ? (
                <div className={styles.active}>
                  <span className={styles.activeLabel}>{c.results.activeLabel}</span>
                  <ChipGroup>
                    {active.map((a) => (
                      <li key={a.key}>
                        <Chip
                          to={caseViewPath({ ...view, ...a.patch, page: 1 })}
                          tone="soft"
                          className={styles.activeChip}
                        >
                          <span className="sr-only">{c.results.remove(a.name)}</span>
                          <span className={styles.activeName} aria-hidden="true">
                            {a.name}
                          </span>
                          <span className={styles.remove} aria-hidden="true" />
                        </Chip>
                      </li>
                    ))}
                  </ChipGroup>
                  <Link to="/customerCase" className={styles.reset}>
                    {c.results.reset}
                  </Link>
                </div>
              ) : null}
            </div>

            <DataState
              loading={listStatus === 'loading' && firstLoad}
              error={listStatus === 'error'}
              errorText={c.results.loadError}
              onRetry={listLoad.retry}
              skeleton={<CaseGrid items={[]} columns={5} loading skeletonCount={narrow ? 4 : 10} />}
            >
              {caseListTotal === 0 ? (
                <div className={styles.empty} role="status">
                  <span className={styles.emptyIcon} aria-hidden="true" />
                  <p className={styles.emptyTitle}>{c.empty.title}</p>
                  <p className={styles.emptyText}>{c.empty.describe}</p>
                  <Link to="/customerCase" className={styles.emptyReset}>
                    {c.empty.reset}
                  </Link>
                </div>
              ) : (
                <div className={refreshing ? styles.refreshing : undefined}>
                  <CaseGrid items={items} columns={5} headingLevel="h3" />
                  {caseListTotal > CASE_PAGE_SIZE ? (
                    <nav className={styles.pagination} aria-label={c.results.paginationLabel}>
                      <SitePager
                        current={shown.page}
                        total={caseListTotal}
                        pageSize={CASE_PAGE_SIZE}
                        compact={narrow}
                        pathOf={(page) => caseViewPath({ ...view, page })}
                        onChange={(page) => {
                          choose({ page });
                          resultsRef.current?.scrollIntoView({ block: 'start' });
                        }}
                      />
                    </nav>
                  ) : null}
                </div>
              )}
            </DataState>
          </div>
        </Piece>
      </section>

      <Piece>
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

/** `/customerCase` and `/customerCase/:id` (digits only: anything else is the 404 page). */
export default function CustomerCasePage() {
  const { id } = useParams<{ id?: string }>();
  if (id !== undefined && !/^\d+$/.test(id)) return <NotFound />;
  return <CaseListPage pathId={id} />;
}
