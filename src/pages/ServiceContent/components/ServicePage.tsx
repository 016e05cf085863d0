import { Link } from 'umi';
import Chip, { ChipGroup } from '@/components/Chip';
import CtaBand from '@/components/CtaBand';
import LinkArrow from '@/components/LinkArrow';
import PageHero from '@/components/PageHero';
import Section from '@/components/Section';
import { servicePages, servicesOverview, servicesUi } from '@/content/services';
import { serviceByKey } from '@/content/taxonomy';
import type { ServiceKey } from '@/content/taxonomy';
import Breadcrumb from './Breadcrumb';
import OtherServices from './OtherServices';
import ProcessSteps from './ProcessSteps';
import ServiceCases from './ServiceCases';
import styles from './ServicePage.less';
import useOpenConsult from '@/utils/useOpenConsult';

export interface ServicePageProps {
  serviceKey: ServiceKey;
}

const stepsSubtitle = (count: number) =>
  servicesUi.page.process.subtitle.replace('{count}', String(count));

/**
 * One service page (用户体验设计, 数字营销 …), driven by the service key: hero, overview, offerings,
 * process, representative cases, the other services and a call to action.
 */
export default function ServicePage({ serviceKey }: ServicePageProps) {
  const content = servicePages[serviceKey];
  const summary = servicesOverview.services.find((s) => s.key === serviceKey);
  const types = serviceByKey(serviceKey)?.types ?? [];
  const openConsult = useOpenConsult();
  const ui = servicesUi.page;
  const ids = {
    intro: `${serviceKey}-intro`,
    offerings: `${serviceKey}-offerings`,
    process: `${serviceKey}-process`,
  };

  return (
    <>
      <PageHero
        eyebrow={summary?.highlights.join(' · ') ?? ui.heroEyebrow}
        title={content.hero.title}
        subtitle={content.hero.subtitle}
        img={content.hero.img}
        cta={{ text: servicesUi.consultText, onClick: openConsult, consult: true }}
      />
      <Breadcrumb
        items={[
          { text: servicesUi.breadcrumb.overview, to: servicesUi.breadcrumb.overviewPath },
          { text: content.name },
        ]}
      />

      <Section
        id={ids.intro}
        eyebrow={ui.intro.eyebrow}
        title={ui.intro.title}
        align="left"
        containerClassName={styles.split}
      >
        <div className={styles.introBody}>
          <p className={styles.lead}>{content.intro}</p>
          {types.length ? (
            <div className={styles.types}>
              <h3 className={styles.typesLabel}>{ui.typesLabel}</h3>
              <ChipGroup>
                {types.map((type) => (
                  <li key={type.id}>
                    <Chip tone="soft" size="small">
                      {type.name}
                    </Chip>
                  </li>
                ))}
              </ChipGroup>
            </div>
          ) : null}
          {content.more ? (
            <Link to={content.more.path} className={styles.moreLink}>
              {content.more.text}
              <LinkArrow />
            </Link>
          ) : null}
        </div>
      </Section>

      <Section
        alt
        id={ids.offerings}
        eyebrow={ui.offerings.eyebrow}
        title={ui.offerings.title}
        align="left"
        containerClassName={`${styles.split} ${styles.sticky}`}
      >
        <ul className={styles.offerings}>
          {content.offerings.map((offering, index) => (
            <li key={offering.title} className={styles.offering}>
              <span className={styles.offeringIndex} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <div>
                <h3 className={styles.offeringTitle}>{offering.title}</h3>
                <p className={styles.offeringText}>{offering.describe}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        className={styles.dark}
        tone="dark"
        id={ids.process}
        eyebrow={ui.process.eyebrow}
        title={ui.process.title}
        subtitle={stepsSubtitle(content.process.length)}
        align="left"
      >
        <ProcessSteps steps={content.process} tone="dark" />
      </Section>

      <ServiceCases serviceId={content.id} title={content.caseTitle} />

      <OtherServices currentKey={serviceKey} />

      <CtaBand
        consult
        title={content.cta.title}
        describe={content.cta.describe}
        buttonText={content.cta.buttonText}
        onAction={openConsult}
      />
    </>
  );
}
