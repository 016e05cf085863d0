import classNames from 'classnames';
import { useEffect, useState } from 'react';
import { useLocation } from 'umi';
import PageHero from '@/components/PageHero';
import { rulePageContent as copy } from '@/content/contactPage';
import { ruleSections, ruleSectionsFor, ruleUpdatedAt } from '@/content/rule';
import { builtTongjiId, tongjiId } from '@/utils/integrations';
import styles from './index.less';

/** The section being read: the last one whose top has passed the upper third of the screen. */
function useActiveSection(ids: string[]): string {
  const [active, setActive] = useState(ids[0]);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const visible = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        entries.forEach((e) => visible.set(e.target.id, e.isIntersecting));
        const first = ids.find((id) => visible.get(id));
        if (first) setActive(first);
      },
      { rootMargin: '-20% 0px -60% 0px' },
    );
    ids.forEach((id) => {
      const el = document.getElementById(id);
      if (el) observer.observe(el);
    });
    return () => observer.disconnect();
  }, [ids]);
  return active;
}

const sectionIds = ruleSections.map((s) => s.id);

/**
 * Whether Baidu Tongji is on, for the privacy section: the build's setting first (what the
 * prerendered page says, so hydration matches), then the deployment's `window.baiduTongji`.
 */
function useTongjiOn(): boolean {
  const [on, setOn] = useState(() => builtTongjiId() !== '');
  useEffect(() => setOn(tongjiId() !== ''), []);
  return on;
}

/** 规则与隐私 (/rule): the terms of use and privacy notice, with a table of contents. */
export default function RulePage() {
  const { hash } = useLocation();
  const active = useActiveSection(sectionIds);
  const tongji = useTongjiOn();
  const sections = ruleSectionsFor({ tongji });

  // The page chunk loads after the browser tried to scroll to `#…`: scroll once the text is here.
  useEffect(() => {
    let id = '';
    try {
      id = decodeURIComponent(hash.replace(/^#/, ''));
    } catch {
      return; // a broken escape (`#%E0%A4%A`) names no section
    }
    if (id && sectionIds.includes(id)) document.getElementById(id)?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <PageHero
        title={copy.hero.title}
        eyebrow={copy.hero.eyebrow}
        subtitle={copy.hero.subtitle}
        img={copy.hero.img}
      >
        <p className={styles.updated}>
          {copy.updatedLabel}
          <time dateTime={ruleUpdatedAt}>{ruleUpdatedAt}</time>
        </p>
      </PageHero>

      <div className={`lt-section ${styles.body}`}>
        <div className={`lt-container ${styles.layout}`}>
          <nav className={styles.toc} aria-labelledby="rule-toc">
            <h2 id="rule-toc" className={styles.tocTitle}>
              {copy.tocTitle}
            </h2>
            <ol className={styles.tocList}>
              {ruleSections.map((s) => (
                <li key={s.id}>
                  <a
                    href={`#${s.id}`}
                    className={classNames(styles.tocLink, { [styles.tocActive]: active === s.id })}
                    aria-current={active === s.id ? 'location' : undefined}
                  >
                    {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <article className={styles.article}>
            {sections.map((s) => (
              <section
                key={s.id}
                id={s.id}
                className={styles.section}
                aria-labelledby={`${s.id}-title`}
              >
                <h2 id={`${s.id}-title`} className={styles.sectionTitle}>
                  {s.title}
                </h2>
                {s.paragraphs.map((p) => (
                  <p key={p} className={styles.paragraph}>
                    {p}
                  </p>
                ))}
              </section>
            ))}
            <aside className={styles.contact} aria-labelledby="rule-contact">
              <h2 id="rule-contact" className={styles.contactTitle}>
                {copy.contactTitle}
              </h2>
              <p className={styles.contactLinks}>
                <span>{copy.contactPhoneText}</span>
                <a href={`tel:${copy.hotline}`}>{copy.hotline}</a>
                <span>{copy.contactMailText}</span>
                <a href={`mailto:${copy.mail}`}>{copy.mail}</a>
              </p>
            </aside>
          </article>
        </div>
      </div>
    </>
  );
}
