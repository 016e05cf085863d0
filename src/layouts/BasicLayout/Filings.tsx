import type { SiteFilings } from '@/content/brand';
import { brand, publicSecurityLink, publicSecurityText } from '@/content/brand';
import { assetUrl, EXTERNAL_LINK } from '@/utils/url';
import styles from './Footer.less';

/**
 * The site's filing numbers, each linked to its record in the official system (a new tab): the
 * ICP number to the MIIT filing system, the public-security number to its own record, with the
 * emblem beside it when the agency has supplied that picture.
 */
export default function Filings({ filings = brand.filings }: { filings?: SiteFilings }) {
  const emblem = filings.publicSecurityEmblem ? assetUrl(filings.publicSecurityEmblem) : '';
  return (
    <ul className={styles.filings} aria-label="备案信息">
      <li>
        <a href={filings.icpUrl} {...EXTERNAL_LINK}>
          {filings.icp}
        </a>
      </li>
      <li>
        <a href={publicSecurityLink(filings)} {...EXTERNAL_LINK}>
          {emblem ? (
            <img className={styles.emblem} src={emblem} alt="" width={18} height={20} />
          ) : null}
          {publicSecurityText(filings)}
        </a>
      </li>
    </ul>
  );
}
