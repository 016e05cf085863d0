/**
 * Copy and pictures of the contact page, the consultation form, the site map and the rules page.
 * Field labels and rule messages live in src/utils/consultRules.ts (shared with the mock API).
 */
import { brand } from './brand';
import { sitePicture } from './pictures';

export const contactPageContent = {
  hero: {
    eyebrow: '16 座城市 · 就近服务',
    title: '联系我们',
    subtitle:
      '总部位于杭州，在全国 12 个城市设有子公司，另有厦门、香港分公司与新加坡代表处。选择离你最近的团队，聊聊你的下一个项目。',
    img: sitePicture('images/heroes/contactUs.svg'),
    ctaText: '预约咨询',
  },
  channels: [
    {
      key: 'hotline',
      label: '咨询热线',
      value: brand.hotline,
      href: `tel:${brand.hotline}`,
      note: '工作日 9:00–18:00',
    },
    {
      key: 'business',
      label: '商务合作',
      value: brand.businessMail,
      href: `mailto:${brand.businessMail}`,
      note: '1 个工作日内回复',
    },
    {
      key: 'jobs',
      label: '人才招聘',
      value: brand.jobsMail,
      href: `mailto:${brand.jobsMail}`,
      note: '简历请注明岗位与城市',
    },
  ],
  offices: {
    eyebrow: '全国办公室',
    title: '全国办公室',
    subtitle: '16 个城市，同一套交付标准。选择城市查看联系方式与办公地址。',
    pickerLabel: '选择办公城市',
    headquartersTag: '总部',
    phoneLabel: '联系电话',
    circuitLabel: '手机专线',
    emailLabel: '商务邮箱',
    addressesTitle: '办公地址',
    addressCount: (n: number) => `${n} 处办公地点`,
    coverAlt: (city: string) => `${city}办公室城市插画`,
    mapAlt: (city: string, names: string[]) => `${city}办公地点示意地图，标注：${names.join('、')}`,
    mapLinkText: '在地图中打开',
    mapLinkHint: '（高德地图，新窗口打开）',
  },
  consult: {
    eyebrow: '开启合作',
    title: '预约咨询',
    subtitle: '留下联系方式与需求，资深顾问将在 1 个工作日内与你联系，为你匹配最合适的城市团队。',
    promises: [
      { title: '1 个工作日内回复', describe: '专属顾问电话或邮件联系，不转外包。' },
      { title: '免费方案初评', describe: '结合行业案例，给出可落地的方向建议。' },
      { title: '信息仅用于本次咨询', describe: '保存 24 个月后删除，详见规则与隐私。' },
    ],
    hotlineText: '着急的话，直接拨打',
  },
} as const;

/** `https://uri.amap.com/marker?...`: opens a coordinate in AMap (web on desktop, the app on phones). */
export const mapServiceUrl = (lng: number, lat: number, name: string): string =>
  `https://uri.amap.com/marker?position=${lng},${lat}&name=${encodeURIComponent(name)}&src=${encodeURIComponent(brand.shortName)}&coordinate=gaode&callnative=0`;

export const consultFormContent = {
  intro: '告诉我们你的需求，资深顾问将在 1 个工作日内与你联系。',
  placeholders: {
    name: '你的称呼',
    phone: '11 位手机号',
    company: '公司或品牌名称',
    email: '用于接收方案资料',
    city: '选择就近的办公城市',
    description: '项目背景、目标、预算或时间计划',
  },
  requiredMark: '必填',
  consentBefore: '我已阅读并同意',
  consentLink: '《规则与隐私》',
  consentLinkHint: '（新窗口打开）',
  consentPath: '/rule#consult-form',
  submitText: '提交咨询',
  sendingText: '正在提交…',
  draftRestored: '已为你恢复上次未提交的内容',
  clearDraftText: '清空',
  errorTitle: '提交未成功',
  errorFallback: '提交未成功，请稍后重试',
  errorHint: '你填写的内容都已保留，可以直接重新提交。',
  success: {
    title: '提交成功',
    describe: '感谢你的信任！我们已收到你的咨询，顾问会在 1 个工作日内与你联系。',
    reference: (id: number) => `咨询编号：${id}`,
    again: '再提交一条',
    close: '关闭',
  },
} as const;

export const websiteMapContent = {
  hero: {
    eyebrow: '全站导航',
    title: '网站地图',
    subtitle: '一页看全澜图官网：客户案例、服务内容、办公城市与公司信息。',
    img: sitePicture('images/heroes/websiteMap.svg'),
  },
  linkCount: (n: number) => `${n} 个页面`,
  homeDescribe: '品牌主张、精选案例与最新动态',
  more: {
    title: '其他',
    links: [
      { text: '规则与隐私', path: '/rule' },
      { text: '网站地图', path: '/websiteMap' },
    ],
  },
  cta: {
    title: '没有找到想看的内容？',
    describe: '告诉我们你的需求，顾问会为你推荐相关案例与服务。',
    buttonText: '预约咨询',
  },
} as const;

export const rulePageContent = {
  hero: {
    eyebrow: '使用条款 · 隐私政策',
    title: '规则与隐私',
    subtitle: `${brand.fullName}官方网站的使用条款与隐私政策，包括咨询信息如何被使用与保存。`,
    img: sitePicture('images/heroes/rule.svg'),
  },
  updatedLabel: '更新日期',
  tocTitle: '目录',
  backToTop: '回到目录',
  contactTitle: '对条款有疑问？',
  contactPhoneText: '拨打',
  contactMailText: '或发送邮件至',
  hotline: brand.hotline,
  mail: brand.businessMail,
} as const;
