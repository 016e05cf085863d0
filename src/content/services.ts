/**
 * Copy of the services area: the overview page (eight industry tiles, four service advantages, the six
 * services), the six service pages and the user-experience detail page. Names and routes come from
 * taxonomy.ts; pictures are paths relative to the public path (see src/types/api.ts).
 */
import { sitePicture } from './pictures';
import { services } from './taxonomy';
import type { ServiceKey } from './taxonomy';

/* ---------- types ---------- */

export interface HeroContent {
  title: string;
  subtitle: string;
  img: string;
}

export interface TitledText {
  title: string;
  describe: string;
}

export interface CtaContent {
  title: string;
  describe: string;
  buttonText: string;
}

/** One service on the overview page. */
export interface ServiceSummary {
  id: number;
  key: ServiceKey;
  name: string;
  path: string;
  summary: string;
  /** Three keywords. */
  highlights: string[];
}

export interface ServicesOverview {
  hero: HeroContent;
  intro: string;
  services: ServiceSummary[];
}

export interface ServicePageContent {
  /** taxonomy service id, e.g. to filter the representative cases (`serviceId`). */
  id: number;
  key: ServiceKey;
  name: string;
  path: string;
  hero: HeroContent;
  intro: string;
  offerings: TitledText[];
  process: TitledText[];
  caseTitle: string;
  cta: CtaContent;
  /** An optional link to a deeper page. */
  more?: { text: string; path: string };
}

export interface ProcessPhase extends TitledText {
  outputs: string[];
}

export interface UserExperienceInfoContent {
  hero: HeroContent;
  intro: string;
  method: TitledText[];
  process: ProcessPhase[];
  deliverables: TitledText[];
  cta: CtaContent;
}

/* ---------- industry tiles and service advantages ---------- */

// They live in ./serviceHighlights.ts, which the services model loads with the first bundle;
// the page copy below stays in the service pages' own chunks.
export { industryTiles, serviceAdvantages } from './serviceHighlights';

/* ---------- overview ---------- */

// In ./serviceHighlights.ts too: the home page shows the six summaries without the page copy.
export { servicesOverview } from './serviceHighlights';

/* ---------- the six service pages ---------- */

type PageCopy = Omit<ServicePageContent, 'id' | 'key' | 'name' | 'path' | 'hero'> & {
  hero: Omit<HeroContent, 'img'>;
};

