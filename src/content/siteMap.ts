/**
 * The site map (`/websiteMap`, SPEC.md §2 "Site map data"), derived from taxonomy.ts and brand.ts so that
 * names and routes live in one place.
 */
import type { MenuEntry } from '../types/api';
import { brand } from './brand';
import { aboutTypes, contactCities, industries, services } from './taxonomy';

const aboutPath = `/about${brand.slug}`;

export const siteMapList: MenuEntry[] = [
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
    text: '联系我们',
    path: '/contactUs',
    list: contactCities.map((c) =>
      c.type === undefined
        ? { text: c.name, path: '/contactUs' }
        : { text: c.name, path: `/contactUs?type=${c.type}`, type: c.type },
    ),
  },
  {
    text: '关于我们',
    path: aboutPath,
    list: aboutTypes.map((a) => ({ text: a.name, path: `${aboutPath}/${a.type}`, type: a.type })),
  },
];
