import { Modal } from 'antd';
import AntdScope from '@/components/AntdScope';
import classNames from 'classnames';
import { useCallback, useEffect, useState } from 'react';
import LazyImage from '@/components/LazyImage';
import { slots } from '@/styles/slots';
import styles from './index.less';

export interface HonourWallItem {
  img: string;
  title: string;
}

export interface HonourWallProps {
  items: HonourWallItem[];
  /** Certificates are portrait 3:4 (480×640), honours landscape 4:3 (480×360). */
  variant: 'certificate' | 'honour';
}

export const HONOUR_WALL_TEXT = {
  view: (title: string) => `查看大图：${title}`,
  close: '关闭大图',
  prev: '上一张',
  next: '下一张',
  position: (current: number, total: number) => `第 ${current} 张，共 ${total} 张`,
};

const SIZE = {
  certificate: { width: 480, height: 640 },
  honour: { width: 480, height: 360 },
} as const;

/**
 * How wide each is shown: on the wall (honours five a row on wide screens) and in the dialog.
 * Both come in the widths of both, so the page names every variant its dialog will ask for.
 */
const SLOTS = {
  certificate: { wall: slots.certificate, large: slots.certificateLarge },
  honour: { wall: slots.honour, large: slots.honourLarge },
} as const;
const WIDTHS = {
  certificate: [slots.certificate, slots.certificateLarge],
  honour: [slots.honour, slots.honourLarge],
};

/**
 * Certificates or honours as a wall of framed thumbnails. Each thumbnail is a button opening a
 * larger view in a dialog (focus kept inside, Esc closes, ← → step through, focus returns).
 */
export default function HonourWall({ items, variant }: HonourWallProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const size = SIZE[variant];
  const total = items.length;
  const current = openIndex === null ? undefined : items[openIndex];
  const isOpen = openIndex !== null;
  const step = useCallback(
    (delta: number) =>
      setOpenIndex((index) => (index === null ? index : (index + delta + total) % total)),
    [total],
  );

  // Arrow keys step through the pictures while the dialog is open.
  useEffect(() => {
    if (!isOpen || total < 2) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') step(-1);
      if (event.key === 'ArrowRight') step(1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen, step, total]);

  return (
    <>
      <ul className={classNames(styles.wall, styles[variant])}>
        {items.map((item, index) => (
          <li key={`${item.img}-${item.title}`}>
            <figure>
              <button
                type="button"
                className={styles.thumb}
                aria-label={HONOUR_WALL_TEXT.view(item.title)}
                aria-haspopup="dialog"
                onClick={() => setOpenIndex(index)}
              >
                <span className={styles.frame}>
                  <LazyImage
                    src={item.img}
                    alt={item.title}
                    slot={SLOTS[variant].wall}
                    widthsFor={WIDTHS[variant]}
                    {...size}
                  />
                </span>
                <span className={styles.zoom} aria-hidden="true" />
              </button>
              <figcaption className={styles.caption}>{item.title}</figcaption>
            </figure>
          </li>
        ))}
      </ul>

      <AntdScope>
        <Modal
          open={!!current}
          title={current?.title}
          onCancel={() => setOpenIndex(null)}
          footer={
            total > 1 ? (
              <div className={styles.pager}>
                <button type="button" className={styles.pagerButton} onClick={() => step(-1)}>
                  <span className={classNames(styles.chevron, styles.left)} aria-hidden="true" />
                  {HONOUR_WALL_TEXT.prev}
                </button>
                <span className={styles.count} aria-live="polite">
                  <span aria-hidden="true">
                    {(openIndex ?? 0) + 1} / {total}
                  </span>
                  <span className="sr-only">
                    {HONOUR_WALL_TEXT.position((openIndex ?? 0) + 1, total)}
                  </span>
                </span>
                <button type="button" className={styles.pagerButton} onClick={() => step(1)}>
                  {HONOUR_WALL_TEXT.next}
                  <span className={styles.chevron} aria-hidden="true" />
                </button>
              </div>
            ) : null
          }
          closable={{ 'aria-label': HONOUR_WALL_TEXT.close }}
          width={variant === 'certificate' ? 640 : 960}
          centered
          destroyOnHidden
        >
          {current ? (
            <div className={classNames(styles.stage, styles[`${variant}Stage`])}>
              <LazyImage
                key={current.img}
                className={styles.large}
                src={current.img}
                alt={current.title}
                fit="contain"
                slot={SLOTS[variant].large}
                widthsFor={WIDTHS[variant]}
                priority
                {...size}
              />
            </div>
          ) : null}
        </Modal>
      </AntdScope>
    </>
  );
}