const pageCopy: Record<ServiceKey, PageCopy> = {
  userExperience: {
    hero: { title: '用户体验设计', subtitle: '洞察真实用户，设计让业务持续增长的数字产品' },
    intro:
      '好的体验不是界面上的装饰，而是用户完成目标的最短路径。澜图用户体验团队由研究员、交互设计师与视觉设计师组成，先从访谈、数据与竞品中找到真正的问题，再用原型和测试验证答案，最终交付可直接开发的设计规范。',
    offerings: [
      {
        title: '品牌官网',
        describe: '以品牌叙事组织信息架构，兼顾展示质感与线索转化，桌面端与移动端同步适配。',
      },
      {
        title: 'App 设计',
        describe: '从核心流程到细节动效，为 iOS、Android 与鸿蒙设计一致且符合各平台习惯的体验。',
      },
      {
        title: '小程序设计',
        describe: '在微信、支付宝与抖音生态内设计轻量化服务，缩短用户从扫码到下单的路径。',
      },
      {
        title: '中后台与 SaaS',
        describe: '梳理复杂的业务对象与权限关系，让高频操作更快完成，让数据表格更易读。',
      },
      {
        title: '体验诊断',
        describe: '结合埋点数据、可用性测试与专家评估，输出按影响程度排序的问题清单与改版建议。',
      },
    ],
    process: [
      {
        title: '研究洞察',
        describe: '用户访谈、问卷与数据分析并行，明确目标用户、关键场景与业务指标。',
      },
      { title: '概念定义', describe: '输出用户旅程、信息架构与核心流程，与业务方对齐设计方向。' },
      { title: '原型验证', describe: '以可交互原型开展可用性测试，在开发之前发现并修正关键问题。' },
      { title: '视觉设计', describe: '建立色彩、字体、图标与组件规范，完成全部页面的高保真设计。' },
      {
        title: '交付跟进',
        describe: '提供标注与组件库，陪同开发走查还原度，上线后追踪数据持续优化。',
      },
    ],
    caseTitle: '用户体验设计代表案例',
    cta: {
      title: '让你的产品更好用',
      describe:
        '告诉我们产品现状与目标，资深体验设计师将在 2 个工作日内与你联系，给出初步诊断思路。',
      buttonText: '预约体验诊断',
    },
    more: { text: '了解我们的体验设计方法', path: '/serviceContent/userExperienceInfo' },
  },
  digitalMarketing: {
    hero: { title: '数字营销', subtitle: '创意引爆声量，数据驱动转化' },
    intro:
      '流量越来越贵，注意力越来越分散。澜图数字营销团队把品牌策略、创意内容与投放数据放在同一张作战地图上：先找准人群与时机，再用有传播力的创意集中发声，最后用数据复盘每一个触点的贡献，让下一次投放更精准。',
    offerings: [
      {
        title: '整合营销战役',
        describe: '围绕新品上市、品牌焕新与节日大促，规划线上线下联动的全周期传播方案。',
      },
      {
        title: '社交媒体传播',
        describe: '为微信、微博、小红书、抖音与 B 站定制内容策略，管理达人合作与口碑扩散。',
      },
      {
        title: '互动活动策划',
        describe: '设计 H5、小游戏与线下快闪等互动体验，让用户主动参与并自发分享。',
      },
      {
        title: '效果投放优化',
        describe: '搭建投放素材矩阵与 A/B 测试机制，按投入产出比动态调整渠道与预算分配。',
      },
      {
        title: '营销数据看板',
        describe: '打通各平台数据，建立从曝光、互动到留资成交的统一指标与实时看板。',
      },
    ],
    process: [
      {
        title: '市场诊断',
        describe: '分析行业趋势、竞品动作与品牌现有资产，明确传播目标与衡量标准。',
      },
      { title: '策略制定', describe: '确定核心人群、传播主张与渠道组合，形成分阶段的战役节奏表。' },
      { title: '创意制作', describe: '产出主视觉、视频、文案与互动内容，一次拍摄，多平台分发。' },
      { title: '执行投放', describe: '按节奏上线内容与广告，每日监测数据，快速调整素材与出价。' },
      { title: '复盘沉淀', describe: '输出战役复盘报告，把有效的人群包与素材规律沉淀为品牌资产。' },
    ],
    caseTitle: '营销战役精选',
    cta: {
      title: '策划下一场有声量的战役',
      describe:
        '无论是新品上市还是年度大促，带上你的目标与预算，我们为你准备一份可执行的传播策略草案。',
      buttonText: '获取策略草案',
    },
  },
  creativeDesign: {
    hero: { title: '创意设计', subtitle: '用鲜明的视觉语言，让品牌被一眼记住' },
    intro:
      '在信息过载的时代，品牌往往只有几秒钟被看见。澜图创意团队汇集品牌设计师、插画师、三维与动态设计师，从品牌内核出发提炼视觉符号，再把它延展到标识、包装、空间与影像的每一个触点，让品牌在任何场景下都保持辨识度。',
    offerings: [
      {
        title: '品牌视觉系统',
        describe: '品牌标识、辅助图形、色彩与字体规范，配套完整的品牌手册与应用模板。',
      },
      {
        title: '包装设计',
        describe: '从结构到印刷工艺全程把控，让产品在货架和电商首图中都足够醒目。',
      },
      {
        title: '插画与 IP 形象',
        describe: '创作品牌专属的插画风格与 IP 角色，延展为表情包、周边与节日物料。',
      },
      {
        title: '动态影像',
        describe: '品牌片、产品演示与三维动画，从脚本、分镜到后期制作一站完成。',
      },
      {
        title: '空间与展陈视觉',
        describe: '为门店、展会与发布会设计导视和主视觉，让线下体验与线上形象保持一致。',
      },
    ],
    process: [
      {
        title: '品牌访谈',
        describe: '与创始人、管理层及一线员工对话，理解品牌从哪里来、要到哪里去。',
      },
      {
        title: '创意提案',
        describe: '提出 2 至 3 个差异化的创意方向，用情绪板与关键画面讲清思路。',
      },
      {
        title: '深化设计',
        describe: '选定方向后完善细节，在真实物料与使用场景中反复打样检验效果。',
      },
      { title: '规范输出', describe: '整理品牌手册、源文件与模板，确保内外部团队都能正确使用。' },
    ],
    caseTitle: '创意设计作品',
    cta: {
      title: '为品牌找到它的样子',
      describe:
        '从一枚标识到一整套视觉系统，先和我们的创意总监聊一聊，你会得到一份清晰的设计思路。',
      buttonText: '与创意总监对话',
    },
  },
  applyingGrowth: {
    hero: { title: '内容运营', subtitle: '持续输出好内容，让用户留下来、再回来' },
    intro:
      '一次爆款不如一年稳定的好内容。澜图内容运营团队以月为单位为品牌规划选题、生产内容、维护社群与店铺，并用周报追踪粉丝增长、互动率与成交贡献。我们既是品牌的内容工厂，也是懂数据的运营伙伴。',
    offerings: [
      {
        title: '新媒体账号代运营',
        describe: '负责公众号、视频号、小红书与微博的选题、撰写、排版和发布，保持稳定更新。',
      },
      {
        title: '短视频内容',
        describe: '策划栏目化短视频与直播切片，搭建从脚本、拍摄到剪辑的周更产能。',
      },
      {
        title: '电商店铺运营',
        describe: '负责天猫、京东与抖音小店的页面更新、活动报名与商品详情优化。',
      },
      {
        title: '私域与社群运营',
        describe: '设计企业微信引流、用户分层与社群活动，提高老客复购与转介绍。',
      },
      {
        title: '内容数据分析',
        describe: '每周追踪阅读、完播、互动与转化数据，按月调整选题方向与内容结构。',
      },
    ],
    process: [
      { title: '账号诊断', describe: '盘点现有账号与内容表现，对标同行，找出增长空间。' },
      { title: '内容定位', describe: '确定账号人设、栏目与更新频率，形成季度内容规划。' },
      { title: '稳定生产', describe: '按周排期生产图文与视频，品牌方在线审核，准时发布。' },
      { title: '互动维护', describe: '回复评论与私信，运营社群活动，及时处理舆情反馈。' },
      { title: '月度复盘', describe: '用数据报告复盘内容效果，调整下月选题与投放配合。' },
    ],
    caseTitle: '内容运营成果',
    cta: {
      title: '把内容交给专业团队',
      describe:
        '告诉我们账号与店铺的现状，我们将免费提供一份账号诊断报告和未来三个月的内容规划建议。',
      buttonText: '申请账号诊断',
    },
  },
  technicalService: {
    hero: { title: '技术服务', subtitle: '高还原、高性能、可维护的工程交付' },
    intro:
      '设计的价值要在代码里兑现。澜图技术团队与设计团队同场协作，采用 React、Vue、小程序原生与 Node.js 等主流技术栈，把设计稿精确落地为稳定运行的产品。我们重视代码质量与文档，上线之后，你的团队也能轻松接手。',
    offerings: [
      {
        title: '网站开发',
        describe: '品牌官网、活动页与内容管理系统，支持多语言、搜索引擎优化与秒级首屏加载。',
      },
      {
        title: '小程序开发',
        describe: '微信、支付宝与抖音小程序一套代码多端适配，对接会员、支付与营销插件。',
      },
      {
        title: '数据平台与可视化',
        describe: '搭建数据中台、运营看板与指挥大屏，让业务数据实时可见、随时可查。',
      },
      {
        title: '前端工程化',
        describe: '组件库建设、微前端改造与性能优化，提升团队开发效率与线上稳定性。',
      },
      {
        title: '运维与安全',
        describe: '提供云端部署、监控告警、等级保护合规加固与 7×24 小时故障响应。',
      },
    ],
    process: [
      { title: '需求分析', describe: '梳理功能清单与非功能指标，确定技术方案、接口约定与排期。' },
      { title: '架构设计', describe: '完成技术选型、系统架构与数据模型设计，提前识别风险点。' },
      { title: '迭代开发', describe: '以两周为一个迭代交付可运行版本，设计师全程参与还原度走查。' },
      { title: '测试上线', describe: '功能、兼容性、性能与安全测试全部通过后，灰度发布上线。' },
      {
        title: '运维保障',
        describe: '上线后提供监控、缺陷修复与版本迭代支持，并交付完整技术文档。',
      },
    ],
    caseTitle: '技术交付项目',
    cta: {
      title: '让好设计稳定运行',
      describe: '发来你的需求文档或设计稿，技术负责人将在 3 个工作日内给出技术方案与评估报价。',
      buttonText: '获取技术方案',
    },
  },
  empowermentServices: {
    hero: { title: '赋能服务', subtitle: '把设计能力沉淀进你自己的团队' },
    intro:
      '越来越多的企业建立了自己的设计团队，却苦于方法不统一、协作效率低。澜图赋能服务把我们 18 年服务 800 余家客户积累的方法、工具与规范开放出来，通过咨询、培训与设计系统共建，帮助企业搭建可持续运转的设计能力。',
    offerings: [
      {
        title: '设计战略咨询',
        describe: '评估企业设计成熟度，规划设计团队架构、职能分工与能力发展路径。',
      },
      {
        title: '设计系统共建',
        describe: '与客户团队共同搭建组件库、设计变量与使用文档，统一多条产品线的体验。',
      },
      {
        title: '团队培训',
        describe: '覆盖用户研究、交互设计与设计评审的系列课程，以真实项目作业带练。',
      },
      {
        title: '设计流程优化',
        describe: '梳理需求评审、设计交付与开发协作流程，引入协作工具与质量标准。',
      },
      {
        title: '驻场陪跑',
        describe: '资深设计师驻场三到六个月，与客户团队并肩完成关键项目并传授方法。',
      },
    ],
    process: [
      { title: '现状评估', describe: '通过访谈、作品审阅与流程观察，形成设计成熟度评估报告。' },
      { title: '方案共创', describe: '与管理层共同确定赋能目标、范围与衡量指标。' },
      {
        title: '落地实施',
        describe: '按计划开展培训、共建设计系统或驻场陪跑，每两周同步一次进展。',
      },
      { title: '效果评估', describe: '对比赋能前后的交付效率与质量指标，验证投入的实际回报。' },
      { title: '持续支持', describe: '提供季度回访与设计系统维护建议，让团队能力长期保持活力。' },
    ],
    caseTitle: '赋能合作客户',
    cta: {
      title: '打造你自己的设计团队',
      describe: '预约一次设计成熟度评估，我们会为你的团队给出一条具体、可执行的能力提升路线图。',
      buttonText: '预约成熟度评估',
    },
  },
};

