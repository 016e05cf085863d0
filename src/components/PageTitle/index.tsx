import { Helmet } from 'umi';
import { brand, pageTitle } from '@/content/brand';

interface Props {
  /** Section name; omitted on the home page, whose title is the slogan. */
  section?: string;
  description?: string;
}

/** Sets the tab title `<section> - 澜图` (home: `设计创造价值`). The deepest one rendered wins. */
export default function PageTitle({ section, description }: Props) {
  return (
    <Helmet>
      <title>{section ? pageTitle(section) : brand.homeTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
    </Helmet>
  );
}
