/**
 * Sample data for the component showcase: the real content modules where they exist, plus a few
 * cases shaped like the mock API's records (the showcase must not import from mock/).
 */
import type { CaseCardItem } from '@/components/CaseCard';
import { aboutTeamList, aptitudeList, honorList, lantuCourseList } from '@/content/about';
import { companyFacts } from '@/content/brand';
import {
  industryTiles,
  serviceAdvantages,
  servicePages,
  servicesOverview,
} from '@/content/services';

export const showcaseCases: CaseCardItem[] = [
  {
    id: 1,
    brand: '青禾鲜生',
    title: 'AI+零售 小程序',
    cover: 'images/cases/case-1-cover.svg',
    summary: '把社区生鲜店的“今天买什么”交给 AI 推荐，小程序下单，当天送达。',
    tags: ['零售电商', '用户体验设计', '小程序'],
  },
  {
    id: 2,
    brand: '云栖茶事',
    title: '品牌视觉焕新：一叶一山',
    cover: 'images/cases/case-2-cover.svg',
    summary: '为二十年老茶号重建视觉系统，让西湖龙井重新走进年轻人的购物车。',
    tags: ['零售电商', '创意设计', '品牌视觉'],
  },
  {
    id: 3,
    brand: '拾味坊',
    title: '年货礼盒包装：十二时辰',
    cover: 'images/cases/case-3-cover.svg',
    tags: ['零售电商', '包装设计'],
  },
  {
    id: 4,
    brand: '橙町百货',
    title: '会员体系 2.0 (全渠道) 升级',
    cover: 'images/cases/case-4-cover.svg',
    tags: ['零售电商', '用户体验设计'],
  },
  {
    id: 9,
    brand: '星河漫游',
    title: '新作《潮汐守望》全球预约站',
    cover: 'images/cases/case-9-cover.svg',
    tags: ['文娱游戏', '技术服务', '官网'],
  },
  {
    id: 13,
    brand: '萤火游戏',
    title: '[幻境] 系列角色插画与 PV 动画',
    cover: 'images/cases/case-13-cover.svg',
    tags: ['文娱游戏', '创意设计'],
  },
  {
    id: 17,
    brand: '稳盈财富',
    title: '收益去哪儿了? App 3.5 持仓页改版',
    cover: 'images/cases/case-17-cover.svg',
    tags: ['金融', '用户体验设计', 'App'],
  },
  {
    id: 18,
    brand: '江澄银行',
    title: '网点数字化设计系统',
    cover: 'images/cases/case-18-cover.svg',
    tags: ['金融', '设计系统'],
  },
  {
    id: 19,
    brand: '安禾保险',
    title: '门诊理赔小程序',
    cover: 'images/cases/case-19-cover.svg',
    tags: ['金融', '小程序'],
  },
  {
    id: 20,
    brand: '金穗基金',
    title: '投资者教育新媒体运营',
    cover: 'images/cases/case-20-cover.svg',
    tags: ['金融', '内容运营'],
  },
];

const ux = servicePages.userExperience;

export const showcaseData = {
  hero: {
    eyebrow: '服务内容',
    title: servicesOverview.hero.title,
    subtitle: servicesOverview.hero.subtitle,
    img: servicesOverview.hero.img,
    cta: '查看客户案例',
  },
  uxHero: { ...ux.hero, eyebrow: ux.name },
  facts: companyFacts.filter((fact) => fact.value !== 2005),
  cases: showcaseCases,
  industries: industryTiles,
  advantages: serviceAdvantages,
  offerings: ux.offerings,
  process: ux.process,
  timeline: lantuCourseList,
  team: aboutTeamList,
  certificates: aptitudeList.map((a) => ({ img: a.img, title: a.text })),
  honours: honorList,
  cta: ux.cta,
  titles: {
    stats: {
      eyebrow: '关于澜图',
      title: '十八年，只做一件事',
      subtitle: '以设计创造可衡量的商业价值',
    },
    cases: { eyebrow: '精选案例', title: '为 800 多家企业交付好设计', more: '查看全部案例' },
    industries: { eyebrow: '行业经验', title: '深耕八大行业' },
    advantages: { eyebrow: '服务优势', title: '为什么选择澜图' },
    offerings: { eyebrow: '服务内容', title: '我们提供什么' },
    process: { eyebrow: '工作流程', title: '从洞察到上线' },
    timeline: { eyebrow: '发展历程', title: '从杭州出发' },
    team: { eyebrow: '管理团队', title: '带领澜图的人' },
    certificates: { eyebrow: '企业资质', title: '资质证书' },
    honours: { eyebrow: '荣誉奖项', title: '所获荣誉' },
    states: { title: '数据状态', empty: '没有找到相关案例' },
  },
};
