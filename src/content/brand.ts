/**
 * The brand in one place (CONTENT.md "The brand"): a real deployment changes names, slug and contact
 * data here only. Also read by config/routes.ts at build time, so keep it free of browser-only code.
 */
export interface BrandConfig {
  /** Short name used in tab titles: `<section> - 澜图`. */
  shortName: string;
  fullName: string;
  /** The spec's `{product}`: routes `/aboutLantu`, `/newsLantu`. */
  slug: string;
  slogan: string;
  homeTitle: string;
  hotline: string;
  businessMail: string;
  jobsMail: string;
  /** One sentence used as the default meta description. */
  description: string;
  /** The site's filings, shown in the footer as the law of mainland China asks. */
  filings: SiteFilings;
}

/**
 * A site in mainland China shows its ICP filing number linked to the MIIT filing system, and its
 * public-security filing (公安备案) linked to its record, with the official emblem beside it when
 * the agency supplies that picture (it is never drawn by us).
 */
export interface SiteFilings {
  /** ICP filing number as issued, e.g. `浙ICP备05012345号`. */
  icp: string;
  /** The MIIT filing system the ICP number links to. */
  icpUrl: string;
  /** Public-security filing: the province's short name and the record's number (digits). */
  publicSecurity: { province: string; code: string };
  /** The record's page in the public-security filing system; `{code}` is the record's number. */
  publicSecurityUrl: string;
  /** The public-security emblem as supplied by the agency (a path under public/ or a URL); none until then. */
  publicSecurityEmblem?: string;
}

export const brand: BrandConfig = {
  shortName: '澜图',
  fullName: '澜图数字设计集团',
  slug: 'Lantu',
  slogan: '设计创造价值',
  homeTitle: '设计创造价值',
  hotline: '400-826-2005',
  businessMail: 'business@lantu-design.cn',
  jobsMail: 'hr@lantu-design.cn',
  description:
    '澜图数字设计集团，2005 年创立于杭州，为 800 多家企业提供用户体验设计、数字营销、创意设计、内容运营、技术服务与设计赋能。',
  filings: {
    icp: '浙ICP备05012345号',
    icpUrl: 'https://beian.miit.gov.cn/',
    publicSecurity: { province: '浙', code: '33010602012345' },
    publicSecurityUrl: 'https://beian.mps.gov.cn/#/query/webSearch?code={code}',
  },
};

/** `浙公网安备 33010602012345号`: the public-security filing as it is written. */
export const publicSecurityText = ({ publicSecurity: p }: SiteFilings): string =>
  `${p.province}公网安备 ${p.code}号`;

/** The public-security record's own page. */
export const publicSecurityLink = (filings: SiteFilings): string =>
  filings.publicSecurityUrl.replace('{code}', encodeURIComponent(filings.publicSecurity.code));

/** `<section> - 澜图`; the home page uses `brand.homeTitle`. */
export const pageTitle = (section: string): string => `${section} - ${brand.shortName}`;

/** Company facts of SPEC.md §1, shown as text and as stat numbers. */
export interface CompanyFact {
  value: number;
  /** Text after the number, e.g. `+`, `年`. */
  suffix: string;
  label: string;
}

export const companyFacts: CompanyFact[] = [
  { value: 2005, suffix: '', label: '创立于杭州' },
  { value: 800, suffix: '+', label: '服务客户' },
  { value: 1000, suffix: '+', label: '设计师' },
  { value: 18, suffix: '年', label: '深耕行业' },
  { value: 14, suffix: '家', label: '子公司' },
  { value: 2, suffix: '家', label: '分公司' },
];

/** One line of facts for the footer and the about page. */
export const companyFactsText =
  '2005 年创立于杭州，18 年深耕数字设计；服务客户 800 余家，设计师逾 1000 名；总部位于杭州，在 12 个城市设有子公司，旗下 14 家子公司、2 家分公司。';
