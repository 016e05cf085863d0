/**
 * Copy of the About page (`/aboutLantu`, `/aboutLantu/:type`) and the news detail page
 * (`/newsLantu?id=N`): heroes, tab labels, section titles, button texts, empty and not-found texts.
 * The lists themselves (vision, timeline, leaders, honours, positions, welfare) live in ./about.ts.
 */
import { brand, companyFacts, companyFactsText } from './brand';
import type { CompanyFact } from './brand';
import { aboutPath, newsPath } from './navigation';
import { sitePicture } from './pictures';
import { aboutTypes } from './taxonomy';

export type AboutTabType = 0 | 1 | 2 | 3;

export interface AboutTab {
  type: AboutTabType;
  /** Tab label and section name of the tab title (`公司简介 - 澜图`). */
  name: string;
  /** Route of the tab: type 0 lives at `/aboutLantu`, the others at `/aboutLantu/N`. */
  path: string;
}

export interface AboutHero {
  eyebrow: string;
  title: string;
  subtitle: string;
  img: string;
}

/** The four tabs, in order, from the taxonomy (SPEC.md §2). */
export const aboutTabs: AboutTab[] = aboutTypes.map((t) => ({
  type: t.type as AboutTabType,
  name: t.name,
  path: `${aboutPath}/${t.type}`,
}));

/** `/aboutLantu` is type 0; `/aboutLantu/N` for N in 0–3; anything else is not a tab. */
export function aboutTabOf(param: string | undefined): AboutTab | undefined {
  if (param === undefined) return aboutTabs[0];
  return /^\d$/.test(param) ? aboutTabs.find((t) => String(t.type) === param) : undefined;
}

/** The news list tab, where a news item's "back" link leads. */
export const newsListPath = `${aboutPath}/1`;

/** `/newsLantu?id=N`. */
export const newsDetailPath = (id: number): string => `${newsPath}?id=${id}`;

