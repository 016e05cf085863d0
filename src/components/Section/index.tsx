import classNames from 'classnames';
import { useId } from 'react';
import type { ReactNode } from 'react';
import SectionTitle from '@/components/SectionTitle';
import type { SectionTitleProps } from '@/components/SectionTitle';

export interface SectionProps extends Partial<Omit<SectionTitleProps, 'id'>> {
  /** The heading's id (for in-page anchors); generated when omitted. */
  id?: string;
  /** The tinted band (`lt-section-alt`) instead of white. */
  alt?: boolean;
  /** Classes of the <section> band and of the centred column inside it. */
  className?: string;
  containerClassName?: string;
  /** Without a title, the band still needs a name for assistive technology. */
  label?: string;
  children: ReactNode;
}

/**
 * A page band: the full-width <section> with the site's vertical rhythm, the centred content
 * column, and its SectionTitle (whose heading names the section). Every content band of a page is
 * one of these.
 */
export default function Section({
  id,
  alt = false,
  className,
  containerClassName,
  label,
  title,
  children,
  ...titleProps
}: SectionProps) {
  const generated = useId();
  const headingId = id ?? `section${generated.replace(/:/g, '')}`;
  return (
    <section
      className={classNames('lt-section', { 'lt-section-alt': alt }, className)}
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : label}
    >
      <div className={classNames('lt-container', containerClassName)}>
        {title ? <SectionTitle id={headingId} title={title} {...titleProps} /> : null}
        {children}
      </div>
    </section>
  );
}
