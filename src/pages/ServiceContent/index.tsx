import { Link, useSelector } from 'umi';
import Chip, { ChipGroup } from '@/components/Chip';
import CtaBand from '@/components/CtaBand';
import FeatureList from '@/components/FeatureList';
import LinkArrow from '@/components/LinkArrow';
import PageHero from '@/components/PageHero';
import Section from '@/components/Section';
import SectionTitle from '@/components/SectionTitle';
import StatNumbers from '@/components/StatNumbers';
import TileGrid from '@/components/TileGrid';
import { companyFacts } from '@/content/brand';
import { servicesOverview, servicesUi } from '@/content/services';
import type { ConnectState } from '@/types/connect';
import useOpenConsult from '@/utils/useOpenConsult';
import styles from './index.less';

/** Figures shown beside the overview's intro. */
const FACT_LABELS = ['服务客户', '设计师', '深耕行业', '子公司'];
const facts = companyFacts.filter((fact) => FACT_LABELS.includes(fact.label));

/** 服务内容: the six services, the eight industries (services model) and the four advantages. */
export default function ServiceContentPage() {
  const industryList = useSelector((state: ConnectState) => state.services.industryList);
  const advantageList = useSelector((state: ConnectState) => state.services.advantageList);
  const openConsult = useOpenConsult();
  const { hero, intro, services } = servicesOverview;
  const ui = servicesUi.overview;

  return (
    <>
      <PageHero
        size="large"
        eyebrow={ui.heroEyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
        img={hero.img}
        cta={{ text: servicesUi.consultText, onClick: openConsult, consult: true }}
      />

      <section className="lt-section" aria-labelledby="overview-intro">
        <div className={`lt-container ${styles.intro}`}>
          <div className={styles.introText}>
            <SectionTitle
              id="overview-intro"
              eyebrow={ui.intro.eyebrow}
              title={ui.intro.title}
              align="left"
            />
            <p className={styles.lead}>{intro}</p>
          </div>
          <div className={styles.introStats}>
            <StatNumbers items={facts} />
          </div>
        </div>
      </section>

      <Section
        alt
        className={styles.servicesBand}
        id="overview-services"
        eyebrow={ui.services.eyebrow}
        title={ui.services.title}
      >
        <ul className={styles.services}>
          {services.map((service, index) => (
            <li key={service.key} className={styles.service} data-arrow-host="">
              <span className={styles.serviceIndex} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.serviceName}>
                <Link to={service.path} className={styles.serviceLink}>
                  {service.name}
                </Link>
              </h3>
              <p className={styles.serviceSummary}>{service.summary}</p>
              <ChipGroup className={styles.highlights}>
                {service.highlights.map((highlight) => (
                  <li key={highlight}>
                    <Chip tone="soft" size="small">
                      {highlight}
                    </Chip>
                  </li>
                ))}
              </ChipGroup>
              <span className={styles.serviceMore} aria-hidden="true">
                {ui.serviceLink}
                <LinkArrow />
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        className={styles.industriesBand}
        id="overview-industries"
        eyebrow={ui.industries.eyebrow}
        title={ui.industries.title}
        subtitle={ui.industries.subtitle}
      >
        <TileGrid items={industryList} />
      </Section>

      <Section
        alt
        className={styles.advantagesBand}
        id="overview-advantages"
        eyebrow={ui.advantages.eyebrow}
        title={ui.advantages.title}
        subtitle={ui.advantages.subtitle}
      >
        <FeatureList items={advantageList} />
      </Section>

      <CtaBand
        consult
        title={ui.cta.title}
        describe={ui.cta.describe}
        buttonText={ui.cta.buttonText}
        onAction={openConsult}
      />
    </>
  );
}