export const servicePages = Object.fromEntries(
  services.map((s) => {
    const copy = pageCopy[s.key];
    const page: ServicePageContent = {
      ...copy,
      id: s.id,
      key: s.key,
      name: s.name,
      path: s.path,
      hero: { ...copy.hero, img: sitePicture(`images/heroes/${s.key}.svg`) },
    };
    return [s.key, page];
  }),
) as Record<ServiceKey, ServicePageContent>;

/* ---------- user experience detail ---------- */

export const userExperienceInfo: UserExperienceInfoContent = {
  hero: {
    title: '用户体验设计方法',
    subtitle: '从研究到上线，每一个设计决策都有据可依',
    img: sitePicture('images/heroes/userExperienceInfo.svg'),
  },
  intro:
    '这是澜图用户体验团队在数百个项目中打磨出的工作方法：我们如何理解用户、如何做出设计决策，以及每个阶段你会拿到什么。流程可以按项目规模裁剪，但原则始终不变。',
  method: [
    {
      title: '以用户证据为准',
      describe: '每一个重要的设计决策都来自访谈、测试或数据，而不是个人偏好或会议室里的争论。',
    },
    {
      title: '以业务指标为锚',
      describe: '项目启动前与客户确认转化率、留存率等核心指标，所有设计工作都围绕指标展开。',
    },
    {
      title: '小步快跑验证',
      describe: '用低成本原型尽早测试，把问题消灭在开发之前，而不是上线之后。',
    },
    {
      title: '设计与开发同频',
      describe: '从第一周起邀请工程师参与评审，确保方案可落地、可维护、可扩展。',
    },
  ],
  process: [
    {
      title: '发现',
      describe: '通过利益相关方访谈与现有数据分析，明确项目目标、约束条件与成功标准。',
      outputs: ['项目目标与指标清单', '利益相关方访谈纪要', '数据现状分析'],
    },
    {
      title: '研究',
      describe: '深度访谈 8 至 12 位目标用户，结合问卷与竞品分析，找到关键机会点。',
      outputs: ['用户画像', '用户旅程图', '竞品分析报告'],
    },
    {
      title: '定义',
      describe: '确定产品范围、信息架构与核心任务流程，并按价值与成本排出优先级。',
      outputs: ['信息架构图', '核心任务流程图', '功能优先级清单'],
    },
    {
      title: '设计',
      describe: '从低保真线框到高保真视觉，逐步完善交互细节、视觉表现与动效。',
      outputs: ['交互原型', '高保真视觉稿', '动效说明'],
    },
    {
      title: '验证',
      describe: '组织可用性测试，记录任务完成率与问题点，迭代修正方案直至达标。',
      outputs: ['可用性测试报告', '问题修正清单'],
    },
    {
      title: '交付',
      describe: '输出设计规范与组件库，陪同开发走查还原度，上线后复盘关键数据。',
      outputs: ['设计规范与组件库', '开发标注文件', '上线数据复盘报告'],
    },
  ],
  deliverables: [
    {
      title: '用户研究报告',
      describe: '访谈与问卷的关键发现、用户画像，以及按优先级排序的机会点。',
    },
    { title: '用户旅程图', describe: '呈现用户在各个触点的行为、情绪与痛点，并标出改进机会。' },
    { title: '信息架构', describe: '页面层级与导航结构，确保用户能够快速找到所需内容。' },
    { title: '可交互原型', describe: '可在手机和电脑上点击体验的原型，用于内部评审与用户测试。' },
    {
      title: '高保真视觉稿',
      describe: '覆盖全部页面与状态的视觉设计，包含空状态、加载与异常状态。',
    },
    { title: '设计规范', describe: '色彩、字体、间距、图标与组件的使用规则，保证产品长期一致。' },
    { title: '组件库', describe: '与开发共享的设计组件库，可直接对应前端组件实现。' },
    { title: '可用性测试报告', describe: '测试任务、完成率、问题严重程度与逐条修改建议。' },
  ],
  cta: {
    title: '从一次体验诊断开始',
    describe:
      '我们会用两周时间评估你的产品体验，给出问题清单、优先级与改版路线，帮助你决定下一步怎么做。',
    buttonText: '预约体验诊断',
  },
};

