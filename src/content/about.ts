/**
 * Static content of the About page (SPEC.md §1 and §3 "About page state"): vision, timeline, leaders,
 * certificates, honours, positions and welfare. Every name and award here is fictional and written for
 * this site; marketing staff change texts and pictures here, never in components.
 *
 * Facts must agree with `companyFacts` in ./brand.ts: founded 2005 in Hangzhou; 12 subsidiary cities
 * (taxonomy.contactCities), 14 subsidiaries in total (Shanghai and Shenzhen each host a second, specialist
 * one), 2 branches (Xiamen, Hong Kong), a representative office in Singapore; 800+ clients, 1000+ designers.
 */
import type {
  Aptitude,
  CorporateVision,
  CourseGroup,
  Honor,
  Position,
  TeamMember,
  Welfare,
} from '../types/api';
import { sitePicture } from './pictures';

export const corporateVisionList: CorporateVision[] = [
  {
    title: '使命',
    describe: [
      '让每一次设计都为企业带来可衡量的增长。',
      '我们把用户研究、创意与技术放在同一张桌子上，从第一张草图开始就对业务结果负责。',
    ],
  },
  {
    title: '愿景',
    describe: [
      '成为中国企业最信赖的数字设计伙伴。',
      '以杭州为起点，连接全国 12 座城市与海外团队，让好设计在更多行业、更多城市落地生根。',
    ],
  },
  {
    title: '价值观',
    describe: [
      '用户第一：先理解人，再设计产品。',
      '专业透明：方案有依据，进度可追踪，结果看数据。',
      '长期主义：与客户、同事和行业一起成长，不做一锤子买卖。',
    ],
  },
];

export const lantuCourseList: CourseGroup[] = [
  {
    title: '起步',
    period: '2005–2010',
    list: [
      {
        time: '2005',
        describe: '澜图设计工作室在杭州成立，6 名创始成员从品牌官网与平面设计做起。',
      },
      {
        time: '2006',
        describe: '为首家电商平台客户完成店铺视觉体系，开始积累电商设计方法。',
      },
      {
        time: '2007',
        describe: '注册成立杭州澜图数字设计有限公司，团队扩充至 40 人，增设交互设计组。',
      },
      {
        time: '2008',
        describe: '北京子公司成立，服务华北地区的金融与互联网客户。',
      },
      {
        time: '2009',
        describe: '上海子公司成立，承接首批外资消费品牌的中国区数字项目。',
      },
      {
        time: '2010',
        describe: '深圳子公司成立，切入 3C 与智能硬件领域；集团设计师突破 100 名。',
      },
    ],
  },
  {
    title: '扩张',
    period: '2011–2017',
    list: [
      {
        time: '2011',
        describe: '长沙子公司成立，组建互动娱乐与游戏视觉团队。',
      },
      {
        time: '2012',
        describe: '西安子公司成立；移动端 App 设计业务收入首次超过网站设计。',
      },
      {
        time: '2013',
        describe: '台州子公司成立，为浙东南制造企业提供品牌升级与电商服务。',
      },
      {
        time: '2014',
        describe: '成都子公司成立，西南区域交付中心投入使用。',
      },
      {
        time: '2015',
        describe: '武汉子公司成立；自研设计协作平台上线，全集团项目在线交付。',
      },
      {
        time: '2016',
        describe: '南京子公司成立；数字营销子公司澜图互动在上海成立。',
      },
      {
        time: '2017',
        describe: '广州子公司成立；完成集团化改组，更名为澜图数字设计集团。',
      },
    ],
  },
  {
    title: '全国化',
    period: '2018–2023',
    list: [
      {
        time: '2018',
        describe: '重庆子公司成立，累计服务客户超过 500 家。',
      },
      {
        time: '2019',
        describe: '郑州子公司开业，12 城子公司布局完成。',
      },
      {
        time: '2020',
        describe: '厦门分公司成立；技术服务子公司澜图智造在深圳成立。',
      },
      {
        time: '2021',
        describe: '香港分公司开业，服务粤港澳大湾区与出海品牌。',
      },
      {
        time: '2022',
        describe: '新加坡代表处设立，为出海客户提供东南亚本地化设计支持。',
      },
      {
        time: '2023',
        describe: '旗下 14 家子公司、2 家分公司，设计师逾 1000 名，服务客户 800 余家。',
      },
    ],
  },
];

