import { useDispatch, useSelector } from 'umi';
import CtaBand from '@/components/CtaBand';
import PeopleGrid from '@/components/PeopleGrid';
import Section from '@/components/Section';
import SectionTitle from '@/components/SectionTitle';
import StatNumbers from '@/components/StatNumbers';
import Timeline from '@/components/Timeline';
import { aboutPage } from '@/content/aboutPage';
import type { ConnectState } from '@/types/connect';
import styles from './ProfileTab.less';

/** 公司简介: who we are, the facts, vision, history and the leadership team. */
export default function ProfileTab() {
  const dispatch = useDispatch();
  const { corporateVisionList, lantuCourseList, aboutTeamList } = useSelector(
    (s: ConnectState) => s.about,
  );
  const c = aboutPage.profile;

  return (
    <>
      <section className="lt-section" aria-labelledby="profile-intro">
        <div className="lt-container">
          <div className={styles.intro}>
            <SectionTitle
              id="profile-intro"
              eyebrow={c.introEyebrow}
              title={c.introTitle}
              align="left"
            />
            <div className={styles.introText}>
              <p className={styles.lead}>{c.introLead}</p>
              <p className={styles.body}>{c.introText}</p>
            </div>
          </div>
          <div className={styles.facts}>
            <h3 className="sr-only">{c.factsLabel}</h3>
            <StatNumbers items={c.facts} />
          </div>
        </div>
      </section>

      <Section
        alt
        className={styles.visionBand}
        id="profile-vision"
        eyebrow={c.visionEyebrow}
        title={c.visionTitle}
      >
        <ul className={styles.vision}>
          {corporateVisionList.map((vision, index) => (
            <li key={vision.title} className={styles.visionCard}>
              <span className={styles.visionIndex} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.visionTitle}>{vision.title}</h3>
              {vision.describe.map((text) => (
                <p key={text} className={styles.visionText}>
                  {text}
                </p>
              ))}
            </li>
          ))}
        </ul>
      </Section>

      <Section
        className={styles.timelineBand}
        id="profile-timeline"
        eyebrow={c.timelineEyebrow}
        title={c.timelineTitle}
        subtitle={c.timelineSubtitle}
        align="left"
      >
        <Timeline groups={lantuCourseList} />
      </Section>

      <Section
        alt
        className={styles.teamBand}
        id="profile-team"
        eyebrow={c.teamEyebrow}
        title={c.teamTitle}
        subtitle={c.teamSubtitle}
      >
        <PeopleGrid people={aboutTeamList} />
      </Section>

      <CtaBand
        consult
        title={aboutPage.cta.title}
        describe={aboutPage.cta.describe}
        buttonText={aboutPage.cta.button}
        onAction={() => dispatch({ type: 'global/openConsult' })}
      />
    </>
  );
}
