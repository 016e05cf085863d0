import { useCallback, useMemo } from 'react';
import { useDispatch, useSelector } from 'umi';
import CtaBand from '@/components/CtaBand';
import PageTitle from '@/components/PageTitle';
import { brand } from '@/content/brand';
import { homeContent } from '@/content/home';
import type { ConnectState } from '@/types/connect';
import CaseShowcase from './components/CaseShowcase';
import ClassicCases from './components/ClassicCases';
import CompanyFacts from './components/CompanyFacts';
import DepVideos from './components/DepVideos';
import HomeHero from './components/HomeHero';
import LatestNews from './components/LatestNews';
import ServicesOverview from './components/ServicesOverview';
import { classicCasesOf, validBanners, validGroups, validNews, videosOf } from './normalize';
import { useSectionLoad } from './useSectionLoad';
import styles from './index.less';

/**
 * 设计创造价值: the home page. Five calls feed six sections; each section loads, fails and retries
 * on its own, so one failing call leaves the rest of the page working.
 */
export default function HomePage() {
  const dispatch = useDispatch();
  const index = useSelector((s: ConnectState) => s.index);
  const classicRaw = useSelector((s: ConnectState) => s.global.classicCasesList);
  const videoRaw = useSelector((s: ConnectState) => s.global.depVideo);

  // Declared in priority order: the banner call (the LCP picture waits on it) goes out first.
  const bannerLoad = useSectionLoad('index/fetchBannerList');
  const caseLoad = useSectionLoad('index/fetchCaseList');
  const newsLoad = useSectionLoad('index/fetchNewsList');
  const classicLoad = useSectionLoad('global/fetchClassicCases');
  const videoLoad = useSectionLoad('global/fetchDepVideo');

  const banners = useMemo(() => validBanners(index.bannerList), [index.bannerList]);
  const groups = useMemo(() => validGroups(index.caseList), [index.caseList]);
  const news = useMemo(() => validNews(index.newsList), [index.newsList]);
  const classics = useMemo(() => classicCasesOf(classicRaw), [classicRaw]);
  const videos = useMemo(() => videosOf(videoRaw), [videoRaw]);

  const openConsult = useCallback(
    () => dispatch({ type: 'global/save', payload: { formPopupMask: true } }),
    [dispatch],
  );

  return (
    <div className={styles.home}>
      <PageTitle description={brand.description} />
      <HomeHero
        banners={banners}
        status={bannerLoad.status}
        onRetry={bannerLoad.retry}
        onConsult={openConsult}
      />
      <CompanyFacts />
      <CaseShowcase groups={groups} status={caseLoad.status} onRetry={caseLoad.retry} />
      <ServicesOverview />
      <ClassicCases items={classics} status={classicLoad.status} onRetry={classicLoad.retry} />
      <DepVideos items={videos} status={videoLoad.status} onRetry={videoLoad.retry} />
      <LatestNews items={news} status={newsLoad.status} onRetry={newsLoad.retry} />
      <CtaBand
        title={homeContent.cta.title}
        describe={homeContent.cta.describe}
        buttonText={homeContent.cta.buttonText}
        onAction={openConsult}
      />
    </div>
  );
}
