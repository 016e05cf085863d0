import { lazy, useId, useLayoutEffect } from 'react';
import { useDispatch, useSearchParams, useSelector } from 'umi';
import ConsultFormSkeleton from '@/components/ConsultForm/Skeleton';
import PageHero from '@/components/PageHero';
import Section from '@/components/Section';
import SectionTitle from '@/components/SectionTitle';
import WhenNear from '@/components/WhenNear';
import { contactPageContent as copy } from '@/content/contactPage';
import { defaultOffice } from '@/content/offices';
import type { Office } from '@/types/api';
import type { ConnectState } from '@/types/connect';
import OfficeDetail from './OfficeDetail';
import OfficePicker from './OfficePicker';
import { officeFromQuery, queryForOffice } from './officeQuery';
import styles from './index.less';

const CONSULT_ID = 'consult';

// The form (and antd with it) sits below the offices: it loads as the visitor scrolls near it.
const ConsultForm = lazy(() => import('@/components/ConsultForm'));

export default function ContactUsPage() {
  const dispatch = useDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const { officeList, selectedOffice } = useSelector((s: ConnectState) => s.contactUs);
  const idBase = `office${useId().replace(/:/g, '')}`;
  const typeParam = searchParams.get('type');
  const keyParam = searchParams.get('office');

  // The URL decides the office (links from the footer and the site map); before paint, so a stale
  // selection from an earlier visit never flashes.
  useLayoutEffect(() => {
    const office = officeFromQuery(officeList, typeParam, keyParam);
    if (office.key !== selectedOffice.key) {
      dispatch({ type: 'contactUs/selectOffice', payload: office });
    }
    // selectedOffice is deliberately left out: a click updates it together with the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typeParam, keyParam, officeList, dispatch]);

  const selectOffice = (office: Office) => {
    dispatch({ type: 'contactUs/selectOffice', payload: office });
    setSearchParams(queryForOffice(office), { replace: true });
  };

  const goToForm = () => {
    document.getElementById(CONSULT_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    document.getElementById('consult-inline_name')?.focus({ preventScroll: true });
  };

  return (
    <>
      <PageHero
        title={copy.hero.title}
        eyebrow={copy.hero.eyebrow}
        subtitle={copy.hero.subtitle}
        img={copy.hero.img}
        cta={{ text: copy.hero.ctaText, onClick: goToForm }}
      />

      <div className={`lt-container ${styles.channels}`}>
        <ul className={styles.channelList}>
          {copy.channels.map((c) => (
            <li key={c.key} className={styles.channel}>
              <span className={styles.channelLabel}>{c.label}</span>
              <a className={styles.channelValue} href={c.href}>
                {c.value}
              </a>
              <span className={styles.channelNote}>{c.note}</span>
            </li>
          ))}
        </ul>
      </div>

      <Section
        id="contact-offices"
        className={styles.offices}
        eyebrow={copy.offices.eyebrow}
        title={copy.offices.title}
        subtitle={copy.offices.subtitle}
        align="left"
      >
        <OfficePicker
          offices={officeList}
          selectedKey={selectedOffice.key}
          onSelect={selectOffice}
          label={copy.offices.pickerLabel}
          headquartersTag={copy.offices.headquartersTag}
          idBase={idBase}
        />
        <div
          id={`${idBase}-panel`}
          className={styles.panel}
          role="tabpanel"
          aria-labelledby={`${idBase}-tab-${selectedOffice.key}`}
        >
          <OfficeDetail
            office={selectedOffice}
            isHeadquarters={selectedOffice.key === defaultOffice.key}
          />
        </div>
      </Section>

      <section
        id={CONSULT_ID}
        className={`lt-section lt-section-alt ${styles.consult}`}
        aria-labelledby="contact-consult"
      >
        <div className={`lt-container ${styles.consultGrid}`}>
          <div className={styles.consultIntro}>
            <SectionTitle
              id="contact-consult"
              eyebrow={copy.consult.eyebrow}
              title={copy.consult.title}
              subtitle={copy.consult.subtitle}
              align="left"
            />
            <ol className={styles.promises}>
              {copy.consult.promises.map((p) => (
                <li key={p.title} className={styles.promise}>
                  <p className={styles.promiseTitle}>{p.title}</p>
                  <p className={styles.promiseText}>{p.describe}</p>
                </li>
              ))}
            </ol>
            <p className={styles.hotline}>
              {copy.consult.hotlineText}
              <a href={copy.channels[0].href}>{copy.channels[0].value}</a>
            </p>
          </div>
          <div className={styles.formCard}>
            {/* The form carries its own antd scope (zh_CN, site theme), as in the popup; until it
                arrives, its skeleton (the same grid and heights) holds its place. */}
            <WhenNear fallback={<ConsultFormSkeleton variant="inline" />}>
              <ConsultForm variant="inline" />
            </WhenNear>
          </div>
        </div>
      </section>
    </>
  );
}
