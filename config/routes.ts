/**
 * The whole route table (SPEC.md §2). Every page is lazy-loaded under BasicLayout. react-router 6
 * has no regex params, so `/customerCase/:id` and `/aboutLantu/:type` check their parameter in the
 * page and show the 404 page for a bad value; each group ends with a `/*` route to the 404 page.
 * `title` is the section name: BasicLayout turns it into `<title> - 澜图` (home: `设计创造价值`).
 */
import { brand } from '../src/content/brand';

const about = `/about${brand.slug}`;
const news = `/news${brand.slug}`;

export interface RouteConfig {
  path: string;
  component?: string;
  title?: string;
  routes?: RouteConfig[];
  redirect?: string;
}

const notFound = { component: './404', title: '页面未找到' };

const routes: RouteConfig[] = [
  {
    path: '/',
    component: '@/layouts/BasicLayout',
    routes: [
      { path: '/', component: './Home', title: brand.homeTitle },
      { path: '/index.html', component: './Home', title: brand.homeTitle },
      { path: '/rule', component: './Rule', title: '规则' },
      { path: '/customerCase', component: './CustomerCase', title: '客户案例' },
      {
        path: '/customerCase/caseDetail',
        component: './CustomerCase/CaseDetail',
        title: '案例详情',
      },
      { path: '/customerCase/:id', component: './CustomerCase', title: '客户案例' },
      { path: '/customerCase/*', ...notFound },
      { path: '/serviceContent', component: './ServiceContent', title: '服务内容' },
      {
        path: '/serviceContent/userExperience',
        component: './ServiceContent/UserExperience',
        title: '用户体验设计',
      },
      {
        path: '/serviceContent/userExperienceInfo',
        component: './ServiceContent/UserExperienceInfo',
        title: '用户体验设计详情',
      },
      {
        path: '/serviceContent/digitalMarketing',
        component: './ServiceContent/DigitalMarketing',
        title: '数字营销',
      },
      {
        path: '/serviceContent/creativeDesign',
        component: './ServiceContent/CreativeDesign',
        title: '创意设计',
      },
      {
        path: '/serviceContent/applyingGrowth',
        component: './ServiceContent/ApplyingGrowth',
        title: '内容运营',
      },
      {
        path: '/serviceContent/technicalService',
        component: './ServiceContent/TechnicalService',
        title: '技术服务',
      },
      {
        path: '/serviceContent/empowermentServices',
        component: './ServiceContent/EmpowermentServices',
        title: '赋能服务',
      },
      { path: '/serviceContent/*', ...notFound },
      { path: '/contactUs', component: './ContactUs', title: '联系我们' },
      { path: about, component: './About', title: '关于我们' },
      { path: `${about}/:type`, component: './About', title: '关于我们' },
      { path: news, component: './News', title: '新闻动态' },
      { path: '/websiteMap', component: './WebsiteMap', title: '网站地图' },
      { path: '/*', ...notFound },
    ],
  },
];

export default routes;
