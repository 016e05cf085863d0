import classNames from 'classnames';
import { useId, useRef } from 'react';
import type { SyntheticEvent } from 'react';
import DataState from '@/components/DataState';
import { useNearViewport } from '@/components/WhenNear';
import SectionTitle from '@/components/SectionTitle';
import { homeContent } from '@/content/home';
import type { DepVideo } from '@/types/api';
import { assetUrl } from '@/utils/base';
import { formatDuration } from '@/utils/format';
import type { LoadStatus } from '@/utils/useLoad';
import { sectionView } from '@/utils/useLoad';
import styles from './index.less';

export interface DepVideosProps {
  items: DepVideo[];
  status: LoadStatus;
  onRetry: () => void;
}

function VideoSkeleton() {
  return (
    <ul className={styles.grid}>
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i}>
          <div className={classNames(styles.frame, styles.pulse)} />
          <div className={classNames(styles.pulseLine, styles.pulse)} />
          <div className={classNames(styles.pulseLine, styles.pulseShort, styles.pulse)} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The departments' showreels (global `depVideo`): native players with posters. A player is only
 * mounted near the viewport (its poster is then fetched, the film only on play: preload none),
 * and starting one pauses the others.
 */
export default function DepVideos({ items, status, onRetry }: DepVideosProps) {
  const c = homeContent.videos;
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(sectionRef, '300px');
  const view = sectionView(status, items.length);

  const pauseOthers = (event: SyntheticEvent<HTMLVideoElement>) => {
    sectionRef.current?.querySelectorAll('video').forEach((video) => {
      if (video !== event.currentTarget && !video.paused) video.pause();
    });
  };

  return (
    <section
      ref={sectionRef}
      className={`lt-section lt-section-alt ${styles.section}`}
      aria-labelledby={titleId}
    >
      <div className="lt-container">
        <SectionTitle
          align="left"
          eyebrow={c.eyebrow}
          title={c.title}
          subtitle={c.subtitle}
          id={titleId}
        />
        <DataState
          {...view}
          onRetry={onRetry}
          errorText={c.errorText}
          emptyText={c.emptyText}
          skeleton={<VideoSkeleton />}
        >
          <ul className={styles.grid}>
            {items.map((video) => (
              <li key={video.id}>
                <article className={styles.card}>
                  <div className={styles.frame}>
                    {near ? (
                      <video
                        className={styles.video}
                        controls
                        preload="none"
                        playsInline
                        poster={video.poster ? assetUrl(video.poster) : undefined}
                        width={1280}
                        height={720}
                        aria-label={c.playerLabel(video.title, video.duration)}
                        onPlay={pauseOthers}
                      >
                        <source src={assetUrl(video.src)} type="video/mp4" />
                        {c.fallback}
                      </video>
                    ) : null}
                  </div>
                  <div className={styles.caption}>
                    <p className={styles.meta}>
                      {video.department ? <span>{video.department}</span> : null}
                      <span className={styles.duration}>{formatDuration(video.duration)}</span>
                    </p>
                    <h3 className={styles.title}>{video.title}</h3>
                    {video.describe ? <p className={styles.describe}>{video.describe}</p> : null}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </DataState>
        {view.empty ? (
          <p className={styles.retryLine}>
            <button type="button" className={styles.retry} onClick={onRetry}>
              {c.retryText}
            </button>
          </p>
        ) : null}
      </div>
    </section>
  );
}
