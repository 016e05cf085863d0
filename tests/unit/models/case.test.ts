/** The case model through a real dva-core store (the service module mocked at its edge). */
import CaseModel, { initialCaseState } from '@/models/case';
import GlobalModel from '@/models/global';
import {
  fetchCaseDetails,
  fetchCaseList,
  fetchCaseSelectList,
  fetchServiceTypeList,
} from '@/services/case';
import { earlyCaseDetail, startEarly } from '@/utils/early';
import { createStore, deferred, flush, hasSettled } from '../dvaStore';
import { caseRecord } from '../fixtures';

jest.mock('@/services/case');

// Types by `import()`: the jest.mock hoisting pass (babel, before esbuild) cannot see that an
// `import type` binding is only a type.
type CaseDetail = import('@/types/api').CaseDetail;
type CaseRecord = import('@/types/api').CaseRecord;
type CaseTypeGroup = import('@/types/api').CaseTypeGroup;
type ResponseEnvelope<T> = import('@/types/api').ResponseEnvelope<T>;

const serviceTypeList = jest.mocked(fetchServiceTypeList);
const caseList = jest.mocked(fetchCaseList);
const caseDetails = jest.mocked(fetchCaseDetails);
const selectList = jest.mocked(fetchCaseSelectList);

const makeStore = () => createStore(CaseModel, GlobalModel);

function ok<T>(data: T): ResponseEnvelope<T> {
  return { success: true, code: '200', message: 'ok', data };
}
function failed(code = '500'): ResponseEnvelope<never> {
  return { success: false, code, message: '失败' };
}

const record = (id: number, brand = `品牌${id}`, title = `项目${id}`): CaseRecord =>
  caseRecord(id, { brand, title });

const records = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => record(from + i));

const groups: CaseTypeGroup[] = [
  {
    supId: 2,
    name: '服务',
    caseTypes: [
      {
        id: 11,
        name: '用户体验设计',
        types: [
          { id: 101, name: '品牌官网' },
          { id: 102, name: '小程序' },
        ],
      },
      { id: 12, name: '数字营销', types: [{ id: 104, name: '整合营销' }] },
      { id: 13, name: '创意设计' },
    ],
  },
  {
    supId: 1,
    name: '行业',
    caseTypes: [
      { id: 1, name: '电商/新零售' },
      { id: 2, name: '互动娱乐' },
    ],
  },
];

beforeEach(() => jest.resetAllMocks());

