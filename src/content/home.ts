/**
 * Copy of the home page: the hero fallback (shown while banners are missing), section titles, the
 * services teaser (names and routes from taxonomy.ts, summaries from services.ts), the call to
 * action, and every label the carousel and the data states read out. Pictures are paths relative
 * to the public path (see src/types/api.ts).
 */
import { brand } from './brand';
import { aboutPath, newsPath } from './navigation';
import { sitePicture } from './pictures';
import { servicesOverview } from './serviceHighlights';
import type { ServiceSummary } from './services';

export interface LinkText {
  text: string;
  path: string;
}

export interface HomeSectionCopy {
  eyebrow: string;
  title: string;
  subtitle?: string;
  more?: LinkText;
  emptyText: string;
  errorText: string;
}

export interface HomeContent {
  hero: {
    /** The page's single h1 (visually hidden while the carousel shows). */
    title: string;
    eyebrow: string;
    subtitle: string;
    /** 1440×480 artwork behind the fallback hero. */
    img: string;
    primary: LinkText;
    consultText: string;
    errorText: string;
  };
  carousel: {
    label: string;
    prev: string;
    next: string;
    pause: string;
    play: string;
    pickerLabel: string;
    slide: (index: number, total: number) => string;
    goTo: (index: number, title: string) => string;
  };
  facts: { eyebrow: string; title: string; describe: string; more: LinkText };
  showcase: HomeSectionCopy & { tabsLabel: string };
  services: {
    eyebrow: string;
    title: string;
    subtitle: string;
    more: LinkText;
    linkText: string;
    items: ServiceSummary[];
  };
  classic: HomeSectionCopy & { retryText: string };
  videos: HomeSectionCopy & {
    retryText: string;
    /** Accessible name of a player, e.g. `体验设计中心 作品速览，时长 7 秒`. */
    playerLabel: (title: string, seconds: number) => string;
    fallback: string;
  };
  news: HomeSectionCopy & { featuredLabel: string };
  cta: { title: string; describe: string; buttonText: string };
}

export const homeContent: HomeContent = {
  hero: {
    title: brand.slogan,
    eyebrow: brand.fullName,
    subtitle:
      '2005 年创立于杭州。十八年来，我们用体验设计、数字营销、创意与技术，陪伴 800 多家品牌走过每一次数字化转型。',
    img: sitePicture('images/heroes/home.svg'),
    primary: { text: '浏览客户案例', path: '/customerCase' },
    consultText: '预约咨询',
    errorText: '焦点图暂时没有加载出来',
  },
  carousel: {
    label: '首页焦点图',
    prev: '上一张',
    next: '下一张',
    pause: '暂停自动播放',
    play: '开始自动播放',
    pickerLabel: '选择焦点图',
    slide: (index, total) => `第 ${index} 张，共 ${total} 张`,
    goTo: (index, title) => `第 ${index} 张：${title}`,
  },
  facts: {
    eyebrow: '关于澜图',
    title: '十八年，只做一件事：让设计为生意创造价值',
    describe:
      '总部位于杭州，在北京、上海、深圳等 12 座城市设有子公司。一千多位设计师、策划与工程师组成一条完整的服务链，从用户研究一直做到上线运营。',
    more: { text: '了解澜图', path: aboutPath },
  },
  showcase: {
    eyebrow: '精选案例',
    title: '每一个案例，都是一次看得见的增长',
    subtitle: '按服务浏览我们近几年的代表项目，点开任意案例，查看背景、挑战与结果。',
    more: { text: '查看全部案例', path: '/customerCase' },
    tabsLabel: '按服务浏览案例',
    emptyText: '这个分类的案例正在整理中，先看看其他服务吧',
    errorText: '案例加载失败，请稍后重试',
  },
  services: {
    eyebrow: '服务内容',
    title: '六大服务，贯通体验到增长',
    subtitle: servicesOverview.intro,
    more: { text: '了解全部服务', path: '/serviceContent' },
    linkText: '了解详情',
    items: servicesOverview.services,
  },
  classic: {
    eyebrow: '经典案例',
    title: '各中心的代表作',
    subtitle: '六个专业中心各选一件作品：它们解决的问题不同，衡量结果的方式一样清楚。',
    more: { text: '更多客户案例', path: '/customerCase' },
    emptyText: '经典案例正在整理中，敬请期待',
    errorText: '经典案例加载失败，请稍后重试',
    retryText: '重新加载',
  },
  videos: {
    eyebrow: '作品速览',
    title: '在几秒钟里，看见一个团队',
    subtitle: '各中心剪出的作品短片：一次改版、一套视觉、一条短视频、一块数据看板是怎样做出来的。',
    emptyText: '作品短片正在剪辑中，敬请期待',
    errorText: '视频加载失败，请稍后重试',
    retryText: '重新加载',
    playerLabel: (title, seconds) => `${title}，时长 ${seconds} 秒`,
    fallback: '您的浏览器不支持视频播放。',
  },
  news: {
    eyebrow: '新闻动态',
    title: '澜图最近在做什么',
    more: { text: '更多新闻', path: `${aboutPath}/1` },
    featuredLabel: '最新',
    emptyText: '暂时还没有新闻，过几天再来看看',
    errorText: '新闻加载失败，请稍后重试',
  },
  cta: {
    title: '有新项目？和澜图聊聊',
    describe: '告诉我们您的目标与时间表，资深顾问将在 1 个工作日内联系您。',
    buttonText: '预约咨询',
  },
};

/** Where a news item leads: the news detail page. */
export const newsDetailPath = (id: number | string): string =>
  `${newsPath}?id=${encodeURIComponent(String(id))}`;
