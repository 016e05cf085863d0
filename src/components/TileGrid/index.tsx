import type { IndustryTile } from '@/types/api';
import { Link } from 'umi';
import LazyImage from '@/components/LazyImage';
import { slots } from '@/styles/slots';
import LinkArrow from '@/components/LinkArrow';
import styles from './index.less';

export interface TileGridProps {
  items: IndustryTile[];
  headingLevel?: 'h2' | 'h3';
  /** The visual hint at the foot of each tile (the tile's heading is the link's name). */
  moreText?: string;
}

export const TILE_GRID_TEXT = { more: '查看案例' };

/** Industry tiles: picture, name and two paragraphs; each whole tile leads to the tile's `path`. */
export default function TileGrid({
  items,
  headingLevel: Heading = 'h3',
  moreText = TILE_GRID_TEXT.more,
}: TileGridProps) {
  return (
    <ul className={styles.grid}>
      {items.map((tile) => (
        <li key={tile.id} className={styles.tile} data-arrow-host="">
          <div className={styles.media}>
            <LazyImage
              src={tile.img}
              alt={`${tile.name}行业插画`}
              width={600}
              height={400}
              slot={slots.tile}
            />
          </div>
          <div className={styles.body}>
            <Heading className={styles.name}>
              <Link to={tile.path} className={styles.link}>
                {tile.name}
              </Link>
            </Heading>
            <p className={styles.describe}>{tile.describe[0]}</p>
            <p className={`${styles.describe} ${styles.secondary}`}>{tile.describe[1]}</p>
            <span className={styles.more} aria-hidden="true">
              {moreText}
              <LinkArrow />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
