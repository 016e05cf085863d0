/**
 * The customer cases served by the mock API (CONTENT.md "Data sizes"): 64 hand-written cases, ids 1–64, 8 per
 * industry, every service (11–16) and every type (101–118) used at least twice, each type inside its own service;
 * `MOCK_CASES=N` adds generated ones up to N (./volume.ts).
 * A plain data module: the industry / service / type names are not stored here but derived from
 * `src/content/taxonomy` by `toRecord` and `toDetail`, so renaming a tag changes one file.
 * Pictures follow `images/cases/case-{id}-cover.svg` and `images/cases/case-{id}-gallery-{n}.svg`.
 */
import { industryById, serviceById } from '../../src/content/taxonomy';
import type { CaseDetail, CaseRecord } from '../../src/types/api';
import { generateCases, readRevisions, readVolume, reviseCase } from './volume';

/** A stored case: everything of a detail except the derived names and the related cases. */
export type CaseSeed = Omit<CaseDetail, 'related' | 'industryName' | 'serviceName' | 'typeName'>;

export const handWrittenCases: CaseSeed[] = [
  {
    id: 1,
    brand: '青禾鲜生',
    title: 'AI+零售 小程序',
    summary: '把社区生鲜店的“今天买什么”交给 AI 推荐，小程序下单，当天送达。',
    cover: 'images/cases/case-1-cover.svg',
    industryId: 1,
    serviceId: 11,
    typeId: 102,
    year: 2023,
    background:
      '青禾鲜生在杭州、苏州开有 120 家社区生鲜店，七成顾客住在门店三公里内。门店客流稳定，线上订单却只占一成：旧小程序功能堆叠、找菜困难，复购全靠店员在社群里手动发券。',
    challenge:
      '生鲜每天上新、价格随行就市，推荐必须跟得上库存；主力用户是 35–55 岁的家庭掌勺人，对 AI 既好奇又警惕。推荐要有用而不打扰，从打开到下单不能超过三步。',
    solution: [
      '以“今晚做什么菜”为入口重构首页：根据季节、门店库存和历史购买生成三套家常菜谱，一键把整套食材加入购物车，替代按品类逐层翻找。',
      '每张推荐卡片都写明理由，如“你上周买过排骨”“今日到店新鲜”，并允许一键关闭个性化推荐；字号与按钮尺寸按中老年用户的使用习惯重新设定。',
      '与门店拣货系统打通：缺货商品自动替换为同价位相似品并提前告知，配送时段精确到半小时，退款在小程序内三步完成。',
    ],
    results: [
      { value: '+46%', label: '线上订单量' },
      { value: '3.2 次', label: '月均复购次数' },
      { value: '-38%', label: '缺货投诉' },
    ],
    gallery: [
      {
        src: 'images/cases/case-1-gallery-1.svg',
        alt: '青禾鲜生：小程序首页“今晚做什么菜”推荐卡片',
      },
      { src: 'images/cases/case-1-gallery-2.svg', alt: '青禾鲜生：一键加购整套食材的菜谱详情页' },
      { src: 'images/cases/case-1-gallery-3.svg', alt: '青禾鲜生：配送时段选择与缺货替换提示' },
    ],
  },
  {
    id: 2,
    brand: '云栖茶事',
    title: '品牌视觉焕新：一叶一山',
    summary: '为二十年老茶号重建视觉系统，让西湖龙井重新走进年轻人的购物车。',
    cover: 'images/cases/case-2-cover.svg',
    industryId: 1,
    serviceId: 13,
    typeId: 107,
    year: 2021,
    background:
      '云栖茶事是扎根西湖产区的老字号茶商，线下有 40 家门店，礼品茶占营收六成。主力客群逐渐老去，电商平台上 30 岁以下的买家不到一成，金红配色的礼盒被年轻人评价为“像长辈送礼”。',
    challenge:
      '老客户认的是产地与工艺，新客户要的是日常饮用的轻松感。新视觉不能割裂二十年积累的信任，还要同时适配门店招牌、电商主图、茶包单品和节日礼盒四类载体。',
    solution: [
      '从“一叶一山”提炼图形：茶叶轮廓与群山叠合成品牌标识，辅以取自春茶汤色的嫩绿与山雾灰，替代原先的金红主色。',
      '建立分层的字体与版式规范：礼盒线保留书法题字以体现工艺，日常线采用简洁黑体与大面积留白，两条产品线共用同一套图形母题。',
      '输出 120 页视觉手册与电商模板库，门店招牌、主图、详情页和社群海报统一按模板出图，新品上架的设计周期从两周缩短到三天。',
    ],
    results: [
      { value: '3 倍', label: '30 岁以下买家数' },
      { value: '+35%', label: '日常茶品销售额' },
      { value: '3 天', label: '新品上架设计周期' },
    ],
    gallery: [
      { src: 'images/cases/case-2-gallery-1.svg', alt: '云栖茶事：“一叶一山”品牌标识与色彩规范' },
      { src: 'images/cases/case-2-gallery-2.svg', alt: '云栖茶事：日常茶包系列包装与电商主图' },
      { src: 'images/cases/case-2-gallery-3.svg', alt: '云栖茶事：门店招牌与节日礼盒视觉应用' },
    ],
  },
  {
    id: 3,
    brand: '拾味坊',
    title: '年货礼盒包装：十二时辰',
    summary: '以十二时辰为线索设计坚果年货礼盒，一盒零食讲完团圆的一天。',
    cover: 'images/cases/case-3-cover.svg',
    industryId: 1,
    serviceId: 13,
    typeId: 108,
    year: 2022,
    background:
      '拾味坊是主营坚果炒货的零食品牌，年货季贡献全年四成销售额。礼盒三年没有大改，在商超货架上与竞品难以区分，企业团购客户也反馈礼盒缺少能讲的故事和拿得出手的质感。',
    challenge:
      '礼盒要在两个月内完成设计、打样与量产，兼顾商超陈列、快递运输和企业定制三种场景；每盒成本上涨不能超过 1.5 元，同时还要尽量减少内托的塑料用量。',
    solution: [
      '以“十二时辰”组织 12 种坚果：每个小格对应一个时辰和一句家常话，打开礼盒就是从清晨到深夜的一天，插画统一采用暖色木刻风格。',
      '结构上用一张纸板折出全部隔档，取消塑料内托；盒盖内侧预留企业定制区，团购客户只需替换一块印版即可完成定制。',
      '同步输出电商主图、开箱短视频分镜和商超堆头物料，让顾客在线上线下看到的是同一个故事。',
    ],
    results: [
      { value: '+52%', label: '年货季销售额' },
      { value: '-70%', label: '包装塑料用量' },
      { value: '1,800+', label: '企业定制订单' },
    ],
    gallery: [
      { src: 'images/cases/case-3-gallery-1.svg', alt: '拾味坊：十二时辰年货礼盒开盒效果' },
      { src: 'images/cases/case-3-gallery-2.svg', alt: '拾味坊：一纸成型的无塑料隔档结构' },
      { src: 'images/cases/case-3-gallery-3.svg', alt: '拾味坊：商超堆头与电商主图' },
    ],
  },
  {
    id: 4,
    brand: '橙町百货',
    title: '会员体系 2.0 (全渠道) 升级',
    summary: '把门店、App、小程序三套积分合为一套，会员第一次在任何渠道都被“认出来”。',
    cover: 'images/cases/case-4-cover.svg',
    industryId: 1,
    serviceId: 11,
    typeId: 103,
    year: 2022,
    background:
      '橙町百货在华东有 18 家购物中心，会员超过 300 万。门店卡、App 和小程序各有一套积分与等级，顾客线上消费无法在专柜享受权益，导购也看不到顾客的完整消费记录。',
    challenge:
      '三套体系的等级门槛、积分规则和存量权益各不相同，合并时不能让任何一位老会员感到“被降级”；200 多个品牌专柜还要在不停业的情况下完成切换。',
    solution: [
      '梳理 46 条存量权益，以“只升不降”为原则设计四级会员与统一积分；上线前为每位会员生成个人权益对照页，提前两周推送说明。',
      '重做 App 会员中心：会员码、积分、停车和专柜券集中在首屏，专柜消费后积分实时到账并推送明细，消除“积分去哪了”的疑问。',
      '为导购设计平板端会员工作台，扫码即可看到顾客偏好与待用权益；配合分批切换计划，三周内 18 家门店全部上线。',
    ],
    results: [
      { value: '+31%', label: '跨渠道消费会员占比' },
      { value: '+18%', label: '会员客单价' },
      { value: '-62%', label: '积分相关客诉' },
    ],
    gallery: [
      { src: 'images/cases/case-4-gallery-1.svg', alt: '橙町百货：App 会员中心首屏与会员码' },
      { src: 'images/cases/case-4-gallery-2.svg', alt: '橙町百货：新旧等级权益对照页' },
      { src: 'images/cases/case-4-gallery-3.svg', alt: '橙町百货：导购平板端会员工作台' },
    ],
  },
  {
    id: 5,
    brand: '木与棉',
    title: '线上旗舰店全年代运营',
    summary: '接手家纺品牌旗舰店的全年运营，用日常内容替代低价促销拉动增长。',
    cover: 'images/cases/case-5-cover.svg',
    industryId: 1,
    serviceId: 14,
    typeId: 112,
    year: 2020,
    background:
      '木与棉是主打新疆长绒棉的家纺品牌，线下渠道成熟，线上旗舰店却长期依赖大促打折：平日日均访客不足 3000，店铺评分在同类目中靠后，库存积压集中在床品四件套。',
    challenge:
      '家纺是低频决策品类，顾客很难在屏幕上感知面料差异。品牌希望减少对折扣的依赖，又要在一年内把线上销售占比从 12% 提升到 25%，同时清掉滞销库存。',
    solution: [
      '重建店铺结构：按睡感（凉爽、柔软、亲肤）而非产品型号组织货品，每款详情页用面料微距视频和洗涤 30 次对比图讲清品质。',
      '建立每周两次的内容节奏：睡眠话题短视频、买家实拍征集和换季换被提醒，把平日流量从促销节点转向日常内容。',
      '用数据看板按周监控动销，滞销四件套改为“换季组合装”重新定价，搭配会员专享试睡活动完成清库。',
    ],
    results: [
      { value: '+140%', label: '日均访客' },
      { value: '27%', label: '线上销售占比' },
      { value: '-55%', label: '滞销库存' },
    ],
    gallery: [
      { src: 'images/cases/case-5-gallery-1.svg', alt: '木与棉：按睡感分类的店铺首页' },
      { src: 'images/cases/case-5-gallery-2.svg', alt: '木与棉：面料微距与洗涤对比详情页' },
      { src: 'images/cases/case-5-gallery-3.svg', alt: '木与棉：运营数据周报看板' },
    ],
  },
  {
    id: 6,
    brand: '集果汇',
    title: '社交媒体：水果成熟度日历',
    summary: '用一套“成熟度日历”内容，让连锁水果店的社交账号从发优惠券变成教人挑水果。',
    cover: 'images/cases/case-6-cover.svg',
    industryId: 1,
    serviceId: 12,
    typeId: 105,
    year: 2017,
    background:
      '集果汇是华南的连锁水果品牌，拥有 260 家门店和 40 万社群用户。过去社交账号只发促销海报，打开率逐月下滑，而用户在群里问得最多的，其实是“这个现在好不好吃”。',
    challenge:
      '水果时令性强，内容必须跟着产季快速更新；门店分布在三个省份，同一种水果的上市时间各不相同，全国统一推送的内容很容易与当地门店的货架脱节。',
    solution: [
      '以“成熟度日历”为内容主线：每周发布当季水果的产地、甜度和最佳食用期，配合手绘插画卡片，收藏和转发量远高于促销海报。',
      '内容按省份拆成三个版本，由区域店长提供货架实拍，总部统一审核，保证“看到的就是店里有的”。',
      '发起“挑果小课堂”短视频系列，由门店果品师出镜讲解挑选技巧，评论区的问题在下一周集中解答，形成稳定的互动循环。',
    ],
    results: [
      { value: '+210%', label: '社交账号互动量' },
      { value: '12 万', label: '日历卡片收藏次数' },
      { value: '+19%', label: '社群用户到店率' },
    ],
    gallery: [
      { src: 'images/cases/case-6-gallery-1.svg', alt: '集果汇：当季水果成熟度日历卡片' },
      { src: 'images/cases/case-6-gallery-2.svg', alt: '集果汇：“挑果小课堂”短视频封面' },
      { src: 'images/cases/case-6-gallery-3.svg', alt: '集果汇：分省份内容排期表' },
    ],
  },
  {
    id: 7,
    brand: '悦町便利',
    title: '门店经营数据平台',
    summary: '把 500 家便利店的进销存、客流和天气放进一张看板，店长每天早上五分钟完成订货判断。',
    cover: 'images/cases/case-7-cover.svg',
    industryId: 1,
    serviceId: 15,
    typeId: 115,
    year: 2021,
    background:
      '悦町便利在长三角经营 500 余家门店，鲜食贡献三成以上毛利。订货依赖店长经验，报损率长期在 8% 左右；总部数据散落在 POS、仓储和会员三个系统里，一份周报要人工汇总两天。',
    challenge:
      '数据口径不统一，同一个“销量”在三个系统里有三种算法；店长大多在手机上看数据，界面必须足够简单，同时还要支持总部按区域、品类层层下钻分析。',
    solution: [
      '与客户 IT 团队共建统一指标口径并搭建数据中台，POS、仓储和会员数据按小时同步，沉淀 60 个标准指标。',
      '为店长设计移动端“晨会看板”：只展示今天的鲜食建议订货量、昨日报损和天气提醒，建议可一键采纳并同步到订货系统。',
      '为总部提供可下钻的经营驾驶舱，区域、门店、品类、单品四级联动，周报由系统每周一自动生成。',
    ],
    results: [
      { value: '-41%', label: '鲜食报损率' },
      { value: '5 分钟', label: '店长每日订货用时' },
      { value: '2 天 → 0', label: '周报人工汇总' },
    ],
    gallery: [
      { src: 'images/cases/case-7-gallery-1.svg', alt: '悦町便利：店长移动端晨会看板' },
      { src: 'images/cases/case-7-gallery-2.svg', alt: '悦町便利：总部经营驾驶舱的区域下钻视图' },
      { src: 'images/cases/case-7-gallery-3.svg', alt: '悦町便利：鲜食建议订货量与天气提醒' },
    ],
  },
  {
    id: 8,
    brand: '禾谷良仓',
    title: '年中大促整合营销：一粒米的 600 公里',
    summary: '以产地直发为故事策划粮油品牌的年中大促，线上线下讲同一条叙事线。',
    cover: 'images/cases/case-8-cover.svg',
    industryId: 1,
    serviceId: 12,
    typeId: 104,
    year: 2023,
    background:
      '禾谷良仓是东北的粮油品牌，自有 5 万亩稻田，产品在商超和电商同时销售。往年大促以满减为主，声量集中在活动前两天，与同价位产品相比缺少一个能被记住的差异点。',
    challenge:
      '预算只有头部品牌的五分之一，却要同时覆盖电商站内、社交平台和 2000 家商超终端；大米同质化严重，“产地好”这句话已经被同行说了太多遍，消费者早已无感。',
    solution: [
      '把“产地直发”具体化为“一粒米的 600 公里”：从稻田收割、低温仓储到城市餐桌，用 6 个节点讲清新米为什么好吃，每个节点都有可查证的数据。',
      '社交平台发起“晒出你家的米饭”话题，与 30 位家常菜博主合作，用真实餐桌替代摆拍广告；电商站内开设“新米溯源”专区，扫码即可看稻田实况。',
      '2000 家商超统一更换“600 公里”堆头与价签，线下扫码领券回流线上，活动结束后沉淀 8 万名会员。',
    ],
    results: [
      { value: '+63%', label: '大促期间销售额' },
      { value: '1.2 亿', label: '话题曝光量' },
      { value: '8 万', label: '新增会员' },
    ],
    gallery: [
      { src: 'images/cases/case-8-gallery-1.svg', alt: '禾谷良仓：“一粒米的 600 公里”主视觉' },
      { src: 'images/cases/case-8-gallery-2.svg', alt: '禾谷良仓：“新米溯源”专区页面' },
      { src: 'images/cases/case-8-gallery-3.svg', alt: '禾谷良仓：商超终端堆头与价签' },
    ],
  },
  {
    id: 9,
    brand: '星河漫游',
    title: '新作《潮汐守望》全球预约站',
    summary: '为独立游戏工作室搭建 8 种语言的预约官网，首周稳稳接住百万级预约流量。',
    cover: 'images/cases/case-9-cover.svg',
    industryId: 2,
    serviceId: 15,
    typeId: 113,
    year: 2022,
    background:
      '星河漫游是一家 60 人规模的独立游戏工作室，新作《潮汐守望》计划在海外同步发行。原官网由外包模板搭建，既扛不住发布会当天的流量，也不支持多语言内容管理。',
    challenge:
      '预约站必须在七周内上线，支持 8 种语言、按地区切换的预约奖励和实时里程碑；发布会直播期间的流量峰值预计是平日的 200 倍，首屏要在 2 秒内加载完成。',
    solution: [
      '采用静态生成加边缘缓存的架构，预约接口独立部署并排队限流；发布会当晚峰值达到每秒 1.8 万次请求，页面零宕机。',
      '搭建多语言内容后台：文案、素材和地区奖励由运营直接配置，译稿导入时自动校验缺失字段，新增语言无需开发介入。',
      '预约里程碑进度条实时更新，达成节点时自动解锁壁纸与角色语音；首屏图片按设备分辨率分级加载。',
    ],
    results: [
      { value: '120 万', label: '首周预约量' },
      { value: '1.4 秒', label: '首屏加载时间' },
      { value: '8 种', label: '上线语言' },
    ],
    gallery: [
      { src: 'images/cases/case-9-gallery-1.svg', alt: '星河漫游：《潮汐守望》预约站首屏' },
      { src: 'images/cases/case-9-gallery-2.svg', alt: '星河漫游：预约里程碑与奖励解锁' },
      { src: 'images/cases/case-9-gallery-3.svg', alt: '星河漫游：多语言内容配置后台' },
    ],
  },
  {
    id: 10,
    brand: '鲸落剧场',
    title: '沉浸式戏剧全年社交传播',
    summary: '让一部不能剧透的沉浸式戏剧，在社交平台上被讨论了整整一年。',
    cover: 'images/cases/case-10-cover.svg',
    industryId: 2,
    serviceId: 12,
    typeId: 105,
    year: 2021,
    background:
      '鲸落剧场是上海的沉浸式戏剧品牌，旗舰剧目在一栋五层老洋房中演出，观众可以自由跟随不同角色。剧目口碑很好，但八成观众来自熟人推荐，新观众对“沉浸式”缺少直观理解。',
    challenge:
      '剧情是核心资产，传播中绝不能剧透；演出现场禁止拍摄，可用的传播素材极少；剧场每周只有 10 场演出，需要把有限的座位留给最可能成为回头客的观众。',
    solution: [
      '用“角色视角”替代剧情介绍：为 12 个角色分别开设虚拟日记栏目，每周更新角色的书信与物件，让观众先“认识”人物再来看戏。',
      '设计观后“选择题”互动：观众在社交平台分享自己跟随的角色路线，形成“你看的是哪一版”的讨论，不泄露结局也能制造好奇。',
      '为回头客推出“第二条路线”会员计划，通过私信定向邀约，二刷观众成为剧场最稳定的收入来源。',
    ],
    results: [
      { value: '+180%', label: '社交平台粉丝数' },
      { value: '34%', label: '二刷观众比例' },
      { value: '98%', label: '全年上座率' },
    ],
    gallery: [
      { src: 'images/cases/case-10-gallery-1.svg', alt: '鲸落剧场：角色虚拟日记系列海报' },
      { src: 'images/cases/case-10-gallery-2.svg', alt: '鲸落剧场：观众路线选择互动页面' },
      { src: 'images/cases/case-10-gallery-3.svg', alt: '鲸落剧场：“第二条路线”会员邀约卡片' },
    ],
  },
  {
    id: 11,
    brand: '赤焰电竞俱乐部',
    title: '战队品牌视觉与主场包装',
    summary: '为电竞俱乐部打造一套印在队服、直播画面和主场大屏上都成立的视觉语言。',
    cover: 'images/cases/case-11-cover.svg',
    industryId: 2,
    serviceId: 13,
    typeId: 107,
    year: 2020,
    background:
      '赤焰电竞俱乐部旗下有三支职业战队，2020 年拿到一座城市主场的经营权。俱乐部原标识由粉丝设计，细节过多，在直播小窗和周边商品上难以辨认，各战队物料的风格也不统一。',
    challenge:
      '标识要在 24 像素的直播角标和 12 米宽的主场大屏上都清晰可辨；三支战队要有各自的性格，又必须一眼看出同属一家俱乐部；老粉丝对原标识感情很深。',
    solution: [
      '保留原标识中的火焰意象，简化为三笔构成的几何图形，小尺寸下依然清晰；主色从多种红色统一为一种高饱和朱红，搭配深炭灰。',
      '建立“母品牌加战队色”体系：三支战队共用标识骨架，以辅助色和纹理区分，队服、直播包装和周边商品按同一套栅格出图。',
      '主场包装包括入场动画、选手登场卡与比分条，所有动态元素提供模板文件，直播团队可在赛前十分钟完成更新。',
    ],
    results: [
      { value: '+85%', label: '周边商品销售额' },
      { value: '3 支', label: '战队统一视觉' },
      { value: '10 分钟', label: '直播包装更新用时' },
    ],
    gallery: [
      {
        src: 'images/cases/case-11-gallery-1.svg',
        alt: '赤焰电竞俱乐部：新标识与三支战队的辅助色体系',
      },
      { src: 'images/cases/case-11-gallery-2.svg', alt: '赤焰电竞俱乐部：职业队服与周边商品' },
      { src: 'images/cases/case-11-gallery-3.svg', alt: '赤焰电竞俱乐部：主场大屏选手登场卡' },
    ],
  },
  {
    id: 12,
    brand: '拾光映画',
    title: '电影宣发：90 天短视频内容计划',
    summary: '为一部小成本文艺片制作 90 天短视频内容，把影展口碑带进院线。',
    cover: 'images/cases/case-12-cover.svg',
    industryId: 2,
    serviceId: 14,
    typeId: 111,
    year: 2019,
    background:
      '拾光映画是专注文艺片的制片发行公司，旗下新片在国际影展获奖后定档院线。影片没有明星阵容，宣发预算有限，首日排片率预计不足 3%，后续排片只能靠口碑去争取。',
    challenge:
      '文艺片节奏慢、情绪内敛，很难剪成十几秒就抓人的短视频；片方坚持守住影片调性，拒绝标题党式营销；内容要在上映前 60 天建立期待，上映后 30 天持续发酵。',
    solution: [
      '将 90 天分为“认识导演”“走进片场”“观众来信”三个阶段，每个阶段一条主线，避免碎片化剪辑的堆砌。',
      '从 300 小时拍摄素材中挑出真实的片场瞬间，配以导演手写字幕，制作 45 条竖版短视频，保留影片的安静质感。',
      '上映后征集观众的观影来信，由主演朗读成片，把口碑直接变成传播内容，带动影院加场。',
    ],
    results: [
      { value: '3.1 亿', label: '短视频总播放量' },
      { value: '2.8% → 9.6%', label: '排片率' },
      { value: '45 条', label: '原创竖版短视频' },
    ],
    gallery: [
      { src: 'images/cases/case-12-gallery-1.svg', alt: '拾光映画：导演手写字幕的短视频画面' },
      { src: 'images/cases/case-12-gallery-2.svg', alt: '拾光映画：“走进片场”系列封面' },
      { src: 'images/cases/case-12-gallery-3.svg', alt: '拾光映画：主演朗读观众来信的视频画面' },
    ],
  },
  {
    id: 13,
    brand: '萤火游戏',
    title: '[幻境] 系列角色插画与 PV 动画',
    summary: '为卡牌手游绘制 24 位角色立绘和一支 90 秒 PV，统一世界观与美术风格。',
    cover: 'images/cases/case-13-cover.svg',
    industryId: 2,
    serviceId: 13,
    typeId: 109,
    year: 2023,
    background:
      '萤火游戏正在研发东方幻想题材的卡牌手游《幻境》，核心玩法已经成型，但美术由三个团队分头绘制，角色比例、光影与配色差异明显，而首次曝光 PV 的日期早已确定。',
    challenge:
      '留给美术的时间只有 12 周，要交付 24 位角色立绘、每位角色 3 套表情差分和一支 90 秒 PV；同时还要沉淀一份可复用的美术规范，让研发团队之后能够自己扩展新角色。',
    solution: [
      '先定世界观视觉：以“水墨晕染加霓虹光”为核心语言，确定角色头身比、线稿粗细和三档光源规则，用 4 位样板角色验证后再批量生产。',
      '立绘按“线稿—色稿—精修”三段评审，每周与制作人集中过稿，24 位角色分三批交付，没有一位返工超过两轮。',
      'PV 以主角的一次穿越为线索串联 24 位角色登场，同时输出 60 页美术规范，供研发团队扩展新角色时对照使用。',
    ],
    results: [
      { value: '24 位', label: '角色立绘交付' },
      { value: '860 万', label: 'PV 首周播放量' },
      { value: '52 万', label: '首曝当周预约' },
    ],
    gallery: [
      { src: 'images/cases/case-13-gallery-1.svg', alt: '萤火游戏：《幻境》主角立绘与表情差分' },
      { src: 'images/cases/case-13-gallery-2.svg', alt: '萤火游戏：水墨霓虹风格的美术规范页' },
      { src: 'images/cases/case-13-gallery-3.svg', alt: '萤火游戏：90 秒 PV 关键帧' },
    ],
  },
  {
    id: 14,
    brand: '乐章音乐',
    title: '乐章音乐 App 5.0 改版',
    summary: '重做音乐 App 的播放与发现体验，让用户从“听歌单”回到“听音乐人”。',
    cover: 'images/cases/case-14-cover.svg',
    industryId: 2,
    serviceId: 11,
    typeId: 103,
    year: 2020,
    background:
      '乐章音乐是专注独立音乐的流媒体 App，月活 800 万。产品迭代五年，首页入口超过 20 个，用户平均每次只听 2 首歌就离开，独立音乐人也抱怨作品很难被听众发现。',
    challenge:
      '减少入口的同时，不能让老用户找不到常用功能；算法团队希望首页有更多推荐位，音乐人运营团队希望给新人更多曝光，两方目标要在同一个首页里取得平衡。',
    solution: [
      '首页入口从 23 个精简为 5 个，以“此刻”“音乐人”“我的”三个主标签重组信息架构，老功能通过搜索和个人页可达，上线前做了两轮灰度测试。',
      '新增“音乐人故事”卡片：每首推荐歌曲都能展开创作背景，播放页加入一键关注与演出日历，把一次收听转化为对音乐人的持续关注。',
      '重做播放器动效与深色模式，统一 120 个组件的设计规范，帮助客户团队把版本迭代周期从 4 周缩短到 2 周。',
    ],
    results: [
      { value: '+62%', label: '单次收听时长' },
      { value: '3.4 倍', label: '音乐人关注数' },
      { value: '2 周', label: '版本迭代周期' },
    ],
    gallery: [
      { src: 'images/cases/case-14-gallery-1.svg', alt: '乐章音乐 App 5.0 首页' },
      { src: 'images/cases/case-14-gallery-2.svg', alt: '乐章音乐：“音乐人故事”卡片与播放页' },
      { src: 'images/cases/case-14-gallery-3.svg', alt: '乐章音乐：深色模式组件规范' },
    ],
  },
  {
    id: 15,
    brand: '潮玩社',
    title: '城市盲盒快闪：六城巡游',
    summary: '策划一场六座城市接力的潮玩快闪，把线上抽盒变成线下打卡。',
    cover: 'images/cases/case-15-cover.svg',
    industryId: 2,
    serviceId: 12,
    typeId: 106,
    year: 2022,
    background:
      '潮玩社是新兴的设计师潮玩品牌，线上销售占比超过八成。年度新系列以六座城市的地标为灵感，品牌希望借新品发布建立线下影响力，同时为首批直营店选址积累数据。',
    challenge:
      '六城活动要在八周内依次落地，每城只有三天；快闪现场排队容易引发客诉，限量款容易被黄牛抢购；活动结束后还要留下可复用的物料与会员数据。',
    solution: [
      '每城快闪以当地地标为场景搭建，采用同一套模块化展具，拆装时间控制在 12 小时内，六城共用八成物料。',
      '小程序预约分时段入场，限量款实行实名抽签购买，现场平均排队时间从预计的 3 小时降到 25 分钟。',
      '设置“集齐六城”打卡护照，到店与线上互动都能盖章；活动沉淀的到店数据直接用于直营店选址分析。',
    ],
    results: [
      { value: '11 万', label: '六城到场人次' },
      { value: '25 分钟', label: '平均排队时长' },
      { value: '2 家', label: '依据数据选址的直营店' },
    ],
    gallery: [
      { src: 'images/cases/case-15-gallery-1.svg', alt: '潮玩社：快闪模块化展具与城市地标场景' },
      { src: 'images/cases/case-15-gallery-2.svg', alt: '潮玩社：分时预约与实名抽签页面' },
      { src: 'images/cases/case-15-gallery-3.svg', alt: '潮玩社：“集齐六城”打卡护照' },
    ],
  },
  {
    id: 16,
    brand: '迷城剧本馆',
    title: '剧本杀拼场预约小程序开发',
    summary: '为连锁剧本杀门店开发拼场预约小程序，周中空场率下降近一半。',
    cover: 'images/cases/case-16-cover.svg',
    industryId: 2,
    serviceId: 15,
    typeId: 114,
    year: 2021,
    background:
      '迷城剧本馆在成都、重庆有 32 家门店，每个剧本需要 5 到 8 人成团。过去顾客靠店员私信拼场，信息分散在几十个聊天窗口里，凑不齐人的场次只能取消，周中空场率超过 40%。',
    challenge:
      '拼场要实时匹配人数、角色性别与剧本难度；门店店员年轻、流动性大，后台必须足够简单；高峰时段同一场次常被多人同时抢位，系统必须杜绝超卖。',
    solution: [
      '设计“差几人开场”的拼场大厅，可按门店、时间和剧本筛选，成团进度实时显示，满员后自动锁定场次并通知主持人。',
      '抢位采用短时锁定加支付确认，杜绝超卖；未成团的场次提前 4 小时自动推荐合并或改期，减少临时取消。',
      '店员端只有“今日场次”“核销”“排班”三个页面，新员工十分钟即可上手。',
    ],
    results: [
      { value: '-45%', label: '周中空场率' },
      { value: '+72%', label: '线上预约占比' },
      { value: '10 分钟', label: '新店员上手时间' },
    ],
    gallery: [
      { src: 'images/cases/case-16-gallery-1.svg', alt: '迷城剧本馆：拼场大厅与成团进度' },
      { src: 'images/cases/case-16-gallery-2.svg', alt: '迷城剧本馆：场次预约与支付确认' },
      { src: 'images/cases/case-16-gallery-3.svg', alt: '迷城剧本馆：店员端“今日场次”页面' },
    ],
  },
  {
    id: 17,
    brand: '稳盈财富',
    title: '收益去哪儿了? App 3.5 持仓页改版',
    summary: '围绕“收益去哪儿了”这个最高频的问题重做持仓页，理财新手也能看懂自己的钱。',
    cover: 'images/cases/case-17-cover.svg',
    industryId: 3,
    serviceId: 11,
    typeId: 103,
    year: 2022,
    background:
      '稳盈财富是一家互联网财富管理平台，用户多为第一次理财的年轻上班族。客服数据显示，近四成咨询都在问“为什么我的收益变少了”，而旧版持仓页只有一串收益数字，没有任何解释。',
    challenge:
      '金融信息必须准确合规，不能为了好懂而弱化风险提示；收益构成涉及净值波动、分红和费用等多个因素，要在手机一屏内讲清楚，同时不能诱导用户频繁买卖。',
    solution: [
      '将持仓页重构为“收益拆解”：用一条时间线标出净值变化、分红到账和费用扣除，每个节点点开都有一句话解释。',
      '风险提示从页面底部的大段文字，改为随产品类型出现的分级标签；合规团队逐条参与审核，确保每一处表述准确。',
      '市场大幅波动时，主动推送“发生了什么”的解读卡片替代涨跌提醒，帮助用户理解变化，而不是追涨杀跌。',
    ],
    results: [
      { value: '-43%', label: '收益类客服咨询' },
      { value: '+26%', label: '持有满一年的用户占比' },
      { value: '4.7', label: '应用商店评分' },
    ],
    gallery: [
      { src: 'images/cases/case-17-gallery-1.svg', alt: '稳盈财富：持仓页收益拆解时间线' },
      { src: 'images/cases/case-17-gallery-2.svg', alt: '稳盈财富：按产品类型出现的分级风险提示' },
      { src: 'images/cases/case-17-gallery-3.svg', alt: '稳盈财富：市场波动时推送的解读卡片' },
    ],
  },
  {
    id: 18,
    brand: '江澄银行',
    title: '网点数字化设计系统',
    summary: '为城商行的柜面、自助机与手机银行建立同一套设计系统，三个渠道第一次说同一种话。',
    cover: 'images/cases/case-18-cover.svg',
    industryId: 3,
    serviceId: 16,
    typeId: 118,
    year: 2021,
    background:
      '江澄银行是一家城市商业银行，拥有 160 个网点和 1200 台自助设备。柜面系统、自助机和手机银行由不同供应商开发，同一笔转账在三个渠道的流程、用词和确认方式都不一样，老年客户尤其容易出错。',
    challenge:
      '三个渠道的屏幕尺寸和操作方式差异巨大，部分自助机还在使用物理按键；供应商分散，设计系统必须能被多家开发团队理解和执行，而不是只停留在设计稿里。',
    solution: [
      '梳理 86 个高频业务流程，统一术语表与确认步骤，例如所有转账都采用“核对收款人—确认金额—验证身份”的三步结构。',
      '建立覆盖三个渠道的设计令牌与组件库，自助机版本额外定义大字号、高对比与物理按键映射规则，满足适老化要求。',
      '编写供应商接入指南并组织四期联合评审，为每家供应商设置验收清单，之后的新需求一律按组件交付。',
    ],
    results: [
      { value: '-37%', label: '自助机操作失败率' },
      { value: '86 个', label: '统一的业务流程' },
      { value: '5 家', label: '接入的供应商' },
    ],
    gallery: [
      { src: 'images/cases/case-18-gallery-1.svg', alt: '江澄银行：三个渠道统一的转账流程对比' },
      { src: 'images/cases/case-18-gallery-2.svg', alt: '江澄银行：自助机大字号高对比组件' },
      { src: 'images/cases/case-18-gallery-3.svg', alt: '江澄银行：设计系统组件库总览' },
    ],
  },
  {
    id: 19,
    brand: '安禾保险',
    title: '门诊理赔小程序',
    summary: '把门诊小额理赔搬进小程序，拍照上传后最快两小时到账。',
    cover: 'images/cases/case-19-cover.svg',
    industryId: 3,
    serviceId: 11,
    typeId: 102,
    year: 2020,
    background:
      '安禾保险主营团体医疗险，服务 3000 多家企业客户。员工门诊报销要填纸质单据、快递原件，平均理赔周期长达 15 天，企业人事每个月都要花大量时间帮员工整理材料。',
    challenge:
      '理赔涉及医疗隐私与反欺诈审核，流程简化不能以降低风控为代价；用户多在医院排队或下班路上操作，网络环境往往很差，材料照片的质量参差不齐。',
    solution: [
      '将理赔流程精简为“选择就诊—拍照上传—确认收款”三步，系统自动识别发票与病历信息，用户只需核对，不必手填。',
      '拍照时实时检测模糊、反光和缺角并当场提示重拍；弱网环境下支持断点续传，材料先存本地再在后台上传。',
      '进度页逐节点展示审核状态，需要补材料时推送具体原因与示例图；人事端可以批量查看本企业员工的理赔进度。',
    ],
    results: [
      { value: '2 小时', label: '小额理赔最快到账' },
      { value: '15 天 → 3 天', label: '平均理赔周期' },
      { value: '-68%', label: '材料退回率' },
    ],
    gallery: [
      {
        src: 'images/cases/case-19-gallery-1.svg',
        alt: '安禾保险：“选择就诊—拍照上传—确认收款”三步理赔',
      },
      { src: 'images/cases/case-19-gallery-2.svg', alt: '安禾保险：发票拍照的质量实时检测' },
      { src: 'images/cases/case-19-gallery-3.svg', alt: '安禾保险：理赔进度与补材料提示' },
    ],
  },
  {
    id: 20,
    brand: '金穗基金',
    title: '投资者教育新媒体运营',
    summary: '用“每周一个理财常识”栏目，为基金公司建立年轻投资者信得过的内容阵地。',
    cover: 'images/cases/case-20-cover.svg',
    industryId: 3,
    serviceId: 14,
    typeId: 110,
    year: 2021,
    background:
      '金穗基金是一家中型公募基金公司，新发基金的购买者中，30 岁以下投资者的占比逐年上升。官方账号过去以发布公告和业绩为主，阅读量很低，也回应不了新投资者的真实疑问。',
    challenge:
      '金融内容受严格监管，不能承诺收益、不能推荐具体产品；投资者教育的话题天然有些枯燥，要在合规前提下做到有趣、有用，并且保持每周稳定地更新。',
    solution: [
      '设立“每周一个理财常识”主栏目，从“基金净值是什么”讲到“定投为什么要坚持”，每期一个问题、一张图解，三分钟读完。',
      '建立“选题—撰写—合规审核—发布”的周流程，合规团队提前参加选题会，审核周期从 5 天缩短到 1 天。',
      '每月邀请基金经理做一次问答直播，问题全部来自粉丝征集，直播内容再拆成短图文二次传播。',
    ],
    results: [
      { value: '+260%', label: '粉丝数' },
      { value: '52 期', label: '全年栏目更新' },
      { value: '1 天', label: '合规审核周期' },
    ],
    gallery: [
      { src: 'images/cases/case-20-gallery-1.svg', alt: '金穗基金：“每周一个理财常识”图解卡片' },
      { src: 'images/cases/case-20-gallery-2.svg', alt: '金穗基金：基金经理问答直播海报' },
      { src: 'images/cases/case-20-gallery-3.svg', alt: '金穗基金：内容合规审核流程图' },
    ],
  },
  {
    id: 21,
    brand: '鼎川证券',
    title: '投顾数据平台 v3.0 (机构版)',
    summary: '为证券公司重建投顾数据平台，200 多名投资顾问共用一套客户画像与组合分析工具。',
    cover: 'images/cases/case-21-cover.svg',
    industryId: 3,
    serviceId: 15,
    typeId: 115,
    year: 2023,
    background:
      '鼎川证券有 200 多名投资顾问，服务高净值个人和中小机构客户。原平台已用了七年，客户数据、持仓分析和研报分别放在不同系统里，投顾准备一次客户沟通平均要花 40 分钟。',
    challenge:
      '平台要对接交易、CRM、研报三套核心系统，数据安全等级要求高，绝不能出现越权访问；机构版还需要支持多个账户的合并分析，计算量是个人版的几十倍。',
    solution: [
      '建立统一客户视图：持仓、交易偏好、风险测评和沟通记录集中在一页，按角色与营业部分级授权，所有查询留痕审计。',
      '组合分析引擎改为异步计算，机构客户的多账户合并分析从 3 分钟缩短到 8 秒，结果可一键生成沟通报告。',
      '研报与客户持仓自动关联，投顾打开客户页即可看到相关研报摘要，不必在多个系统之间来回切换。',
    ],
    results: [
      { value: '40 → 12 分钟', label: '客户沟通准备时间' },
      { value: '8 秒', label: '多账户组合分析' },
      { value: '200+', label: '投资顾问在用' },
    ],
    gallery: [
      { src: 'images/cases/case-21-gallery-1.svg', alt: '鼎川证券：统一客户视图' },
      { src: 'images/cases/case-21-gallery-2.svg', alt: '鼎川证券：机构版多账户组合分析' },
      { src: 'images/cases/case-21-gallery-3.svg', alt: '鼎川证券：一键生成的客户沟通报告' },
    ],
  },
  {
    id: 22,
    brand: '瑞麟信用卡',
    title: '年度账单互动 H5：你的一年',
    summary: '为信用卡中心策划年度账单互动活动，让持卡人主动分享自己的一年。',
    cover: 'images/cases/case-22-cover.svg',
    industryId: 3,
    serviceId: 12,
    typeId: 106,
    year: 2017,
    background:
      '瑞麟信用卡中心有 600 万持卡人，年末是刷卡消费与续卡的关键节点。往年的年度账单只是一封普通邮件，邮件打开率不足 8%，也没有带来任何新的用卡行为。',
    challenge:
      '账单涉及个人消费数据，分享功能必须脱敏并由用户自主选择；活动上线后要在一周内承受数百万次访问；内容既要有趣好玩，又绝不能诱导过度消费。',
    solution: [
      '把年度账单改写成“你的一年”故事：按城市足迹、深夜食堂、周末时光等主题生成个人化标签，金额只对本人可见。',
      '分享海报只展示标签与插画，不含任何金额和卡号，展示哪些标签由用户自己勾选。',
      '活动尾页提供“明年目标”选择，如储蓄计划、还款提醒，引导健康用卡，而不是促销消费。',
    ],
    results: [
      { value: '41%', label: '账单打开率' },
      { value: '180 万', label: '分享次数' },
      { value: '+22%', label: '次年一季度活跃持卡人' },
    ],
    gallery: [
      { src: 'images/cases/case-22-gallery-1.svg', alt: '瑞麟信用卡：“你的一年”年度账单首页' },
      { src: 'images/cases/case-22-gallery-2.svg', alt: '瑞麟信用卡：个人化标签分享海报' },
      { src: 'images/cases/case-22-gallery-3.svg', alt: '瑞麟信用卡：“明年目标”选择页' },
    ],
  },
  {
    id: 23,
    brand: '鹿鸣消费金融',
    title: '全渠道体验诊断与设计咨询',
    summary: '用八周完成全渠道体验诊断，为消费金融公司排出未来一年的体验改进路线图。',
    cover: 'images/cases/case-23-cover.svg',
    industryId: 3,
    serviceId: 16,
    typeId: 116,
    year: 2016,
    background:
      '鹿鸣消费金融的贷款业务覆盖 App、合作商户与电话销售三个渠道。业务增长很快，但用户投诉中有三成与“看不懂费用”“流程反复”有关，管理层希望系统性地找到问题根源。',
    challenge:
      '诊断涉及产品、风控、客服、合规等 9 个部门，各部门对问题的判断各不相同；结论既要有数据支撑，又要落到可执行的优先级，而不是一份束之高阁的报告。',
    solution: [
      '访谈 32 位用户和 9 个部门负责人，结合 1.2 万条投诉文本分析，绘制从申请到还款的完整服务蓝图，标出 47 个体验痛点。',
      '按“用户影响 × 实施成本”为痛点排序，与各部门共同确定 12 个优先项目，费用展示透明化被列为首要任务。',
      '输出体验度量指标与季度复盘机制，并协助客户组建 6 人的体验设计团队，保证路线图有人持续推进。',
    ],
    results: [
      { value: '47 个', label: '识别的体验痛点' },
      { value: '-29%', label: '次年费用类投诉' },
      { value: '6 人', label: '协助组建的体验团队' },
    ],
    gallery: [
      { src: 'images/cases/case-23-gallery-1.svg', alt: '鹿鸣消费金融：从申请到还款的服务蓝图' },
      { src: 'images/cases/case-23-gallery-2.svg', alt: '鹿鸣消费金融：痛点优先级矩阵' },
      { src: 'images/cases/case-23-gallery-3.svg', alt: '鹿鸣消费金融：体验度量指标看板' },
    ],
  },
  {
    id: 24,
    brand: '泰和财险',
    title: '理赔员微纪录片系列',
    summary: '拍摄六集理赔员微纪录片，用真实的一线服务讲清一份保险的价值。',
    cover: 'images/cases/case-24-cover.svg',
    industryId: 3,
    serviceId: 14,
    typeId: 111,
    year: 2022,
    background:
      '泰和财险是一家以车险和农险为主的财产保险公司，理赔服务在行业调查中排名靠前。但公众对保险“理赔难”的刻板印象很深，品牌宣传片又常被认为是自说自话。',
    challenge:
      '纪录片要拍摄真实的理赔现场，涉及客户隐私与事故现场的安全；农险理赔常在偏远地区，拍摄周期和天气都难以掌控；片方明确要求不摆拍、不煽情。',
    solution: [
      '选取暴雨救援、冰雹查勘、深夜车损等六个真实场景，跟拍六位一线理赔员，每集 8 分钟，只记录、不设计台词。',
      '所有出镜客户均签署授权，车牌与证件在后期统一处理；团队与理赔部门建立 24 小时响应机制，突发灾害时随队出发。',
      '每集同步剪辑 60 秒竖版短片与理赔知识卡片，在社交平台和保险代理人渠道同时分发。',
    ],
    results: [
      { value: '6 集', label: '微纪录片' },
      { value: '4,600 万', label: '全网播放量' },
      { value: '+15%', label: '品牌好感度' },
    ],
    gallery: [
      { src: 'images/cases/case-24-gallery-1.svg', alt: '泰和财险：暴雨救援一集的现场画面' },
      { src: 'images/cases/case-24-gallery-2.svg', alt: '泰和财险：冰雹查勘中的理赔员特写' },
      { src: 'images/cases/case-24-gallery-3.svg', alt: '泰和财险：竖版短片与理赔知识卡片' },
    ],
  },
  {
    id: 25,
    brand: '云栖书院',
    title: '在线课程平台开发',
    summary: '为国学教育机构开发自有在线课程平台，1.5 万名线下学员平稳迁移到线上。',
    cover: 'images/cases/case-25-cover.svg',
    industryId: 4,
    serviceId: 15,
    typeId: 113,
    year: 2020,
    background:
      '云栖书院是一家面向成人的国学教育机构，以线下读书会和书法课为主，有 1.5 万名付费学员。2020 年春季线下课程全部暂停，机构必须在一个月内把课程搬到线上。',
    challenge:
      '学员平均年龄 45 岁，不少人第一次上网课；课程包括直播、录播和书法作业点评，要同时支持手机与电脑两端；机构希望数据与学员关系掌握在自己手里。',
    solution: [
      '四周内完成平台开发：直播、录播、作业提交和老师点评集中在“我的课程”一页，学员用手机号验证码登录，不用记密码。',
      '书法作业拍照上传后，老师可直接在图上圈画批注，学员能看到逐字的修改意见，还原线下面批的体验。',
      '为第一次上网课的学员准备 3 分钟操作视频和电话助教，开课前一周逐一回访，确保每位学员都能顺利进入课堂。',
    ],
    results: [
      { value: '92%', label: '线下学员迁移率' },
      { value: '4 周', label: '平台上线用时' },
      { value: '+40%', label: '次年新增学员' },
    ],
    gallery: [
      { src: 'images/cases/case-25-gallery-1.svg', alt: '云栖书院：“我的课程”页面' },
      { src: 'images/cases/case-25-gallery-2.svg', alt: '云栖书院：书法作业的圈画批注' },
      { src: 'images/cases/case-25-gallery-3.svg', alt: '云栖书院：直播课堂界面' },
    ],
  },
  {
    id: 26,
    brand: '知行少儿编程',
    title: 'C++ 入门课 (8–12 岁) 暑期招生',
    summary: '为少儿编程机构策划暑期招生，把家长最担心的“学了有什么用”讲明白。',
    cover: 'images/cases/case-26-cover.svg',
    industryId: 4,
    serviceId: 12,
    typeId: 104,
    year: 2022,
    background:
      '知行少儿编程在全国有 45 个校区，主打图形化编程与 C++ 信息学课程。每年暑期都是全年的招生高峰，但家长普遍担心 C++ “太难”“太早”，试听课转为正课的比例只有 18%。',
    challenge:
      '教育营销受广告法严格约束，不能承诺提分或升学；目标家长同时被多家机构触达，要在两周的决策窗口内建立信任，并把线上声量引导到各校区的试听课。',
    solution: [
      '以“孩子写的第一个程序”为主题：征集在读学员的真实作品，由孩子自己讲解代码思路，让家长看到学习过程，而非结果承诺。',
      '线上投放搭配免费的“家长编程体验课”：家长先学 30 分钟，再决定是否给孩子报名，打消对课程难度的顾虑。',
      '统一 45 个校区的试听课流程与物料，试听当天发送学习报告，课程顾问根据报告给出个性化建议。',
    ],
    results: [
      { value: '18% → 31%', label: '试听转正课比例' },
      { value: '2.6 万', label: '家长体验课参与人数' },
      { value: '45 个', label: '校区统一执行' },
    ],
    gallery: [
      {
        src: 'images/cases/case-26-gallery-1.svg',
        alt: '知行少儿编程：“孩子写的第一个程序”作品展',
      },
      { src: 'images/cases/case-26-gallery-2.svg', alt: '知行少儿编程：家长编程体验课报名页' },
      { src: 'images/cases/case-26-gallery-3.svg', alt: '知行少儿编程：试听课学习报告' },
    ],
  },
  {
    id: 27,
    brand: '邻里家政',
    title: '到家服务预约小程序开发',
    summary: '为家政平台开发预约与服务追踪小程序，客户能看到阿姨几点到、做了什么。',
    cover: 'images/cases/case-27-cover.svg',
    industryId: 4,
    serviceId: 15,
    typeId: 114,
    year: 2021,
    background:
      '邻里家政在武汉和长沙有 2000 多名签约家政服务人员，订单主要靠电话和门店登记。客户常抱怨“不知道阿姨什么时候到”，服务人员的排班也全凭调度员手工安排。',
    challenge:
      '家政服务人员普遍不熟悉复杂的手机操作；保洁、月嫂、维修的计价方式完全不同；安全是客户最关心的问题，服务人员身份与服务过程都要可查、可追溯。',
    solution: [
      '客户端按服务类型分别设计下单流程：保洁按面积和时长计价，月嫂按周期预约，维修先预估再报价，确认前即可看到费用明细。',
      '服务人员端只保留“接单—出发—到达—完成”四个大按钮，每一步自动记录时间与定位，客户可实时查看进度。',
      '每位服务人员都展示实名认证、健康证与历史评价，服务结束后客户按项目打分，评分直接参与派单排序。',
    ],
    results: [
      { value: '-52%', label: '调度人工工作量' },
      { value: '4.8 分', label: '客户服务评分' },
      { value: '+66%', label: '复购客户数' },
    ],
    gallery: [
      { src: 'images/cases/case-27-gallery-1.svg', alt: '邻里家政：按服务类型区分的预约下单页' },
      { src: 'images/cases/case-27-gallery-2.svg', alt: '邻里家政：服务人员端的四步操作' },
      { src: 'images/cases/case-27-gallery-3.svg', alt: '邻里家政：服务进度实时追踪' },
    ],
  },
  {
    id: 28,
    brand: '食光里',
    title: '外卖包装系统设计',
    summary: '为家常菜连锁设计一套外卖包装，让饭菜送到时仍像刚出锅。',
    cover: 'images/cases/case-28-cover.svg',
    industryId: 4,
    serviceId: 13,
    typeId: 108,
    year: 2018,
    background:
      '食光里是主打江浙家常菜的连锁餐厅，有 70 家门店，外卖订单占营业额的 45%。顾客评价里常见“汤洒了”“菜凉了”“拿到手很普通”，外卖的复购率明显低于堂食顾客。',
    challenge:
      '包装既要保温、防洒，又不能大幅增加成本；出餐高峰时每单打包只有几十秒，结构必须简单；菜品种类多，需要一套同时覆盖汤品、炒菜和主食的通用规格。',
    solution: [
      '将 60 多种包装规格精简为 9 种模块化餐盒：汤品采用卡扣密封加封口贴双重防洒，炒菜盒增设透气孔，避免水汽回落。',
      '外袋采用加厚牛皮纸与保温内衬，袋身印有手绘的“家常菜地图”，每家门店标出自己所在的街道，增强在地感。',
      '为门店制作打包操作卡和配餐对照表，新员工照图操作，高峰期单份打包控制在 30 秒以内。',
    ],
    results: [
      { value: '-74%', label: '洒漏相关差评' },
      { value: '+23%', label: '外卖复购率' },
      { value: '9 种', label: '统一餐盒规格' },
    ],
    gallery: [
      { src: 'images/cases/case-28-gallery-1.svg', alt: '食光里：模块化餐盒与防洒结构' },
      { src: 'images/cases/case-28-gallery-2.svg', alt: '食光里：手绘“家常菜地图”外卖袋' },
      { src: 'images/cases/case-28-gallery-3.svg', alt: '食光里：门店打包操作卡' },
    ],
  },
  {
    id: 29,
    brand: '轻氧健身',
    title: '30 天轻运动挑战社交传播',
    summary: '用一场 30 天的轻运动挑战，把“不敢进健身房”的人拉进社区健身房的社群。',
    cover: 'images/cases/case-29-cover.svg',
    industryId: 4,
    serviceId: 12,
    typeId: 105,
    year: 2023,
    background:
      '轻氧健身是面向上班族的社区健身房品牌，有 90 家门店。调研发现，潜在会员最大的顾虑不是价格，而是“怕跟不上”“怕被推销私教”，而品牌账号的内容却以肌肉和器械为主。',
    challenge:
      '要打破“健身房是练大块头的地方”的刻板印象，让零基础的人也愿意迈出第一步；挑战要在家里就能完成，最终又要自然地把用户引导到门店体验，不能让人感到被推销。',
    solution: [
      '设计“每天 10 分钟”的 30 天轻运动挑战，动作全部能在客厅完成，由普通会员而不是专业教练出镜示范。',
      '参与者每天在社交平台打卡，第 7、15、30 天分别解锁门店免费体验课；体验课“不推销私教”，并写进活动规则。',
      '邀请完成挑战的用户讲述自己的变化并剪成系列内容，同时组建同城打卡小组，形成相互督促的氛围。',
    ],
    results: [
      { value: '8.6 万', label: '挑战参与人数' },
      { value: '37%', label: '完成 30 天打卡的比例' },
      { value: '1.2 万', label: '新增到店体验' },
    ],
    gallery: [
      { src: 'images/cases/case-29-gallery-1.svg', alt: '轻氧健身：30 天轻运动挑战主视觉' },
      { src: 'images/cases/case-29-gallery-2.svg', alt: '轻氧健身：每日打卡与解锁体验课页面' },
      { src: 'images/cases/case-29-gallery-3.svg', alt: '轻氧健身：同城打卡小组社群页面' },
    ],
  },
  {
    id: 30,
    brand: '青禾托育',
    title: '品牌官网与参观预约',
    summary: '为普惠托育品牌重建官网，年轻父母十分钟内就能了解园所并预约参观。',
    cover: 'images/cases/case-30-cover.svg',
    industryId: 4,
    serviceId: 11,
    typeId: 101,
    year: 2021,
    background:
      '青禾托育在苏州和无锡运营 26 家托育园，服务 0 到 3 岁婴幼儿家庭。家长选托育最关心安全与师资，但原官网只有几张园所照片和一个电话号码，咨询电话里大量是重复问题。',
    challenge:
      '家长对托育的信任门槛极高，官网必须真实呈现日常照护细节；多数家长在午休或深夜用手机浏览，预约流程要足够短；各园所的名额与开放日需要实时更新。',
    solution: [
      '以“一天在青禾”为主线组织内容：从入园晨检、辅食、午睡到离园交接，用照片和时间线呈现每一个照护环节。',
      '公开每个园所的师资资质、师幼比和每周食谱，家长可以按距离筛选园所，查看真实的可预约名额。',
      '参观预约压缩为选园所、选时段、留联系方式三步，园长端同步收到提醒，并在 2 小时内回电确认。',
    ],
    results: [
      { value: '3.2 倍', label: '线上参观预约量' },
      { value: '-45%', label: '重复性电话咨询' },
      { value: '26 家', label: '园所信息实时更新' },
    ],
    gallery: [
      { src: 'images/cases/case-30-gallery-1.svg', alt: '青禾托育：“一天在青禾”照护时间线' },
      { src: 'images/cases/case-30-gallery-2.svg', alt: '青禾托育：园所师资与每周食谱公开页' },
      { src: 'images/cases/case-30-gallery-3.svg', alt: '青禾托育：三步完成的参观预约' },
    ],
  },
  {
    id: 31,
    brand: '明德教育集团',
    title: '教师数字设计能力培训',
    summary: '为 K12 教育集团的 600 名教师设计培训课程，课件、海报和家校通知不再依赖外包。',
    cover: 'images/cases/case-31-cover.svg',
    industryId: 4,
    serviceId: 16,
    typeId: 117,
    year: 2022,
    background:
      '明德教育集团旗下有 18 所学校，每个学期都要制作大量课件、活动海报和家校沟通内容。以往这些工作依赖少数会设计的老师或外包公司，质量参差不齐，耗时又费钱。',
    challenge:
      '教师的设计基础差异很大，只能利用课后时间学习；培训必须与日常工作直接相关、学完就能用；集团还希望形成统一的视觉规范，避免各校各做各的。',
    solution: [
      '设计“基础—应用—带教”三级课程，共 12 课时，全部围绕真实任务展开，如一节课的课件、一张运动会海报、一份家长通知。',
      '配套输出教师专用的模板库与视觉规范，包括 200 多个课件版式、海报模板和配色方案，拿来即用。',
      '每所学校选拔 2 名种子教师完成带教认证，由他们负责校内答疑和持续培训，让能力在培训结束后留在学校里。',
    ],
    results: [
      { value: '600 名', label: '教师完成培训' },
      { value: '36 名', label: '认证种子教师' },
      { value: '-60%', label: '设计外包费用' },
    ],
    gallery: [
      {
        src: 'images/cases/case-31-gallery-1.svg',
        alt: '明德教育集团：“基础—应用—带教”三级课程体系',
      },
      { src: 'images/cases/case-31-gallery-2.svg', alt: '明德教育集团：教师模板库与视觉规范' },
      { src: 'images/cases/case-31-gallery-3.svg', alt: '明德教育集团：种子教师带教现场' },
    ],
  },
  {
    id: 32,
    brand: '宠爱有家',
    title: '宠物医院科普插画与动画',
    summary: '用一套温暖的插画和 12 支科普动画，让宠物主人真正读懂诊疗建议。',
    cover: 'images/cases/case-32-cover.svg',
    industryId: 4,
    serviceId: 13,
    typeId: 109,
    year: 2020,
    background:
      '宠爱有家是一家连锁宠物医院，在四座城市有 35 家分院。医生发现很多主人听不懂诊疗建议，术后护理不到位导致反复复诊，院内宣传资料又多是文字密集的单页。',
    challenge:
      '医学内容必须准确，又要让普通主人一看就懂；猫和狗的症状差异大，需要分开设计和表现；插画要温暖而不幼稚，能同时用于候诊屏、单页和社交平台。',
    solution: [
      '与兽医团队共同梳理 30 个高频问题，优先制作驱虫、绝育术后护理、口腔健康等 12 个主题的科普内容。',
      '设计一猫一狗两个主角，用圆润线条和低饱和配色呈现，症状与护理步骤以分镜讲清楚，每支动画不超过 90 秒。',
      '动画拆分为候诊屏循环版、竖版短视频和可打印的护理步骤卡，医生看诊时可直接扫码发给主人。',
    ],
    results: [
      { value: '-33%', label: '因护理不当的复诊' },
      { value: '12 支', label: '科普动画' },
      { value: '640 万', label: '社交平台播放量' },
    ],
    gallery: [
      { src: 'images/cases/case-32-gallery-1.svg', alt: '宠爱有家：一猫一狗科普主角形象' },
      { src: 'images/cases/case-32-gallery-2.svg', alt: '宠爱有家：绝育术后护理动画分镜' },
      { src: 'images/cases/case-32-gallery-3.svg', alt: '宠爱有家：候诊屏画面与护理步骤卡' },
    ],
  },
  {
    id: 33,
    brand: '畅行出行',
    title: '司机端 App 体验重构',
    summary: '重做网约车司机端 App，让司机行车时少看一眼屏幕、少点一次按钮。',
    cover: 'images/cases/case-33-cover.svg',
    industryId: 5,
    serviceId: 11,
    typeId: 103,
    year: 2018,
    background:
      '畅行出行是一家区域性网约车平台，在 20 座城市运营，注册司机 12 万名。司机端 App 由早期版本一路叠加功能而来，接单、导航、收款分散在不同页面，司机投诉“开车时要点的东西太多”。',
    challenge:
      '司机端的主要使用场景是在行驶中，任何多余操作都是安全隐患；司机年龄跨度大，对手机的熟悉程度不一；平台同时还要在司机端推广新的拼车与预约单业务。',
    solution: [
      '跟车调研 40 位司机，记录一整天的屏幕操作，把行驶中必须完成的操作从 14 个减少到 4 个，并全部支持语音确认。',
      '订单页采用大字号、高对比的“驾驶模式”，上车点、乘客尾号等关键信息固定在同一位置，司机不必寻找。',
      '拼车与预约单以“顺路收益”卡片呈现，只在停车状态下展开详情，避免行车中分心。',
    ],
    results: [
      { value: '14 → 4 个', label: '行驶中的必要操作' },
      { value: '+28%', label: '预约单接单率' },
      { value: '-35%', label: '司机端投诉' },
    ],
    gallery: [
      { src: 'images/cases/case-33-gallery-1.svg', alt: '畅行出行：“驾驶模式”订单页' },
      { src: 'images/cases/case-33-gallery-2.svg', alt: '畅行出行：语音确认的接单流程' },
      { src: 'images/cases/case-33-gallery-3.svg', alt: '畅行出行：“顺路收益”拼车卡片' },
    ],
  },
  {
    id: 34,
    brand: '蓝鲸航空',
    title: '官网改版：从订票到出行',
    summary: '重构航空公司官网的购票与行程管理，官网直销占比达到历史最高。',
    cover: 'images/cases/case-34-cover.svg',
    industryId: 5,
    serviceId: 11,
    typeId: 101,
    year: 2022,
    background:
      '蓝鲸航空是一家以国内干线为主的航空公司，机队规模 80 架。改版前，官网购票要经过 8 个页面，改签退票必须打电话，大量旅客转去第三方平台购票，航司每年支付高额代理费。',
    challenge:
      '航空票务规则复杂，不同舱位的退改规则差异很大；官网要同时服务商务常旅客和第一次坐飞机的游客；票价实时变动，页面的性能与准确性都不能出错。',
    solution: [
      '购票流程从 8 个页面压缩为 4 个；舱位对比表用“能改吗、能退吗、含行李吗”三个问题直接说明差异，替代冗长的条款。',
      '新增“我的行程”中心：值机、选座、改签、退票和延误通知集中管理，改签可在线完成并即时显示差价。',
      '常旅客登录后默认展示常飞航线与偏好座位；第一次乘机的旅客则会看到值机与安检的分步指引。',
    ],
    results: [
      { value: '+19%', label: '官网直销占比' },
      { value: '8 → 4 页', label: '购票流程' },
      { value: '-51%', label: '退改签来电量' },
    ],
    gallery: [
      { src: 'images/cases/case-34-gallery-1.svg', alt: '蓝鲸航空：官网首页与航班搜索' },
      { src: 'images/cases/case-34-gallery-2.svg', alt: '蓝鲸航空：舱位退改规则对比表' },
      { src: 'images/cases/case-34-gallery-3.svg', alt: '蓝鲸航空：“我的行程”管理中心' },
    ],
  },
  {
    id: 35,
    brand: '驿充能源',
    title: '充电地图小程序 V2.0',
    summary: '为充电运营商重写充电地图小程序，找桩、排队、支付在一个页面里完成。',
    cover: 'images/cases/case-35-cover.svg',
    industryId: 5,
    serviceId: 15,
    typeId: 114,
    year: 2021,
    background:
      '驿充能源在珠三角运营 4000 多个公共充电桩。车主找桩时常遇到“地图显示空闲、到了却被占”，原小程序的桩位数据每 15 分钟才更新一次，支付还要跳转到另一个页面。',
    challenge:
      '桩位状态要从多家厂商的设备实时回传，而各家协议并不统一；高峰时段热门站点排队严重，需要公平的排队机制；车主常在途中查看，界面必须极简。',
    solution: [
      '接入 6 家设备厂商的通信协议，统一为一套状态服务，桩位状态从 15 分钟刷新改为秒级推送。',
      '地图页直接显示每个站点的空闲桩数与预计等待时间，支持线上排队取号，轮到前 10 分钟提醒车主出发。',
      '扫码即充、充满自动结算，费用明细在结束页一次说清，企业车队可以统一开票。',
    ],
    results: [
      { value: '秒级', label: '桩位状态更新' },
      { value: '-57%', label: '“到站无桩”投诉' },
      { value: '+34%', label: '单桩日均使用率' },
    ],
    gallery: [
      { src: 'images/cases/case-35-gallery-1.svg', alt: '驿充能源：充电地图与各站点空闲桩数' },
      { src: 'images/cases/case-35-gallery-2.svg', alt: '驿充能源：线上排队取号页面' },
      { src: 'images/cases/case-35-gallery-3.svg', alt: '驿充能源：充电结算明细页' },
    ],
  },
  {
    id: 36,
    brand: '途岸房车',
    title: '“跟着房车去远方”线路视频',
    summary: '为房车租赁品牌拍摄线路纪实视频，把租一辆车变成一条可以照着走的路线。',
    cover: 'images/cases/case-36-cover.svg',
    industryId: 5,
    serviceId: 14,
    typeId: 111,
    year: 2020,
    background:
      '途岸房车在成都、昆明和西宁提供房车租赁，车型丰富但知名度有限。多数潜在客户没有房车旅行经验，担心驾驶难、营地少、路线不会规划，咨询后的下单比例一直偏低。',
    challenge:
      '要在旅游旺季前完成多条线路的实地拍摄，川西和青海的高原地区天气多变；内容不仅要拍出风景，更要回答“怎么走、住哪里、要注意什么”这些实际问题。',
    solution: [
      '策划川西、滇西北、青海湖三条经典线路，每条拍摄 5 集，由第一次房车旅行的真实家庭出镜。',
      '每集结尾附上当日里程、营地信息与驾驶提示，汇编成可下载的路线手册，并关联到租车下单页。',
      '把长视频剪成倒车、接电、排水等 20 条“房车小课堂”短片，回答新手最常问的问题。',
    ],
    results: [
      { value: '15 集', label: '线路纪实视频' },
      { value: '2,300 万', label: '系列播放量' },
      { value: '+48%', label: '咨询转化率' },
    ],
    gallery: [
      { src: 'images/cases/case-36-gallery-1.svg', alt: '途岸房车：川西线路纪实视频画面' },
      { src: 'images/cases/case-36-gallery-2.svg', alt: '途岸房车：可下载的路线手册' },
      { src: 'images/cases/case-36-gallery-3.svg', alt: '途岸房车：“房车小课堂”短片封面' },
    ],
  },
  {
    id: 37,
    brand: '跃动单车',
    title: '夏日夜骑城市活动',
    summary: '在三座城市组织夏日夜骑，让共享单车从通勤工具变成一种城市生活方式。',
    cover: 'images/cases/case-37-cover.svg',
    industryId: 5,
    serviceId: 12,
    typeId: 106,
    year: 2017,
    background:
      '跃动单车是一家共享单车运营商，在三座新一线城市投放了 30 万辆车。用车集中在早晚通勤，夜间和周末的车辆闲置率很高，品牌形象也被“乱停乱放”的新闻拖累。',
    challenge:
      '夜间骑行涉及交通安全，路线和时间要与交管部门逐一协调；参与人数多，现场组织复杂；品牌希望借活动传递文明停车的理念，而不只是做一次促销。',
    solution: [
      '与三座城市的交管、城管部门共同规划 8 到 12 公里的滨江夜骑路线，沿途设置志愿者与补给点，全程配备骑行引导车。',
      '在 App 内报名并领取电子骑行证，活动期间夜间骑行免费；骑行结束后在指定点位规范停车，即可点亮“文明骑士”勋章。',
      '沿途设置城市灯光打卡点，参与者分享的照片汇集成一张城市夜骑地图，在社交平台上持续传播。',
    ],
    results: [
      { value: '6.5 万', label: '夜骑参与人次' },
      { value: '+43%', label: '活动期夜间骑行量' },
      { value: '92%', label: '规范停车率' },
    ],
    gallery: [
      { src: 'images/cases/case-37-gallery-1.svg', alt: '跃动单车：滨江夜骑路线与补给点' },
      { src: 'images/cases/case-37-gallery-2.svg', alt: '跃动单车：电子骑行证与“文明骑士”勋章' },
      { src: 'images/cases/case-37-gallery-3.svg', alt: '跃动单车：城市夜骑打卡地图' },
    ],
  },
  {
    id: 38,
    brand: '沿江城际铁路',
    title: '票务与乘车服务设计系统',
    summary: '为城际铁路建立覆盖购票 App、闸机屏与站内导视的设计系统，换乘指引第一次保持一致。',
    cover: 'images/cases/case-38-cover.svg',
    industryId: 5,
    serviceId: 16,
    typeId: 118,
    year: 2023,
    background:
      '沿江城际铁路连接 6 座城市，日均客流 35 万人次，与地铁、公交多处换乘。购票 App、闸机屏幕和站内导视由不同单位设计，线路颜色、站名译写和图标互不统一，旅客换乘时常常迷路。',
    challenge:
      '设计系统要同时兼容数字屏、印刷导视与手机三种介质；线路颜色必须与沿线城市的地铁系统明显区分；站名与多语言译写要符合各城市交通部门的标准。',
    solution: [
      '确立线路色、站点编码与图标三大基础规范，定义 6 条线路色和 140 个交通图标，并在强光与夜间环境下逐一测试可读性。',
      '为 App、闸机屏与导视牌分别制定排版与组件规则，确保“换乘”“出口”等关键信息在三种介质上的表达完全一致。',
      '建立设计系统网站与审批流程，新站开通时由站务部门按模板出图，设计团队只负责审核。',
    ],
    results: [
      { value: '140 个', label: '统一交通图标' },
      { value: '-40%', label: '换乘问询量' },
      { value: '6 座', label: '城市统一执行' },
    ],
    gallery: [
      { src: 'images/cases/case-38-gallery-1.svg', alt: '沿江城际铁路：线路色与站点编码规范' },
      {
        src: 'images/cases/case-38-gallery-2.svg',
        alt: '沿江城际铁路：闸机屏与 App 一致的换乘指引',
      },
      { src: 'images/cases/case-38-gallery-3.svg', alt: '沿江城际铁路：站内导视牌应用' },
    ],
  },
  {
    id: 39,
    brand: '迅川物流',
    title: '干线调度数据平台',
    summary: '为物流公司搭建干线调度数据平台，车辆空驶率从三成降到两成以内。',
    cover: 'images/cases/case-39-cover.svg',
    industryId: 5,
    serviceId: 15,
    typeId: 115,
    year: 2022,
    background:
      '迅川物流拥有 1500 辆干线运输车辆，服务快消品和家电客户。调度员依靠电话和表格安排车辆，回程很难找到货源，空驶率长期在 30% 以上，客户也看不到货物的实时位置。',
    challenge:
      '车辆定位、订单和司机排班数据分散在三套系统里；调度规则复杂，涉及时效、车型和司机休息时长；平台要在不中断业务的前提下，逐步替换原有的工作方式。',
    solution: [
      '整合车辆定位、订单与排班数据，建立全国线路运力地图，调度员可以直观看到每条线路的在途车辆与空闲运力。',
      '开发回程配货推荐：车辆卸货前 6 小时自动匹配附近的待运订单，调度员确认后一键派单，并自动校验司机的合规休息时长。',
      '为客户提供运单追踪页面，货物位置与预计到达时间实时更新，出现异常时主动通知。',
    ],
    results: [
      { value: '32% → 18%', label: '车辆空驶率' },
      { value: '-60%', label: '调度电话量' },
      { value: '1500 辆', label: '接入平台的车辆' },
    ],
    gallery: [
      { src: 'images/cases/case-39-gallery-1.svg', alt: '迅川物流：全国线路运力地图' },
      { src: 'images/cases/case-39-gallery-2.svg', alt: '迅川物流：回程配货推荐列表' },
      { src: 'images/cases/case-39-gallery-3.svg', alt: '迅川物流：客户运单追踪页面' },
    ],
  },
  {
    id: 40,
    brand: '澄光汽车',
    title: '新能源汽车品牌视觉发布',
    summary: '为新能源汽车新品牌打造从车标到发布会的完整视觉体系。',
    cover: 'images/cases/case-40-cover.svg',
    industryId: 5,
    serviceId: 13,
    typeId: 107,
    year: 2023,
    background:
      '澄光汽车是一家新成立的新能源汽车品牌，首款车型定位年轻家庭的城市 SUV。品牌要在半年内完成从视觉建立到首款车发布的全过程，而市场上同类新品牌众多，视觉同质化严重。',
    challenge:
      '视觉要覆盖车标、门店、App、发布会和车身细节等大量载体；车标需满足金属铸造与灯光点亮的工艺要求；品牌要在“科技感”之外建立温暖、可信赖的印象。',
    solution: [
      '以“清晨第一缕光”为创意原点，设计由光线折射构成的车标，可在车头以灯光点亮；主色选用暖白与晨曦橙，区别于行业常见的冷蓝。',
      '建立覆盖 12 类载体的视觉规范，包括门店空间、App 界面、车机开机动画和车身铭牌，并与工程团队联合验证工艺可行性。',
      '负责发布会主视觉与舞台画面，以一天中光线的变化为结构，串联起整场产品介绍。',
    ],
    results: [
      { value: '12 类', label: '视觉应用载体' },
      { value: '6 个月', label: '从车标到发布' },
      { value: '3.8 万', label: '发布会当晚预订' },
    ],
    gallery: [
      { src: 'images/cases/case-40-gallery-1.svg', alt: '澄光汽车：车标与灯光点亮效果' },
      { src: 'images/cases/case-40-gallery-2.svg', alt: '澄光汽车：门店空间与车机屏幕视觉应用' },
      { src: 'images/cases/case-40-gallery-3.svg', alt: '澄光汽车：发布会舞台主视觉' },
    ],
  },
  {
    id: 41,
    brand: '星河储能',
    title: '中英文品牌官网',
    summary: '为储能设备制造商搭建中英文官网，把复杂的技术参数讲给海外经销商听。',
    cover: 'images/cases/case-41-cover.svg',
    industryId: 6,
    serviceId: 11,
    typeId: 101,
    year: 2022,
    background:
      '星河储能生产家用与工商业储能设备，海外收入占比超过六成。原官网只有中文版本，产品页以参数表为主，海外经销商反馈找不到应用案例和认证信息，收到的询盘质量也不高。',
    challenge:
      '储能产品的技术参数多，各国的认证要求和电网标准又各不相同；官网要同时服务家庭用户、安装商和经销商三类访客；询盘数据需要直接进入销售系统。',
    solution: [
      '按访客角色重组导航：家庭用户看“能省多少电费”，安装商看安装手册与认证，经销商看合作政策与区域案例。',
      '开发储能收益计算器：输入所在地区与用电习惯即可估算回本周期，计算结果可以一键发起询盘。',
      '产品认证按国家与地区分类展示，技术文档支持在线预览与下载，询盘表单字段直连客户的销售系统。',
    ],
    results: [
      { value: '+150%', label: '有效海外询盘' },
      { value: '2 种', label: '上线语言' },
      { value: '-46%', label: '销售重复答疑' },
    ],
    gallery: [
      { src: 'images/cases/case-41-gallery-1.svg', alt: '星河储能：按访客角色分流的官网首页' },
      { src: 'images/cases/case-41-gallery-2.svg', alt: '星河储能：储能收益计算器' },
      { src: 'images/cases/case-41-gallery-3.svg', alt: '星河储能：按国家分类的认证信息页' },
    ],
  },
  {
    id: 42,
    brand: '声浪声学',
    title: '降噪耳机产品包装',
    summary: '为国产耳机品牌设计一款“会安静下来”的包装，开箱就是一次降噪体验。',
    cover: 'images/cases/case-42-cover.svg',
    industryId: 6,
    serviceId: 13,
    typeId: 108,
    year: 2021,
    background:
      '声浪声学是一家专注音频技术的消费电子品牌，新款主动降噪耳机即将上市。过往包装沿用通用的吸塑结构，在数码卖场的货架上很难被注意到，开箱体验也被用户评价为“和白牌差不多”。',
    challenge:
      '包装要保护精密产品，同时减少塑料，满足出口市场的环保法规；开箱顺序还要契合用户首次配对的操作步骤；单个包装成本控制在原来的 1.2 倍以内。',
    solution: [
      '以“声音渐弱”为概念：盒面用由密到疏的声波线条表现降噪，打开盒盖后，内衬上的声波逐层变浅，最后露出产品。',
      '内部结构全部改用纸浆模塑，取消吸塑和塑料袋；配件按“取出耳机—开盒配对—佩戴调节”的顺序排列，盒盖内印有三步快速指引。',
      '同步设计零售货架展示盒与电商开箱视频分镜，强化同一种“安静下来”的体验。',
    ],
    results: [
      { value: '0', label: '包装内塑料件' },
      { value: '+32%', label: '零售渠道销量' },
      { value: '1.15 倍', label: '单个包装成本' },
    ],
    gallery: [
      { src: 'images/cases/case-42-gallery-1.svg', alt: '声浪声学：声波渐弱的包装外观' },
      { src: 'images/cases/case-42-gallery-2.svg', alt: '声浪声学：纸浆模塑内衬与配件摆放顺序' },
      { src: 'images/cases/case-42-gallery-3.svg', alt: '声浪声学：零售货架展示盒' },
    ],
  },
  {
    id: 43,
    brand: '匠芯半导体',
    title: '芯片设计软件体验咨询',
    summary: '为芯片设计软件厂商做体验诊断，工程师每天的重复操作从两小时降到半小时。',
    cover: 'images/cases/case-43-cover.svg',
    industryId: 6,
    serviceId: 16,
    typeId: 116,
    year: 2020,
    background:
      '匠芯半导体开发芯片设计辅助软件，用户是国内芯片设计公司的工程师。软件功能强大，但交互方式停留在十多年前，新工程师上手需要两个月，客户续约时多次提出易用性问题。',
    challenge:
      '工业软件专业门槛高，设计团队要先弄懂芯片设计流程；用户是高度熟练的专家，任何改动都可能打断肌肉记忆；咨询成果还要能在现有架构上逐步落地。',
    solution: [
      '驻场观察 18 位工程师的日常工作，记录 2400 次操作，发现 60% 的时间花在窗口切换和参数重复输入上。',
      '提出“不改习惯、先减重复”的改进原则：保留全部快捷键，新增参数模板、历史复用与批量修改，按投入产出排出 20 项改进。',
      '为客户建立可用性测试机制与界面规范，并陪同研发团队完成前 6 项改进的落地验证。',
    ],
    results: [
      { value: '2 小时 → 30 分钟', label: '每日重复操作' },
      { value: '2 个月 → 3 周', label: '新工程师上手周期' },
      { value: '20 项', label: '优先级改进清单' },
    ],
    gallery: [
      { src: 'images/cases/case-43-gallery-1.svg', alt: '匠芯半导体：工程师操作录屏分析' },
      { src: 'images/cases/case-43-gallery-2.svg', alt: '匠芯半导体：参数模板与批量修改方案' },
      { src: 'images/cases/case-43-gallery-3.svg', alt: '匠芯半导体：改进优先级路线图' },
    ],
  },
  {
    id: 44,
    brand: '智羽无人机',
    title: '新品发布：飞过城市的一天',
    summary: '为消费级无人机新品策划整合营销，用 24 小时不间断航拍证明夜景与续航。',
    cover: 'images/cases/case-44-cover.svg',
    industryId: 6,
    serviceId: 12,
    typeId: 104,
    year: 2019,
    background:
      '智羽无人机是一家消费级无人机厂商，新品主打夜景拍摄与 40 分钟续航。航拍器市场品牌集中度高，智羽在年轻用户中的认知度不足，新品首发需要在短时间内建立差异化印象。',
    challenge:
      '无人机飞行受空域管理限制，城市拍摄必须合规报备；产品卖点偏技术，普通消费者很难从参数表中感知差异；线上与线下渠道还需要在同一天同步上市。',
    solution: [
      '策划“飞过城市的一天”：完成空域报备后，用新品在一座城市连续航拍 24 小时，从日出拍到深夜，用同一台机器证明续航与夜景能力。',
      '把 24 小时素材剪成一支主片、12 条城市时刻短片和一组夜景对比图，在发布会、社交平台与电商详情页同步使用。',
      '邀请 50 位航拍爱好者提前试飞，首发当天在社交平台发布真实作品，线下门店同步设置夜景样片体验区。',
    ],
    results: [
      { value: '2.4 亿', label: '全网曝光' },
      { value: '3.1 倍', label: '首发月销量（对比上代）' },
      { value: '50 位', label: '首发试飞创作者' },
    ],
    gallery: [
      { src: 'images/cases/case-44-gallery-1.svg', alt: '智羽无人机：“飞过城市的一天”主视觉' },
      { src: 'images/cases/case-44-gallery-2.svg', alt: '智羽无人机：从日出到深夜的城市时刻短片' },
      { src: 'images/cases/case-44-gallery-3.svg', alt: '智羽无人机：门店夜景样片体验区' },
    ],
  },
  {
    id: 45,
    brand: '栗子智能家居',
    title: '全屋智能 App 设计',
    summary: '把 40 多类智能设备收进一个 App，全家人都能用，而且不用学。',
    cover: 'images/cases/case-45-cover.svg',
    industryId: 6,
    serviceId: 11,
    typeId: 103,
    year: 2021,
    background:
      '栗子智能家居销售照明、窗帘、门锁、安防等 40 多类智能设备。设备买回家后，往往只有一位家人会用 App 配置，其他家人仍然手动开关，设备活跃度在三个月后明显下降。',
    challenge:
      '设备品类多、能力差异大，App 很容易变成一堆遥控器的简单集合；家庭成员从孩子到老人都要能用、敢用；而设备首次配网，恰恰是新用户流失最严重的环节。',
    solution: [
      '以“房间”和“场景”替代设备列表作为首页核心，回家、睡前、离家等常用场景一键触发，设备细节收进二级页面。',
      '为不同家庭成员设计不同视图：长辈模式只保留大按钮场景，孩子账号限制门锁与安防操作，家长统一管理权限。',
      '配网改为扫码自动识别设备型号，步骤从 9 步减为 3 步，失败时给出具体原因和动图指引。',
    ],
    results: [
      { value: '9 → 3 步', label: '设备配网' },
      { value: '+58%', label: '三个月设备活跃度' },
      { value: '2.7 人', label: '每户平均使用人数' },
    ],
    gallery: [
      { src: 'images/cases/case-45-gallery-1.svg', alt: '栗子智能家居：按房间与场景组织的首页' },
      { src: 'images/cases/case-45-gallery-2.svg', alt: '栗子智能家居：长辈模式的大按钮视图' },
      { src: 'images/cases/case-45-gallery-3.svg', alt: '栗子智能家居：扫码配网三步流程' },
    ],
  },
  {
    id: 46,
    brand: '铸恒机床',
    title: '数控系统界面设计系统',
    summary: '为机床制造商建立数控系统的界面设计系统，操作员换一台机床不用重新学。',
    cover: 'images/cases/case-46-cover.svg',
    industryId: 6,
    serviceId: 16,
    typeId: 118,
    year: 2022,
    background:
      '铸恒机床生产车床、加工中心等 30 多个系列的数控机床。各系列的操作界面由不同研发小组开发，按钮位置、报警提示和参数命名互不统一，工厂操作员换机操作时很容易出错。',
    challenge:
      '车间光线复杂、操作员常戴手套，触控区域和对比度的要求远高于消费产品；界面运行在性能有限的工控屏上；报警信息关乎安全，必须准确、醒目、可追溯。',
    solution: [
      '制定工业场景的基础规范：最小触控区域 15 毫米、四级报警色与图形双重编码、夜班模式下的低眩光配色。',
      '建立 180 个组件的界面库，以工控屏的渲染性能为约束完成开发验证，每个组件都定义了物理按键的映射方式。',
      '统一 2600 条报警信息的表述格式，每条都写明原因、影响与处理步骤，并与维修手册编号一一对应。',
    ],
    results: [
      { value: '-46%', label: '换机操作失误' },
      { value: '180 个', label: '工业界面组件' },
      { value: '2,600 条', label: '统一表述的报警信息' },
    ],
    gallery: [
      { src: 'images/cases/case-46-gallery-1.svg', alt: '铸恒机床：数控系统主操作界面' },
      { src: 'images/cases/case-46-gallery-2.svg', alt: '铸恒机床：四级报警色与图形编码' },
      { src: 'images/cases/case-46-gallery-3.svg', alt: '铸恒机床：工业界面组件库' },
    ],
  },
  {
    id: 47,
    brand: '澄矩机器人',
    title: '扫地机器人电商运营',
    summary: '为扫地机器人品牌接手电商运营，用真实家庭测评把退货率降了一半。',
    cover: 'images/cases/case-47-cover.svg',
    industryId: 6,
    serviceId: 14,
    typeId: 112,
    year: 2023,
    background:
      '澄矩机器人是一家扫地机器人品牌，电商渠道贡献八成销售。产品口碑不错，但退货率高达 12%，主要原因是用户期待与实际场景不符，比如地毯、宠物毛发和门槛的处理效果。',
    challenge:
      '品类竞争激烈，平台流量成本逐年上升；既要提升转化，又要降低退货，这两个目标常常互相矛盾；产品型号多，普通用户很难选出最适合自己家的那一款。',
    solution: [
      '走进 30 个真实家庭拍摄测评，覆盖养宠、地毯、老房门槛等场景，详情页按户型与痛点展示真实的清扫效果。',
      '上线“选机助手”问答：回答户型、地面材质与是否养宠三个问题即可推荐型号，并直接说明哪些场景不适合。',
      '建立售后评价周报，把退货原因反馈给产品与客服团队，高频问题转化为新的详情页说明和使用视频。',
    ],
    results: [
      { value: '12% → 6.5%', label: '退货率' },
      { value: '+37%', label: '详情页转化率' },
      { value: '30 户', label: '真实家庭测评' },
    ],
    gallery: [
      { src: 'images/cases/case-47-gallery-1.svg', alt: '澄矩机器人：真实家庭清扫效果对比' },
      { src: 'images/cases/case-47-gallery-2.svg', alt: '澄矩机器人：“选机助手”问答页面' },
      { src: 'images/cases/case-47-gallery-3.svg', alt: '澄矩机器人：退货原因周报看板' },
    ],
  },
  {
    id: 48,
    brand: '方糖手表',
    title: '儿童手表教程短视频',
    summary: '用 24 支家长一看就会的教程短视频，替代没人读的说明书。',
    cover: 'images/cases/case-48-cover.svg',
    industryId: 6,
    serviceId: 14,
    typeId: 111,
    year: 2020,
    background:
      '方糖手表是一家儿童智能手表品牌，客服中心每月接到 6 万通电话，一半都是基础功能问题，比如设置上课禁用、绑定第二位家长。纸质说明书几乎没有人读。',
    challenge:
      '家长通常在忙乱中才想起查教程，视频必须足够短而直接；手表有多个型号，界面略有差别；客服希望能在电话里直接发送视频链接，缩短每通电话的时间。',
    solution: [
      '从客服工单中提取 24 个高频问题，每个问题拍成一支 60 秒以内的竖版教程，由真实家庭的家长和孩子出镜。',
      '画面采用手机屏幕与手表屏幕同屏对照，关键步骤放大标注，不同型号的差异在片尾单独说明。',
      '视频按问题编号接入 App 帮助中心与客服系统，客服一键即可发送对应视频，包装内附扫码观看卡片。',
    ],
    results: [
      { value: '-44%', label: '基础功能咨询来电' },
      { value: '24 支', label: '教程短视频' },
      { value: '-3 分钟', label: '平均通话时长' },
    ],
    gallery: [
      { src: 'images/cases/case-48-gallery-1.svg', alt: '方糖手表：手机与手表同屏对照的教程画面' },
      { src: 'images/cases/case-48-gallery-2.svg', alt: '方糖手表：App 帮助中心视频目录' },
      { src: 'images/cases/case-48-gallery-3.svg', alt: '方糖手表：包装内的扫码观看卡片' },
    ],
  },
  {
    id: 49,
    brand: '云栖智居',
    title: '线上售楼处与项目官网',
    summary: '为改善型住宅项目搭建线上售楼处，客户到访前就能看懂户型与社区。',
    cover: 'images/cases/case-49-cover.svg',
    industryId: 7,
    serviceId: 11,
    typeId: 101,
    year: 2019,
    background:
      '云栖智居是一家专注改善型住宅的开发商，新项目位于城市新区，周边配套仍在建设中。客户往往要多次到访售楼处才做决定，置业顾问大量时间花在重复讲解区位和户型上。',
    challenge:
      '新区配套尚未落成，必须如实呈现规划与建设进度，不能过度承诺；户型信息复杂，要在手机上讲清空间尺度；广告法对房地产宣传的用语也有严格限制。',
    solution: [
      '建立区位与配套时间轴，学校、地铁、商业按“已建成、在建、规划中”分别标注，并附上政府公示来源。',
      '户型页提供可旋转的三维模型与家具摆放示意，关键尺寸直接标注，客户可以收藏户型并预约置业顾问讲解。',
      '全站文案由法务逐条审核，效果图一律标注“仅供参考”，并沉淀合规文案清单，供后续项目复用。',
    ],
    results: [
      { value: '+65%', label: '线上预约到访' },
      { value: '2.8 → 1.9 次', label: '成交前平均到访' },
      { value: '0 起', label: '宣传合规问题' },
    ],
    gallery: [
      { src: 'images/cases/case-49-gallery-1.svg', alt: '云栖智居：区位与配套建设时间轴' },
      { src: 'images/cases/case-49-gallery-2.svg', alt: '云栖智居：三维户型与家具摆放示意' },
      { src: 'images/cases/case-49-gallery-3.svg', alt: '云栖智居：线上预约置业顾问' },
    ],
  },
  {
    id: 50,
    brand: '山屿酒店',
    title: '山地度假酒店品牌视觉',
    summary: '为山地度假酒店建立视觉识别，把“山中一屿”的安静感延伸到每一件客房用品。',
    cover: 'images/cases/case-50-cover.svg',
    industryId: 7,
    serviceId: 13,
    typeId: 107,
    year: 2022,
    background:
      '山屿酒店是一家位于浙南山区的精品度假酒店，由老村落改造而成，拥有 48 间客房。开业在即，酒店需要一套完整的视觉识别，覆盖标识、导视、客房用品和线上预订渠道。',
    challenge:
      '酒店的核心价值是环境与安静，视觉必须克制、不能喧宾夺主；物料要用当地可获取的材料，便于小批量制作；品牌在预订平台的缩略图里也要有辨识度。',
    solution: [
      '标识取自山形与岛屿的轮廓，用一条连续的线条绘成，配色取自当地的青石、竹林与晨雾。',
      '导视与客房用品采用本地竹木和石材，以激光雕刻代替印刷，欢迎卡、茶包和信纸统一为手作质感。',
      '为线上渠道制定统一的图片构图与色调规范，缩略图里也保持同一种视觉节奏，便于客人辨认。',
    ],
    results: [
      { value: '86%', label: '开业首年入住率' },
      { value: '+40%', label: '直订渠道占比' },
      { value: '120 项', label: '视觉应用物料' },
    ],
    gallery: [
      { src: 'images/cases/case-50-gallery-1.svg', alt: '山屿酒店标识与色彩' },
      { src: 'images/cases/case-50-gallery-2.svg', alt: '山屿酒店：竹木材质的客房用品' },
      { src: 'images/cases/case-50-gallery-3.svg', alt: '山屿酒店：酒店导视系统' },
    ],
  },
  {
    id: 51,
    brand: '一隅咖啡',
    title: '咖啡豆包装与杯具设计',
    summary: '为精品咖啡品牌设计能按产地“收集”的咖啡豆包装，零售线营收翻了一倍。',
    cover: 'images/cases/case-51-cover.svg',
    industryId: 7,
    serviceId: 13,
    typeId: 108,
    year: 2020,
    background:
      '一隅咖啡在西南地区有 28 家门店，坚持自家烘焙。门店饮品销售稳定，咖啡豆零售却一直不温不火，顾客反映从包装上看不出产地与风味的差异，拿来送礼也不够体面。',
    challenge:
      '品牌每季上新 4 到 6 款单品豆，包装要能快速更换而不必重新开模；包装上既要传达烘焙度与风味，又要保持品牌的统一感；单袋包装成本不能明显上涨。',
    solution: [
      '采用统一的牛皮纸袋结构，以可替换的产地贴纸区分单品豆，贴纸插画描绘当地风土与采收场景，形成一套可收集的系列。',
      '设计风味轮图标与烘焙度色条，顾客一眼就能比较酸度、甜感与醇厚度。',
      '同步设计外带杯、杯套与礼盒，礼盒可容纳三款单品豆，适合节日送礼。',
    ],
    results: [
      { value: '+112%', label: '咖啡豆零售营收' },
      { value: '4–6 款/季', label: '包装快速更新' },
      { value: '+0.6 元', label: '单袋包装成本' },
    ],
    gallery: [
      { src: 'images/cases/case-51-gallery-1.svg', alt: '一隅咖啡：可替换产地贴纸的咖啡豆包装' },
      { src: 'images/cases/case-51-gallery-2.svg', alt: '一隅咖啡：风味轮与烘焙度色条' },
      { src: 'images/cases/case-51-gallery-3.svg', alt: '一隅咖啡：外带杯与节日礼盒' },
    ],
  },
  {
    id: 52,
    brand: '栖木家居',
    title: '小户型改造新媒体运营',
    summary: '以“小户型改造”为内容核心，为原木家具品牌运营新媒体账号一整年。',
    cover: 'images/cases/case-52-cover.svg',
    industryId: 7,
    serviceId: 14,
    typeId: 110,
    year: 2021,
    background:
      '栖木家居是一家原木家具品牌，主打适合小户型的模块化家具。品牌账号以产品图为主，互动很少；而目标用户——租房和首次置业的年轻人——最关心的，是如何在有限空间里住得舒服。',
    challenge:
      '家具客单价高、购买频次低，内容需要长期积累信任；真实的改造案例要取得用户授权入户拍摄，执行难度大；内容还要与门店和电商的销售形成闭环。',
    solution: [
      '推出“40 平方米也能好好生活”系列，每期跟拍一户真实的小户型改造，记录预算、尺寸和改造前后的对比。',
      '每期提供可下载的平面图与家具清单，清单中的商品可直接跳转购买，门店同步陈列“本期改造”样板间。',
      '开设粉丝改造征集，每月选出一户由品牌提供设计与家具，持续产出内容，也带动更多用户投稿。',
    ],
    results: [
      { value: '+320%', label: '粉丝数' },
      { value: '48 期', label: '改造系列内容' },
      { value: '19%', label: '内容带来的成交占比' },
    ],
    gallery: [
      { src: 'images/cases/case-52-gallery-1.svg', alt: '栖木家居：小户型改造前后对比' },
      { src: 'images/cases/case-52-gallery-2.svg', alt: '栖木家居：可下载的平面图与家具清单' },
      { src: 'images/cases/case-52-gallery-3.svg', alt: '栖木家居：门店“本期改造”样板间' },
    ],
  },
  {
    id: 53,
    brand: '朝晖里商业街区',
    title: '开街季活动策划',
    summary: '为城市更新街区策划为期一个月的开街季，老厂区第一次有了夜间客流。',
    cover: 'images/cases/case-53-cover.svg',
    industryId: 7,
    serviceId: 12,
    typeId: 106,
    year: 2023,
    background:
      '朝晖里是一条由老厂区改造而成的商业街区，引入了 60 家餐饮、书店和手作品牌。街区位置稍偏，开街前的调研显示周边居民对“又一条商业街”兴趣不大，商户也担心开业冷清。',
    challenge:
      '活动要同时照顾工作日与周末的客流，不能只靠一场开幕式；老厂区的消防与安全要求严格，大型活动审批周期长；还要让商户真正参与进来，而不是被动配合。',
    solution: [
      '以“厂区记忆”为主题策划一个月的开街季：周末市集、工作日夜间电影与老工人口述展览交替进行，保证每天都有来访的理由。',
      '与 60 家商户共同设计“街区通票”，消费满额即可在其他商户兑换体验，引导客流在街区内流动。',
      '提前两个月与消防、城管部门沟通方案，所有活动按审批要求分区限流，开街季期间零安全事故。',
    ],
    results: [
      { value: '42 万', label: '开街季到访人次' },
      { value: '+58%', label: '夜间客流占比' },
      { value: '0 起', label: '安全事故' },
    ],
    gallery: [
      { src: 'images/cases/case-53-gallery-1.svg', alt: '朝晖里商业街区：“厂区记忆”开街季主视觉' },
      { src: 'images/cases/case-53-gallery-2.svg', alt: '朝晖里商业街区：周末市集与夜间电影现场' },
      { src: 'images/cases/case-53-gallery-3.svg', alt: '朝晖里商业街区：街区通票与商户兑换' },
    ],
  },
  {
    id: 54,
    brand: '素岚美妆',
    title: '618 (直播+种草) 整合营销',
    summary: '为国货护肤品牌策划年中大促，用“成分实验室”内容替代价格战。',
    cover: 'images/cases/case-54-cover.svg',
    industryId: 7,
    serviceId: 12,
    typeId: 104,
    year: 2021,
    background:
      '素岚美妆是一家主打植物成分的国货护肤品牌，核心单品是一款修护精华。过去的大促往往依赖主播压价，销量上去了，利润和品牌价值却被一再稀释。',
    challenge:
      '大促期间平台内的价格竞争非常激烈；护肤品功效宣传受到严格监管，每一句说法都要有检测依据；品牌希望直播与种草内容形成合力，而不是各做各的。',
    solution: [
      '搭建“成分实验室”内容主线：公开第三方检测报告，用实验过程短片讲清修护精华的成分与用法，所有功效表述都对应检测编号。',
      '种草阶段邀请 80 位不同肤质的真实用户进行 28 天打卡；直播阶段由研发人员与主播同台答疑，折扣不低于日常价的七折。',
      '设立大促作战室，每天复盘种草内容与直播转化数据，及时调整投放重点。',
    ],
    results: [
      { value: '+88%', label: '大促期间成交额' },
      { value: '+12 个百分点', label: '毛利率' },
      { value: '80 位', label: '28 天真实打卡用户' },
    ],
    gallery: [
      { src: 'images/cases/case-54-gallery-1.svg', alt: '素岚美妆：“成分实验室”主视觉' },
      { src: 'images/cases/case-54-gallery-2.svg', alt: '素岚美妆：28 天真实用户打卡记录' },
      { src: 'images/cases/case-54-gallery-3.svg', alt: '素岚美妆：研发人员直播答疑画面' },
    ],
  },
  {
    id: 55,
    brand: '暖居物业',
    title: '业主服务小程序',
    summary: '为物业公司设计业主服务小程序，报修从打电话干等变成可追踪的工单。',
    cover: 'images/cases/case-55-cover.svg',
    industryId: 7,
    serviceId: 11,
    typeId: 102,
    year: 2020,
    background:
      '暖居物业管理着 85 个住宅小区，服务 12 万户业主。报修、缴费和投诉主要靠电话和前台登记，处理进度不透明，在业主满意度调查中，“响应慢”位列投诉首位。',
    challenge:
      '业主中老年人比例较高，小程序必须足够易用；维修师傅习惯电话沟通，推动他们使用工单系统要循序渐进；各小区收费标准不同，缴费信息必须准确无误。',
    solution: [
      '报修采用“拍照加一句话”的方式提交，自动识别小区与房号，从派单到完工的每一步都通知业主。',
      '维修师傅端以语音为主，接单、到场、完工三个节点都可以语音确认，尽量减少打字。',
      '物业费、停车费集中在“我的账单”，明细逐项列出，支持子女为父母代缴，贴合老年业主的实际需要。',
    ],
    results: [
      { value: '-61%', label: '报修平均响应时间' },
      { value: '+24 分', label: '业主满意度' },
      { value: '78%', label: '线上缴费率' },
    ],
    gallery: [
      { src: 'images/cases/case-55-gallery-1.svg', alt: '暖居物业：拍照报修与进度通知' },
      { src: 'images/cases/case-55-gallery-2.svg', alt: '暖居物业：维修师傅的语音工单' },
      { src: 'images/cases/case-55-gallery-3.svg', alt: '暖居物业：“我的账单”与代缴' },
    ],
  },
  {
    id: 56,
    brand: '醴泉酒业',
    title: '黄酒品牌电商运营',
    summary: '为百年黄酒品牌运营电商渠道，用“温一壶”的饮用场景打开年轻市场。',
    cover: 'images/cases/case-56-cover.svg',
    industryId: 7,
    serviceId: 14,
    typeId: 112,
    year: 2022,
    background:
      '醴泉酒业是一家有百年历史的黄酒企业，在江浙沪的中老年消费者中认知度很高。电商渠道起步晚，年轻人觉得黄酒不是“料酒”就是“长辈喝的酒”，线上销售额多年停滞。',
    challenge:
      '酒类电商竞争激烈、营销手段受限；要在不伤害老客户的前提下建立年轻化的新产品线；黄酒的饮用方式有讲究，需要耐心教育用户，却不能居高临下地说教。',
    solution: [
      '以“温一壶”为核心场景推出小瓶装，并给出冰饮、热饮两种喝法，详情页以火锅、大闸蟹、冬夜围炉等场景呈现。',
      '重新规划店铺货架：老客户熟悉的经典款与年轻化的小瓶装分区展示，各自保留独立的会员权益。',
      '建立秋冬季节营销日历，结合节气推出限定口味，店铺内容随节气同步更新。',
    ],
    results: [
      { value: '+95%', label: '电商年度销售额' },
      { value: '41%', label: '30 岁以下新客占比' },
      { value: '24 个', label: '节气限定内容' },
    ],
    gallery: [
      { src: 'images/cases/case-56-gallery-1.svg', alt: '醴泉酒业：“温一壶”场景详情页' },
      { src: 'images/cases/case-56-gallery-2.svg', alt: '醴泉酒业：小瓶装产品线店铺首页' },
      { src: 'images/cases/case-56-gallery-3.svg', alt: '醴泉酒业：节气限定营销日历' },
    ],
  },
  {
    id: 57,
    brand: '青屿市政务服务中心',
    title: '一网通办 + 政务服务小程序',
    summary: '把 300 多项政务服务搬进小程序，群众办事从“跑几趟”变成“一次不跑”。',
    cover: 'images/cases/case-57-cover.svg',
    industryId: 8,
    serviceId: 11,
    typeId: 102,
    year: 2022,
    background:
      '青屿市政务服务中心统筹全市 40 多个部门的办事窗口，年办件量超过 200 万件。过去各部门各有线上入口，群众要下载多个 App、重复提交材料，大厅高峰期排队常常超过一小时。',
    challenge:
      '事项涉及多个部门的业务系统与数据，打通难度大；服务对象覆盖全体市民，必须满足无障碍与适老化要求；办事指南里大量专业术语，群众很难看懂。',
    solution: [
      '梳理 326 项高频事项，以“我要办什么事”替代部门分类，按出生、上学、就业、养老等人生阶段组织服务入口。',
      '办事指南全部改写为问答形式，所需材料以清单和示例图呈现；已在其他部门提交过的材料自动复用，不必重复上传。',
      '提供长辈模式、读屏适配与大厅预约取号，线上办理遇到问题可以一键转接人工帮办。',
    ],
    results: [
      { value: '326 项', label: '事项线上可办' },
      { value: '68%', label: '线上办件占比' },
      { value: '-70%', label: '大厅平均排队时长' },
    ],
    gallery: [
      {
        src: 'images/cases/case-57-gallery-1.svg',
        alt: '青屿市政务服务中心：按人生阶段组织的服务首页',
      },
      {
        src: 'images/cases/case-57-gallery-2.svg',
        alt: '青屿市政务服务中心：问答式办事指南与材料清单',
      },
      { src: 'images/cases/case-57-gallery-3.svg', alt: '青屿市政务服务中心：长辈模式大字界面' },
    ],
  },
  {
    id: 58,
    brand: '青屿市博物馆',
    title: '[城市记忆] 文物插画与动画短片',
    summary: '为城市博物馆绘制 36 件馆藏文物插画和 6 集动画，让孩子也愿意听文物讲故事。',
    cover: 'images/cases/case-58-cover.svg',
    industryId: 8,
    serviceId: 13,
    typeId: 109,
    year: 2021,
    background:
      '青屿市博物馆藏有 4 万余件文物，年接待观众 80 万人次，其中亲子家庭占比最高。馆方发现孩子们在展厅停留的时间很短，文物说明牌文字艰深，讲解资源又远远不够。',
    challenge:
      '文物插画必须尊重考古与历史事实，不能为了可爱而失真；动画要同时适用于展厅屏幕、线上平台和研学课堂；每一件作品都要经过馆内专家的逐件审核。',
    solution: [
      '与馆内研究员共同挑选 36 件代表性文物，为每件文物绘制“文物自述”插画，器形与纹样严格依据实物与考古报告。',
      '以“一只陶罐的千年旅行”为主线制作 6 集动画，每集 5 分钟，串联这座城市不同时期的生活场景。',
      '插画延伸为展厅互动屏、儿童导览手册与研学课程教具，并授权用于文创产品开发。',
    ],
    results: [
      { value: '36 件', label: '文物插画' },
      { value: '2.1 倍', label: '亲子观众展厅停留时长' },
      { value: '1,500 万', label: '动画线上播放量' },
    ],
    gallery: [
      { src: 'images/cases/case-58-gallery-1.svg', alt: '青屿市博物馆：“文物自述”系列插画' },
      {
        src: 'images/cases/case-58-gallery-2.svg',
        alt: '青屿市博物馆：“一只陶罐的千年旅行”动画画面',
      },
      { src: 'images/cases/case-58-gallery-3.svg', alt: '青屿市博物馆：儿童导览手册' },
    ],
  },
  {
    id: 59,
    brand: '梧桐市图书馆',
    title: '无障碍官网与数字资源平台',
    summary: '按无障碍标准重建图书馆官网，视障读者第一次可以独立完成借阅预约。',
    cover: 'images/cases/case-59-cover.svg',
    industryId: 8,
    serviceId: 15,
    typeId: 113,
    year: 2020,
    background:
      '梧桐市图书馆藏书 300 万册，拥有电子书、有声书和地方文献等 20 多个数字资源库。原官网建于十年前，各数据库入口分散、需要分别登录，视障读者几乎无法使用。',
    challenge:
      '官网要满足信息无障碍的相关标准，兼容主流读屏软件；二十多个外购数据库来自不同厂商，无法逐一改造；地方文献的数字化内容量大，检索性能要求高。',
    solution: [
      '按无障碍标准重写全站前端，所有页面支持键盘操作与读屏朗读，并邀请 12 位视障读者参与三轮可用性测试。',
      '建立统一认证与一站式检索，读者登录一次即可访问全部数据库，检索结果跨库合并展示。',
      '为地方文献建立全文检索索引，百万页古籍扫描件支持按关键词定位到具体页，响应时间控制在 1 秒以内。',
    ],
    results: [
      { value: '100%', label: '页面通过无障碍检测' },
      { value: '20+', label: '数据库统一登录' },
      { value: '0.8 秒', label: '古籍全文检索响应' },
    ],
    gallery: [
      { src: 'images/cases/case-59-gallery-1.svg', alt: '梧桐市图书馆：高对比度的无障碍官网首页' },
      { src: 'images/cases/case-59-gallery-2.svg', alt: '梧桐市图书馆：跨库一站式检索结果页' },
      { src: 'images/cases/case-59-gallery-3.svg', alt: '梧桐市图书馆：地方古籍全文检索' },
    ],
  },
  {
    id: 60,
    brand: '青屿市文化和旅游局',
    title: '城市文旅新媒体运营：青屿一日',
    summary: '为城市文旅账号打造“青屿一日”栏目，把一座小众海滨城市推上周末出游清单。',
    cover: 'images/cases/case-60-cover.svg',
    industryId: 8,
    serviceId: 14,
    typeId: 110,
    year: 2023,
    background:
      '青屿是一座有千年历史的海滨小城，旅游资源丰富但知名度不高，游客以周边城市的自驾客为主。市文旅局的官方账号以发布政务信息为主，内容很难打动年轻游客。',
    challenge:
      '政务账号要在严肃与活泼之间找到分寸；城市旅游资源分散，需要串成可以照着走的行程；局里的内容团队只有 3 个人，必须建立一套可持续的生产机制。',
    solution: [
      '推出“青屿一日”栏目，每期一条可以照着走的一日行程，标明交通、花费与最佳时段，从早餐铺子一路写到海边日落。',
      '邀请本地居民、民宿主人与非遗传承人担任“城市推荐官”，以第一人称讲述自己眼中的青屿。',
      '为内容团队建立选题库、拍摄模板与审核流程，并组织两期培训，让团队能够独立持续更新。',
    ],
    results: [
      { value: '+410%', label: '账号粉丝数' },
      { value: '+36%', label: '周末外地游客量' },
      { value: '60 期', label: '一日行程内容' },
    ],
    gallery: [
      { src: 'images/cases/case-60-gallery-1.svg', alt: '青屿市文化和旅游局：“青屿一日”行程卡片' },
      {
        src: 'images/cases/case-60-gallery-2.svg',
        alt: '青屿市文化和旅游局：“城市推荐官”系列封面',
      },
      {
        src: 'images/cases/case-60-gallery-3.svg',
        alt: '青屿市文化和旅游局：内容选题库与拍摄模板',
      },
    ],
  },
  {
    id: 61,
    brand: '梧桐市人力资源和社会保障局',
    title: '窗口服务设计培训',
    summary: '为人社系统 300 名窗口工作人员开展服务设计培训，从“按规定办”转向“替群众想”。',
    cover: 'images/cases/case-61-cover.svg',
    industryId: 8,
    serviceId: 16,
    typeId: 117,
    year: 2019,
    background:
      '梧桐市人社局下辖 12 个服务大厅，办理社保、就业、人才等 200 多项业务。群众常反映“材料说不清、来回跑”，局里希望从一线窗口人员入手，提升服务意识与沟通方法。',
    challenge:
      '窗口人员工作繁忙，能集中培训的时间有限；政策类业务规则严格，任何改进都不能突破制度边界；培训成果必须转化为可落地的服务改进，而不是停留在理念上。',
    solution: [
      '设计“服务旅程工作坊”：学员扮演办事群众，完整走一遍业务流程，亲身找出材料说明不清、指引缺失等问题。',
      '以小组为单位，针对本大厅的 3 项高频业务制作一次性告知单与材料示例，在培训期间完成试用与修改。',
      '建立“服务改进提案”机制，每季度评选落地成果，首年即收到 86 项改进提案。',
    ],
    results: [
      { value: '300 名', label: '窗口人员完成培训' },
      { value: '86 项', label: '服务改进提案' },
      { value: '-42%', label: '因材料不全被退回' },
    ],
    gallery: [
      {
        src: 'images/cases/case-61-gallery-1.svg',
        alt: '梧桐市人力资源和社会保障局：“服务旅程工作坊”现场',
      },
      {
        src: 'images/cases/case-61-gallery-2.svg',
        alt: '梧桐市人力资源和社会保障局：一次性告知单与材料示例',
      },
      {
        src: 'images/cases/case-61-gallery-3.svg',
        alt: '梧桐市人力资源和社会保障局：服务改进提案评选',
      },
    ],
  },
  {
    id: 62,
    brand: '星川市数据资源局',
    title: '城市运行数据平台',
    summary: '为城市数据管理部门搭建城市运行平台，18 个部门的数据第一次汇进同一张图。',
    cover: 'images/cases/case-62-cover.svg',
    industryId: 8,
    serviceId: 15,
    typeId: 115,
    year: 2023,
    background:
      '星川市数据资源局负责全市政务数据的归集与共享。交通、气象、水务、应急等部门各有监测系统，一遇到汛期等突发情况，只能靠电话逐个汇总信息，决策效率很低。',
    challenge:
      '跨部门数据标准不一，共享涉及严格的安全与权限管理；平台必须在汛期前上线，工期很紧；除了指挥大屏，还要支持一线人员在移动端接收任务和上报情况。',
    solution: [
      '制定统一的数据目录与接口规范，接入 18 个部门的 260 类数据，按分级分类原则设置访问权限与脱敏规则。',
      '建设城市运行“一张图”，汛期模式下自动叠加降雨、水位、积水点与救援力量分布，异常指标自动预警。',
      '开发移动处置端：预警事件一键派发到责任人，现场照片与处置结果实时回传，形成闭环。',
    ],
    results: [
      { value: '18 个', label: '接入部门' },
      { value: '260 类', label: '共享数据' },
      { value: '15 → 3 分钟', label: '汛期信息汇总' },
    ],
    gallery: [
      { src: 'images/cases/case-62-gallery-1.svg', alt: '星川市数据资源局：城市运行“一张图”' },
      {
        src: 'images/cases/case-62-gallery-2.svg',
        alt: '星川市数据资源局：汛期模式下的积水点预警',
      },
      { src: 'images/cases/case-62-gallery-3.svg', alt: '星川市数据资源局：移动处置端任务派发' },
    ],
  },
  {
    id: 63,
    brand: '星川市志愿服务联合会',
    title: '公益传播：每周一小时',
    summary: '用“每周一小时”倡议，让志愿服务从大型活动变成普通人的日常。',
    cover: 'images/cases/case-63-cover.svg',
    industryId: 8,
    serviceId: 12,
    typeId: 105,
    year: 2018,
    background:
      '星川市志愿服务联合会的注册志愿者超过 20 万人，活跃志愿者却不足一成。志愿活动多集中在节假日的大型活动，普通上班族觉得门槛高、时间难以安排。',
    challenge:
      '公益传播预算有限，主要依靠自有账号与合作媒体；需要把分散在各个社区的小型志愿岗位整合起来；传播内容必须真实可信，避免过度煽情和作秀。',
    solution: [
      '提出“每周一小时”倡议，把志愿岗位拆成一小时就能完成的小任务，如整理社区图书角、教老人用智能手机。',
      '在社交平台推出“一小时故事”系列，记录普通志愿者的一小时，由志愿者本人讲述，配以纪实摄影。',
      '联合社区建立志愿岗位地图，市民按距离和时间报名，服务时长自动累计，可兑换公共文化场馆的优先预约。',
    ],
    results: [
      { value: '3.5 万', label: '新增活跃志愿者' },
      { value: '1,200 个', label: '一小时志愿岗位' },
      { value: '5,800 万', label: '话题阅读量' },
    ],
    gallery: [
      {
        src: 'images/cases/case-63-gallery-1.svg',
        alt: '星川市志愿服务联合会：“每周一小时”倡议主视觉',
      },
      {
        src: 'images/cases/case-63-gallery-2.svg',
        alt: '星川市志愿服务联合会：“一小时故事”纪实摄影',
      },
      { src: 'images/cases/case-63-gallery-3.svg', alt: '星川市志愿服务联合会：志愿岗位地图' },
    ],
  },
  {
    id: 64,
    brand: '梧桐市公共资源交易中心',
    title: '电子交易平台体验咨询',
    summary: '为公共资源交易平台做体验咨询，投标企业的线上操作不再需要专人培训。',
    cover: 'images/cases/case-64-cover.svg',
    industryId: 8,
    serviceId: 16,
    typeId: 116,
    year: 2016,
    background:
      '梧桐市公共资源交易中心承担工程建设、政府采购等交易活动，年交易额数百亿元。电子交易平台上线后，中小企业普遍反映操作复杂，投标文件上传失败率高，中心每月都要办多场操作培训。',
    challenge:
      '交易流程受法规严格约束，每一步都有合规要求；平台由多家开发商分段建设，改造需要协调各方；投标截止前的集中操作，对系统稳定性和提示准确性要求极高。',
    solution: [
      '调研 40 家投标企业与中心工作人员，梳理从注册到开标的 9 个关键环节，定位出文件上传、电子签章和时间提示三大问题。',
      '提出分阶段改进方案：上传前自动检查文件格式与签章，截止前 24 小时、2 小时、30 分钟三次提醒，错误信息改写为可操作的处理建议。',
      '制定平台交互规范供各开发商遵循，并协助中心建立用户反馈与季度评审机制。',
    ],
    results: [
      { value: '-63%', label: '投标文件上传失败' },
      { value: '9 个', label: '关键环节诊断' },
      { value: '-75%', label: '操作培训场次' },
    ],
    gallery: [
      {
        src: 'images/cases/case-64-gallery-1.svg',
        alt: '梧桐市公共资源交易中心：从注册到开标的流程诊断图',
      },
      {
        src: 'images/cases/case-64-gallery-2.svg',
        alt: '梧桐市公共资源交易中心：上传前的自动检查提示',
      },
      {
        src: 'images/cases/case-64-gallery-3.svg',
        alt: '梧桐市公共资源交易中心：截止时间三级提醒',
      },
    ],
  },
];

