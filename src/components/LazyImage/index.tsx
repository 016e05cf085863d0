import classNames from 'classnames';
import { useEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { assetUrl } from '@/utils/url';
import styles from './index.less';

export interface LazyImageProps {
  /** Picture path from data (`images/…`) or an absolute URL; resolved with assetUrl. */
  src: string;
  alt: string;
  /** Intrinsic size: sets the box's aspect ratio and the img attributes, so nothing shifts. */
  width: number;
  height: number;
  /** Above the fold (hero, first banner): load eagerly with high fetch priority. */
  priority?: boolean;
  className?: string;
  fit?: 'cover' | 'contain';
}

type Status = 'loading' | 'loaded' | 'error';

// React 18 does not know the camel-cased `fetchPriority` prop and warns; the lowercase attribute
// passes through untouched. A spread keeps TypeScript's excess-property check out of the way.
const HIGH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>;

/**
 * A picture in a fixed-ratio box: a soft placeholder while it loads, lazy below the fold, and a
 * neutral panel with the alt text if the file cannot be loaded (never a broken-image icon).
 */
export default function LazyImage({
  src,
  alt,
  width,
  height,
  priority = false,
  className,
  fit = 'cover',
}: LazyImageProps) {
  const url = assetUrl(src);
  const [status, setStatus] = useState<Status>(url ? 'loading' : 'error');
  const imgRef = useRef<HTMLImageElement>(null);

  // A new source starts over; a cached picture may already be complete before React listens.
  useEffect(() => {
    const img = imgRef.current;
    if (!url) setStatus('error');
    else if (img?.complete && img.naturalWidth > 0) setStatus('loaded');
    else setStatus('loading');
  }, [url]);

  const style = { '--lt-ratio': `${width} / ${height}` } as CSSProperties;

  return (
    <div
      className={classNames(styles.box, styles[status], priority && styles.priority, className)}
      style={style}
    >
      {status === 'error' ? (
        <div
          className={styles.fallback}
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
        >
          <span className={styles.fallbackIcon} aria-hidden="true" />
          {alt ? (
            <span className={styles.fallbackText} aria-hidden="true">
              {alt}
            </span>
          ) : null}
        </div>
      ) : (
        <img
          ref={imgRef}
          className={classNames(styles.img, fit === 'contain' && styles.contain)}
          src={url}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? 'auto' : 'async'}
          {...(priority ? HIGH_PRIORITY : undefined)}
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('error')}
        />
      )}
    </div>
  );
}