describe('case model', () => {
  it('starts with exactly the SPEC.md §3 state', () => {
    expect(makeStore().getState().case).toEqual({
      caseSelectList: [],
      industryTagList: [],
      typeTagList: [],
      serviceTagList: [],
      caseList: [],
      caseListTotal: 0,
      caseListPageInfo: { page: 1, pageSize: 15 },
      caseNotListPageInfo: { page: 1, pageSize: 15 },
      caseParams: { industryId: '', serviceId: '', typeId: '', brandTitle: '' },
      caseDetailData: {},
      isSearch: false,
    });
    expect(initialCaseState.caseListPageInfo).toEqual({ page: 1, pageSize: 15 });
  });

  describe('fetchTags', () => {
    it('flattens the groups into three lists, each starting with 全部', async () => {
      serviceTypeList.mockResolvedValue(ok(groups));
      const store = makeStore();
      const res = await store.dispatch({ type: 'case/fetchTags' });
      const state = store.getState().case;
      // The envelope comes back with the saved lists and each service's types as its data.
      expect(res).toEqual({
        success: true,
        code: '200',
        message: 'ok',
        data: {
          industryTagList: state.industryTagList,
          serviceTagList: state.serviceTagList,
          typeTagList: state.typeTagList,
          typesByService: { 11: [101, 102], 12: [104], 13: [] },
        },
      });
      const all = { id: 'all', name: '全部' };
      expect(state.industryTagList).toEqual([
        all,
        { id: 1, name: '电商/新零售' },
        { id: 2, name: '互动娱乐' },
      ]);
      expect(state.serviceTagList).toEqual([
        all,
        { id: 11, name: '用户体验设计' },
        { id: 12, name: '数字营销' },
        { id: 13, name: '创意设计' },
      ]);
      // The service group's types, in service order; a service without types adds none.
      expect(state.typeTagList).toEqual([
        all,
        { id: 101, name: '品牌官网' },
        { id: 102, name: '小程序' },
        { id: 104, name: '整合营销' },
      ]);
      // Tags carry id and name only (no nested `types`).
      expect(state.serviceTagList[1]).not.toHaveProperty('types');
    });

    it('keeps 全部 when a group is missing or the data is not an array', async () => {
      serviceTypeList.mockResolvedValue(ok(null as unknown as CaseTypeGroup[]));
      const store = makeStore();
      const res = await store.dispatch({ type: 'case/fetchTags' });
      const state = store.getState().case;
      expect(res.data.industryTagList).toEqual(state.industryTagList);
      expect(res.data.typesByService).toEqual({});
      expect(state.industryTagList).toEqual([{ id: 'all', name: '全部' }]);
      expect(state.serviceTagList).toEqual([{ id: 'all', name: '全部' }]);
      expect(state.typeTagList).toEqual([{ id: 'all', name: '全部' }]);
    });

    it('leaves the state alone when the call fails, and returns the envelope', async () => {
      serviceTypeList.mockResolvedValue(failed());
      const store = makeStore();
      const before = store.getState().case;
      const res = await store.dispatch({ type: 'case/fetchTags' });
      expect(res).toEqual(failed());
      expect(store.getState().case).toBe(before);
    });
  });

  describe('fetchCaseList', () => {
    it('stores the records in rows of 5, the total, the params and the list paging', async () => {
      const page = records(12, 16);
      caseList.mockResolvedValue(ok({ records: page, total: 64, page: 2, pageSize: 15 }));
      const store = makeStore();
      const res = await store.dispatch({
        type: 'case/fetchCaseList',
        payload: { page: 2, industryId: 3, serviceId: 12, typeId: '', brandTitle: '' },
      });
      expect(res).toEqual({
        success: true,
        code: '200',
        message: 'ok',
        data: { records: page, total: 64 },
      });
      const state = store.getState().case;
      expect(state.caseList.map((row) => row.length)).toEqual([5, 5, 2]);
      expect(state.caseList.flat()).toEqual(page);
      expect(state.caseListTotal).toBe(64);
      expect(state.caseListPageInfo).toEqual({ page: 2, pageSize: 15 });
      expect(state.caseNotListPageInfo).toEqual({ page: 1, pageSize: 15 });
      expect(state.isSearch).toBe(false);
      expect(state.caseParams).toEqual({
        industryId: 3,
        serviceId: 12,
        typeId: '',
        brandTitle: '',
      });
      expect(caseList).toHaveBeenCalledWith({
        industryId: 3,
        serviceId: 12,
        typeId: '',
        brandTitle: '',
        page: 2,
        pageSize: 15,
      });
    });

    it('pages search results by caseNotListPageInfo', async () => {
      caseList.mockResolvedValue(ok({ records: records(3), total: 18, page: 2, pageSize: 15 }));
      const store = makeStore();
      await store.dispatch({
        type: 'case/fetchCaseList',
        payload: { page: 2, brandTitle: '  云栖  ', isSearch: true },
      });
      const state = store.getState().case;
      expect(state.isSearch).toBe(true);
      expect(state.caseNotListPageInfo).toEqual({ page: 2, pageSize: 15 });
      expect(state.caseListPageInfo).toEqual({ page: 1, pageSize: 15 });
      expect(state.caseParams.brandTitle).toBe('云栖');
      expect(caseList.mock.calls[0][0]).toMatchObject({ brandTitle: '云栖', page: 2 });
    });

    it('puts the records into global.classicCasesList, in the classic-case shape', async () => {
      const page = records(7);
      caseList.mockResolvedValue(ok({ records: page, total: 7, page: 1, pageSize: 15 }));
      const store = makeStore();
      await store.dispatch({ type: 'case/fetchCaseList', payload: {} });
      const classic = store.getState().global.classicCasesList;
      expect(classic.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(classic[0]).toEqual({
        id: 1,
        caseId: 1,
        brand: '品牌1',
        title: '项目1',
        describe: '一句话',
        img: 'images/cases/case-1-cover.svg',
        department: '电商/新零售',
      });
    });

    it('saves and returns only the records a card can show, fields coerced', async () => {
      const raw = [
        record(1),
        null,
        { id: 'x', title: '坏编号' },
        { id: 2, title: '' },
        { ...record(3), brand: { name: '对象' }, year: '2023' },
        'oops',
      ];
      caseList.mockResolvedValue(ok({ records: raw, total: '9', page: 1, pageSize: 15 }) as never);
      const store = makeStore();
      const res = await store.dispatch({ type: 'case/fetchCaseList', payload: {} });
      const cleaned = [record(1), { ...record(3), brand: '', year: 0 }];
      expect(res.data).toEqual({ records: cleaned, total: 9 });
      expect(store.getState().case.caseList).toEqual([cleaned]);
      expect(store.getState().case.caseListTotal).toBe(9);
      expect(store.getState().global.classicCasesList.map((c) => c.brand)).toEqual(['品牌1', '']);
    });

    it('defaults to page 1 of 15 and ignores nonsense paging and ids', async () => {
      caseList.mockResolvedValue(ok({ records: [], total: 0, page: 1, pageSize: 15 }));
      const store = makeStore();
      await store.dispatch({
        type: 'case/fetchCaseList',
        payload: { page: -3, pageSize: 'x', industryId: 'all', typeId: 1.5 },
      });
      expect(caseList).toHaveBeenCalledWith({
        industryId: '',
        serviceId: '',
        typeId: '',
        brandTitle: '',
        page: 1,
        pageSize: 15,
      });
      expect(store.getState().case.caseList).toEqual([]);
      expect(store.getState().case.caseListTotal).toBe(0);
    });

    it('leaves every state alone when the call fails', async () => {
      caseList.mockResolvedValueOnce(ok({ records: records(6), total: 6, page: 1, pageSize: 15 }));
      const store = makeStore();
      await store.dispatch({ type: 'case/fetchCaseList', payload: {} });
      const before = store.getState();
      caseList.mockResolvedValueOnce(failed('NETWORK_ERROR'));
      const res = await store.dispatch({
        type: 'case/fetchCaseList',
        payload: { page: 3, isSearch: true, brandTitle: 'x' },
      });
      expect(res).toEqual(failed('NETWORK_ERROR'));
      expect(store.getState().case).toBe(before.case);
      expect(store.getState().global).toBe(before.global);
    });

    it('never lets an older answer overwrite a newer one', async () => {
      const first = deferred<ResponseEnvelope<unknown>>();
      const second = deferred<ResponseEnvelope<unknown>>();
      caseList
        .mockReturnValueOnce(first.promise as never)
        .mockReturnValueOnce(second.promise as never);
      const store = makeStore();
      // Superseded: its promise never settles, so it is not awaited.
      const stale = store.dispatch({ type: 'case/fetchCaseList', payload: { page: 1 } });
      const latest = store.dispatch({ type: 'case/fetchCaseList', payload: { page: 2 } });
      second.resolve(ok({ records: records(2, 16), total: 17, page: 2, pageSize: 15 }));
      expect((await latest).data.records.map((r: CaseRecord) => r.id)).toEqual([16, 17]);
      first.resolve(ok({ records: records(15), total: 17, page: 1, pageSize: 15 }));
      await flush();
      const state = store.getState().case;
      expect(state.caseListPageInfo).toEqual({ page: 2, pageSize: 15 });
      expect(state.caseList.flat().map((r) => r.id)).toEqual([16, 17]);
      expect(store.getState().global.classicCasesList.map((c) => c.id)).toEqual([16, 17]);
      expect(await hasSettled(stale)).toBe(false);
    });
  });

  describe('fetchCaseDetail', () => {
    const detail: CaseDetail = {
      ...record(5),
      background: '背景',
      challenge: '挑战',
      solution: ['一', '二'],
      results: [{ value: '+46%', label: '订单量' }],
      gallery: [{ src: 'images/cases/case-5-gallery-1.svg', alt: '图' }],
      related: records(4, 6),
    };

    it('stores the detail and asks with a numeric id', async () => {
      caseDetails.mockResolvedValue(ok(detail));
      const store = makeStore();
      const res = await store.dispatch({ type: 'case/fetchCaseDetail', payload: { id: '5' } });
      expect(res).toEqual(ok(detail));
      expect(caseDetails).toHaveBeenCalledWith({ id: 5 });
      expect(store.getState().case.caseDetailData).toEqual(detail);
      expect(res.data).toBe(store.getState().case.caseDetailData);
    });

    it('stores and returns the detail cleaned', async () => {
      caseDetails.mockResolvedValue(
        ok({
          ...detail,
          challenge: { html: '<b>' },
          solution: ['一', null, 2],
          related: [null, record(6), { id: 'x' }],
          extra: 'dropped',
        }) as never,
      );
      const store = makeStore();
      const res = await store.dispatch({ type: 'case/fetchCaseDetail', payload: { id: 5 } });
      const cleaned = { ...detail, challenge: '', solution: ['一', '2'], related: [record(6)] };
      expect(res.data).toEqual(cleaned);
      expect(store.getState().case.caseDetailData).toEqual(cleaned);
      expect(store.getState().case.caseDetailData).not.toHaveProperty('extra');
    });

    it('answers a success without data, and keeps the previous detail, when the answer is no case', async () => {
      caseDetails.mockResolvedValueOnce(ok(detail)).mockResolvedValueOnce(ok({ id: 6 }) as never);
      const store = makeStore();
      await store.dispatch({ type: 'case/fetchCaseDetail', payload: { id: 5 } });
      const res = await store.dispatch({ type: 'case/fetchCaseDetail', payload: { id: 6 } });
      expect(res).toEqual({ success: true, code: '200', message: 'ok', data: undefined });
      expect(store.getState().case.caseDetailData).toEqual(detail);
    });

    it('keeps the previous detail when the case is unknown', async () => {
      caseDetails.mockResolvedValueOnce(ok(detail)).mockResolvedValueOnce(failed('404'));
      const store = makeStore();
      await store.dispatch({ type: 'case/fetchCaseDetail', payload: { id: 5 } });
      const res = await store.dispatch({ type: 'case/fetchCaseDetail', payload: { id: 99999 } });
      expect(res).toEqual(failed('404'));
      expect(store.getState().case.caseDetailData).toEqual(detail);
    });

    it('takes the early call app.tsx started for the same case, once', async () => {
      const early = ok(detail);
      startEarly(earlyCaseDetail(5), () => Promise.resolve(early));
      const store = makeStore();
      // Another case does not take it.
      caseDetails.mockResolvedValue(failed('404'));
      await store.dispatch({ type: 'case/fetchCaseDetail', payload: { id: 6 } });
      expect(caseDetails).toHaveBeenCalledWith({ id: 6 });

      await expect(
        store.dispatch({ type: 'case/fetchCaseDetail', payload: { id: 5 } }),
      ).resolves.toEqual(early);
      expect(caseDetails).toHaveBeenCalledTimes(1);
      expect(store.getState().case.caseDetailData).toEqual(detail);
      // 重试 or a return to the same case asks the network again.
      await store.dispatch({ type: 'case/fetchCaseDetail', payload: { id: 5 } });
      expect(caseDetails).toHaveBeenCalledTimes(2);
    });
  });

  describe('fetchSuggestions', () => {
    it('builds at most 10 suggestions with brand and title joined and cut around the term', async () => {
      const found = [
        record(1, '云栖茶事', '品牌视觉焕新'),
        ...records(14, 2).map((r) => ({ ...r, brand: `云栖${r.id}` })),
      ];
      selectList.mockResolvedValue(ok(found));
      const store = makeStore();
      const res = await store.dispatch({
        type: 'case/fetchSuggestions',
        payload: { brandTitle: '云栖' },
      });
      expect(res).toMatchObject({ success: true, code: '200', message: 'ok' });
      expect(res.data).toHaveLength(10);
      const state = store.getState().case;
      expect(state.caseSelectList).toBe(res.data);
      expect(state.caseSelectList[0]).toEqual({
        id: 1,
        brandTitle: '云栖茶事 | 品牌视觉焕新',
        cutApart: ['', '云栖', '茶事 | 品牌视觉焕新'],
      });
      expect(selectList).toHaveBeenCalledWith({ brandTitle: '云栖' });
    });

    it('matches regex characters literally and case-insensitively', async () => {
      selectList.mockResolvedValue(
        ok([record(4, '橙町百货', '会员体系 2.0 (全渠道) 升级'), record(1, 'Aurora', 'AI+零售')]),
      );
      const store = makeStore();
      const paren = await store.dispatch({
        type: 'case/fetchSuggestions',
        payload: { brandTitle: '2.0 (' },
      });
      expect(paren.data[0].cutApart).toEqual(['橙町百货 | 会员体系 ', '2.0 (', '全渠道) 升级']);
      const plus = await store.dispatch({
        type: 'case/fetchSuggestions',
        payload: { brandTitle: 'ai+' },
      });
      expect(plus.data[1].cutApart).toEqual(['Aurora | ', 'AI+', '零售']);
    });

    it('does not call the API for an empty or blank term', async () => {
      const store = makeStore();
      const res = await store.dispatch({
        type: 'case/fetchSuggestions',
        payload: { brandTitle: '   ' },
      });
      expect(res).toEqual({ success: true, code: '', message: '', data: [] });
      expect(selectList).not.toHaveBeenCalled();
      expect(store.getState().case.caseSelectList).toEqual([]);
    });

    it('sends at most 100 characters of a very long term', async () => {
      selectList.mockResolvedValue(ok([]));
      const store = makeStore();
      await store.dispatch({
        type: 'case/fetchSuggestions',
        payload: { brandTitle: '长'.repeat(300) },
      });
      expect(selectList.mock.calls[0][0].brandTitle).toHaveLength(100);
    });

    it('leaves the suggestions alone when the call fails', async () => {
      selectList.mockResolvedValueOnce(ok([record(1)])).mockResolvedValueOnce(failed());
      const store = makeStore();
      await store.dispatch({ type: 'case/fetchSuggestions', payload: { brandTitle: '品牌' } });
      const before = store.getState().case.caseSelectList;
      const res = await store.dispatch({
        type: 'case/fetchSuggestions',
        payload: { brandTitle: '品' },
      });
      expect(res).toEqual(failed());
      expect(store.getState().case.caseSelectList).toBe(before);
      expect(before).toHaveLength(1);
    });

    it('ignores a stale answer that arrives after a newer one', async () => {
      const older = deferred<ResponseEnvelope<unknown>>();
      const newer = deferred<ResponseEnvelope<unknown>>();
      selectList
        .mockReturnValueOnce(older.promise as never)
        .mockReturnValueOnce(newer.promise as never);
      const store = makeStore();
      const stale = store.dispatch({
        type: 'case/fetchSuggestions',
        payload: { brandTitle: '云' },
      });
      const latest = store.dispatch({
        type: 'case/fetchSuggestions',
        payload: { brandTitle: '云栖' },
      });
      newer.resolve(ok([record(2, '云栖茶事', '品牌视觉')]));
      await latest;
      older.resolve(ok(records(5)));
      await flush();
      expect(store.getState().case.caseSelectList.map((s) => s.id)).toEqual([2]);
      expect(await hasSettled(stale)).toBe(false);
    });
  });
});
