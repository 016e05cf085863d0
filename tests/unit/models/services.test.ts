/**
 * The services model through a real dva-core store, with the case service mocked.
 * (A file with jest.mock goes through babel before esbuild, and babel refuses imported bindings in
 * type positions, hence the local structural types below.)
 */
import { create } from 'dva-core';
import { fetchCaseList } from '@/services/case';
import ServicesModel, {
  initialServicesState,
  SERVICE_CASES_PAGE_SIZE,
  toServiceCases,
} from '@/models/services';

jest.mock('@/services/case', () => ({ fetchCaseList: jest.fn() }));

const mockedFetchCaseList = jest.mocked(fetchCaseList);

interface Tile {
  id: number;
  name: string;
  img: string;
  describe: string[];
  path: string;
}
interface Advantage {
  img: string;
  title: string;
  describe: string;
}
interface CaseRecord {
  id: number;
  title: string;
  [key: string]: unknown;
}
interface ServiceCasesResult {
  success: boolean;
  records: CaseRecord[];
  total: number;
}
interface TestStore {
  getState: () => { services: { industryList: Tile[]; advantageList: Advantage[] } };
  dispatch: (action: { type: string; payload?: unknown }) => unknown;
}

function makeStore(): TestStore {
  const app = create();
  app.model(ServicesModel);
  app.start();
  return (app as unknown as { _store: TestStore })._store;
}

const record = (id: number): CaseRecord => ({
  id,
  brand: `品牌${id}`,
  title: `案例${id}`,
  summary: '一句话介绍',
  cover: `images/cases/case-${id}-cover.svg`,
  industryId: 1,
  industryName: '电商/新零售',
  serviceId: 12,
  serviceName: '数字营销',
  typeId: 104,
  typeName: '整合营销',
  year: 2023,
});

const okPage = (records: unknown[], total = records.length) =>
  ({
    success: true,
    code: '200',
    message: '操作成功',
    data: { records, total, page: 1, pageSize: 4 },
  }) as never;

beforeEach(() => mockedFetchCaseList.mockReset());

describe('services model state', () => {
  it('starts with the eight industry tiles (ids 1–8) leading to their filtered case list', () => {
    const { industryList } = makeStore().getState().services;
    expect(industryList.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const tile of industryList) {
      expect(tile.path).toBe(`/customerCase/${tile.id}`);
      expect(tile.name).toBeTruthy();
      expect(tile.img).toMatch(/^images\//);
      expect(tile.describe).toHaveLength(2);
      expect(tile.describe.every((p) => p.length > 20)).toBe(true);
    }
  });

  it('starts with the four service advantages of SPEC.md §3', () => {
    const { advantageList } = makeStore().getState().services;
    expect(advantageList.map((a) => a.title)).toEqual([
      '全链路技术覆盖',
      '丰富的行业经验',
      '全国快速服务',
      '专属专家服务',
    ]);
    advantageList.forEach((a) => {
      expect(a.img).toMatch(/^images\//);
      expect(a.describe.length).toBeGreaterThan(20);
    });
  });

  it('holds exactly the two lists of the spec', () => {
    expect(Object.keys(makeStore().getState().services).sort()).toEqual([
      'advantageList',
      'industryList',
    ]);
  });
});

describe('services/save', () => {
  it('merges its payload and keeps the other list', () => {
    const store = makeStore();
    const tiles = initialServicesState.industryList.slice(0, 2);
    store.dispatch({ type: 'services/save', payload: { industryList: tiles } });
    const state = store.getState().services;
    expect(state.industryList).toEqual(tiles);
    expect(state.advantageList).toBe(initialServicesState.advantageList);
  });

  it('leaves state equal when the payload is empty', () => {
    const store = makeStore();
    store.dispatch({ type: 'services/save', payload: {} });
    expect(store.getState().services).toEqual(initialServicesState);
  });
});

describe('services/fetchServiceCases', () => {
  it('asks the case list for the first page of the service and returns the records', async () => {
    mockedFetchCaseList.mockResolvedValue(okPage([record(1), record(2)], 9));
    const store = makeStore();
    const before = store.getState().services;
    const result = (await store.dispatch({
      type: 'services/fetchServiceCases',
      payload: { serviceId: 12 },
    })) as ServiceCasesResult;
    expect(mockedFetchCaseList).toHaveBeenCalledWith({
      serviceId: 12,
      page: 1,
      pageSize: SERVICE_CASES_PAGE_SIZE,
    });
    expect(result.success).toBe(true);
    expect(result.records.map((r) => r.id)).toEqual([1, 2]);
    expect(result.total).toBe(9);
    // nothing is stored: the services state stays the two lists of the spec
    expect(store.getState().services).toBe(before);
  });

  it('passes a page size through', async () => {
    mockedFetchCaseList.mockResolvedValue(okPage([]));
    await makeStore().dispatch({
      type: 'services/fetchServiceCases',
      payload: { serviceId: 13, pageSize: 5 },
    });
    expect(mockedFetchCaseList).toHaveBeenCalledWith({ serviceId: 13, page: 1, pageSize: 5 });
  });

  it('resolves (never rejects) with success false when the call fails', async () => {
    mockedFetchCaseList.mockResolvedValue({
      success: false,
      code: 'NETWORK_ERROR',
      message: '网络连接失败，请检查网络后重试',
    });
    const result = (await makeStore().dispatch({
      type: 'services/fetchServiceCases',
      payload: { serviceId: 11 },
    })) as ServiceCasesResult;
    expect(result).toEqual({ success: false, records: [], total: 0 });
  });
});

describe('toServiceCases', () => {
  it('coerces every shown field to text', () => {
    const [only] = toServiceCases(
      okPage([{ id: 7, title: '标题', brand: { name: '对象' }, cover: null, typeName: 3 }]),
    ).records;
    expect(only).toMatchObject({ id: 7, title: '标题', brand: '', cover: '', typeName: '3' });
    expect(only.summary).toBe('');
  });

  it('drops malformed records and survives a missing data field', () => {
    expect(
      toServiceCases(okPage([record(3), null, 'x', { id: 4 }, { title: '无编号' }], 5)).records,
    ).toEqual([record(3)]);
    expect(toServiceCases(okPage([{ id: {}, title: '坏编号' }])).records).toEqual([]);
    expect(toServiceCases(okPage([{ id: 'javascript:1', title: '坏编号' }])).records).toEqual([]);
    expect(toServiceCases(okPage([{ id: '12', title: '字符串编号' }])).records[0].id).toBe(12);
    expect(toServiceCases({ success: true, code: '200', message: '' } as never)).toEqual({
      success: true,
      records: [],
      total: 0,
    });
    expect(
      toServiceCases({
        success: true,
        code: '200',
        message: '',
        data: { records: 'oops' },
      } as never),
    ).toEqual({ success: true, records: [], total: 0 });
  });
});
