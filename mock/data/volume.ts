/**
 * The mock's volume switch: `MOCK_CASES=1000 MOCK_NEWS=500` serve that many cases and news items,
 * the hand-written ones (64 and 24, the defaults) plus deterministic records written from the
 * templates below, so that paging, filters, search, the sitemap and the build can be tried at the
 * size of the agency's whole archive. A generated record depends on its id alone: the first 1,000
 * cases are the same whether 1,000 or 2,000 are asked for, and every run serves the same bytes.
 *
 * - Cases: distinct brands and titles; industries, services and types in turn (every 144 cases
 *   cover each industry × service × type once); years 2006–2023; covers and galleries from the
 *   artwork of a hand-written case of the same service.
 * - News: ids keep growing with their dates (one item every day or two after the last
 *   hand-written one); the four categories in turn; covers and body pictures from the artwork of
 *   a hand-written item of the same category; links only to pages that exist at any volume.
 * - `MOCK_REVISE=case:812,news:300` serves a revised version of those records (an editor's
 *   change: a new figure and a note in the summary), for trying incremental builds.
 */
import { contactCities, industries, services } from '../../src/content/taxonomy';
import type { CaseSeed } from './cases';
import type { NewsSeed } from './news';

/** The most records a switch may ask for: beyond it the mock would only be slow to start. */
export const MAX_VOLUME = 20000;

/**
 * The record count a switch asks for: an integer not below the hand-written count (the switch
 * only adds) and not above MAX_VOLUME; anything else (`abc`, `-5`, `1e9`) is reported once and
 * read as the hand-written count.
 */
export function readVolume(name: string, value: string | undefined, handWritten: number): number {
  if (value === undefined || value.trim() === '') return handWritten;
  const n = /^\s*\d{1,6}\s*$/.test(value) ? Number(value) : NaN;
  if (Number.isNaN(n) || n > MAX_VOLUME) {
    // eslint-disable-next-line no-console
    console.warn(
      `[mock] ${name}=${value} 无效（应为 ${handWritten}–${MAX_VOLUME} 的整数），按 ${handWritten} 条提供`,
    );
    return handWritten;
  }
  return Math.max(handWritten, n);
}

/** FNV-1a then mulberry32: a stable stream of numbers per record (no Math.random). */
export function rngOf(label: string) {
  let state = 0x811c9dc5;
  for (let i = 0; i < label.length; i += 1)
    state = Math.imul(state ^ label.charCodeAt(i), 0x01000193);
  state >>>= 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  /** `count` distinct items of `list`, in list order. */
  const some = <T>(list: readonly T[], count: number): T[] => {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(count, list.length)) chosen.add(Math.floor(next() * list.length));
    return [...chosen].sort((a, b) => a - b).map((i) => list[i]);
  };
  return { next, int, pick, some };
}

/** `{name}` placeholders filled from `values`. */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** A name made unique against `taken`: as is, then with the next marker. */
function unique(name: string, taken: Set<string>, markers: readonly string[]): string {
  let candidate = name;
  for (let i = 0; taken.has(candidate); i += 1) {
    candidate = i < markers.length ? `${name}${markers[i]}` : `${name}（${i + 2}）`;
  }
  taken.add(candidate);
  return candidate;
}

/* ---------- cases ---------- */

/** First words of brand names, shared across industries (so a search for 青禾 finds several). */
const BRAND_WORDS = [
  '青禾',
  '云帆',
  '星野',
  '澄溪',
  '南山',
  '北辰',
  '远岫',
  '知微',
  '拾光',
  '长风',
  '朗月',
  '春晓',
  '松间',
  '半夏',
  '临川',
  '望舒',
  '听澜',
  '栖霞',
  '映雪',
  '若水',
  '观止',
  '鹿鸣',
  '晴川',
  '岚山',
  '清和',
  '九章',
  '明川',
  '素野',
  '繁星',
  '嘉木',
  '白露',
  '微澜',
  '千里',
  '一苇',
  '小满',
  '谷雨',
  '山行',
  '海棠',
  '梧桐',
  '锦程',
] as const;

/** Second words by industry id (1–8): what kind of business the brand is. */
const BRAND_KINDS: Record<number, readonly string[]> = {
  1: ['优选', '生鲜', '百货', '好物', '商城', '零售'],
  2: ['互娱', '游戏', '影业', '文化', '剧场', '动漫'],
  3: ['财富', '银行', '保险', '基金', '证券', '金服'],
  4: ['教育', '家政', '健康', '书院', '托育', '生活'],
  5: ['出行', '航空', '物流', '汽车', '能源', '租车'],
  6: ['科技', '智能', '电子', '机器人', '半导体', '智造'],
  7: ['置业', '家居', '酒店', '商业', '物业', '美妆'],
  8: ['政务服务中心', '图书馆', '博物馆', '文化馆', '数据资源局', '公共服务中心'],
};

