/**
 * The services model through a real dva-core store, with the case service mocked.
 * (A file with jest.mock goes through babel before esbuild, and babel refuses imported bindings in
 * type positions, hence the import() types below.)
 */
import ServicesModel, { initialServicesState, SERVICE_CASES_PAGE_SIZE } from '@/models/services';
import { industryTiles, serviceAdvantages } from '@/content/serviceHighlights';
import { fetchCaseList } from '@/services/case';
import { createStore } from '../dvaStore';
import { caseRecord } from '../fixtures';

jest.mock('@/services/case', () => ({ fetchCaseList: jest.fn() }));

type CaseRecord = import('@/types/api').CaseRecord;

const mockedFetchCaseList = jest.mocked(fetchCaseList);

const makeStore = () => createStore(ServicesModel);

const record = (id: number): CaseRecord =>
  caseRecord(id, { serviceId: 12, serviceName: '品牌创意设计', typeId: 104, typeName: '品牌视觉' });

const okPage = (records: unknown[], total: unknown = records.length) =>
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
    expect(industryList).toBe(industryTiles);
    expect(industryList.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const tile of industryList) {
      expect(tile.path).toBe(`/customerCase/${tile.id}`);
      expect(tile.name).toBeTruthy();
      expect(tile.img).toMatch(/^images\//);
      expect(tile.describe).toHaveLength(2);
      expect(tile.describe.every((p) => p.length > 20)).toBe(true);
    }
  });

  it('starts with the four service advantages of SPEC.md §3 (src/content/serviceHighlights.ts)', () => {
    const { advantageList } = makeStore().getState().services;
    expect(advantageList).toBe(serviceAdvantages);
    expect(advantageList).toHaveLength(4);
    expect(new Set(advantageList.map((a) => a.title)).size).toBe(4);
    advantageList.forEach((a) => {
      expect(a.title).toBeTruthy();
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
  it('asks the case list for the first page of the service and returns the envelope with the records', async () => {
    mockedFetchCaseList.mockResolvedValue(okPage([record(1), record(2)], 9));
    const store = makeStore();
    const before = store.getState().services;
    const result = await store.dispatch({
      type: 'services/fetchServiceCases',
      payload: { serviceId: 12 },
    });
    expect(mockedFetchCaseList).toHaveBeenCalledWith({
      serviceId: 12,
      page: 1,
      pageSize: SERVICE_CASES_PAGE_SIZE,
    });
    expect(result).toEqual({
      success: true,
      code: '200',
      message: '操作成功',
      data: { records: [record(1), record(2)], total: 9 },
    });
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

  it('resolves (never rejects) with the failed envelope unchanged when the call fails', async () => {
    const failed = {
      success: false,
      code: 'NETWORK_ERROR',
      message: '网络连接失败，请检查网络后重试',
    };
    mockedFetchCaseList.mockResolvedValue(failed);
    const result = await makeStore().dispatch({
      type: 'services/fetchServiceCases',
      payload: { serviceId: 11 },
    });
    expect(result).toBe(failed);
  });

  const casesOf = async (answer: unknown) => {
    mockedFetchCaseList.mockResolvedValue(answer as never);
    const result = await makeStore().dispatch({
      type: 'services/fetchServiceCases',
      payload: { serviceId: 12 },
    });
    return result.data as { records: CaseRecord[]; total: number };
  };

  it('coerces every shown field to text', async () => {
    const { records } = await casesOf(
      okPage([{ id: 7, title: '标题', brand: { name: '对象' }, cover: null, typeName: 3 }]),
    );
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      id: 7,
      title: '标题',
      brand: '',
      cover: '',
      typeName: '3',
    });
    expect(records[0].summary).toBe('');
  });

  it('drops malformed records and survives a missing data field', async () => {
    expect(
      await casesOf(okPage([record(3), null, 'x', { id: 4 }, { title: '无编号' }], 5)),
    ).toEqual({ records: [record(3)], total: 5 });
    expect((await casesOf(okPage([{ id: {}, title: '坏编号' }]))).records).toEqual([]);
    expect((await casesOf(okPage([{ id: 'javascript:1', title: '坏编号' }]))).records).toEqual([]);
    expect((await casesOf(okPage([{ id: '12', title: '字符串编号' }]))).records[0].id).toBe(12);
    expect(await casesOf({ success: true, code: '200', message: '' })).toEqual({
      records: [],
      total: 0,
    });
    expect(
      await casesOf({ success: true, code: '200', message: '', data: { records: 'oops' } }),
    ).toEqual({ records: [], total: 0 });
  });

  it('counts the records when the total is missing or not a number', async () => {
    expect(await casesOf(okPage([record(1), record(2)], 'x'))).toEqual({
      records: [record(1), record(2)],
      total: 2,
    });
    expect((await casesOf(okPage([record(1)], '6'))).total).toBe(6);
  });
});
