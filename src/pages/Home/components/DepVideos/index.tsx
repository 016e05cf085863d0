import { useEffect, useRef, useState } from 'react';
import type { SyntheticEvent } from 'react';
import LazyImage from '@/components/LazyImage';
import { useNearViewport } from '@/components/WhenNear';
import Skeleton from '@/components/Skeleton';
import { homeContent } from '@/content/home';
import type { DepVideo } from '@/types/api';
import { slots } from '@/styles/slots';
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

/**
 * A film in its 16:9 frame. Its still is a responsive picture (the size the frame needs, AVIF or
 * WebP, lazy, over a tiny copy of itself) under the player, which is transparent until it plays.
 * The player's own `poster` is the variant the browser chose for that picture, once it has
 * arrived (a poster has a single address: no choice of sizes or formats), for the moments the
 * player shows it on its own (full screen).
 */
function Film({
  video,
  near,
  label,
  fallback,
  onPlay,
}: {
  video: DepVideo;
  near: boolean;
  label: string;
  fallback: string;
  onPlay: (event: SyntheticEvent<HTMLVideoElement>) => void;
}) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [poster, setPoster] = useState('');

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return undefined;
    // The still's own <img> (not its tiny copy), once it has pixels: the address it chose.
    const take = () => {
      const img = frame.querySelector<HTMLImageElement>('img:not([aria-hidden])');
      if (img?.complete && img.naturalWidth > 0) setPoster(img.currentSrc || img.src);
    };
    take();
    // `load` does not bubble: heard on the way down.
    frame.addEventListener('load', take, true);
    return () => frame.removeEventListener('load', take, true);
  }, [video.poster]);

  return (
    <div ref={frameRef} className={styles.frame}>
      {/* Like the band's other pictures, written only as it comes near: not in the page's HTML
          (the build is told of its variants: noteForLater in LazyImage). */}
      <LazyImage
        className={styles.still}
        src={video.poster}
        alt=""
        width={1280}
        height={720}
        slot={slots.video}
      />
      {near ? (
        <video
          className={styles.video}
          controls
          preload="none"
          playsInline
          poster={poster || undefined}
          width={1280}
          height={720}
          aria-label={label}
          onPlay={onPlay}
        >
          <source src={assetUrl(video.src)} type="video/mp4" />
          {fallback}
        </video>
      ) : null}
    </div>
  );
}

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
              <Film
                video={video}
                near={near}
                label={c.playerLabel(video.title, video.duration)}
                fallback={c.fallback}
                onPlay={pauseOthers}
              />
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
