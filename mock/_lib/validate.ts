/**
 * Content validation: the mock data (mock/data) and the static content (src/content) checked
 * against their runtime rules — ids unique, every tag a case uses exists, every picture exists
 * under public/ (or, for a JPEG/PNG content picture, the art it is made from), every internal link resolves to a route. Each problem names the file, the record
 * and the field, so a typo shows up as a clear message (unit test and mock start-up), never as a
 * blank page for staff.
 */
import fs from 'fs';
import path from 'path';
import routes from '../../config/routes';
import { artOfPicture } from '../../src/content/pictures';
import type { RouteConfig } from '../../config/routes';
import * as about from '../../src/content/about';
import { mainNav, footerContent } from '../../src/content/navigation';
import { offices } from '../../src/content/offices';
import {
  industryTiles,
  serviceAdvantages,
  servicePages,
  servicesOverview,
  userExperienceInfo,
} from '../../src/content/services';
import { siteMapList } from '../../src/content/siteMap';
import { contactCities, industries, services } from '../../src/content/taxonomy';
import type { MenuEntry } from '../../src/types/api';
import { cases } from '../data/cases';
import { banners, classicCases, depVideos } from '../data/home';
import { news } from '../data/news';

export interface Problem {
  file: string;
  record: string;
  field: string;
  message: string;
}

export interface ContentSources {
  cases: typeof cases;
  news: typeof news;
  banners: typeof banners;
  classicCases: typeof classicCases;
  depVideos: typeof depVideos;
  offices: typeof offices;
}

const PUBLIC_DIR = path.resolve(__dirname, '../../public');

/* ---------- routes ---------- */

/** Route patterns (the 404 catch-alls excluded) from config/routes.ts. */
function routePatterns(table: RouteConfig[] = routes): string[] {
  return table.flatMap((r) => [
    ...(r.routes ? routePatterns(r.routes) : []),
    ...(r.component && r.component !== './404' && !r.routes ? [r.path] : []),
  ]);
}

/** Parameters a page accepts (checked in the page, since react-router 6 has no regex params). */
const PARAM_RULES: Record<string, RegExp> = { id: /^\d+$/, type: /^[0-3]$/ };

/** Whether an internal link lands on a real page (and, for known queries, a real record). */
export function resolvesToRoute(
  link: string,
  sources?: Pick<ContentSources, 'cases' | 'news'>,
): boolean {
  if (/^(https?:|mailto:|tel:)/.test(link)) return true;
  if (!link.startsWith('/')) return false;
  const url = new URL(link, 'http://site.local');
  const segments = url.pathname.split('/').filter(Boolean);
  const matched = routePatterns().some((pattern) => {
    const parts = pattern.split('/').filter(Boolean);
    if (parts.length !== segments.length) return false;
    return parts.every((p, i) =>
      p.startsWith(':') ? (PARAM_RULES[p.slice(1)] ?? /.+/).test(segments[i]) : p === segments[i],
    );
  });
  if (!matched) return false;
  const id = url.searchParams.get('id');
  if (sources && url.pathname === '/customerCase/caseDetail') {
    return id !== null && sources.cases.some((c) => String(c.id) === id);
  }
  if (sources && url.pathname.startsWith('/news')) {
    return id !== null && sources.news.some((n) => String(n.id) === id);
  }
  if (url.pathname === '/contactUs' && url.searchParams.has('type')) {
    return contactCities.some(
      (c) => c.type !== undefined && String(c.type) === url.searchParams.get('type'),
    );
  }
  if (/^\/customerCase\/\d+$/.test(url.pathname)) {
    return industries.some((i) => `/customerCase/${i.id}` === url.pathname);
  }
  return true;
}

/* ---------- checks ---------- */