export const aboutTeamList: TeamMember[] = [
  {
    img: sitePicture('images/team/leader-1.svg'),
    name: '沈知远',
    post: '创始人 & 首席执行官',
    describe:
      '2005 年在杭州创办澜图，主导集团战略与 12 城布局。坚持“设计要对业务结果负责”，亲自带过 200 多个品牌项目。',
  },
  {
    img: sitePicture('images/team/leader-2.svg'),
    name: '林映雪',
    post: '联合创始人 & 首席设计官',
    describe:
      '负责集团设计标准与创意质量，建立了澜图的设计评审制度。作品多次获得国内外设计奖项，担任多项赛事评委。',
  },
  {
    img: sitePicture('images/team/leader-3.svg'),
    name: '周启航',
    post: '首席技术官',
    describe:
      '曾任大型电商平台前端架构负责人，2014 年加入澜图，主持设计协作平台与前端工程体系建设，推动设计与开发无缝衔接。',
  },
  {
    img: sitePicture('images/team/leader-4.svg'),
    name: '许清和',
    post: '首席运营官',
    describe:
      '统筹全国子公司的交付与运营管理，建立跨城市项目协同机制，让客户在任一城市都能获得一致的服务体验。',
  },
  {
    img: sitePicture('images/team/leader-5.svg'),
    name: '顾言',
    post: '高级副总裁 · 数字营销事业群',
    describe:
      '带领数字营销与内容运营团队，服务快消、汽车与金融行业客户，擅长将品牌创意转化为可衡量的营销增长。',
  },
  {
    img: sitePicture('images/team/leader-6.svg'),
    name: '何晴',
    post: '副总裁 · 用户体验事业群',
    describe:
      '深耕用户研究与体验设计十五年，主导多个政务与金融平台的体验升级，推动适老化与无障碍设计在项目中落地。',
  },
  {
    img: sitePicture('images/team/leader-7.svg'),
    name: '唐一舟',
    post: '创意总监 · 创意设计中心',
    describe:
      '负责品牌视觉、包装与插画动画业务，带领团队完成上百个品牌焕新项目，相信好创意必须经得起货架和屏幕的检验。',
  },
  {
    img: sitePicture('images/team/leader-8.svg'),
    name: '江若溪',
    post: '人力资源副总裁 & 澜图设计学院院长',
    describe:
      '负责人才招聘与培养体系，创办澜图设计学院，每年为集团新人和客户团队开设百余场设计与协作课程。',
  },
];

export const aptitudeList: Aptitude[] = [
  { img: sitePicture('images/certificates/cert-1.svg'), text: '国家高新技术企业证书' },
  { img: sitePicture('images/certificates/cert-2.svg'), text: 'ISO 9001 质量管理体系认证证书' },
  {
    img: sitePicture('images/certificates/cert-3.svg'),
    text: 'ISO/IEC 27001 信息安全管理体系认证证书',
  },
  {
    img: sitePicture('images/certificates/cert-4.svg'),
    text: 'ISO/IEC 20000-1 信息技术服务管理体系认证证书',
  },
  { img: sitePicture('images/certificates/cert-5.svg'), text: '浙江省专精特新中小企业证书' },
  { img: sitePicture('images/certificates/cert-6.svg'), text: '软件企业证书' },
  {
    img: sitePicture('images/certificates/cert-7.svg'),
    text: '计算机软件著作权登记证书（澜图设计协作平台 V3.0）',
  },
  { img: sitePicture('images/certificates/cert-8.svg'), text: 'AAA 级企业信用等级证书' },
];

export const honorList: Honor[] = [
  {
    img: sitePicture('images/honors/honor-1.svg'),
    title: '2023 年度最佳用户体验设计机构 · 数字体验大会',
  },
  { img: sitePicture('images/honors/honor-2.svg'), title: '2023 杭州市文化创意产业领军企业' },
  { img: sitePicture('images/honors/honor-3.svg'), title: '2022 数字营销金帆奖 · 年度代理机构' },
  {
    img: sitePicture('images/honors/honor-4.svg'),
    title: '2022 东方设计年度大赏 · 公共服务设计金奖',
  },
  { img: sitePicture('images/honors/honor-5.svg'), title: '2021 东方设计年度大赏 · 品牌视觉银奖' },
  { img: sitePicture('images/honors/honor-6.svg'), title: '2021 长三角数字创意产业十佳服务商' },
  { img: sitePicture('images/honors/honor-7.svg'), title: '2020 浙江省数字设计服务示范企业' },
  {
    img: sitePicture('images/honors/honor-8.svg'),
    title: '2019 金翼数字设计奖 · 年度品牌官网金奖',
  },
  { img: sitePicture('images/honors/honor-9.svg'), title: '2019 金翼数字设计奖 · 移动应用体验奖' },
  { img: sitePicture('images/honors/honor-10.svg'), title: '2017 中国互动设计年会 · 年度设计团队' },
];

