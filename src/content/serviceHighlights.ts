/**
 * The eight industry tiles and the four service advantages (SPEC.md §3): the services model's
 * initial state. Kept apart from the page copy in ./services.ts because models load with the first
 * bundle and the page copy need not.
 */
import type { IndustryTile, ServiceAdvantage } from '../types/api';
import { sitePicture } from './pictures';
import { industries, services } from './taxonomy';
import type { ServicesOverview } from './services';
import type { ServiceKey } from './taxonomy';

/* ---------- industry tiles ---------- */

const industryCopy: Record<number, [string, string]> = {
  1: [
    '从品牌旗舰店、会员小程序到直播间视觉，澜图为零售品牌搭建线上线下一体的购物体验，让每一次浏览都更接近成交。',
    '我们以转化漏斗为依据优化商品详情、促销活动与复购链路，服务过多家年销售额超百亿元的零售集团。',
  ],
  2: [
    '为游戏、动漫与潮玩品牌打造世界观视觉、官网与社区产品，用角色、场景和动效把玩家迅速带入故事之中。',
    '从版本上线预热到周年庆活动，我们同步交付 H5 互动、宣传视频与社媒物料，帮助新内容在发布首周形成声量。',
  ],
  3: [
    '面向银行、证券与财富管理机构，澜图把复杂的产品条款转化为清晰易懂的界面，让用户放心地做出每一个决定。',
    '我们熟悉适当性管理与信息披露要求，在合规框架内重构开户、理财与投顾流程，持续降低流失率与客诉率。',
  ],
  4: [
    '为本地生活、医疗健康与在线教育平台梳理服务流程，让预约、支付、上课和售后在手机上一气呵成。',
    '我们深入门店、课堂与服务一线开展调研，以真实场景校验设计方案，帮助平台提升履约效率与用户口碑。',
  ],
  5: [
    '覆盖网约车、航旅、汽车品牌与城市公共交通，澜图设计从出行规划、车内交互到售后服务的完整旅程。',
    '我们为车机大屏、充电桩与乘客 App 建立统一的设计语言，在驾驶安全与使用效率之间找到可靠的平衡。',
  ],
  6: [
    '为消费电子与智能硬件品牌设计发布官网、包装与配套 App，把硬件参数转化为用户真正能感知的卖点。',
    '面向工厂与工业互联网平台，我们设计设备监控大屏与生产管理系统，让一线人员在复杂数据中快速判断。',
  ],
  7: [
    '为地产、家居与高端消费品牌塑造有质感的数字形象，从线上售楼处、VR 样板间到会员服务全程打通。',
    '我们用空间叙事与精致视觉承接品牌溢价，同时追踪到访、留资与成交数据，让每一份投入都能被衡量。',
  ],
  8: [
    '为政务服务、公共文化与医疗教育机构建设便民门户和办事小程序，让群众办事少跑腿、信息一看就懂。',
    '我们严格遵循无障碍与信息安全要求，兼顾老年人与特殊群体的使用习惯，累计参与多个省市数字政府项目。',
  ],
};

export const industryTiles: IndustryTile[] = industries.map((industry) => ({
  id: industry.id,
  name: industry.name,
  img: sitePicture(`images/industries/industry-${industry.id}.svg`),
  describe: industryCopy[industry.id],
  path: `/customerCase/${industry.id}`,
}));

/* ---------- service advantages ---------- */

export const serviceAdvantages: ServiceAdvantage[] = [
  {
    img: 'images/advantages/advantage-1.svg',
    title: '全链路技术覆盖',
    describe:
      '从用户研究、交互视觉到前端开发、数据平台与上线运维，一支团队贯穿项目全程，避免多方交接带来的信息损耗。',
  },
  {
    img: 'images/advantages/advantage-2.svg',
    title: '丰富的行业经验',
    describe:
      '18 年服务 800 余家客户，覆盖电商、金融、出行、政务等八大行业，沉淀了大量可复用的行业洞察与设计规范。',
  },
  {
    img: 'images/advantages/advantage-3.svg',
    title: '全国快速服务',
    describe:
      '总部位于杭州，在 12 个城市设有子公司，项目团队可在 24 小时内抵达客户现场，与业务方面对面推进。',
  },
  {
    img: 'images/advantages/advantage-4.svg',
    title: '专属专家服务',
    describe:
      '每个项目配备资深设计总监与行业顾问，从需求诊断到验收复盘全程负责，每个关键节点都由专家亲自把关。',
  },
];

/* ---------- overview ---------- */

const summaries: Record<ServiceKey, { summary: string; highlights: string[] }> = {
  userExperience: {
    summary:
      '以用户研究为起点，设计品牌官网、App 与小程序的完整体验，让产品好用、好看，更让业务指标看得见增长。',
    highlights: ['用户研究', '交互设计', '可用性测试'],
  },
  digitalMarketing: {
    summary:
      '整合社交媒体、内容与投放数据，策划兼具声量与转化的营销战役，让每一笔预算都落到可追踪的结果上。',
    highlights: ['整合营销', '社媒传播', '效果追踪'],
  },
  creativeDesign: {
    summary:
      '从品牌标识、视觉系统到包装、插画与动态影像，用一致而鲜明的视觉语言，让品牌在竞品中被一眼记住。',
    highlights: ['品牌视觉', '包装设计', '插画动画'],
  },
  applyingGrowth: {
    summary:
      '以内容驱动增长，承接新媒体账号、短视频与电商店铺的日常运营，用稳定的内容节奏积累用户和口碑。',
    highlights: ['新媒体运营', '短视频', '电商运营'],
  },
  technicalService: {
    summary:
      '由工程团队把设计稿高还原度地落地为网站、小程序与数据平台，兼顾性能、安全与长期维护成本。',
    highlights: ['前端开发', '小程序开发', '数据平台'],
  },
  empowermentServices: {
    summary:
      '通过设计咨询、团队培训与设计系统共建，把澜图 18 年的方法沉淀进客户自己的团队，让设计能力长期可用。',
    highlights: ['设计咨询', '培训赋能', '设计系统'],
  },
};

export const servicesOverview: ServicesOverview = {
  hero: {
    title: '服务内容',
    subtitle: '以设计为核心，贯通体验、营销、内容与技术，陪伴品牌从 0 到 1，再从 1 到 N。',
    img: sitePicture('images/heroes/serviceContent.svg'),
  },
  intro:
    '澜图把用户体验设计、数字营销、创意设计、内容运营、技术服务与设计赋能整合为一条完整的服务链。无论是新品牌起步、传统业务的数字化转型，还是大型平台的长期迭代，我们都能组建匹配的团队，并以可衡量的结果交付。',
  services: services.map((s) => ({
    id: s.id,
    key: s.key,
    name: s.name,
    path: s.path,
    ...summaries[s.key],
  })),
};
