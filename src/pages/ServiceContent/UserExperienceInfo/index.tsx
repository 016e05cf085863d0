import { Link } from 'umi';
import CtaBand from '@/components/CtaBand';
import FeatureList from '@/components/FeatureList';
import LinkArrow from '@/components/LinkArrow';
import Section from '@/components/Section';
import PageHero from '@/components/PageHero';
import { servicePages, servicesUi, userExperienceInfo } from '@/content/services';
import Breadcrumb from '../components/Breadcrumb';
import ProcessSteps from '../components/ProcessSteps';
import useOpenConsult from '@/utils/useOpenConsult';
import pageStyles from '../components/ServicePage.less';
import styles from './index.less';

/** 用户体验设计详情: the method, the six phases with their outputs, the deliverables. */
export default function UserExperienceInfoPage() {
  const content = userExperienceInfo;
  const service = servicePages.userExperience;
  const ui = servicesUi.info;
  const openConsult = useOpenConsult();

  return (
    <>
      <PageHero
        eyebrow={ui.heroEyebrow}
        title={content.hero.title}
        subtitle={content.hero.subtitle}
        img={content.hero.img}
        cta={{ text: servicesUi.consultText, onClick: openConsult, consult: true }}
      />
      <Breadcrumb
        items={[
          { text: servicesUi.breadcrumb.overview, to: servicesUi.breadcrumb.overviewPath },
          { text: service.name, to: service.path },
          { text: content.hero.title },
        ]}
      />

      <Section
        id="ux-info-intro"
        eyebrow={ui.intro.eyebrow}
        title={ui.intro.title}
        align="left"
        containerClassName={pageStyles.split}
      >
        <div className={pageStyles.introBody}>
          <p className={pageStyles.lead}>{content.intro}</p>
        </div>
      </Section>

      <Section
        alt
        id="ux-info-method"
        eyebrow={ui.method.eyebrow}
        title={ui.method.title}
        align="left"
      >
        <FeatureList items={content.method} />
      </Section>

      <Section
        id="ux-info-process"
        eyebrow={ui.process.eyebrow}
        title={ui.process.title}
        subtitle={ui.process.subtitle}
        align="left"
      >
        <ProcessSteps steps={content.process} outputsLabel={ui.outputsLabel} />
      </Section>

      <Section
        alt
        id="ux-info-deliverables"
        eyebrow={ui.deliverables.eyebrow}
        title={ui.deliverables.title}
        align="left"
      >
        <ol className={styles.deliverableList}>
          {content.deliverables.map((item, index) => (
            <li key={item.title} className={styles.deliverable}>
              <span className={styles.deliverableIndex} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.deliverableTitle}>{item.title}</h3>
              <p className={styles.deliverableText}>{item.describe}</p>
            </li>
          ))}
        </ol>
        <div className={styles.back}>
          <Link to={service.path} className={pageStyles.moreLink}>
            {ui.backText}
            <LinkArrow />
          </Link>
        </div>
      </Section>

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
