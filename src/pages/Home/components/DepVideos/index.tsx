import { useRef } from 'react';
import type { SyntheticEvent } from 'react';
import { useNearViewport } from '@/components/WhenNear';
import Skeleton from '@/components/Skeleton';
import { homeContent } from '@/content/home';
import type { DepVideo } from '@/types/api';
import { slots } from '@/styles/slots';
import { singleVariantOf } from '@/utils/picture';
import { assetUrl } from '@/utils/url';
import { formatDuration } from '@/utils/format';
import type { LoadStatus } from '@/utils/useLoad';
import { sectionView } from '@/utils/useLoad';
import HomeSection from '../HomeSection';
import styles from './index.less';

export interface DepVideosProps {
  items: DepVideo[];
  status: LoadStatus;
  onRetry: () => void;
}

/** A film's still, the size its frame needs (a poster has one address, no choice of variants). */
const posterOf = (poster: string) => singleVariantOf(poster, { slot: slots.video, width: 1280 });

function VideoSkeleton() {
  return (
    <ul className={styles.grid}>
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className={styles.skeleton}>
          <Skeleton shape="block" ratio={16 / 9} />
          <Skeleton width="60%" height={20} />
          <Skeleton width="85%" height={14} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The departments' showreels (global `depVideo`): native players with posters. A player is only
 * mounted near the viewport (its poster is then fetched, the film only on play: preload none),
 * and starting one pauses the others. Films and posters load only from the site or its CDN
 * (src/utils/url.ts).
 */
export default function DepVideos({ items, status, onRetry }: DepVideosProps) {
  const c = homeContent.videos;
  const bodyRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(bodyRef, '300px');
  // A film the site may not load (another origin, another scheme) is left out, not shown broken.
  const playable = items.filter((video) => assetUrl(video.src) !== '');
  const view = sectionView(status, playable.length);

  const pauseOthers = (event: SyntheticEvent<HTMLVideoElement>) => {
    bodyRef.current?.querySelectorAll('video').forEach((video) => {
      if (video !== event.currentTarget && !video.paused) video.pause();
    });
  };

  return (
    <HomeSection
      alt
      copy={c}
      view={view}
      onRetry={onRetry}
      skeleton={<VideoSkeleton />}
      bodyRef={bodyRef}
    >
      <ul className={styles.grid}>
        {playable.map((video) => (
          <li key={video.id}>
            <article className={styles.card}>
              {/* The poster is the frame's ground until the player mounts (and in the page's HTML,
                  where the build finds the variant to write). */}
              <div
                className={styles.frame}
                style={
                  posterOf(video.poster)
                    ? { backgroundImage: `url("${posterOf(video.poster)}")` }
                    : undefined
                }
              >
                {near ? (
                  <video
                    className={styles.video}
                    controls
                    preload="none"
                    playsInline
                    poster={posterOf(video.poster) || undefined}
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
    </HomeSection>
  );
}
