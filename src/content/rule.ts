/**
 * The rules page (`/rule`): terms of use of the site and its privacy policy, including the consultation
 * form. Plain text only; names and the contact mail come from brand.ts.
 */
import { brand } from './brand';

export interface RuleSection {
  /** Anchor id, e.g. `/rule#retention`. */
  id: string;
  title: string;
  paragraphs: string[];
}

/** `YYYY-MM-DD`. */
export const ruleUpdatedAt = '2023-06-18';

/** The sections as written when no analytics service is on (`ruleSectionsFor`). */
const sections: RuleSection[] = [
  {
    id: 'scope',
    title: '一、适用范围',
    paragraphs: [
      `本页面所列条款适用于${brand.fullName}（以下简称“${brand.shortName}”或“我们”）运营的官方网站及其全部页面。访问或使用本网站，即表示你已阅读并同意本网站使用条款与隐私政策。`,
      '如你不同意其中任何内容，请停止使用本网站。本网站面向企业客户、求职者及关注我们的公众，不提供注册与登录功能，访客均以匿名方式浏览。',
    ],
  },
  {
    id: 'terms-of-use',
    title: '二、网站使用条款',
    paragraphs: [
      '你可以为了解我们的服务、案例与公司信息而浏览、引用本网站的公开内容，引用时请注明出处，并不得歪曲原意。',
      '未经书面许可，不得以任何方式批量抓取本网站内容，不得干扰网站的正常运行，不得利用本网站从事违反法律法规或损害他人合法权益的活动。',
      '本网站中的客户案例仅用于展示我们的设计与服务能力，相关品牌名称、商标及产品信息归其各自权利人所有，不代表相关品牌对我们的任何背书。',
    ],
  },
  {
    id: 'intellectual-property',
    title: '三、知识产权',
    paragraphs: [
      `本网站的文字、图片、插画、版式、图标及源代码等内容，除另有说明外，其著作权及其他知识产权均归${brand.fullName}所有。`,
      '任何单位或个人如需转载、改编或用于商业用途，须事先取得我们的书面授权。对侵犯我们知识产权的行为，我们将依法追究责任。',
    ],
  },
  {
    id: 'disclaimer',
    title: '四、免责声明',
    paragraphs: [
      '我们努力保证网站信息准确、及时，但对服务范围、办公地址、招聘岗位等信息可能随业务调整而变化，具体以双方正式沟通或签署的文件为准。',
      '本网站可能包含指向第三方网站的链接，这些网站不受我们控制，其内容与隐私做法由第三方负责，请在访问时自行阅读其相关条款。',
      '因不可抗力、网络故障或第三方原因导致网站暂时无法访问的，我们将尽快恢复，但不对由此造成的间接损失承担责任。',
    ],
  },
  {
    id: 'consult-form',
    title: '五、咨询表单收集的信息',
    paragraphs: [
      '当你通过网站提交项目咨询时，我们会收集你主动填写的以下信息：姓名、手机号、公司名称、邮箱、所在城市、需求类型与需求描述。其中姓名、手机号与公司名称为必填项，其余为选填项。',
      '这些信息仅用于联系你、了解并回应你本次提交的咨询需求，包括安排相应城市的顾问与你沟通、提供方案建议或报价。我们不会将其用于与本次咨询无关的营销推送，也不会据此对你进行画像分析。',
      `提交前你需要勾选同意本隐私政策。如你不希望在线提供上述信息，也可以直接拨打服务热线 ${brand.hotline} 与我们联系。`,
    ],
  },
  {
    id: 'use-and-sharing',
    title: '六、谁能看到你的信息',
    paragraphs: [
      '你提交的咨询信息仅由负责处理该咨询的商务人员和项目顾问查看，访问权限按岗位最小化分配，并留有操作记录。',
      '网站及数据存放于境内的云服务器，云服务商依据保密协议提供基础设施服务，无权使用你的信息。',
      '我们不会出售、出租或以其他方式向第三方提供你的个人信息，法律法规规定或有权机关依法要求提供的情形除外。',
    ],
  },
  {
    id: 'retention',
    title: '七、信息的保存期限',
    paragraphs: [
      '咨询信息自提交之日起保存 24 个月，期满后我们将予以删除或进行匿名化处理，使其无法再识别到你本人。',
      '如双方在此期间建立合作，与项目相关的联系信息将按照合同约定与法律规定的期限另行保存。',
    ],
  },
  {
    id: 'your-rights',
    title: '八、你的权利',
    paragraphs: [
      '对于你提交给我们的个人信息，你有权查询、更正和删除，也可以随时撤回此前作出的同意；撤回同意不影响撤回前已进行的处理。',
      `如需行使上述权利，请发送邮件至 ${brand.businessMail}，邮件标题注明“个人信息请求”，并写明你提交咨询时使用的姓名与手机号，以便我们核实身份。我们将在收到请求后 15 个工作日内答复并处理。`,
    ],
  },
  {
    id: 'cookies',
    title: '九、Cookie 与本地存储',
    paragraphs: [
      '本网站不使用用于广告投放或跨站追踪的 Cookie。为避免填写中途丢失内容，咨询表单会把你尚未提交的草稿暂存在浏览器的会话存储（sessionStorage）中；该草稿只保存在你自己的设备上，关闭浏览器标签页或提交成功后即被清除。',
      '仅当网站工作人员登录维护功能时，才会使用有效期为 24 小时的登录状态 Cookie；普通访客浏览本网站时不会被设置此类 Cookie。',
    ],
  },
  {
    id: 'changes',
    title: '十、条款更新与联系我们',
    paragraphs: [
      '我们可能根据法律法规或业务变化更新本页面内容，更新后的版本将在本页面公布并标注更新日期，重大变更会在网站显著位置提示。',
      `如你对本条款或隐私政策有任何疑问，请拨打 ${brand.hotline} 或发送邮件至 ${brand.businessMail}。`,
    ],
  },
];

/** What /rule says of Baidu Tongji while it is on (src/utils/integrations.ts). */
export const tongjiParagraph =
  '本网站使用百度统计（由北京百度网讯科技有限公司提供的网站统计服务）了解网站的访问量、页面之间的浏览路径，以及咨询表单被打开、提交、成功或失败的次数和入口（不包括你在表单中填写的任何内容），你点击页面上的电话号码或邮箱地址时也会记录这一次点击。为此，百度统计会在你的浏览器中设置 Cookie，并收集页面地址、来源网址、浏览器与设备类型、屏幕尺寸、访问时间及 IP 地址等信息。我们只查看汇总后的统计报表，不会据此识别你本人；百度对上述信息的处理适用百度的隐私政策。你可以在浏览器设置中清除或禁止 Cookie，这不影响你浏览本网站。';

const NO_AD_COOKIES = '本网站不使用用于广告投放或跨站追踪的 Cookie。';

/**
 * The sections for the analytics services that are on: with Baidu Tongji on, the Cookie section
 * names it and what it collects; off, it says nothing of it.
 */
export function ruleSectionsFor({ tongji }: { tongji: boolean }): RuleSection[] {
  return sections.map((section) => {
    if (section.id !== 'cookies') return section;
    const [first, ...rest] = section.paragraphs;
    if (!tongji) return section;
    return {
      ...section,
      paragraphs: [
        first.replace(NO_AD_COOKIES, `除下文所述的百度统计外，${NO_AD_COOKIES}`),
        ...rest,
        tongjiParagraph,
      ],
    };
  });
}

/** The sections with no analytics service on. */
export const ruleSections: RuleSection[] = ruleSectionsFor({ tongji: false });
