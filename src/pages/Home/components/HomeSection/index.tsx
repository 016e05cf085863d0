import type { ReactNode, RefObject } from 'react';
import DataState from '@/components/DataState';
import { PicturesWhenNear } from '@/components/LazyImage';
import Section from '@/components/Section';
import type { HomeSectionCopy } from '@/content/home';
import type { sectionView } from '@/utils/useLoad';
import MoreLink from '../MoreLink';
import RetryLine from '../RetryLine';

export interface HomeSectionProps {
  /** Eyebrow, title, subtitle, the 更多 link and the texts of a failed or empty call. */
  copy: HomeSectionCopy & { retryText?: string };
  /** `sectionView(status, count)` of the section's data. */
  view: ReturnType<typeof sectionView>;
  onRetry: () => void;
  skeleton: ReactNode;
  /** The tinted band. */
  alt?: boolean;
  /** Wraps the data (and its retry line) in a div with this ref, e.g. to observe it. */
  bodyRef?: RefObject<HTMLDivElement>;
  children: ReactNode;
}

/**
 * A home band fed by one call: the left-aligned title with its 更多 link, then the data through
 * DataState (skeleton, error with retry, empty), and a quiet retry line under an empty answer
 * when the copy has one. Its pictures are written as they come near (PicturesWhenNear).
 */
export default function HomeSection({
  copy,
  view,
  onRetry,
  skeleton,
  alt = false,
  bodyRef,
  children,
}: HomeSectionProps) {
  const body = (
    <>
      <DataState
        {...view}
        onRetry={onRetry}
        errorText={copy.errorText}
        emptyText={copy.emptyText}
        skeleton={skeleton}
      >
        {children}
      </DataState>
      {copy.retryText && view.empty ? <RetryLine text={copy.retryText} onRetry={onRetry} /> : null}
    </>
  );
  return (
    <Section
      alt={alt}
      align="left"
      eyebrow={copy.eyebrow}
      title={copy.title}
      subtitle={copy.subtitle}
      action={copy.more ? <MoreLink text={copy.more.text} to={copy.more.path} /> : undefined}
    >
      <PicturesWhenNear.Provider value>
        {bodyRef ? <div ref={bodyRef}>{body}</div> : body}
      </PicturesWhenNear.Provider>
    </Section>
  );
}