/** Government brands are places: fictional city names. */
const PLACES = [
  '青屿',
  '梧桐',
  '星川',
  '云岭',
  '澄江',
  '临溪',
  '南浦',
  '松阳',
  '白鹭',
  '泉州湾',
] as const;

/** Words that make a later round of brands distinct. */
const BRAND_ROUNDS = ['新', '大', '汇', '源', '通', '达', '和', '信'] as const;

/** Title templates by type id: `{topic}` from TOPICS, `{n}` a version or a count. */
const TITLES: Record<number, readonly string[]> = {
  101: [
    '品牌官网改版：{topic}',
    '集团官网重构与内容体系',
    '中英文官网：{topic}',
    '官网 {n}.0 全新上线',
  ],
  102: ['会员小程序：{topic}', '预约小程序 {n}.0', '小程序商城：{topic}', '门店服务小程序体验升级'],
  103: [
    'App {n}.0 改版：{topic}',
    '移动端 App 体验重构',
    'App 首页与会员中心设计',
    '{topic}：App 交互升级',
  ],
  104: ['整合营销：{topic}', '年度品牌战役：{topic}', '{n} 城联动整合营销', '新品上市整合传播'],
  105: [
    '社交媒体：{topic}',
    '{n} 天社交内容计划',
    '品牌账号全年运营：{topic}',
    '社群传播：{topic}',
  ],
  106: ['快闪活动：{topic}', '{n} 城巡回活动策划', '品牌开放日：{topic}', '年度发布会策划与执行'],
  107: ['品牌视觉焕新：{topic}', '品牌标识与视觉系统', '视觉识别升级：{topic}', '{n} 周年品牌视觉'],
  108: ['礼盒包装：{topic}', '产品包装系统设计', '节日限定包装：{topic}', '{n} 款单品包装焕新'],
  109: [
    '品牌插画：{topic}',
    '{n} 集动画短片：{topic}',
    'IP 形象设计与动画',
    '科普插画系列：{topic}',
  ],
  110: [
    '新媒体运营：{topic}',
    '公众号与视频号全年运营',
    '{n} 个平台账号矩阵运营',
    '内容栏目：{topic}',
  ],
  111: ['短视频系列：{topic}', '品牌纪录片：{topic}', '{n} 期直播内容策划', '产品教程视频系列'],
  112: [
    '旗舰店全年代运营',
    '电商大促运营：{topic}',
    '{n} 个电商渠道统一运营',
    '店铺视觉与商品运营：{topic}',
  ],
  113: [
    '官网开发与内容管理系统',
    '多语言站点开发：{topic}',
    '官网性能优化：首屏 {n} 秒内',
    '活动站点开发：{topic}',
  ],
  114: [
    '小程序开发：{topic}',
    '预约与支付小程序开发',
    '{n} 个门店的点单小程序',
    '服务小程序开发：{topic}',
  ],
  115: [
    '经营数据平台：{topic}',
    '数据看板 v{n}：{topic}',
    '客户数据平台建设',
    '运营驾驶舱与指标体系',
  ],
  116: ['全渠道体验诊断', '体验咨询：{topic}', '服务蓝图与体验策略', '{n} 条用户旅程诊断与改进'],
  117: ['设计团队培训：{topic}', '{n} 期设计能力训练营', '数字化设计工作坊', '体验设计课程共建'],
  118: ['设计系统 {n}.0', '组件库与设计规范：{topic}', '跨端设计系统建设', '设计系统落地：{topic}'],
};

const TOPICS = [
  '山海之间',
  '一城一味',
  '把时间还给用户',
  '从门店到指尖',
  '看得见的信任',
  '慢一点的生活',
  '城市的节奏',
  '一次就办成',
  '家的温度',
  '轻盈出发',
  '十分钟的陪伴',
  '更近一步',
  '每一天都算数',
  '把复杂留给自己',
  '新的起点',
  '四季的味道',
  '安心的选择',
  '好好吃饭',
  '会说话的数据',
  '光与影',
  '向上生长',
  '人人都是设计师',
  '看见每一位顾客',
  '少即是多',
] as const;

/** Title endings that keep titles distinct once the templates repeat. */
const TITLE_ROUNDS = [
  '（二期）',
  '（华东区）',
  '（华南区）',
  '（西南区）',
  '（全国版）',
  '（焕新版）',
] as const;

