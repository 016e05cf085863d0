import { useMemo } from 'react';
import { useDispatch, useSelector } from 'umi';
import CtaBand from '@/components/CtaBand';
import HonourWall from '@/components/HonourWall';
import Section from '@/components/Section';
import StatNumbers from '@/components/StatNumbers';
import { aboutPage } from '@/content/aboutPage';
import type { ConnectState } from '@/types/connect';
import styles from './HonoursTab.less';

/** 荣誉资质: qualification certificates and honours, each viewable larger in a lightbox. */
export default function HonoursTab() {
  const dispatch = useDispatch();
  const { aptitudeList, honorList } = useSelector((s: ConnectState) => s.about);
  const c = aboutPage.honours;
  const certificates = useMemo(
    () => aptitudeList.map((a) => ({ img: a.img, title: a.text })),
    [aptitudeList],
  );

  return (
    <>
      <Section
        id="honours-aptitude"
        eyebrow={c.aptitudeEyebrow}
        title={c.aptitudeTitle}
        subtitle={c.aptitudeSubtitle}
      >
        <div className={styles.stats}>
          <StatNumbers items={c.counts(aptitudeList.length, honorList.length)} />
        </div>
        <HonourWall items={certificates} variant="certificate" />
      </Section>

      <Section
        alt
        id="honours-honor"
        eyebrow={c.honorEyebrow}
        title={c.honorTitle}
        subtitle={c.honorSubtitle}
        containerClassName={styles.honourWall}
      >
        <HonourWall items={honorList} variant="honour" />
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
