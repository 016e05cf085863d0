/**
 * Home page data of the mock API: the hero banners, the departments' classic cases and their showreels.
 * Pictures follow `images/banners/banner-{n}.svg` and `images/videos/video-{n}(-poster.svg|.mp4)`;
 * a classic case shows the cover of the case it leads to.
 */
import type { Banner, ClassicCase, DepVideo } from '../../src/types/api';

export const banners: Banner[] = [
  {
    id: 1,
    title: '设计创造价值',
    subtitle:
      '从电商零售到政务服务，十八年里我们与 800 多家客户一起，把想法做成好用、好看、好记的产品。',
    img: 'images/banners/banner-1.svg',
    alt: '蓝色渐变与几何色块组成的澜图品牌主视觉',
    link: '/customerCase/1',
    linkText: '看电商/新零售案例',
  },
  {
    id: 2,
    title: '好体验，是算得清的生意',
    subtitle: '用户研究、交互设计与视觉设计一体交付，每一次改版都有可衡量的结果。',
    img: 'images/banners/banner-2.svg',
    alt: '手机与电脑界面框架叠放的用户体验设计主题插画',
    link: '/serviceContent/userExperience',
    linkText: '了解用户体验设计',
  },
  {
    id: 3,
    title: '一部文艺片的 90 天',
    subtitle: '45 条竖版短视频把影展口碑带进院线，排片率从 2.8% 升到 9.6%。',
    img: 'images/banners/banner-3.svg',
    alt: '电影胶片与竖屏画面交错的短视频内容主题插画',
    link: '/customerCase/caseDetail?id=12',
    linkText: '阅读案例',
  },
  {
    id: 4,
    title: '和 1000 多位设计师一起工作',
    subtitle: '杭州总部与 12 座城市的分公司，正在招聘设计师、文案策划与前端工程师。',
    img: 'images/banners/banner-4.svg',
    alt: '多座城市的地标线条连成网络的招聘主题插画',
    link: '/aboutLantu/3',
    linkText: '查看在招职位',
  },
];

export const classicCases: ClassicCase[] = [
  {
    id: 1,
    caseId: 4,
    brand: '橙町百货',
    title: '会员体系 2.0 (全渠道) 升级',
    describe: '三套积分合为一套，300 万会员在门店、App 和小程序里享受同一份权益。',
    img: 'images/cases/case-4-cover.svg',
    department: '体验设计中心',
  },
  {
    id: 2,
    caseId: 2,
    brand: '云栖茶事',
    title: '品牌视觉焕新：一叶一山',
    describe: '为二十年老茶号重建视觉系统，30 岁以下买家数增长到原来的 3 倍。',
    img: 'images/cases/case-2-cover.svg',
    department: '品牌创意中心',
  },
  {
    id: 3,
    caseId: 8,
    brand: '禾谷良仓',
    title: '年中大促整合营销：一粒米的 600 公里',
    describe: '一条产地叙事线贯穿电商、社交平台与 2000 家商超，大促销售额增长 63%。',
    img: 'images/cases/case-8-cover.svg',
    department: '整合营销中心',
  },
  {
    id: 4,
    caseId: 52,
    brand: '栖木家居',
    title: '小户型改造新媒体运营',
    describe: '48 期真实改造内容，让原木家具品牌的粉丝一年增长 320%。',
    img: 'images/cases/case-52-cover.svg',
    department: '内容运营中心',
  },
  {
    id: 5,
    caseId: 62,
    brand: '星川市数据资源局',
    title: '城市运行数据平台',
    describe: '18 个部门、260 类数据汇进同一张图，汛期信息汇总从 15 分钟缩短到 3 分钟。',
    img: 'images/cases/case-62-cover.svg',
    department: '技术研发中心',
  },
  {
    id: 6,
    caseId: 18,
    brand: '江澄银行',
    title: '网点数字化设计系统',
    describe: '柜面、自助机与手机银行共用一套设计系统，自助机操作失败率下降 37%。',
    img: 'images/cases/case-18-cover.svg',
    department: '设计咨询中心',
  },
];

export const depVideos: DepVideo[] = [
  {
    id: 1,
    title: '体验设计中心 作品速览',
    describe: '从用户访谈到上线验证，七秒看完一次 App 改版的完整过程。',
    department: '体验设计中心',
    poster: 'images/videos/video-1-poster.svg',
    src: 'images/videos/video-1.mp4',
    duration: 7,
  },
  {
    id: 2,
    title: '品牌创意中心 作品速览',
    describe: '标识、包装与插画在动态中展开，一组品牌视觉的诞生。',
    department: '品牌创意中心',
    poster: 'images/videos/video-2-poster.svg',
    src: 'images/videos/video-2.mp4',
    duration: 6,
  },
  {
    id: 3,
    title: '内容运营中心 作品速览',
    describe: '选题、拍摄、剪辑到发布，一条短视频在团队里的一天。',
    department: '内容运营中心',
    poster: 'images/videos/video-3-poster.svg',
    src: 'images/videos/video-3.mp4',
    duration: 8,
  },
  {
    id: 4,
    title: '技术研发中心 作品速览',
    describe: '数据在看板上流动起来：官网、小程序与数据平台的技术交付。',
    department: '技术研发中心',
    poster: 'images/videos/video-4-poster.svg',
    src: 'images/videos/video-4.mp4',
    duration: 7,
  },
];
