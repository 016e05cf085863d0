import { useId } from 'react';
import DataState from '@/components/DataState';
import PageHero from '@/components/PageHero';
import { homeContent } from '@/content/home';
import type { Banner } from '@/types/api';
import type { LoadStatus } from '@/utils/useLoad';
import BannerCarousel from '../BannerCarousel';
import styles from './index.less';

export interface HomeHeroProps {
  banners: Banner[];
  status: LoadStatus;
  onRetry: () => void;
  onConsult: () => void;
}

/**
 * The first band. With banners: the carousel, and the page's h1 (the slogan) visually hidden.
 * Without them, a PageHero as tall as the carousel: while banners load its skeleton; when there
 * are none (or the call failed) the brand statement with a visible h1, and on failure a note with
 * 重试 for this call only.
 */
export default function HomeHero({ banners, status, onRetry, onConsult }: HomeHeroProps) {
  const c = homeContent.hero;
  const titleId = useId();

  if (banners.length) {
    return (
      <section className={styles.hero} aria-labelledby={titleId}>
        <h1 id={titleId} className="sr-only">
          {c.title}
        </h1>
        <BannerCarousel banners={banners} />
      </section>
    );
  }

  return (
    <PageHero
      size="screen"
      loading={status === 'loading' ? 'announce' : false}
      eyebrow={c.eyebrow}
      title={c.title}
      subtitle={c.subtitle}
      img={status === 'loading' ? undefined : c.img}
      cta={{ text: c.primary.text, to: c.primary.path }}
      secondary={{ text: c.consultText, onClick: onConsult, consult: true }}
      aside={
        status === 'error' ? (
          <DataState loading={false} error errorText={c.errorText} onRetry={onRetry}>
            {null}
          </DataState>
        ) : null
      }
    />
  );
}
