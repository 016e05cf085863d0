import classNames from 'classnames';
import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { CSSProperties, ImgHTMLAttributes, Ref } from 'react';
import { useNearViewport } from '@/components/WhenNear';
import { pictureOf } from '@/utils/picture';
import { isPrerendering, noteLaterPicture } from '@/utils/prerender';
import type { Picture, Slot } from '@/utils/picture';
import styles from './index.less';

export interface LazyImageProps {
  /** Picture path from data (`images/…`, `uploads/…`) or an absolute URL; see src/utils/picture.ts. */
  src: string;
  alt: string;
  /** Intrinsic size: sets the box's aspect ratio and the img attributes, so nothing shifts. */
  width: number;
  height: number;
  /** How wide it is shown at each breakpoint (src/styles/slots.ts): its `sizes` and variants. */
  slot: Slot;
  /** The slots whose widths it comes in, when not only its own (src/utils/picture.ts). */
  widthsFor?: Slot[];
  /** Above the fold (hero, first banner): load eagerly with high fetch priority. */
  priority?: boolean;
  className?: string;
  fit?: 'cover' | 'contain';
}

type Status = 'loading' | 'loaded' | 'error';

/**
 * Inside it, pictures other than the largest paint are written only as they come near the
 * viewport: until then (and in the page's HTML) the box is empty. The home page's
 * bands use it: their sixteen pictures' variants would take its HTML past the first round trip of
 * a connection (14.6 KB), and the first paint would wait one more.
 */
export const PicturesWhenNear = createContext(false);

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  imgRef?: Ref<HTMLImageElement>;
};

/**
 * An `<img>` of a picture as `pictureOf` answers it: inside a `<picture>` with its variants when
 * it has them, on its own otherwise. For views that size the picture themselves (a lightbox).
 */
export function PictureImg({
  picture,
  pictureClassName,
  imgRef,
  ...img
}: { picture: Exclude<Picture, { kind: 'missing' }>; pictureClassName?: string } & ImgProps) {
  // `src` last: React sets attributes in order, and `loading="lazy"` set first keeps an <img> that
  // is not in its <picture> yet from fetching the original (the caller gives the alt text).
  const element = <img ref={imgRef} {...img} src={picture.src} />;
  if (picture.kind !== 'responsive') return element;
  return (
    <picture className={pictureClassName}>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={picture.sizes} />
      ))}
      {element}
    </picture>
  );
}

/**
 * At build time (src/utils/prerender.ts, noteLaterPicture): a picture the page writes only later,
 * whose variants its HTML does not name (a band's picture before it comes near, a banner the
 * carousel adds once the page has loaded). The build writes them into dist/ all the same, so a
 * static host has them when the visitor's browser asks.
 */
export function noteForLater(picture: Picture): void {
  if (picture.kind !== 'responsive' || !isPrerendering()) return;
  noteLaterPicture([...picture.sources.map((source) => source.srcSet), picture.placeholder]);
}

// React 18 does not know the camel-cased `fetchPriority` prop and warns; the lowercase attribute
// passes through untouched. A spread keeps TypeScript's excess-property check out of the way.
const HIGH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>;

/**
 * A picture in a fixed-ratio box. An uploaded picture comes as the size it is shown, in AVIF or
 * WebP (a `<picture>` with the deployment's variants, the original as the fallback), with a tiny
 * blurred copy of itself until it arrives; lazy below the fold. Vector art is shown as it is. If
 * a variant cannot be had the original is tried; if that fails too, a neutral panel with the alt
 * text (never a broken-image icon).
 */
export default function LazyImage({
  src,
  alt,
  width,
  height,
  slot,
  widthsFor,
  priority = false,
  className,
  fit = 'cover',
}: LazyImageProps) {
  const picture = useMemo(
    () => pictureOf(src, { slot, width, widthsFor }),
    [src, slot, width, widthsFor],
  );
  const [status, setStatus] = useState<Status>(picture.kind === 'missing' ? 'error' : 'loading');
  // A variant could not be had: the original, as it was uploaded, is tried once.
  const [asUploaded, setAsUploaded] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const inBand = useContext(PicturesWhenNear) && !priority;
  const near = useNearViewport(boxRef, undefined, inBand);
  const deferred = inBand && !near;
  // At build time: the HTML names none of its variants, so the build is told of them.
  if (deferred) noteForLater(picture);
  const key = picture.kind === 'missing' || deferred ? '' : picture.src;

  // A new source starts over. A prerendered picture may have arrived, or failed, before React
  // listened: complete with pixels is loaded, complete without is broken.
  useEffect(() => {
    const img = imgRef.current;
    setAsUploaded(false);
    if (deferred) setStatus('loading');
    else if (!key) setStatus('error');
    else if (img?.complete && img.naturalWidth > 0) setStatus('loaded');
    else if (img?.complete && img.currentSrc) {
      setStatus('loading');
      if (picture.kind === 'responsive') setAsUploaded(true);
      else setStatus('error');
    } else setStatus('loading');
    // `picture` follows `key` (both come from `src`); its kind decides only what a failure means.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const style = { '--lt-ratio': `${width} / ${height}` } as CSSProperties;
  const fail = () => {
    if (picture.kind === 'responsive' && !asUploaded) setAsUploaded(true);
    else setStatus('error');
  };

  let content;
  if (deferred) {
    // Not near yet: the box alone (its tiny copy comes with the picture).
    content = null;
  } else if (status === 'error' || picture.kind === 'missing') {
    content = (
      <div className={styles.fallback} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
        <span className={styles.fallbackIcon} aria-hidden="true" />
        {alt ? (
          <span className={styles.fallbackText} aria-hidden="true">
            {alt}
          </span>
        ) : null}
      </div>
    );
  } else {
    // After a variant failed: the picture as it was uploaded.
    const shown =
      asUploaded && picture.kind === 'responsive'
        ? { kind: 'plain' as const, src: picture.src }
        : picture;
    content = (
      <>
        {/* Its own colours until it arrives: a tiny copy, blurred (not for the largest paint). */}
        {shown.kind === 'responsive' && !priority && status === 'loading' ? (
          <img
            className={styles.placeholder}
            src={shown.placeholder}
            alt=""
            aria-hidden="true"
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <PictureImg
          picture={shown}
          pictureClassName={styles.picture}
          imgRef={imgRef}
          className={classNames(styles.img, fit === 'contain' && styles.contain)}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? 'auto' : 'async'}
          {...(priority ? HIGH_PRIORITY : undefined)}
          onLoad={() => setStatus('loaded')}
          onError={fail}
        />
      </>
    );
  }

  return (
    <div
      ref={boxRef}
      className={classNames(styles.box, styles[status], priority && styles.priority, className)}
      style={style}
    >
      {content}
    </div>
  );
}