export const aboutPage = {
  tabsLabel: '关于我们栏目',
  heroes: {
    0: {
      eyebrow: '关于澜图',
      title: '十八年，只为让设计创造价值',
      subtitle: `${brand.fullName} 2005 年创立于杭州。我们把用户研究、创意与技术放在一起，为 800 多家企业交付可衡量的增长。`,
      img: sitePicture('images/heroes/about.svg'),
    },
    1: {
      eyebrow: '新闻动态',
      title: '澜图的新进展与新思考',
      subtitle:
        '记录澜图与客户一起走过的每一步：公司新闻、行业观点、获奖消息，以及面向设计人才的招聘活动。',
      img: sitePicture('images/heroes/news.svg'),
    },
    2: {
      eyebrow: '荣誉资质',
      title: '专业，经得起检验',
      subtitle:
        '从质量与信息安全体系认证，到国内外设计大奖，每一份证书背后都是一个按时交付的项目。',
      img: sitePicture('images/heroes/about.svg'),
    },
    3: {
      eyebrow: '加入我们',
      title: '和 1000 位设计师一起，做值得被记住的作品',
      subtitle:
        '澜图在 13 座城市招募创意、设计、内容与技术人才。这里有真实的项目、专业的导师和清晰的成长路径。',
      img: sitePicture('images/heroes/about.svg'),
    },
  } as Record<AboutTabType, AboutHero>,

  profile: {
    introEyebrow: '公司简介',
    introTitle: '以设计为核心的数字服务集团',
    introLead:
      '从 6 个人的设计工作室，到横跨 13 座城市的数字设计集团，我们始终相信：好设计必须对业务结果负责。',
    introText: companyFactsText,
    facts: companyFacts,
    factsLabel: '澜图的数字',
    visionEyebrow: '企业文化',
    visionTitle: '我们为什么出发',
    timelineEyebrow: '发展历程',
    timelineTitle: '2005 — 2023，从杭州走向全国',
    timelineSubtitle:
      '三个阶段、十九个年份，澜图在总部之外的 12 座城市开设子公司，并设立两家分公司与海外代表处。',
    teamEyebrow: '管理团队',
    teamTitle: '带领澜图前行的人',
    teamSubtitle: '他们来自设计、技术与运营的不同领域，共同为每一个项目的质量把关。',
  },

  news: {
    title: '新闻动态',
    subtitle: '按年份浏览澜图的公司新闻、行业观点与获奖消息。',
    yearLabel: '按年份筛选',
    allYears: '全部',
    yearText: (year: string) => `${year} 年`,
    total: (total: number, year: string) =>
      year ? `${year} 年共 ${total} 条新闻` : `共 ${total} 条新闻`,
    readMore: '阅读全文',
    coverAlt: (title: string) => `新闻配图：${title}`,
    empty: '这一年暂时没有新闻，看看其他年份吧。',
    emptyAll: '暂时还没有新闻，敬请期待。',
    error: '新闻列表加载失败，请检查网络后重试。',
    paginationLabel: '新闻分页',
  },

  honours: {
    aptitudeEyebrow: '资质认证',
    aptitudeTitle: '资质证书',
    aptitudeSubtitle:
      '质量、信息安全与 IT 服务管理体系全面认证，让合作更安心。点击证书可查看大图。',
    honorEyebrow: '荣誉奖项',
    honorTitle: '荣誉与奖项',
    honorSubtitle: '来自行业组织与设计赛事的肯定，是客户与团队共同的成果。点击图片可查看大图。',
    counts: (aptitudes: number, honours: number): CompanyFact[] => [
      { value: aptitudes, suffix: '项', label: '资质认证' },
      { value: honours, suffix: '项', label: '行业荣誉' },
      ...companyFacts.filter((f) => f.label === '深耕行业'),
    ],
  },

  jobs: {
    positionsEyebrow: '热招职位',
    positionsTitle: '开放中的职位',
    positionsSubtitle: (count: number) =>
      `目前共有 ${count} 个职位开放招聘。展开职位查看职责与要求，通过邮件投递简历与作品集。`,
    cityFilterLabel: '按城市筛选职位',
    allCities: '全部城市',
    cityCount: (count: number) => `${count} 个职位`,
    citiesLabel: '工作地点',
    responsibilityTitle: '岗位职责',
    qualificationTitle: '任职要求',
    apply: '投递简历',
    applyHint: (mail: string) => `简历与作品集请发送至 ${mail}，邮件标题请注明应聘职位。`,
    applyLabel: (position: string) => `投递简历：${position}（发送邮件）`,
    mailSubject: (position: string) => `应聘 ${position}`,
    noPositions: '该城市暂无开放职位，欢迎关注其他城市或直接投递简历。',
    processEyebrow: '招聘流程',
    processTitle: '从投递到入职',
    process: [
      { title: '投递简历', describe: '邮件发送简历与作品集，注明应聘职位和意向城市。' },
      { title: '作品评审', describe: '设计负责人在 5 个工作日内完成评审并给出反馈。' },
      { title: '专业面试', describe: '与未来的团队负责人聊项目、聊方法，一般一到两轮。' },
      { title: '录用入职', describe: '发放录用通知，入职后由一对一导师带教。' },
    ],
    welfareEyebrow: '员工福利',
    welfareTitle: '让每个人安心做好作品',
    welfareSubtitle: '从薪资到成长，从日常到关怀，五类福利覆盖你在澜图的每一天。',
    mail: brand.jobsMail,
  },

  cta: {
    title: '有一个项目想和我们聊聊？',
    describe: `留下联系方式，${brand.shortName}的顾问会在一个工作日内与您联系。`,
    button: '预约咨询',
  },
};

export const newsDetailPage = {
  breadcrumbLabel: '面包屑导航',
  home: '首页',
  about: '关于我们',
  list: '新闻动态',
  backToList: '返回新闻列表',
  prev: '上一篇',
  next: '下一篇',
  none: '没有了',
  adjacentLabel: '相邻新闻',
  publishedOn: '发布于',
  categoryLabel: '分类',
  loading: '正在加载新闻…',
  error: '新闻加载失败，请检查网络后重试。',
  notFoundTitle: '新闻不存在或已下线',
  notFoundSection: '新闻未找到',
  notFoundText:
    '您要查看的新闻可能已被删除，或链接地址有误。可以回到新闻列表，看看澜图的其他动态。',
};
