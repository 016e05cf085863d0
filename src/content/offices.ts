/**
 * The 16 offices of the contact page (SPEC.md §3 "Office"). Phone and mail are the shared company contact
 * data of brand.ts; each office is reached through its own extension (`transfer`). Addresses, buildings and
 * mobile lines are fictional; coordinates sit near the real city centres (a few repeat the centre as
 * placeholders). Pictures: `images/offices/{key}-cover.svg` and `images/offices/{key}-map.svg`, named
 * through `sitePicture` (./pictures.ts: the JPEG made from that art unless MOCK_PICTURES=vector).
 */
import type { Office, OfficeAddress } from '../types/api';
import { brand } from './brand';
import { sitePicture } from './pictures';
import { contactCities } from './taxonomy';

/** The contact type number of a city (taxonomy.contactCities); Hangzhou and the overseas offices have none. */
const typeOf = (name: string): number | undefined =>
  contactCities.find((c) => c.name === name)?.type;

interface OfficeSeed {
  key: string;
  name: string;
  extension: string;
  circuit: string;
  mapCenterPoint: [number, number];
  addresses: Omit<OfficeAddress, 'className'>[];
}

const seeds: OfficeSeed[] = [
  {
    key: 'hangzhou',
    name: '杭州',
    extension: '8001',
    circuit: '139-0571-2005',
    mapCenterPoint: [120.155, 30.274],
    addresses: [
      {
        name: '总部',
        address: '浙江省杭州市滨江区江南大道 3688 号澜图大厦 18 层',
        lng: 120.2105,
        lat: 30.2085,
      },
      {
        name: '西溪分部',
        address: '浙江省杭州市西湖区天目山路 566 号西溪谷创意中心 B 座 5 层',
        lng: 120.0983,
        lat: 30.2762,
      },
      {
        name: '未来科技城分部',
        address: '浙江省杭州市余杭区文一西路 1588 号未来设计港 3 号楼 12 层',
        lng: 119.9962,
        lat: 30.2893,
      },
    ],
  },
  {
    key: 'beijing',
    name: '北京',
    extension: '8002',
    circuit: '139-0010-2005',
    mapCenterPoint: [116.4074, 39.9042],
    addresses: [
      {
        name: '北京子公司',
        address: '北京市朝阳区望京街 16 号澜汇中心 B 座 16 层',
        lng: 116.4812,
        lat: 39.9963,
      },
    ],
  },
  {
    key: 'shanghai',
    name: '上海',
    extension: '8003',
    circuit: '139-0021-2005',
    mapCenterPoint: [121.4737, 31.2304],
    addresses: [
      {
        name: '上海子公司',
        address: '上海市徐汇区宜山路 728 号汇图创意园 C2 栋 5 层',
        lng: 121.4273,
        lat: 31.1768,
      },
    ],
  },
  {
    key: 'shenzhen',
    name: '深圳',
    extension: '8004',
    circuit: '139-0755-2005',
    mapCenterPoint: [114.0579, 22.5431],
    addresses: [
      {
        name: '深圳子公司',
        address: '广东省深圳市南山区科技南十二路 28 号澜峰科技大厦 9 层',
        lng: 113.9468,
        lat: 22.5296,
      },
    ],
  },
  {
    key: 'changsha',
    name: '长沙',
    extension: '8005',
    circuit: '139-0731-2005',
    mapCenterPoint: [112.9388, 28.2282],
    addresses: [
      {
        name: '长沙子公司',
        address: '湖南省长沙市岳麓区麓谷大道 658 号麓谷创意港 3 栋 7 层',
        lng: 112.8853,
        lat: 28.2174,
      },
    ],
  },
  {
    key: 'xian',
    name: '西安',
    extension: '8006',
    circuit: '139-0029-2005',
    mapCenterPoint: [108.9398, 34.3416],
    addresses: [
      {
        name: '西安子公司',
        address: '陕西省西安市雁塔区高新路 52 号锦图国际 A 座 11 层',
        lng: 108.8934,
        lat: 34.2318,
      },
    ],
  },
  {
    key: 'taizhou',
    name: '台州',
    extension: '8007',
    circuit: '139-0576-2005',
    mapCenterPoint: [121.4208, 28.6564],
    addresses: [
      {
        name: '台州子公司',
        address: '浙江省台州市椒江区市府大道 396 号台州数字港 6 层',
        lng: 121.4208,
        lat: 28.6564,
      },
    ],
  },
  {
    key: 'chengdu',
    name: '成都',
    extension: '8008',
    circuit: '139-0028-2005',
    mapCenterPoint: [104.0665, 30.5728],
    addresses: [
      {
        name: '成都子公司',
        address: '四川省成都市武侯区天府大道北段 1680 号天府设计中心 2 栋 18 层',
        lng: 104.0668,
        lat: 30.5531,
      },
    ],
  },
  {
    key: 'wuhan',
    name: '武汉',
    extension: '8009',
    circuit: '139-0027-2005',
    mapCenterPoint: [114.3055, 30.5928],
    addresses: [
      {
        name: '武汉子公司',
        address: '湖北省武汉市洪山区珞喻路 766 号光谷创意大厦 15 层',
        lng: 114.3983,
        lat: 30.5062,
      },
    ],
  },
  {
    key: 'nanjing',
    name: '南京',
    extension: '8010',
    circuit: '139-0025-2005',
    mapCenterPoint: [118.7969, 32.0603],
    addresses: [
      {
        name: '南京子公司',
        address: '江苏省南京市建邺区江东中路 311 号河西设计中心 10 层',
        lng: 118.7342,
        lat: 32.0061,
      },
    ],
  },
  {
    key: 'guangzhou',
    name: '广州',
    extension: '8011',
    circuit: '139-0020-2005',
    mapCenterPoint: [113.2644, 23.1291],
    addresses: [
      {
        name: '广州子公司',
        address: '广东省广州市天河区花城大道 85 号澜湾大厦 21 层',
        lng: 113.3271,
        lat: 23.1203,
      },
    ],
  },
  {
    key: 'chongqing',
    name: '重庆',
    extension: '8012',
    circuit: '139-0023-2005',
    mapCenterPoint: [106.5516, 29.563],
    addresses: [
      {
        name: '重庆子公司',
        address: '重庆市渝北区金开大道 1366 号两江数字创意园 4 栋 6 层',
        lng: 106.5516,
        lat: 29.563,
      },
    ],
  },
  {
    key: 'zhengzhou',
    name: '郑州',
    extension: '8013',
    circuit: '139-0371-2005',
    mapCenterPoint: [113.6254, 34.7466],
    addresses: [
      {
        name: '郑州子公司',
        address: '河南省郑州市金水区商务外环路 20 号中原设计中心 12 层',
        lng: 113.6254,
        lat: 34.7466,
      },
    ],
  },
  {
    key: 'xiamen',
    name: '厦门',
    extension: '8014',
    circuit: '139-0592-2005',
    mapCenterPoint: [118.0894, 24.4798],
    addresses: [
      {
        name: '厦门分公司',
        address: '福建省厦门市思明区观日路 36 号软件园创意楼 5 层',
        lng: 118.1862,
        lat: 24.4905,
      },
    ],
  },
  {
    key: 'hongkong',
    name: '香港',
    extension: '8015',
    circuit: '+852 5120 2005',
    mapCenterPoint: [114.1694, 22.3193],
    addresses: [
      {
        name: '香港分公司',
        address: '香港九龙观塘区观塘道 388 号澜图中心 20 楼',
        lng: 114.2241,
        lat: 22.3121,
      },
    ],
  },
  {
    key: 'singapore',
    name: '新加坡',
    extension: '8016',
    circuit: '+65 8120 2005',
    mapCenterPoint: [103.8198, 1.3521],
    addresses: [
      {
        name: '新加坡代表处',
        address: '新加坡丹戎巴葛区安顺路 18 号澜图亚太中心 12 楼',
        lng: 103.8462,
        lat: 1.2765,
      },
    ],
  },
];

export const offices: Office[] = seeds.map((seed) => {
  const type = typeOf(seed.name);
  const office: Office = {
    key: seed.key,
    coverImg: sitePicture(`images/offices/${seed.key}-cover.svg`),
    name: seed.name,
    phone: brand.hotline,
    email: brand.businessMail,
    transfer: `转 ${seed.extension}（商务合作）`,
    circuit: seed.circuit,
    addressList: seed.addresses.map((a, i) => ({ ...a, className: `marker-${i + 1}` })),
    mapCenterPoint: seed.mapCenterPoint,
    mapImg: sitePicture(`images/offices/${seed.key}-map.svg`),
  };
  return type === undefined ? office : { type, ...office };
});

/** Hangzhou, the office selected when the contact page opens. */
export const defaultOffice: Office = offices[0];

/**
 * The office of a contact type number (`/contactUs?type=N`). A missing, empty, non-numeric or unknown
 * type gives Hangzhou.
 */
export const officeByType = (type?: number | string | null): Office => {
  if (type === undefined || type === null) return defaultOffice;
  const text = String(type).trim();
  if (!/^\d+$/.test(text)) return defaultOffice;
  const n = Number(text);
  return offices.find((o) => o.type === n) ?? defaultOffice;
};
