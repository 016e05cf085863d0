/** Header navigation and footer content, derived from the taxonomy and brand config. */
import type { MenuEntry } from '@/types/api';
import { brand } from './brand';
import { aboutTypes, contactCities, industries, services } from './taxonomy';

export const aboutPath = `/about${brand.slug}`;
export const newsPath = `/news${brand.slug}`;

export const mainNav: MenuEntry[] = [
  { text: '首页', path: '/' },
  {
    text: '客户案例',
    path: '/customerCase',
    list: industries.map((i) => ({ text: i.name, path: `/customerCase/${i.id}`, id: i.id })),
  },
  {
    text: '服务内容',
    path: '/serviceContent',
    list: services.map((s) => ({ text: s.name, path: s.path, id: s.id })),
  },
  {
    text: '关于我们',
    path: aboutPath,
    list: aboutTypes.map((t) => ({ text: t.name, path: `${aboutPath}/${t.type}`, type: t.type })),
  },
  { text: '联系我们', path: '/contactUs' },
];

export const footerContent = {
  intro: '以设计创造价值。十八年来，我们陪伴品牌穿越每一次数字化浪潮。',
  cities: contactCities.map((c) => ({
    text: c.name,
    path: c.type === undefined ? '/contactUs' : `/contactUs?type=${c.type}`,
  })),
  links: [
    { text: '网站地图', path: '/websiteMap' },
    { text: '规则与隐私', path: '/rule' },
    { text: '加入我们', path: `${aboutPath}/3` },
    { text: '新闻动态', path: `${aboutPath}/1` },
  ],
  consultText: '免费咨询',
  backToTopText: '回到顶部',
  /** The footer's own way up: the floating buttons stop above the footer. */
  footerTopText: '返回顶部',
} as const;

/**
 * The phone's contact bar (below the sm breakpoint, in place of the floating buttons): the
 * hotline in one tap and the consultation popup.
 */
export const contactBarContent = {
  /** The landmark's name. */
  label: '快速联系',
  callText: '电话',
  /** What a screen reader says: what the link shows first (WCAG 2.5.3), then the number. */
  callLabel: `电话 ${brand.hotline}`,
  consultText: footerContent.consultText,
} as const;

export const notFoundContent = {
  title: '页面未找到',
  code: '404',
  describe: '您访问的页面不存在，可能已被移动或删除。可以返回首页，或看看我们的客户案例。',
  homeText: '返回首页',
  casesText: '浏览客户案例',
} as const;