export const positionList: Position[] = [
  {
    positionName: '创意设计师',
    address: '杭州/上海/北京',
    responsibilityList: [
      '负责品牌视觉、营销活动及数字广告的创意构思与视觉呈现；',
      '参与客户需求沟通与提案，将策略转化为清晰的视觉方案；',
      '主导或协作完成 KV、海报、落地页等物料的设计与延展；',
      '把控项目视觉质量，配合制作与投放团队完成交付；',
      '持续关注设计趋势与行业案例，沉淀团队创意方法。',
    ],
    qualificationList: [
      '视觉传达、平面设计等相关专业本科及以上学历；',
      '3 年以上品牌或广告创意设计经验，有完整品牌项目经历者优先；',
      '熟练使用 Photoshop、Illustrator、Figma 等设计工具；',
      '具备扎实的版式、色彩与字体功底，审美在线；',
      '良好的表达与提案能力，能够清晰阐述设计思路。',
    ],
  },
  {
    positionName: 'UI设计师',
    address: '杭州/深圳/成都',
    responsibilityList: [
      '负责 App、小程序、Web 及中后台产品的界面视觉设计；',
      '参与产品需求评审，与交互设计师协作输出高保真方案；',
      '建立和维护项目设计规范与组件库，保证多端体验一致；',
      '跟进开发还原，完成设计走查并推动问题修复；',
      '结合数据与用户反馈持续优化界面体验。',
    ],
    qualificationList: [
      '设计相关专业本科及以上学历，作品集必备；',
      '2 年以上移动端或 Web 端 UI 设计经验；',
      '熟练使用 Figma 或 Sketch，了解 iOS、Android 设计规范；',
      '对图标、插画、动效有一定了解者优先；',
      '责任心强，沟通顺畅，能在多项目并行中把控节奏。',
    ],
  },
  {
    positionName: '插画师',
    address: '杭州/长沙',
    responsibilityList: [
      '负责品牌 IP 形象、运营插画、包装插画等原创绘制；',
      '根据项目调性确定插画风格，输出风格稿与完整画面；',
      '配合动画与视频团队完成分镜及素材拆分；',
      '参与品牌插画规范的制定与延展应用。',
    ],
    qualificationList: [
      '美术、插画、动画等相关专业，大专及以上学历；',
      '2 年以上商业插画经验，能够驾驭两种以上绘画风格；',
      '造型与色彩能力扎实，熟练使用 Procreate、Photoshop 等工具；',
      '有 IP 形象设计或包装插画项目经验者优先；',
      '请在投递时附上个人作品集。',
    ],
  },
  {
    positionName: '动画视频设计师',
    address: '杭州/上海/武汉',
    responsibilityList: [
      '负责品牌宣传片、产品演示视频、社交媒体短视频的动画设计与制作；',
      '根据脚本完成分镜、动态设计、剪辑与后期合成；',
      '与文案、插画团队协作，把控视频整体节奏与风格；',
      '管理项目素材与工程文件，按时输出多平台版本；',
      '研究短视频平台内容趋势，提出创意优化建议。',
    ],
    qualificationList: [
      '动画、影视后期、数字媒体等相关专业本科及以上学历；',
      '3 年以上动画或视频制作经验，有品牌宣传片作品者优先；',
      '熟练使用 After Effects、Premiere，了解 Cinema 4D；',
      '具备良好的镜头语言与节奏感；',
      '能够承受项目周期压力，注重细节与交付质量。',
    ],
  },
  {
    positionName: '交互设计师',
    address: '杭州/北京/南京',
    responsibilityList: [
      '负责产品信息架构、用户流程与交互方案设计；',
      '参与用户调研与可用性测试，将研究结论转化为设计决策；',
      '输出线框图、交互原型与交互说明文档；',
      '与产品、视觉、开发团队紧密协作，推动方案落地；',
      '关注适老化与无障碍设计，持续提升产品可用性。',
    ],
    qualificationList: [
      '交互设计、工业设计、心理学、计算机等相关专业本科及以上学历；',
      '3 年以上互联网产品交互设计经验；',
      '熟悉用户体验设计方法，能独立完成复杂业务的交互设计；',
      '熟练使用 Figma、Axure 等原型工具；',
      '逻辑清晰，具备良好的沟通协调与文档能力；',
      '有政务、金融或 B 端产品经验者优先。',
    ],
  },
  {
    positionName: '3D动效设计师',
    address: '杭州/深圳',
    responsibilityList: [
      '负责产品渲染、3D 视觉、三维动效及虚拟场景的设计制作；',
      '为电商详情页、发布会、品牌视频提供 3D 视觉支持；',
      '与 UI、前端团队协作完成 Web 3D 与交互动效方案；',
      '建立可复用的模型、材质与灯光资产库。',
    ],
    qualificationList: [
      '数字媒体、动画、工业设计等相关专业大专及以上学历；',
      '2 年以上 3D 设计或动效设计经验；',
      '熟练使用 Cinema 4D、Blender 及 Octane、Redshift 等渲染器；',
      '具备良好的构图、光影与材质表现能力；',
      '了解 Three.js 或实时渲染流程者优先。',
    ],
  },
  {
    positionName: '文案策划',
    address: '杭州/上海/广州',
    responsibilityList: [
      '负责品牌传播、营销活动与社交媒体内容的文案策划与撰写；',
      '参与客户沟通与策略讨论，提炼品牌核心信息；',
      '撰写提案、活动方案、视频脚本及落地页文案；',
      '与设计团队协作，确保文字与画面表达统一；',
      '跟踪内容投放数据，持续优化文案效果。',
    ],
    qualificationList: [
      '中文、新闻、广告、市场营销等相关专业本科及以上学历；',
      '3 年以上广告公司或品牌方文案经验；',
      '文字功底扎实，能够驾驭多种文风；',
      '具备策略思维，能从业务目标出发组织内容；',
      '熟悉小红书、抖音、微信等平台的内容特点者优先。',
    ],
  },
  {
    positionName: '前端工程师',
    address: '杭州/成都/西安',
    responsibilityList: [
      '负责品牌官网、营销活动页、小程序及中后台系统的前端开发；',
      '与设计团队协作，高质量还原设计稿与交互动效；',
      '参与前端组件库与工程化体系的建设和维护；',
      '优化页面性能、兼容性与可访问性；',
      '编写单元测试与技术文档，参与代码评审。',
    ],
    qualificationList: [
      '计算机相关专业本科及以上学历；',
      '3 年以上前端开发经验，精通 HTML、CSS、JavaScript 与 TypeScript；',
      '熟悉 React 及其生态，有 umi、antd 项目经验者优先；',
      '了解前端性能优化与工程化工具链；',
      '对设计细节敏感，乐于与设计师协作。',
    ],
  },
];

