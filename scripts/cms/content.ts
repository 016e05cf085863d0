/**
 * What an editor writes when adding a record with `npm run cms`: a case or a news item in the
 * voice of the hand-written ones (mock/data) and of the generated archive (mock/data/volume.ts),
 * drawn from templates by a random stream seeded with the new id, so the same id gives the same
 * words. Pictures are named as the editor's uploads (`uploads/cms/…`, made by ./uploads.ts) and
 * made from the artwork of a hand-written record of the same service or category (`art`).
 */
import { cmsUploadAddress } from '../../mock/_lib/cmsPaths';
import type { CaseSeed } from '../../mock/data/cases';
import { handWrittenCases } from '../../mock/data/cases';
import type { NewsSeed } from '../../mock/data/news';
import { handWrittenNews } from '../../mock/data/news';
import { LOWER_IS_BETTER, RESULT_LABELS, rngOf, SEASONS, WHO } from '../../mock/data/volume';
import { brand as siteBrand } from '../../src/content/brand';
import { contactCities, industries, services } from '../../src/content/taxonomy';

/** `{name}` placeholders filled from `values`. */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** `YYYY-MM-DD` of a moment, on this computer's calendar. */
export function dateOf(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/* ---------- cases ---------- */

const BRAND_WORDS = [
  '知行',
  '青岚',
  '曜石',
  '沐光',
  '野径',
  '云杉',
  '溪山',
  '星河',
  '拾叶',
  '木棉',
  '清晏',
  '昭明',
  '听雨',
  '初禾',
  '远山',
  '南枝',
] as const;

/** What kind of business a brand is, by industry id (1–8). */
const BRAND_KINDS: Record<number, readonly string[]> = {
  1: ['鲜生', '优品', '好物集', '百货'],
  2: ['互娱', '影业', '动漫', '剧场'],
  3: ['财富', '银行', '保险', '金服'],
  4: ['教育', '健康', '家政', '书院'],
  5: ['出行', '物流', '新能源', '航空'],
  6: ['智能', '科技', '智造', '电子'],
  7: ['家居', '置业', '酒店', '美妆'],
  8: ['政务服务中心', '图书馆', '博物馆', '数据资源局'],
};

const PLACES = ['青屿', '临溪', '星川', '云岭', '南浦', '澄江'] as const;

/** Title templates by service id: `{type}` the type's name, `{topic}` from TOPICS. */
const TITLES: Record<number, readonly string[]> = {
  11: ['{type}焕新：{topic}', '{year} {type}全新上线', '{topic}：{type}体验升级'],
  12: ['{type}：{topic}', '{year} 年度{type}计划', '{topic}：{n} 城联动传播'],
  13: ['{type}：{topic}', '{year} 新版{type}', '{topic}：{type}焕新'],
  14: ['{type}：{topic}', '{year} 全年{type}', '{n} 个渠道的{type}'],
  15: ['{type}：{topic}', '{type} {n}.0 上线', '{topic}：{type}交付'],
  16: ['{type}：{topic}', '{year} {type}共建计划', '{topic}：{n} 期{type}'],
};

const TOPICS = [
  '把等待变成期待',
  '一步到家',
  '看得见的用心',
  '城市新日常',
  '每一次都更近',
  '慢下来的好时光',
  '让数据说人话',
  '从一张图开始',
  '为下一代设计',
  '轻一点，快一点',
] as const;

const SUMMARIES = [
  '{year} 年，{brand}与澜图一起重做{type}，让{who}少走弯路、多一点惊喜。',
  '为{brand}打造新一代{type}，上线首月{metric}。',
  '从洞察到上线只用了 {weeks} 周：{brand}的{type}焕然一新。',
] as const;

const BACKGROUNDS = [
  '{brand}在{region}服务{who}超过 {size} 万人。过去两年业务快速增长，原有的{type}仍停留在几年前的版本，{who}反映“信息找不到、流程走不完”。',
  '{brand}的{channel}贡献了近 {share}% 的业务量，但各部门各自维护内容，{who}在不同渠道看到的信息并不一致，{type}亟需一次系统的升级。',
] as const;

const CHALLENGES = [
  '项目要在 {weeks} 周内上线，{teams} 个部门的需求要先达成一致；老{who}的使用习惯不能被打断，新功能又要让第一次来的人一看就懂。',
  '{who}的年龄跨度大、设备五花八门；预算有限，方案必须能分阶段落地，上线期间业务不能中断。',
] as const;

const SOLUTIONS = [
  '走访 {interviews} 位{who}，梳理出最常见的 {tasks} 个任务，围绕它们重建信息结构与主流程。',
  '建立一套设计规范与组件库，{teams} 个团队共用同一种视觉语言，新页面的交付周期缩短一半。',
  '把关键流程压缩到三步以内，表单字段减少 {cut}%，每一步都写明接下来会发生什么。',
  '上线前邀请 {pilot} 位真实{who}参与测试，逐条修复反馈，再分批推向全部渠道。',
  '与客户团队共建数据看板，每周复盘关键指标，用数据决定下一步改什么。',
] as const;

const GALLERY_CAPTIONS = ['首页与核心流程', '设计规范与关键组件', '移动端界面细节'] as const;

export interface CaseDraftOptions {
  title?: string;
  brand?: string;
  industryId?: number;
  /** A type id (taxonomy); its service follows. */
  typeId?: number;
  now?: Date;
}

export interface CaseDraft {
  seed: CaseSeed;
  /** The hand-written case whose artwork the uploads are made from. */
  art: CaseSeed;
}

/** A case with id `id`, as an editor would write it; `taken` holds the brands in use. */
export function draftCase(
  id: number,
  taken: Set<string>,
  options: CaseDraftOptions = {},
): CaseDraft {
  const now = options.now ?? new Date();
  const year = now.getFullYear();
  const r = rngOf(`cms:case:${id}`);
  const service =
    (options.typeId && services.find((s) => s.types.some((t) => t.id === options.typeId))) ||
    r.pick(services);
  const type = service.types.find((t) => t.id === options.typeId) ?? r.pick(service.types);
  const industry = industries.find((i) => i.id === options.industryId) ?? r.pick(industries);
  let brand = options.brand?.trim() ?? '';
  if (!brand) {
    const kind = r.pick(BRAND_KINDS[industry.id]);
    const stem = industry.id === 8 ? `${r.pick(PLACES)}市` : r.pick(BRAND_WORDS);
    brand = `${stem}${kind}`;
    // A brand already served gets the next marker, as the archive's do.
    for (let i = 2; taken.has(brand); i += 1) brand = `${stem}${kind}（${i}）`;
  }
  const who = WHO[industry.id];
  const values = {
    brand,
    who,
    year,
    type: type.name,
    topic: r.pick(TOPICS),
    n: r.int(2, 9),
    size: r.int(5, 800),
    share: r.int(25, 70),
    region: r.pick(['华东', '华南', '华北', '西南', '华中', '全国']),
    channel: r.pick(['线下门店', '小程序', '官网', '客服热线', 'App']),
    weeks: r.int(6, 16),
    teams: r.int(3, 10),
    interviews: r.int(12, 60),
    tasks: r.int(5, 12),
    cut: r.int(20, 60),
    pilot: r.int(30, 300),
    metric: `${r.pick(RESULT_LABELS)}明显提升`,
  };
  const title = options.title?.trim() || fill(r.pick(TITLES[service.id]), values);
  // The artwork of a hand-written case of the same service, of the same industry where one is.
  const same = handWrittenCases.filter((c) => c.serviceId === service.id);
  const own = same.filter((c) => c.industryId === industry.id);
  const art = r.pick(own.length ? own : same.length ? same : handWrittenCases);
  const upload = (name: string) => cmsUploadAddress(`case-${id}-${name}`);
  return {
    art,
    seed: {
      id,
      brand,
      title,
      summary: fill(r.pick(SUMMARIES), values),
      cover: upload('cover.jpg'),
      industryId: industry.id,
      serviceId: service.id,
      typeId: type.id,
      year,
      background: fill(r.pick(BACKGROUNDS), values),
      challenge: fill(r.pick(CHALLENGES), values),
      solution: r.some(SOLUTIONS, 3).map((s) => fill(s, values)),
      results: r.some(RESULT_LABELS, 3).map((label) => ({
        value: LOWER_IS_BETTER.has(label) ? `-${r.int(15, 60)}%` : `+${r.int(12, 160)}%`,
        label,
      })),
      gallery: art.gallery.map((_, i) => ({
        src: upload(`gallery-${i + 1}.png`),
        alt: `${brand}：${GALLERY_CAPTIONS[i % GALLERY_CAPTIONS.length]}`,
      })),
    },
  };
}

/* ---------- news ---------- */

/** The categories of the hand-written news, in their order of first use. */
export const NEWS_CATEGORIES: readonly string[] = Array.from(
  new Set(handWrittenNews.map((n) => n.category)),
);

const NEWS_TITLES: Record<string, readonly string[]> = {
  公司新闻: [
    '澜图{city}团队与{partner}启动 {year} 年度合作',
    '澜图{season}客户沙龙在{city}举行',
    '澜图设计学院{season}课程上线',
  ],
  行业观点: [
    '{topic}：{year} 年我们看到的 {n} 个变化',
    '做{kind}项目，先回答这 {n} 个问题',
    '{topic}之后，设计团队怎样协作',
  ],
  荣誉奖项: ['澜图{kind}作品获{award}', '澜图 {n} 件作品入围 {year} {award}'],
  招聘活动: ['澜图{city}团队{season}招聘开启', '{year} 设计实习生计划开放申请'],
};

const NEWS_TOPICS = [
  '适老化设计',
  '设计系统',
  '服务设计',
  '无障碍体验',
  'AIGC 与设计流程',
] as const;
const AWARDS = ['金翼数字设计奖', '东方设计年度大赏', '城市数字服务创新奖'] as const;
const KINDS = ['品牌官网', '小程序', 'App', '设计系统', '整合营销', '数据平台'] as const;

/** Pages a body may link to, by category: present at any volume. */
const NEWS_LINKS: Record<string, { href: string; text: string }> = {
  公司新闻: { href: '/contactUs', text: '联系我们' },
  行业观点: { href: '/serviceContent', text: '服务内容' },
  荣誉奖项: { href: '/customerCase', text: '客户案例' },
  招聘活动: { href: `/about${siteBrand.slug}/3`, text: '加入我们' },
};

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface NewsDraftOptions {
  title?: string;
  /** One of NEWS_CATEGORIES. */
  category?: string;
  now?: Date;
}

export interface NewsDraft {
  seed: NewsSeed;
  /** The hand-written item whose artwork the uploads are made from. */
  art: NewsSeed;
}

/** A news item with id `id`, dated today, as an editor would write it. */
export function draftNews(id: number, options: NewsDraftOptions = {}): NewsDraft {
  const now = options.now ?? new Date();
  const r = rngOf(`cms:news:${id}`);
  const category =
    options.category && NEWS_CATEGORIES.includes(options.category)
      ? options.category
      : r.pick(NEWS_CATEGORIES);
  const values = {
    year: now.getFullYear(),
    city: r.pick(contactCities.map((c) => c.name)),
    partner: r.pick(handWrittenCases.map((c) => c.brand)),
    season: r.pick(SEASONS),
    topic: r.pick(NEWS_TOPICS),
    award: r.pick(AWARDS),
    kind: r.pick(KINDS),
    n: r.int(3, 9),
  };
  const title =
    options.title?.trim() || fill(r.pick(NEWS_TITLES[category] ?? NEWS_TITLES.公司新闻), values);
  const arts = handWrittenNews.filter((n) => n.category === category);
  const art = r.pick(arts.length ? arts : handWrittenNews);
  const summary = `${title}。${r.pick([
    '本文介绍这件事的来龙去脉和接下来的计划。',
    `这是澜图在${values.topic}方向上的又一次实践。`,
    `${values.city}团队分享了过程中的几点体会。`,
  ])}`;
  const link = NEWS_LINKS[category] ?? NEWS_LINKS.公司新闻;
  const safeTitle = escapeHtml(title);
  return {
    art,
    seed: {
      id,
      title,
      summary,
      date: dateOf(now),
      img: cmsUploadAddress(`news-${id}.jpg`),
      category,
      content: [
        `<p>${escapeHtml(summary)}</p>`,
        '<h3>来龙去脉</h3>',
        `<p>${values.year} 年，越来越多的客户把${values.topic}列入年度重点。${values.city}团队把调研、设计与上线后的复盘放进同一个节奏里，每 ${values.n} 周对一次结果。</p>`,
        `<figure><img src="${cmsUploadAddress(`news-${id}-body.jpg`)}" alt="${safeTitle}" width="1200" height="675" /><figcaption>${values.city}团队的工作现场</figcaption></figure>`,
        '<h3>接下来</h3>',
        '<ul><li><strong>先看现场：</strong>走访一线，记录真实用户遇到的问题。</li><li><strong>小步上线：</strong>每个版本只解决最重要的一件事。</li><li><strong>共同复盘：</strong>与客户团队一起读数据，决定下一步。</li></ul>',
        `<p>更多信息请访问<a href="${link.href}">${link.text}</a>页面。</p>`,
      ].join('\n'),
    },
  };
}
