/**
 * Per-route tab titles and descriptions for the static HTML shells written at build time
 * (config/plugin.ts, `exportStatic`), so a shared link or a search engine sees the page's own
 * title before any script runs. The running app sets the same titles (BasicLayout, PageTitle).
 */
import { aboutPage } from './aboutPage';
import type { AboutTabType } from './aboutPage';
import { brand, pageTitle } from './brand';
import { caseListContent } from './cases';
import { contactPageContent, rulePageContent, websiteMapContent } from './contactPage';
import { servicesOverview } from './serviceHighlights';
import { servicePages, userExperienceInfo } from './services';
import { aboutTypes, industries, services } from './taxonomy';

export interface RouteMeta {
  path: string;
  title: string;
  description: string;
}

const about = `/about${brand.slug}`;
const news = `/news${brand.slug}`;

export const routeMetas: RouteMeta[] = [
  { path: '/', title: brand.homeTitle, description: brand.description },
  { path: '/index.html', title: brand.homeTitle, description: brand.description },
  {
    path: '/customerCase',
    title: pageTitle('客户案例'),
    description:
      '澜图客户案例：按行业、服务与类型筛选 60 余个品牌官网、小程序、App、营销与创意设计项目。',
  },
  ...industries.map((i) => ({
    path: `/customerCase/${i.id}`,
    title: pageTitle('客户案例'),
    description: `澜图${i.name}行业客户案例：从体验设计到营销增长的真实项目与成果。`,
  })),
  {
    path: '/customerCase/caseDetail',
    title: pageTitle('案例详情'),
    description: '澜图客户案例详情：项目背景、挑战、解决方案与可量化的成果。',
  },
  {
    path: '/serviceContent',
    title: pageTitle('服务内容'),
    description:
      '澜图六大服务：用户体验设计、数字营销、创意设计、内容运营、技术服务与赋能服务，覆盖八大行业。',
  },
  ...services.map((s) => ({
    path: s.path,
    title: pageTitle(s.name),
    description: `澜图${s.name}服务：${s.types.map((t) => t.name).join('、')}，从策略到落地的一站式交付。`,
  })),
  {
    path: '/serviceContent/userExperienceInfo',
    title: pageTitle('用户体验设计详情'),
    description: '澜图用户体验设计的方法、流程与交付物：研究、策略、设计、验证与上线陪跑。',
  },
  {
    path: '/contactUs',
    title: pageTitle('联系我们'),
    description: `澜图在全国 16 个城市设有办公室。咨询热线 ${brand.hotline}，商务合作 ${brand.businessMail}。`,
  },
  {
    path: about,
    title: pageTitle(aboutTypes[0].name),
    description: '澜图公司简介：愿景、发展历程与管理团队。',
  },
  ...aboutTypes.map((t) => ({
    path: `${about}/${t.type}`,
    title: pageTitle(t.name),
    description: `澜图${t.name}：${
      [
        '愿景、发展历程与管理团队',
        '公司新闻与行业观点',
        '资质证书与行业荣誉',
        '开放职位与员工福利',
      ][t.type]
    }。`,
  })),
  {
    path: news,
    title: pageTitle('新闻动态'),
    description: '澜图新闻动态：公司新闻、行业观点、荣誉奖项与招聘活动。',
  },
  {
    path: '/websiteMap',
    title: pageTitle('网站地图'),
    description: '澜图官网网站地图：所有栏目与页面的入口。',
  },
  {
    path: '/rule',
    title: pageTitle('规则'),
    description: '澜图官网使用条款与隐私政策，包括咨询信息的使用与保存。',
  },
  { path: '/404', title: pageTitle('页面未找到'), description: brand.description },
];

export const metaOf = (path: string): RouteMeta | undefined =>
  routeMetas.find((m) => m.path === path);

/**
 * The picture that is each page's largest paint (its hero artwork), taken from the same content
 * the page renders. The static shells preload it, so it is on its way while the scripts load
 * instead of after the page has rendered. Pages whose largest picture comes from the API (home
 * banners, case and news details) have none.
 */
export const heroImages: Record<string, string> = {
  '/customerCase': caseListContent.hero.img,
  ...Object.fromEntries(industries.map((i) => [`/customerCase/${i.id}`, caseListContent.hero.img])),
  '/serviceContent': servicesOverview.hero.img,
  ...Object.fromEntries(services.map((s) => [s.path, servicePages[s.key].hero.img])),
  '/serviceContent/userExperienceInfo': userExperienceInfo.hero.img,
  [about]: aboutPage.heroes[0].img,
  ...Object.fromEntries(
    aboutTypes.map((t) => [`${about}/${t.type}`, aboutPage.heroes[t.type as AboutTabType].img]),
  ),
  '/contactUs': contactPageContent.hero.img,
  '/websiteMap': websiteMapContent.hero.img,
  '/rule': rulePageContent.hero.img,
};
