/**
 * Copy of the customer-case pages: the list (`/customerCase`) with its filters, search and states, and
 * the case detail (`/customerCase/caseDetail?id=N`). Case data itself comes from the API.
 */
import { sitePicture } from './pictures';

export interface CaseFilterRow {
  key: 'industry' | 'service' | 'type';
  /** Visible row label. */
  label: string;
}

export const caseListContent = {
  hero: {
    eyebrow: '客户案例',
    title: '好设计，看得见的增长',
    subtitle:
      '十八年来，我们与 800 多家企业一起把设计做成生意。按行业、服务与类型筛选，找到与你相似的挑战。',
    img: sitePicture('images/heroes/customerCase.svg'),
  },
  filter: {
    /** Heading of the filter area (read by screen readers; the rows speak for themselves). */
    heading: '筛选与搜索',
    rows: [
      { key: 'industry', label: '行业' },
      { key: 'service', label: '服务' },
      { key: 'type', label: '类型' },
    ] as CaseFilterRow[],
    groupLabel: (label: string) => `按${label}筛选`,
    loadError: '筛选标签加载失败',
    retry: '重试',
  },
  search: {
    label: '搜索案例',
    placeholder: '搜索品牌或项目名称',
    submit: '搜索',
    clear: '清空输入',
    suggestionsLabel: '搜索建议',
    noMatch: '没有找到匹配的案例',
    noMatchHint: '按回车查看完整搜索结果',
    /** Announced to screen readers when suggestions arrive. */
    status: (count: number) => (count ? `${count} 条建议，可用上下方向键选择` : '没有匹配的建议'),
  },
  results: {
    allTitle: '全部案例',
    filteredTitle: '筛选结果',
    searchTitle: (q: string) => `“${q}”的搜索结果`,
    total: (count: number) => `共 ${count} 个案例`,
    activeLabel: '已选条件',
    searchChip: (q: string) => `搜索：${q}`,
    remove: (name: string) => `移除条件：${name}`,
    clearSearch: '清除搜索',
    reset: '重置筛选',
    loadError: '案例加载失败，请检查网络后重试',
    paginationLabel: '案例分页',
  },
  empty: {
    title: '没有找到符合条件的案例',
    describe: '换个关键词，或减少一些筛选条件试试。',
    reset: '重置筛选',
  },
  cta: {
    title: '没看到与你相似的项目？',
    describe: '公开的只是一部分。留下需求，我们为你准备同行业的案例集与方案思路。',
    buttonText: '获取行业案例集',
  },
} as const;

export const caseDetailContent = {
  loadingTitle: '案例详情',
  breadcrumb: { label: '面包屑', home: '首页', list: '客户案例' },
  /** Tab title of a loaded case: `<brand> · <title>`. */
  pageTitle: (brand: string, title: string) => `${brand} · ${title}`,
  meta: {
    industry: '行业',
    service: '服务',
    type: '类型',
    year: '上线时间',
    yearValue: (y: number) => `${y} 年`,
  },
  tagsLabel: '案例标签',
  coverAlt: (brand: string, title: string) => `${brand}「${title}」项目主视觉`,
  sections: {
    background: { index: '01', title: '项目背景' },
    challenge: { index: '02', title: '核心挑战' },
    solution: { index: '03', title: '解决方案' },
    results: { index: '04', title: '项目成果' },
    gallery: { index: '05', title: '项目展示' },
  },
  resultsIntro: '上线后的关键数据',
  gallery: {
    open: (alt: string) => `查看大图：${alt}`,
    dialogLabel: '项目展示大图',
    close: '关闭大图',
    prev: '上一张',
    next: '下一张',
    counter: (index: number, total: number) => `${index} / ${total}`,
  },
  related: {
    title: '相关案例',
    subtitle: '同行业、同类型的更多实践',
    more: '浏览全部案例',
  },
  cta: {
    title: '有相似的挑战？',
    describe: '告诉我们你的业务目标，资深顾问会在一个工作日内与你联系。',
    buttonText: '预约咨询',
  },
  backToList: '返回案例列表',
  loadError: '案例加载失败，请检查网络后重试',
  notFound: {
    pageTitle: '案例未找到',
    eyebrow: '客户案例',
    title: '没有找到这个案例',
    describe: '案例可能已经下线，或链接地址有误。去案例列表看看其他精彩项目吧。',
    back: '返回案例列表',
    home: '回到首页',
  },
} as const;
