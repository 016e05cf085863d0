/**
 * Types of the API envelope and of every entity of SPEC.md §3.
 * Image fields hold a path relative to the site's public path (e.g. `images/cases/case-1-cover.svg`)
 * or a URL on the site or its CDN; components resolve them with `assetUrl()` from `@/utils/url`,
 * which refuses any other origin.
 */

/** Every answer of the API: SPEC.md §3 "Response envelope". */
export interface ResponseEnvelope<T = unknown> {
  success: boolean;
  code: string;
  message: string;
  data?: T;
}

/** A page of records: `/api/case/list`, `/api/index/newsWebPageList`. */
export interface PageResult<T> {
  records: T[];
  total: number;
  page: number;
  pageSize: number;
}

/* ---------- customer cases ---------- */

/** A filter tag; every tag list starts with `{ id: 'all', name: '全部' }`. */
export interface Tag {
  id: number | 'all';
  name: string;
}

/** One entry of a case-type group; service entries carry their `types`. */
export interface CaseType {
  id: number;
  name: string;
  types?: { id: number; name: string }[];
}

/** `/api/caseType/serviceTypeList` answers an array of these: supId 1 industry, 2 service. */
export interface CaseTypeGroup {
  supId: 1 | 2;
  name: string;
  caseTypes: CaseType[];
}

/** A case as listed (cards, suggestions source, related cases). */
export interface CaseRecord {
  id: number;
  brand: string;
  title: string;
  /** One sentence shown on cards. */
  summary: string;
  /** 4:3 cover picture. */
  cover: string;
  industryId: number;
  industryName: string;
  serviceId: number;
  serviceName: string;
  typeId: number;
  typeName: string;
  /** Year the project went live. */
  year: number;
}

export interface CaseResult {
  /** A short figure, e.g. `+38%`. */
  value: string;
  /** What the figure measures, e.g. `线上转化率`. */
  label: string;
}

export interface GalleryImage {
  src: string;
  alt: string;
}

/** `/api/case/caseDetails` answer. */
export interface CaseDetail extends CaseRecord {
  background: string;
  challenge: string;
  solution: string[];
  results: CaseResult[];
  gallery: GalleryImage[];
  related: CaseRecord[];
}

/** Payload of `/api/case/list` (all optional; '' or absent means no filter). */
export interface CaseListParams {
  page?: number;
  pageSize?: number;
  industryId?: number | '';
  serviceId?: number | '';
  typeId?: number | '';
  brandTitle?: string;
}

/** A search suggestion built from `/api/case/selectList` (SPEC.md §3). */
export interface Suggestion {
  id: number;
  brandTitle: string;
  cutApart: string[];
}

/* ---------- home page ---------- */

/** `/api/index/caseTypeCaseList`: cases grouped by service for the home showcase. */
export interface CaseTypeCases {
  id: number;
  name: string;
  caseList: CaseRecord[];
  /**
   * Set only in a prerendered home page's handoff: this group's cases are not in the HTML (its
   * markup shows the first group), so they travel as a name and the live answer brings them.
   */
  pending?: true;
}

/** `/api/index/bannerWebList`. */
export interface Banner {
  id: number;
  title: string;
  subtitle: string;
  /** 1920×800 picture. */
  img: string;
  alt: string;
  /** Internal route (`/customerCase/1`) or absolute URL. */
  link: string;
  linkText: string;
}

/** `/api/depCase/hDepCaseList`: classic cases of the departments. */
export interface ClassicCase {
  id: number;
  /** The case the card leads to. */
  caseId: number;
  brand: string;
  title: string;
  describe: string;
  img: string;
  department: string;
}

/** `/api/depCase/hDepVideo`: department showreels. */
export interface DepVideo {
  id: number;
  title: string;
  describe: string;
  department: string;
  poster: string;
  src: string;
  /** Seconds. */
  duration: number;
}

/* ---------- news ---------- */

export interface NewsItem {
  id: number;
  title: string;
  summary: string;
  /** `YYYY-MM-DD`. */
  date: string;
  img: string;
  category: string;
}

/** `/api/index/info`: a news item with its body (HTML, sanitised before display). */
export interface NewsDetail extends NewsItem {
  content: string;
  prev: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
}

/** `/api/index/newsWebPageList` answer: a page plus every year that has news (for the year search). */
export interface NewsPage extends PageResult<NewsItem> {
  /** Years present in the whole news list, newest first, e.g. `['2023', '2022']`. */
  years: string[];
}

/** Payload of `/api/index/newsWebPageList`. */
export interface NewsPageParams {
  page: number;
  pageSize: number;
  /** '' for all years. */
  year?: string;
}

/* ---------- about ---------- */

export interface CorporateVision {
  title: string;
  describe: string[];
}

export interface CourseItem {
  time: string;
  describe: string;
}

export interface CourseGroup {
  title: string;
  period: string;
  list: CourseItem[];
}

export interface TeamMember {
  img: string;
  name: string;
  post: string;
  describe: string;
}

export interface Aptitude {
  img: string;
  text: string;
}

export interface Honor {
  img: string;
  title: string;
}

export interface Position {
  positionName: string;
  /** Cities separated by slashes, e.g. `杭州/上海`. */
  address: string;
  responsibilityList: string[];
  qualificationList: string[];
}

export interface Welfare {
  title: string;
  bgImg: string;
  welfareList: string[];
}

/* ---------- services ---------- */

export interface IndustryTile {
  id: number;
  name: string;
  img: string;
  /** Two paragraphs. */
  describe: [string, string];
  path: string;
}

export interface ServiceAdvantage {
  img: string;
  title: string;
  describe: string;
}

/* ---------- contact ---------- */

export interface OfficeAddress {
  address: string;
  lng: number;
  lat: number;
  /** e.g. 总部, 西溪分部. */
  name: string;
  /** Marker position class on the stylised map. */
  className: string;
}

export interface Office {
  /** SPEC.md §2 contact type number; Hangzhou has none. */
  type?: number;
  /** Stable key used in picture names, e.g. `hangzhou`. */
  key: string;
  coverImg: string;
  name: string;
  phone: string;
  email: string;
  transfer: string;
  circuit: string;
  addressList: OfficeAddress[];
  mapCenterPoint: [number, number];
  mapImg: string;
}

/** Site map / navigation entry (SPEC.md §3 "Menu entry"). */
export interface MenuEntry {
  text: string;
  path: string;
  list?: MenuEntry[];
  id?: number;
  type?: number;
}

/* ---------- consultation ---------- */

export interface ConsultRequest {
  name: string;
  phone: string;
  company: string;
  email?: string;
  city?: string;
  demandType?: string;
  description?: string;
  agree: boolean;
}

/* ---------- session ---------- */

export interface CurrentUser {
  id: number;
  name: string;
  avatar?: string;
}