const SUMMARIES = [
  '为{brand}重新梳理{what}，让{who}更快找到想要的服务。',
  '{brand}的{what}全面升级，上线后{metric}。',
  '从调研到上线，陪{brand}把{what}做成{who}愿意常用的产品。',
  '用一套{what}方案，帮{brand}在同类品牌中被记住。',
] as const;

export const WHO: Record<number, string> = {
  1: '顾客',
  2: '玩家和观众',
  3: '客户',
  4: '家长和学员',
  5: '乘客',
  6: '用户',
  7: '业主和住客',
  8: '市民',
};

const BACKGROUNDS = [
  '{brand}成立于 {founded} 年，服务{who}超过 {size} 万人，{channel}是主要的业务渠道。随着业务扩张，原有的{what}已跟不上发展速度。',
  '{brand}在{region}有 {stores} 个服务网点，{channel}贡献了近 {share}% 的业务量，但{who}的反馈集中在“找不到、看不懂、办不完”。',
  '过去三年{brand}的业务规模翻了一番，{what}却仍是 {since} 年前后的版本，各部门各自维护，{who}在不同渠道看到的信息并不一致。',
] as const;

const CHALLENGES = [
  '项目需要在 {weeks} 周内上线，同时兼顾新老{who}的习惯；{what}涉及 {teams} 个部门，任何改动都要先在内部达成一致。',
  '{who}年龄跨度大，既要简洁好用，又不能丢掉老用户熟悉的入口；预算有限，方案必须能分阶段落地。',
  '{what}的数据分散在 {teams} 个系统中，口径不统一；上线期间业务不能中断，新旧版本需要平稳过渡。',
] as const;

const SOLUTIONS = [
  '开展 {interviews} 场{who}访谈和门店观察，提炼出最常见的 {tasks} 个任务，围绕它们重建信息结构与主流程。',
  '建立统一的设计规范和组件库，{teams} 个团队共用一套视觉语言，新页面的设计周期缩短一半。',
  '把关键流程压缩到三步以内，表单字段减少 {cut}%，并为每一步写明下一步会发生什么。',
  '与客户技术团队共建数据看板，按周复盘关键指标，根据数据持续迭代细节。',
  '上线前邀请 {pilot} 位真实{who}参与测试，逐条修复反馈，再分批向全部渠道推开。',
  '为一线员工准备培训手册和话术卡，确保线上线下讲的是同一件事。',
] as const;

/** What a case's results measure (the mock's archive and the mock CMS's new cases alike). */
export const RESULT_LABELS = [
  '线上业务占比',
  '月活跃用户',
  '转化率',
  '复购率',
  '满意度',
  '任务完成时长',
  '客服咨询量',
  '新客数量',
  '内容互动量',
  '页面加载时间',
  '品牌搜索量',
  '人工处理成本',
] as const;

/** Lower is better for these, so their figures are decreases. */
export const LOWER_IS_BETTER = new Set([
  '任务完成时长',
  '客服咨询量',
  '页面加载时间',
  '人工处理成本',
]);

const GALLERY_CAPTIONS = [
  '首页与核心流程',
  '设计规范与关键组件',
  '上线后的数据表现',
  '移动端界面细节',
  '品牌视觉应用',
] as const;

/**
 * Cases with ids `from`…`to` (inclusive) written from the templates, each with the artwork of a
 * hand-written case of the same service; `taken` holds the brands and titles in use.
 */
