/**
 * The case taxonomy shared by the navigation, the site map, the services pages and the mock API:
 * 8 industries (ids 1–8, SPEC.md §2), 6 services (ids 11–16) and their types (ids 101+).
 */

export interface Industry {
  id: number;
  name: string;
}

export interface ServiceType {
  id: number;
  name: string;
}

export type ServiceKey =
  | 'userExperience'
  | 'digitalMarketing'
  | 'creativeDesign'
  | 'applyingGrowth'
  | 'technicalService'
  | 'empowermentServices';

export interface Service {
  id: number;
  key: ServiceKey;
  name: string;
  /** Route of the service page. */
  path: string;
  types: ServiceType[];
}

export const industries: Industry[] = [
  { id: 1, name: '电商/新零售' },
  { id: 2, name: '互动娱乐' },
  { id: 3, name: '金融理财' },
  { id: 4, name: '生活服务/教育' },
  { id: 5, name: '交通出行' },
  { id: 6, name: '3C/智能制造' },
  { id: 7, name: '地产/消费升级' },
  { id: 8, name: '政府/事业单位' },
];

export const services: Service[] = [
  {
    id: 11,
    key: 'userExperience',
    name: '用户体验设计',
    path: '/serviceContent/userExperience',
    types: [
      { id: 101, name: '品牌官网' },
      { id: 102, name: '小程序' },
      { id: 103, name: 'App 设计' },
    ],
  },
  {
    id: 12,
    key: 'digitalMarketing',
    name: '数字营销',
    path: '/serviceContent/digitalMarketing',
    types: [
      { id: 104, name: '整合营销' },
      { id: 105, name: '社交媒体' },
      { id: 106, name: '活动策划' },
    ],
  },
  {
    id: 13,
    key: 'creativeDesign',
    name: '创意设计',
    path: '/serviceContent/creativeDesign',
    types: [
      { id: 107, name: '品牌视觉' },
      { id: 108, name: '包装设计' },
      { id: 109, name: '插画动画' },
    ],
  },
  {
    id: 14,
    key: 'applyingGrowth',
    name: '内容运营',
    path: '/serviceContent/applyingGrowth',
    types: [
      { id: 110, name: '新媒体运营' },
      { id: 111, name: '视频内容' },
      { id: 112, name: '电商运营' },
    ],
  },
  {
    id: 15,
    key: 'technicalService',
    name: '技术服务',
    path: '/serviceContent/technicalService',
    types: [
      { id: 113, name: '网站开发' },
      { id: 114, name: '小程序开发' },
      { id: 115, name: '数据平台' },
    ],
  },
  {
    id: 16,
    key: 'empowermentServices',
    name: '赋能服务',
    path: '/serviceContent/empowermentServices',
    types: [
      { id: 116, name: '设计咨询' },
      { id: 117, name: '培训赋能' },
      { id: 118, name: '设计系统' },
    ],
  },
];

export const industryById = (id: number): Industry | undefined =>
  industries.find((i) => i.id === id);
export const serviceById = (id: number): Service | undefined => services.find((s) => s.id === id);
export const serviceByKey = (key: string): Service | undefined =>
  services.find((s) => s.key === key);

/** The office cities with a contact type number (SPEC.md §2 "Site map data"); Hangzhou has none. */
export const contactCities: { name: string; type?: number }[] = [
  { name: '杭州' },
  { name: '北京', type: 1 },
  { name: '上海', type: 2 },
  { name: '深圳', type: 3 },
  { name: '长沙', type: 4 },
  { name: '西安', type: 5 },
  { name: '台州', type: 6 },
  { name: '成都', type: 7 },
  { name: '武汉', type: 8 },
  { name: '南京', type: 9 },
  { name: '广州', type: 10 },
  { name: '重庆', type: 11 },
  { name: '郑州', type: 12 },
];

/** About page types (SPEC.md §2). */
export const aboutTypes: { type: number; name: string }[] = [
  { type: 0, name: '公司简介' },
  { type: 1, name: '新闻动态' },
  { type: 2, name: '荣誉资质' },
  { type: 3, name: '加入我们' },
];
