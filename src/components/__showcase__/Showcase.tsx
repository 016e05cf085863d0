/**
 * Every shared section component on one page, with real content. Not routed and not imported by
 * the app: render it from a throwaway umi app outside the repo (symlink node_modules, public and
 * src/{components,utils,content,types,theme.ts,global.less}; a page rendering <Showcase />) or from
 * an e2e harness, to review the components at 1440 and 375 px without touching routes.
 */
import { useState } from 'react';
import CaseGrid from '@/components/CaseGrid';
import CtaBand from '@/components/CtaBand';
import DataState from '@/components/DataState';
import FeatureList from '@/components/FeatureList';
import HonourWall from '@/components/HonourWall';
import PageHero from '@/components/PageHero';
import PeopleGrid from '@/components/PeopleGrid';
import SectionTitle from '@/components/SectionTitle';
import StatNumbers from '@/components/StatNumbers';
import TileGrid from '@/components/TileGrid';
import Timeline from '@/components/Timeline';
import { showcaseData as d } from './data';
import styles from './Showcase.less';

export default function Showcase() {
  const [ctaCount, setCtaCount] = useState(0);
  const t = d.titles;
  return (
    <div data-testid="showcase">
      <PageHero
        size="large"
        eyebrow={d.hero.eyebrow}
        title={d.hero.title}
        subtitle={d.hero.subtitle}
        img={d.hero.img}
        cta={{ text: d.hero.cta, to: '/customerCase' }}
      />

      <section className="lt-section">
        <div className="lt-container">
          <SectionTitle {...t.stats} />
          <StatNumbers items={d.facts} />
        </div>
      </section>

      <section className="lt-section lt-section-alt">
        <div className="lt-container">
          <SectionTitle
            align="left"
            eyebrow={t.cases.eyebrow}
            title={t.cases.title}
            action={
              <a className={styles.more} href="#cases">
                {t.cases.more}
              </a>
            }
          />
          <CaseGrid items={d.cases.slice(0, 6)} columns={3} />
        </div>
      </section>

      <section className="lt-section" id="cases">
        <div className="lt-container">
          <CaseGrid items={d.cases} columns={5} />
          <div className={styles.gap} />
          <CaseGrid items={[]} columns={5} loading skeletonCount={5} />
        </div>
      </section>

      <section className="lt-section lt-section-alt">
        <div className="lt-container">
          <SectionTitle {...t.industries} />
          <TileGrid items={d.industries} />
        </div>
      </section>

      <section className="lt-section">
        <div className="lt-container">
          <SectionTitle {...t.advantages} />
          <FeatureList items={d.advantages} columns={4} />
        </div>
      </section>

      <PageHero
        eyebrow={d.uxHero.eyebrow}
        title={d.uxHero.title}
        subtitle={d.uxHero.subtitle}
        img={d.uxHero.img}
        cta={{ text: d.cta.buttonText, onClick: () => setCtaCount((n) => n + 1) }}
      />

      <section className="lt-section">
        <div className="lt-container">
          <SectionTitle {...t.offerings} align="left" />
          <FeatureList items={d.offerings} columns={3} />
        </div>
      </section>

      <section className="lt-section lt-section-alt">
        <div className="lt-container">
          <SectionTitle {...t.process} />
          <FeatureList items={d.process} columns={d.process.length === 4 ? 4 : 3} numbered />
        </div>
      </section>

      <section className={styles.darkBand}>
        <div className="lt-container">
          <StatNumbers items={d.facts.slice(0, 4)} tone="dark" />
        </div>
      </section>

      <section className="lt-section">
        <div className="lt-container">
          <SectionTitle {...t.timeline} align="left" />
          <Timeline groups={d.timeline} />
        </div>
      </section>

      <section className="lt-section lt-section-alt">
        <div className="lt-container">
          <SectionTitle {...t.team} />
          <PeopleGrid people={d.team} />
        </div>
      </section>

      <section className="lt-section">
        <div className="lt-container">
          <SectionTitle {...t.certificates} />
          <HonourWall items={d.certificates} variant="certificate" />
        </div>
      </section>

      <section className="lt-section lt-section-alt">
        <div className="lt-container">
          <SectionTitle {...t.honours} />
          <HonourWall items={d.honours} variant="honour" />
        </div>
      </section>

      <section className="lt-section">
        <div className="lt-container">
          <SectionTitle title={t.states.title} as="h3" align="left" />
          <div className={styles.states}>
            <DataState loading>{null}</DataState>
            <DataState loading={false} empty emptyText={t.states.empty}>
              {null}
            </DataState>
            <DataState loading={false} error onRetry={() => setCtaCount((n) => n + 1)}>
              {null}
            </DataState>
          </div>
        </div>
      </section>

      <CtaBand
        title={d.cta.title}
        describe={d.cta.describe}
        buttonText={d.cta.buttonText}
        onAction={() => setCtaCount((n) => n + 1)}
      />
      <div className={styles.gapSmall} />
      <CtaBand
        tone="dark"
        title={d.cta.title}
        buttonText={d.cta.buttonText}
        onAction={() => setCtaCount((n) => n + 1)}
      />
      <p className="sr-only" aria-live="polite" data-testid="showcase-actions">
        {ctaCount}
      </p>
    </div>
  );
}