const revised = readRevisions(process.env.MOCK_REVISE).cases;

/** Every case the mock serves: the hand-written ones, then MOCK_CASES' generated ones. */
export const cases: CaseSeed[] = [
  ...handWrittenCases,
  ...generateCases(
    handWrittenCases,
    readVolume('MOCK_CASES', process.env.MOCK_CASES, handWrittenCases.length),
  ),
].map((c) => (revised.has(c.id) ? reviseCase(c) : c));

const byId = new Map(cases.map((c) => [c.id, c]));

/** The case with this id, or undefined. */
export const caseById = (id: number): CaseSeed | undefined => byId.get(id);

/** A list record of a stored case, with the names taken from the taxonomy (a fresh object each call). */
export function toRecord(seed: CaseSeed): CaseRecord {
  const service = serviceById(seed.serviceId);
  return {
    id: seed.id,
    brand: seed.brand,
    title: seed.title,
    summary: seed.summary,
    cover: seed.cover,
    industryId: seed.industryId,
    industryName: industryById(seed.industryId)?.name ?? '',
    serviceId: seed.serviceId,
    serviceName: service?.name ?? '',
    typeId: seed.typeId,
    typeName: service?.types.find((t) => t.id === seed.typeId)?.name ?? '',
    year: seed.year,
  };
}

/** The detail of a stored case without `related` (filled in by the handler); nothing is shared with the seed. */
export function toDetail(seed: CaseSeed): Omit<CaseDetail, 'related'> {
  return {
    ...toRecord(seed),
    background: seed.background,
    challenge: seed.challenge,
    solution: [...seed.solution],
    results: seed.results.map((r) => ({ ...r })),
    gallery: seed.gallery.map((g) => ({ ...g })),
  };
}
