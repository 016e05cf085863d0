import { useMemo, useState } from 'react';
import { useSelector } from 'umi';
import Chip, { ChipGroup } from '@/components/Chip';
import Section from '@/components/Section';
import { aboutPage } from '@/content/aboutPage';
import type { ConnectState } from '@/types/connect';
import HiringSteps from './HiringSteps';
import PositionCard from './PositionCard';
import WelfareCards from './WelfareCards';
import { allCities, citiesOf } from './jobs';
import styles from './JobsTab.less';

const c = aboutPage.jobs;

/** 加入我们: open positions (filterable by city, expandable), the hiring steps and the welfare. */
export default function JobsTab() {
  const { positionList, welfareList } = useSelector((s: ConnectState) => s.about);
  const [city, setCity] = useState('');
  const cities = useMemo(() => allCities(positionList), [positionList]);
  const shown = city
    ? positionList.filter((p) => citiesOf(p.address).includes(city))
    : positionList;

  return (
    <>
      <Section
        id="jobs-positions"
        eyebrow={c.positionsEyebrow}
        title={c.positionsTitle}
        subtitle={c.positionsSubtitle(positionList.length)}
        align="left"
      >
        <div className={styles.filter} role="group" aria-label={c.cityFilterLabel}>
          <ChipGroup>
            {['', ...cities].map((item) => (
              <li key={item || 'all'}>
                <Chip selected={item === city} onClick={() => setCity(item)}>
                  {item || c.allCities}
                </Chip>
              </li>
            ))}
          </ChipGroup>
        </div>
        <p className={styles.resultCount} aria-live="polite">
          {c.cityCount(shown.length)}
        </p>
        {shown.length ? (
          <ul className={styles.positions}>
            {shown.map((position) => (
              <PositionCard
                key={position.positionName}
                position={position}
                index={positionList.indexOf(position)}
              />
            ))}
          </ul>
        ) : (
          <p className={styles.none}>{c.noPositions}</p>
        )}
      </Section>

      <Section
        id="jobs-process"
        eyebrow={c.processEyebrow}
        title={c.processTitle}
        className={styles.processSection}
      >
        <HiringSteps steps={c.process} />
      </Section>

      <Section
        alt
        id="jobs-welfare"
        eyebrow={c.welfareEyebrow}
        title={c.welfareTitle}
        subtitle={c.welfareSubtitle}
      >
        <WelfareCards groups={welfareList} />
      </Section>
    </>
  );
}