export function generateCases(handWritten: readonly CaseSeed[], total: number): CaseSeed[] {
  const taken = new Set<string>(handWritten.map((c) => c.brand));
  const titles = new Set<string>(handWritten.map((c) => c.title));
  const artBy = (serviceId: number) => handWritten.filter((c) => c.serviceId === serviceId);
  const out: CaseSeed[] = [];
  for (let g = 0; handWritten.length + g < total; g += 1) {
    const id = handWritten.length + g + 1;
    const r = rngOf(`case:${id}`);
    // Industries and services in turn (the service shifted every 24, so each industry meets each
    // service once in 48), the service's types in turn: 144 cases cover every combination.
    const industry = industries[g % industries.length];
    const service = services[(g + Math.floor(g / 24)) % services.length];
    const type = service.types[Math.floor(g / 48) % service.types.length];
    const k = Math.floor(g / industries.length);
    const word =
      industry.id === 8 ? PLACES[k % PLACES.length] : BRAND_WORDS[k % BRAND_WORDS.length];
    const kinds = BRAND_KINDS[industry.id];
    const round = Math.floor(
      k / ((industry.id === 8 ? PLACES.length : BRAND_WORDS.length) * kinds.length),
    );
    const kind =
      kinds[
        Math.floor(k / (industry.id === 8 ? PLACES.length : BRAND_WORDS.length)) % kinds.length
      ];
    const stem = round ? `${word}${BRAND_ROUNDS[(round - 1) % BRAND_ROUNDS.length]}` : word;
    const brand = unique(
      industry.id === 8 ? `${stem}市${kind}` : `${stem}${kind}`,
      taken,
      BRAND_ROUNDS,
    );
    const title = unique(
      fill(r.pick(TITLES[type.id]), { topic: r.pick(TOPICS), n: r.int(2, 9) }),
      titles,
      TITLE_ROUNDS,
    );
    // The artwork of a hand-written case of the same service (and industry, where there is one).
    const arts = artBy(service.id);
    const own = arts.filter((c) => c.industryId === industry.id);
    const art = own.length ? own[k % own.length] : arts[g % arts.length];
    const who = WHO[industry.id];
    const what = `${type.name}`;
    const values = {
      brand,
      who,
      what,
      founded: r.int(1995, 2016),
      since: r.int(2008, 2017),
      size: r.int(5, 900),
      stores: r.int(12, 600),
      share: r.int(20, 70),
      region: r.pick(['华东', '华南', '华北', '西南', '华中', '全国']),
      channel: r.pick(['线下门店', '线上渠道', '小程序', '官网', '客服热线']),
      weeks: r.int(6, 20),
      teams: r.int(3, 12),
      interviews: r.int(12, 60),
      tasks: r.int(5, 12),
      cut: r.int(20, 60),
      pilot: r.int(30, 300),
      metric: `${r.pick(RESULT_LABELS)}明显提升`,
    };
    const labels = r.some(RESULT_LABELS, 3);
    out.push({
      id,
      brand,
      title,
      summary: fill(r.pick(SUMMARIES), values),
      cover: art.cover,
      industryId: industry.id,
      serviceId: service.id,
      typeId: type.id,
      year: 2023 - Math.floor(18 * r.next() ** 1.8),
      background: fill(r.pick(BACKGROUNDS), values),
      challenge: fill(r.pick(CHALLENGES), values),
      solution: r.some(SOLUTIONS, 3).map((s) => fill(s, values)),
      results: labels.map((label) => ({
        value: LOWER_IS_BETTER.has(label) ? `-${r.int(15, 60)}%` : `+${r.int(12, 160)}%`,
        label,
      })),
      gallery: art.gallery.map((g2, i) => ({
        src: g2.src,
        alt: `${brand}：${GALLERY_CAPTIONS[(k + i) % GALLERY_CAPTIONS.length]}`,
      })),
    });
  }
  return out;
}

/* ---------- news ---------- */

const CATEGORIES = ['公司新闻', '行业观点', '荣誉奖项', '招聘活动'] as const;

const NEWS_TITLES: Record<(typeof CATEGORIES)[number], readonly string[]> = {
  公司新闻: [
    '澜图{city}子公司与{partner}达成年度合作',
    '澜图{city}子公司迁入新办公室',
    '澜图设计学院{season}课程上线',
    '澜图{city}团队完成{partner}{kind}项目交付',
    '澜图{season}客户沙龙在{city}举行',
  ],
  行业观点: [
    '{topic}：我们在 {n} 个项目里学到的事',
    '{kind}项目的 {n} 个常见误区',
    '从{kind}看{topic}',
    '{topic}之后，设计团队该怎么协作',
  ],
  荣誉奖项: [
    '澜图{kind}作品获{award}',
    '澜图{city}子公司获评{award}',
    '澜图 {n} 件作品入围{award}',
  ],
  招聘活动: [
    '澜图{city}子公司{season}招聘开启',
    '{season}设计实习生计划开放申请',
    '澜图{city}开放日：走进{kind}团队',
  ],
};

export const SEASONS = ['春季', '夏季', '秋季', '冬季'] as const;
const NEWS_TOPICS = [
  '适老化设计',
  '设计系统',
  '服务设计',
  '品牌年轻化',
  '数据驱动的设计',
  '无障碍体验',
  'AIGC 与设计流程',
  '小程序增长',
  '内容运营',
  '出海品牌本地化',
  '直播电商',
  '政务服务数字化',
] as const;
const AWARDS = [
  '金翼数字设计奖',
  '东方设计年度大赏',
  '数字营销金帆奖',
  '年度用户体验设计机构',
  '城市数字服务创新奖',
] as const;
/** The offices' cities (the same list as the contact page's). */
const NEWS_CITIES = contactCities.map((c) => c.name);