/* ---------- interface copy of the services pages ---------- */

export interface SectionCopy {
  eyebrow: string;
  title: string;
  subtitle?: string;
}

/** Labels, headings and link texts around the data above; kept here so no copy sits in JSX. */
export const servicesUi = {
  breadcrumb: {
    label: '面包屑导航',
    home: '首页',
    overview: '服务内容',
    overviewPath: '/serviceContent',
  },
  consultText: '预约咨询',
  overview: {
    heroEyebrow: '澜图服务',
    intro: { eyebrow: '一站式数字设计服务', title: '一支团队，贯通从洞察到落地' },
    services: {
      eyebrow: '我们能做什么',
      title: '六大服务，覆盖品牌数字化全程',
    },
    serviceLink: '了解详情',
    industries: {
      eyebrow: '服务行业',
      title: '深耕八大行业',
      subtitle: '每个行业都有专属的设计与咨询团队。选择一个行业，看看我们为同行做过什么。',
    },
    advantages: {
      eyebrow: '为什么选择澜图',
      title: '四项服务优势',
      subtitle: '不只交付设计稿，更对业务结果负责。',
    },
    cta: {
      title: '聊聊你的下一个项目',
      describe:
        '无论处在哪个阶段，告诉我们你的目标，澜图会在 1 个工作日内安排对应领域的顾问与你联系。',
      buttonText: '预约咨询',
    },
  },
  page: {
    heroEyebrow: '服务内容',
    intro: { eyebrow: '服务概述', title: '我们如何理解这项服务' },
    typesLabel: '服务类型',
    offerings: { eyebrow: '服务项目', title: '我们提供的服务' },
    process: {
      eyebrow: '工作流程',
      title: '项目如何推进',
      /** `{count}` is the number of steps. */
      subtitle: '{count} 个阶段，每一步都有明确的交付物与确认节点。',
    },
    cases: { eyebrow: '代表案例' },
    allCases: '查看全部案例',
    casesEmpty: '这项服务的案例正在整理中，欢迎先预约咨询了解更多。',
    casesError: '案例暂时没有加载出来，请检查网络后重试。',
    others: { eyebrow: '更多服务', title: '探索其他服务' },
  },
  info: {
    heroEyebrow: '用户体验设计',
    intro: { eyebrow: '写在前面', title: '可被验证的设计方法' },
    method: { eyebrow: '设计原则', title: '四条工作原则' },
    process: {
      eyebrow: '设计流程',
      title: '六个阶段，从发现到交付',
      subtitle: '每个阶段结束时都有明确的产出，你随时知道项目走到了哪里。',
    },
    outputsLabel: '阶段产出',
    deliverables: {
      eyebrow: '交付物',
      title: '项目结束时你将获得',
    },
    backText: '返回用户体验设计服务',
  },
};

/** The link to the case list filtered by one service (read by the case list as `?service=`). */
export const serviceCasesPath = (serviceId: number): string => `/customerCase?service=${serviceId}`;
