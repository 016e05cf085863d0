import classNames from 'classnames';
import type { CSSProperties } from 'react';
import styles from './index.less';

export interface SkeletonProps {
  /** A bar (text line, field) or a block (picture, card). */
  shape?: 'bar' | 'block';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** Width ÷ height, for blocks that follow their column's width (pictures). */
  ratio?: number;
  className?: string;
}

/**
 * A quiet placeholder of the size of what is loading, with a sheen passing over it (still where
 * the visitor asks for less motion). Decorative: the loading region announces itself.
 */
export default function Skeleton({
  shape = 'bar',
  width,
  height,
  ratio,
  className,
}: SkeletonProps) {
  const style: CSSProperties = { width, height, aspectRatio: ratio ? String(ratio) : undefined };
  return (
    <span
      className={classNames(styles.skeleton, styles[shape], className)}
      style={style}
      aria-hidden="true"
    />
  );
}
