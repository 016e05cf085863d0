import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'umi';
import DataState from '@/components/DataState';
import PageTitle from '@/components/PageTitle';
import Skeleton from '@/components/Skeleton';
import { newsDetailPage } from '@/content/aboutPage';
import type { NewsDetail } from '@/types/api';
import { useLoad } from '@/utils/useLoad';
import type { NewsFromState } from '../About/NewsTab';
import NewsArticle from './NewsArticle';
import NewsNotFound from './NewsNotFound';
import { backPath, parseNewsId } from './newsId';
import styles from './index.less';

type Status =
  | { kind: 'loading' }
  | { kind: 'ready'; detail: NewsDetail }
  | { kind: 'notFound' }
  | { kind: 'error' };

function DetailSkeleton() {
  return (
    <div className={styles.skeleton}>
      <Skeleton width={180} height={16} />
      <Skeleton width="90%" height={36} />
      <Skeleton width="55%" height={36} />
      <Skeleton width={140} height={16} />
      <Skeleton shape="block" ratio={640 / 400} className={styles.skeletonImage} />
      {[100, 96, 88, 100, 72].map((w, line) => (
        // eslint-disable-next-line react/no-array-index-key -- fixed placeholder lines, never reordered
        <Skeleton key={line} width={`${w}%`} height={16} />
      ))}
    </div>
  );
}

/** 新闻详情 `/newsLantu?id=N`: the article, its neighbours and the way back to the list. */
export default function NewsPage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const id = parseNewsId(searchParams.get('id'));
  const back = backPath((location.state as NewsFromState | null)?.from);
  const load = useLoad<NewsDetail>(
    id === null ? null : { type: 'about/fetchNewsDetail', payload: { id } },
  );

  // Missing: no usable id, the API says 404, or it answers success without an article.
  let status: Status = { kind: 'loading' };
  if (id === null) status = { kind: 'notFound' };
  else if (load.status === 'error') status = { kind: load.code === '404' ? 'notFound' : 'error' };
  else if (load.status === 'done') {
    status = load.data?.id === id ? { kind: 'ready', detail: load.data } : { kind: 'notFound' };
  }

  // Previous/next keep the path and change the query: start the new article at the top.
  const firstId = useRef(id);
  useEffect(() => {
    if (id !== firstId.current) window.scrollTo(0, 0);
  }, [id]);

  if (status.kind === 'notFound') return <NewsNotFound />;
  if (status.kind === 'ready') {
    return (
      <>
        <PageTitle section={status.detail.title} />
        <NewsArticle detail={status.detail} back={back} />
      </>
    );
  }
  return (
    <div className={`lt-container ${styles.statePage}`}>
      <h1 className="sr-only">
        {status.kind === 'loading' ? newsDetailPage.loading : newsDetailPage.error}
      </h1>
      <DataState
        loading={status.kind === 'loading'}
        error={status.kind === 'error'}
        errorText={newsDetailPage.error}
        onRetry={load.retry}
        skeleton={<DetailSkeleton />}
      >
        {null}
      </DataState>
    </div>
  );
}
