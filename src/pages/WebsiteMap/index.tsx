import { Link, useDispatch, useSelector } from 'umi';
import CtaBand from '@/components/CtaBand';
import PageHero from '@/components/PageHero';
import { websiteMapContent as copy } from '@/content/contactPage';
import type { MenuEntry } from '@/types/api';
import type { ConnectState } from '@/types/connect';
import styles from './index.less';

interface GroupProps {
  title: string;
  /** The group's own page; without it the heading is plain text. */
  path?: string;
  list: MenuEntry[];
  index: number;
}

/** One group: its section page as the heading link, then every entry under it. */
function Group({ title, path, list, index }: GroupProps) {
  const headingId = `sitemap-group-${index}`;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <div className={styles.groupHead}>
        <span className={styles.groupIndex} aria-hidden="true">
          {String(index + 1).padStart(2, '0')}
        </span>
        <h2 id={headingId} className={styles.groupTitle}>
          {path ? <Link to={path}>{title}</Link> : title}
        </h2>
        <p className={styles.groupCount}>
          {list.length ? copy.linkCount(list.length) : copy.homeDescribe}
        </p>
      </div>
      {list.length ? (
        <ul className={styles.links}>
          {list.map((item) => (
            <li key={item.path}>
              <Link className={styles.link} to={item.path}>
                <span>{item.text}</span>
                <span className={styles.arrow} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** 网站地图: the groups of the websiteMap model (SPEC.md §2 "Site map data"), every entry a link. */
export default function WebsiteMapPage() {
  const dispatch = useDispatch();
  const siteMapList = useSelector((s: ConnectState) => s.websiteMap.siteMapList);
  const openConsult = () => dispatch({ type: 'global/openConsult' });

  return (
    <>
      <PageHero
        title={copy.hero.title}
        eyebrow={copy.hero.eyebrow}
        subtitle={copy.hero.subtitle}
        img={copy.hero.img}
      />
      <div className={`lt-section ${styles.body}`}>
        <div className="lt-container">
          {siteMapList.map((entry, i) => (
            <Group
              key={entry.path}
              title={entry.text}
              path={entry.path}
              list={entry.list ?? []}
              index={i}
            />
          ))}
          <Group title={copy.more.title} list={[...copy.more.links]} index={siteMapList.length} />
        </div>
      </div>
      <CtaBand
        consult
        title={copy.cta.title}
        describe={copy.cta.describe}
        buttonText={copy.cta.buttonText}
        onAction={openConsult}
      />
    </>
  );
}