/** Internal pages a generated body may link to: present at any volume. */
const NEWS_LINKS: Record<(typeof CATEGORIES)[number], { href: string; text: string }> = {
  公司新闻: { href: '/contactUs', text: '联系我们' },
  行业观点: { href: '/serviceContent', text: '服务内容' },
  荣誉奖项: { href: '/customerCase', text: '客户案例' },
  招聘活动: { href: '/aboutLantu/3', text: '加入我们' },
};

const dayAfter = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * News items after the hand-written ones: one every day or two (1.5 days on average) from a week
 * after the newest, so ids keep growing with the dates; pictures from a hand-written item of the
 * same category.
 */
export function generateNews(
  handWritten: readonly NewsSeed[],
  total: number,
  partners: readonly string[],
): NewsSeed[] {
  const newest = handWritten.reduce((d, n) => (n.date > d ? n.date : d), '0000-00-00');
  const titles = new Set<string>(handWritten.map((n) => n.title));
  const out: NewsSeed[] = [];
  for (let g = 0; handWritten.length + g < total; g += 1) {
    const id = handWritten.length + g + 1;
    const r = rngOf(`news:${id}`);
    const category = CATEGORIES[g % CATEGORIES.length];
    const arts = handWritten.filter((n) => n.category === category);
    const art = arts[Math.floor(g / CATEGORIES.length) % arts.length];
    const artId = /news-(\d+)\.svg$/.exec(art.img)?.[1] ?? String(art.id);
    const values = {
      city: r.pick(NEWS_CITIES),
      partner: partners.length ? r.pick(partners) : '合作伙伴',
      season: r.pick(SEASONS),
      kind: r.pick(['品牌官网', '小程序', 'App', '设计系统', '整合营销', '包装设计', '数据平台']),
      topic: r.pick(NEWS_TOPICS),
      award: r.pick(AWARDS),
      n: r.int(3, 12),
    };
    const date = dayAfter(newest, 7 + g + Math.floor(g / 2));
    const title = unique(fill(r.pick(NEWS_TITLES[category]), values), titles, [
      `（${date.slice(0, 4)}）`,
      ...TITLE_ROUNDS,
    ]);
    const link = NEWS_LINKS[category];
    const summary = fill(
      r.pick([
        '{title}。本文介绍项目背景、团队做法和接下来的计划。',
        '{title}，这是澜图在{topic}方向上的又一次实践。',
        '{title}。{city}团队分享了过程中的几点体会。',
      ]),
      { ...values, title },
    );
    out.push({
      id,
      title,
      summary,
      date,
      img: `images/news/news-${artId}.svg`,
      category,
      content: [
        `<p>${summary}</p>`,
        '<h3>背景</h3>',
        `<p>近年来，越来越多的客户把${values.topic}列入年度重点。${values.city}团队在与客户的合作中，把调研、设计与上线后的复盘放进同一个节奏里，每 ${values.n} 周对一次结果。</p>`,
        `<figure><img src="images/news/news-${artId}-body.svg" alt="${title}" width="1200" height="675" /><figcaption>${values.city}团队的工作现场</figcaption></figure>`,
        '<h3>我们的做法</h3>',
        `<ul><li><strong>先看现场：</strong>走访一线，记录真实用户遇到的问题。</li><li><strong>小步上线：</strong>每个版本只解决最重要的一件事。</li><li><strong>共同复盘：</strong>与客户团队一起读数据，决定下一步。</li></ul>`,
        `<p>更多信息请访问<a href="${link.href}">${link.text}</a>页面。</p>`,
      ].join('\n'),
    });
  }
  return out;
}

/* ---------- revisions ---------- */

/** `MOCK_REVISE=case:812,news:300`: the ids of records served as revised. */
export function readRevisions(value: string | undefined): {
  cases: Set<number>;
  news: Set<number>;
} {
  const cases = new Set<number>();
  const news = new Set<number>();
  (value || '').split(',').forEach((part) => {
    const m = /^\s*(case|news):(\d{1,6})\s*$/.exec(part);
    if (m) (m[1] === 'case' ? cases : news).add(Number(m[2]));
  });
  return { cases, news };
}

/** A case as an editor revised it: a note in the summary and a new first figure. */
export const reviseCase = (c: CaseSeed): CaseSeed => ({
  ...c,
  summary: `${c.summary}（已更新）`,
  results: [{ value: '+1 项', label: '新增成果' }, ...c.results.slice(1)],
});

/** A news item as an editor revised it: a note in the summary and a closing paragraph. */
export const reviseNews = (n: NewsSeed): NewsSeed => ({
  ...n,
  summary: `${n.summary}（已更新）`,
  content: `${n.content}\n<p>（本文已更新。）</p>`,
});
