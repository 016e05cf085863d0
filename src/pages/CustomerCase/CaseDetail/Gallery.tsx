import classNames from 'classnames';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import LazyImage, { PictureImg } from '@/components/LazyImage';
import { slots } from '@/styles/slots';
import { caseDetailContent } from '@/content/cases';
import type { GalleryImage } from '@/types/api';
import { pictureOf } from '@/utils/picture';
import styles from './Gallery.less';

/** The first picture spans the gallery, the others two a row. */
const thumbSlot = (index: number) => (index === 0 ? slots.galleryWide : slots.galleryItem);

/** Intrinsic size of gallery pictures (16:10). */
export const GALLERY_WIDTH = 1200;
export const GALLERY_HEIGHT = 750;

const t = caseDetailContent.gallery;

/**
 * The case's pictures: the first full width, the rest two by two. Each opens a larger view in a
 * native modal <dialog> (focus kept inside, Escape closes, focus returns to the picture), with
 * previous/next by buttons or arrow keys.
 */
export default function Gallery({ images }: { images: GalleryImage[] }) {
  const [current, setCurrent] = useState<number | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const count = images.length;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    if (current !== null && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      document.documentElement.classList.add(styles.locked);
    }
    return undefined;
  }, [current]);

  useEffect(
    () => () => {
      document.documentElement.classList.remove(styles.locked);
    },
    [],
  );

  const close = useCallback(() => {
    const dialog = dialogRef.current;
    if (dialog?.open) dialog.close();
  }, []);

  const step = useCallback(
    (delta: number) =>
      setCurrent((i) => (i === null || count === 0 ? i : (i + delta + count) % count)),
    [count],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    }
  };

  if (!count) return null;
  const shown = current === null ? null : images[current];
  // The larger view: sized for the dialog, in the widths its thumbnail comes in (those the
  // build has written).
  const large = shown
    ? pictureOf(shown.src, {
        slot: slots.galleryLarge,
        width: GALLERY_WIDTH,
        widthsFor: [thumbSlot(current ?? 0)],
      })
    : ({ kind: 'missing' } as const);

  return (
    <>
      <ul className={styles.grid}>
        {images.map((image, index) => (
          <li key={image.src} className={classNames({ [styles.wide]: index === 0 })}>
            <button
              type="button"
              className={styles.thumb}
              aria-label={t.open(image.alt)}
              aria-haspopup="dialog"
              onClick={() => setCurrent(index)}
            >
              <LazyImage
                src={image.src}
                alt={image.alt}
                width={GALLERY_WIDTH}
                height={GALLERY_HEIGHT}
                slot={thumbSlot(index)}
              />
              <span className={styles.zoom} aria-hidden="true" />
            </button>
            <p className={styles.caption}>{image.alt}</p>
          </li>
        ))}
      </ul>

      {/* Closing by Escape, the button or the backdrop all end in the dialog's close event. */}
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-label={t.dialogLabel}
        onClose={() => {
          document.documentElement.classList.remove(styles.locked);
          setCurrent(null);
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        onKeyDown={onKeyDown}
      >
        {shown ? (
          <figure className={styles.figure}>
            {/* A picture the site may not load (src/utils/url.ts) leaves its caption alone. */}
            {large.kind !== 'missing' ? (
              <PictureImg
                key={shown.src}
                picture={large}
                className={styles.large}
                alt={shown.alt}
                width={GALLERY_WIDTH}
                height={GALLERY_HEIGHT}
              />
            ) : null}
            <figcaption className={styles.figcaption}>
              <span>{shown.alt}</span>
              {count > 1 ? (
                <span className={styles.counter}>{t.counter((current ?? 0) + 1, count)}</span>
              ) : null}
            </figcaption>
          </figure>
        ) : null}
        <button
          type="button"
          className={classNames(styles.control, styles.close)}
          aria-label={t.close}
          onClick={close}
        >
          <span aria-hidden="true" />
        </button>
        {count > 1 ? (
          <>
            <button
              type="button"
              className={classNames(styles.control, styles.prev)}
              aria-label={t.prev}
              onClick={() => step(-1)}
            >
              <span aria-hidden="true" />
            </button>
            <button
              type="button"
              className={classNames(styles.control, styles.next)}
              aria-label={t.next}
              onClick={() => step(1)}
            >
              <span aria-hidden="true" />
            </button>
          </>
        ) : null}
      </dialog>
    </>
  );
}
