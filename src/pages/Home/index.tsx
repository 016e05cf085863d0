import {
  memo,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useDispatch, useSelector } from 'umi';
import CtaBandSection from '@/components/CtaBand';
import PageTitle from '@/components/PageTitle';
import Piece from '@/components/Piece';
import { useNearViewport } from '@/components/WhenNear';
import { brand } from '@/content/brand';
import { homeContent } from '@/content/home';
import {
  selectBanners,
  selectCaseGroups,
  selectClassicCases,
  selectLatestNews,
  selectVideos,
} from '@/models/selectors';
import { isFirstPrerenderedPage } from '@/utils/prerender';
import { useLoad } from '@/utils/useLoad';
import CaseShowcaseSection from './components/CaseShowcase';
import ClassicCasesSection from './components/ClassicCases';
import CompanyFactsSection from './components/CompanyFacts';
import DepVideosSection from './components/DepVideos';
import HomeHeroSection from './components/HomeHero';
import LatestNewsSection from './components/LatestNews';
import ServicesOverviewSection from './components/ServicesOverview';
import { useHeroSettled } from './useHeroSettled';
import styles from './index.less';

const BANNERS = { type: 'index/fetchBannerList' };
const CASE_GROUPS = { type: 'index/fetchCaseList' };
const NEWS = { type: 'index/fetchNewsList' };
const CLASSICS = { type: 'global/fetchClassicCases' };
const VIDEOS = { type: 'global/fetchDepVideo' };

// Five answers arrive one by one; each section re-renders only when its own props change, so a
// phone does not redraw the whole page five times while it loads.
const HomeHero = memo(HomeHeroSection);
const CompanyFacts = memo(CompanyFactsSection);
const CaseShowcase = memo(CaseShowcaseSection);
const ServicesOverview = memo(ServicesOverviewSection);
const ClassicCases = memo(ClassicCasesSection);
const DepVideos = memo(DepVideosSection);
const LatestNews = memo(LatestNewsSection);
const CtaBand = memo(CtaBandSection);

/**
 * 设计创造价值: the home page. Five calls feed six sections; each section loads, fails and retries
 * on its own, so one failing call leaves the rest of the page working.
 */
export default function HomePage() {
  const dispatch = useDispatch();
  const banners = useSelector(selectBanners);
  const groups = useSelector(selectCaseGroups);
  const news = useSelector(selectLatestNews);
  const classics = useSelector(selectClassicCases);
  const videos = useSelector(selectVideos);

  // The banner call (the LCP picture waits on it) goes out first; the sections below the fold ask
  // for their data once the hero has painted.
  const bannerLoad = useLoad(BANNERS);
  const heroSettled = useHeroSettled(banners, bannerLoad.status);
  const caseLoad = useLoad(heroSettled ? CASE_GROUPS : null);
  const newsLoad = useLoad(heroSettled ? NEWS : null);
  const classicLoad = useLoad(heroSettled ? CLASSICS : null);
  const videoLoad = useLoad(heroSettled ? VIDEOS : null);

  // The banner (the largest paint) renders at once. The sections below the fold take their
  // answers as deferred values: React draws them in small slices between other work, so four
  // answers arriving together never block a phone's main thread (tap, scroll) for long.
  const caseView = useDeferredValue(
    useMemo(() => ({ groups, status: caseLoad.status }), [groups, caseLoad.status]),
  );
  const classicView = useDeferredValue(
    useMemo(
      () => ({ items: classics, status: classicLoad.status }),
      [classics, classicLoad.status],
    ),
  );
  const videoView = useDeferredValue(
    useMemo(() => ({ items: videos, status: videoLoad.status }), [videos, videoLoad.status]),
  );
  const newsView = useDeferredValue(
    useMemo(() => ({ items: news, status: newsLoad.status }), [news, newsLoad.status]),
  );

  // The bands below the fold render once the hero is in (or as soon as the visitor reaches them),
  // in a transition React cuts into small slices: the first render (layout, hero, facts) stays one
  // short task on a phone.
  const lowerRef = useRef<HTMLDivElement>(null);
  const lowerReached = useNearViewport(lowerRef, '0px');
  const [lowerShown, setLowerShown] = useState(isFirstPrerenderedPage);
  useEffect(() => {
    if (heroSettled || lowerReached) startTransition(() => setLowerShown(true));
  }, [heroSettled, lowerReached]);

  const openConsult = useCallback(() => dispatch({ type: 'global/openConsult' }), [dispatch]);

  return (
    <div className={styles.home}>
      <PageTitle description={brand.description} />
      <HomeHero
        banners={banners}
        status={bannerLoad.status}
        onRetry={bannerLoad.retry}
        onConsult={openConsult}
      />
      <Piece>
        <CompanyFacts />
      </Piece>
      {lowerShown ? (
        <>
          <div className={styles.deferred}>
            <Piece>
              <CaseShowcase
                groups={caseView.groups}
                status={caseView.status}
                onRetry={caseLoad.retry}
              />
            </Piece>
          </div>
          <div className={styles.deferred}>
            <Piece>
              <ServicesOverview />
            </Piece>
          </div>
          <div className={styles.deferred}>
            <Piece>
              <ClassicCases
                items={classicView.items}
                status={classicView.status}
                onRetry={classicLoad.retry}
              />
            </Piece>
          </div>
          <div className={styles.deferred}>
            <Piece>
              <DepVideos
                items={videoView.items}
                status={videoView.status}
                onRetry={videoLoad.retry}
              />
            </Piece>
          </div>
          <div className={styles.deferred}>
            <Piece>
              <LatestNews
                items={newsView.items}
                status={newsView.status}
                onRetry={newsLoad.retry}
              />
            </Piece>
          </div>
          <div className={styles.deferred}>
            <Piece>
              <CtaBand
                consult
                title={homeContent.cta.title}
                describe={homeContent.cta.describe}
                buttonText={homeContent.cta.buttonText}
                onAction={openConsult}
              />
            </Piece>
          </div>
        </>
      ) : (
        <div ref={lowerRef} className={styles.deferred} />
      )}
    </div>
  );
}