export const welfareList: Welfare[] = [
  {
    title: '员工关怀',
    bgImg: sitePicture('images/welfare/welfare-1.svg'),
    welfareList: [
      '生日会与生日礼金',
      '节日礼品与年货',
      '年度健康体检',
      '补充商业医疗保险',
      '员工心理咨询服务',
    ],
  },
  {
    title: '薪资收入',
    bgImg: sitePicture('images/welfare/welfare-2.svg'),
    welfareList: ['有竞争力的固定薪资', '项目奖金与年终奖', '每年两次调薪机会', '优秀作品专项奖励'],
  },
  {
    title: '常规福利',
    bgImg: sitePicture('images/welfare/welfare-3.svg'),
    welfareList: [
      '五险一金全额缴纳',
      '带薪年假与带薪病假',
      '餐补与交通补贴',
      '弹性工作时间',
      '免费零食与咖啡',
    ],
  },
  {
    title: '新人成长',
    bgImg: sitePicture('images/welfare/welfare-4.svg'),
    welfareList: [
      '一对一导师带教',
      '澜图设计学院系统课程',
      '清晰的专业与管理双通道晋升',
      '跨城市项目轮岗机会',
      '行业大会与设计展学习补贴',
    ],
  },
  {
    title: '其他福利',
    bgImg: sitePicture('images/welfare/welfare-5.svg'),
    welfareList: ['年度团队旅行', '羽毛球、瑜伽等兴趣社团', '内推奖励', '每月团队建设经费'],
  },
];