export function validateContent(
  src: ContentSources = { cases, news, banners, classicCases, depVideos, offices },
): Problem[] {
  const problems: Problem[] = [];
  const add = (file: string, record: string, field: string, message: string) =>
    problems.push({ file, record, field, message });

  const picture = (file: string, record: string, field: string, value: unknown) => {
    if (typeof value !== 'string' || !value) return add(file, record, field, '缺少图片路径');
    // The site shows pictures only from itself or its configured CDN (src/utils/url.ts); the
    // preview has no CDN, so a picture of another site would only show its fallback.
    if (/^(?:[a-z][a-z\d+.-]*:|\/\/|\/\\|\\)/i.test(value)) {
      return add(
        file,
        record,
        field,
        `图片必须放在本站 public/ 下（网站不显示其他网站的图片）：${value}`,
      );
    }
    const rel = value.replace(/^\//, '');
    if (fs.existsSync(path.join(PUBLIC_DIR, rel))) return undefined;
    // A raster content picture is made from its art on first request (src/content/pictures.ts).
    const art = artOfPicture(rel)?.art;
    if (!art) return add(file, record, field, `图片不存在：public/${rel}`);
    if (!fs.existsSync(path.join(PUBLIC_DIR, art)))
      add(file, record, field, `图片不存在：public/${rel}（也没有生成它的原图 public/${art}）`);
    return undefined;
  };
  const link = (file: string, record: string, field: string, value: unknown) => {
    if (typeof value !== 'string' || !resolvesToRoute(value, src)) {
      add(file, record, field, `链接无法打开任何页面：${String(value)}`);
    }
  };
  const text = (file: string, record: string, field: string, value: unknown) => {
    if (typeof value !== 'string' || !value.trim()) add(file, record, field, '文字为空');
  };
  const uniqueIds = <T>(file: string, list: T[], key: (x: T) => string | number, label: string) => {
    const seen = new Set<string | number>();
    list.forEach((x, i) => {
      const k = key(x);
      if (seen.has(k)) add(file, `${label}[${i}]`, 'id', `重复的标识：${k}`);
      seen.add(k);
    });
  };

  // cases
  const CASES = 'mock/data/cases.ts';
  uniqueIds(CASES, src.cases, (c) => c.id, 'cases');
  src.cases.forEach((c) => {
    const rec = `案例 id=${c.id}`;
    text(CASES, rec, 'brand', c.brand);
    text(CASES, rec, 'title', c.title);
    if (!industries.some((i) => i.id === c.industryId))
      add(CASES, rec, 'industryId', `不存在的行业标签：${c.industryId}`);
    const service = services.find((s) => s.id === c.serviceId);
    if (!service) add(CASES, rec, 'serviceId', `不存在的服务标签：${c.serviceId}`);
    else if (!service.types.some((t) => t.id === c.typeId))
      add(CASES, rec, 'typeId', `类型 ${c.typeId} 不属于服务 ${c.serviceId}`);
    picture(CASES, rec, 'cover', c.cover);
    c.gallery.forEach((g, i) => {
      picture(CASES, rec, `gallery[${i}].src`, g.src);
      text(CASES, rec, `gallery[${i}].alt`, g.alt);
    });
  });

  // news
  const NEWS = 'mock/data/news.ts';
  uniqueIds(NEWS, src.news, (n) => n.id, 'news');
  src.news.forEach((n) => {
    const rec = `新闻 id=${n.id}`;
    text(NEWS, rec, 'title', n.title);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(n.date) || Number.isNaN(Date.parse(n.date)))
      add(NEWS, rec, 'date', `日期格式应为 YYYY-MM-DD：${n.date}`);
    picture(NEWS, rec, 'img', n.img);
    for (const m of n.content.matchAll(/<img[^>]+src="([^"]+)"/g))
      picture(NEWS, rec, 'content <img src>', m[1]);
    for (const m of n.content.matchAll(/<a[^>]+href="([^"]+)"/g))
      link(NEWS, rec, 'content <a href>', m[1]);
  });

  // home
  const HOME = 'mock/data/home.ts';
  uniqueIds(HOME, src.banners, (b) => b.id, 'banners');
  src.banners.forEach((b) => {
    picture(HOME, `轮播 id=${b.id}`, 'img', b.img);
    link(HOME, `轮播 id=${b.id}`, 'link', b.link);
  });
  uniqueIds(HOME, src.classicCases, (c) => c.id, 'classicCases');
  src.classicCases.forEach((c) => {
    picture(HOME, `经典案例 id=${c.id}`, 'img', c.img);
    if (!src.cases.some((x) => x.id === c.caseId))
      add(HOME, `经典案例 id=${c.id}`, 'caseId', `案例不存在：${c.caseId}`);
  });
  uniqueIds(HOME, src.depVideos, (v) => v.id, 'depVideos');
  src.depVideos.forEach((v) => {
    picture(HOME, `视频 id=${v.id}`, 'poster', v.poster);
    picture(HOME, `视频 id=${v.id}`, 'src', v.src);
  });

  // offices
  const OFFICES = 'src/content/offices.ts';
  uniqueIds(OFFICES, src.offices, (o) => o.key, 'offices');
  uniqueIds(
    OFFICES,
    src.offices.filter((o) => o.type !== undefined),
    (o) => `type ${o.type}`,
    'offices',
  );
  src.offices.forEach((o) => {
    const rec = `办公室 ${o.name}`;
    picture(OFFICES, rec, 'coverImg', o.coverImg);
    picture(OFFICES, rec, 'mapImg', o.mapImg);
    if (!o.addressList.length) add(OFFICES, rec, 'addressList', '至少需要一个地址');
    o.addressList.forEach((a, i) => {
      if (!Number.isFinite(a.lng) || Math.abs(a.lng) > 180)
        add(OFFICES, rec, `addressList[${i}].lng`, `经度无效：${a.lng}`);
      if (!Number.isFinite(a.lat) || Math.abs(a.lat) > 90)
        add(OFFICES, rec, `addressList[${i}].lat`, `纬度无效：${a.lat}`);
    });
  });

  // about
  const ABOUT = 'src/content/about.ts';
  about.aboutTeamList.forEach((m) => picture(ABOUT, `领导 ${m.name}`, 'img', m.img));
  about.aptitudeList.forEach((a) => picture(ABOUT, `资质 ${a.text}`, 'img', a.img));
  about.honorList.forEach((h) => picture(ABOUT, `荣誉 ${h.title}`, 'img', h.img));
  about.welfareList.forEach((w) => picture(ABOUT, `福利 ${w.title}`, 'bgImg', w.bgImg));

  // services
  const SERVICES = 'src/content/services.ts';
  uniqueIds(SERVICES, industryTiles, (t) => t.id, 'industryTiles');
  industryTiles.forEach((t) => {
    picture(SERVICES, `行业 ${t.name}`, 'img', t.img);
    link(SERVICES, `行业 ${t.name}`, 'path', t.path);
  });
  serviceAdvantages.forEach((a) => picture(SERVICES, `优势 ${a.title}`, 'img', a.img));
  picture(SERVICES, '服务总览', 'hero.img', servicesOverview.hero.img);
  servicesOverview.services.forEach((s) => link(SERVICES, `服务总览 ${s.name}`, 'path', s.path));
  Object.values(servicePages).forEach((p) => {
    picture(SERVICES, `服务页 ${p.name}`, 'hero.img', p.hero.img);
    link(SERVICES, `服务页 ${p.name}`, 'path', p.path);
    if (p.more) link(SERVICES, `服务页 ${p.name}`, 'more.path', p.more.path);
  });
  picture(SERVICES, '用户体验详情', 'hero.img', userExperienceInfo.hero.img);

  // navigation and site map
  const walkMenu = (file: string, entries: MenuEntry[], trail: string) =>
    entries.forEach((e) => {
      link(file, `${trail}${e.text}`, 'path', e.path);
      if (e.list) walkMenu(file, e.list, `${trail}${e.text} › `);
    });
  walkMenu('src/content/siteMap.ts', siteMapList, '');
  walkMenu('src/content/navigation.ts', mainNav, '');
  [...footerContent.cities, ...footerContent.links].forEach((l) =>
    link('src/content/navigation.ts', `页脚 ${l.text}`, 'path', l.path),
  );

  return problems;
}

export function formatProblems(problems: Problem[]): string {
  return problems.map((p) => `  ${p.file} › ${p.record} › ${p.field}: ${p.message}`).join('\n');
}
