/** The typed selectors of src/models/selectors.ts over a real dva-core store. */
import CaseModel from '@/models/case';
import ContactUsModel from '@/models/contactUs';
import GlobalModel from '@/models/global';
import IndexModel from '@/models/index';
import {
  selectBanners,
  selectCaseDetail,
  selectCaseGroups,
  selectCaseRecords,
  selectCaseTotal,
  selectClassicCases,
  selectConsultOpen,
  selectLatestNews,
  selectMenuOpen,
  selectOffices,
  selectScrollTop,
  selectSelectedOffice,
  selectVideos,
} from '@/models/selectors';
import type { CaseRecord, DepVideo } from '@/types/api';
import { createStore } from '../dvaStore';

const makeStore = () => createStore(CaseModel, GlobalModel, IndexModel, ContactUsModel);

const record = (id: number): CaseRecord => ({
  id,
  brand: `品牌${id}`,
  title: `项目${id}`,
  summary: '',
  cover: '',
  industryId: 1,
  industryName: '',
  serviceId: 11,
  serviceName: '',
  typeId: 101,
  typeName: '',
  year: 2023,
});

const rows = (...lengths: number[]) => {
  let id = 0;
  return lengths.map((n) => Array.from({ length: n }, () => record((id += 1))));
};

const video: DepVideo = {
  id: 1,
  title: '片子',
  describe: '',
  department: '',
  poster: '',
  src: 'v.mp4',
  duration: 7,
};

describe('selectCaseRecords', () => {
  it('is empty for the initial state', () => {
    expect(selectCaseRecords(makeStore().getState())).toEqual([]);
  });

  it('flattens the rows of 5 into the records in order', () => {
    const store = makeStore();
    store.dispatch({ type: 'case/save', payload: { caseList: rows(5, 5, 2) } });
    expect(selectCaseRecords(store.getState()).map((r) => r.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
  });

  it('returns the same array for the same rows, a new one when the rows change', () => {
    const store = makeStore();
    store.dispatch({ type: 'case/save', payload: { caseList: rows(5, 3) } });
    const first = selectCaseRecords(store.getState());
    expect(selectCaseRecords(store.getState())).toBe(first);
    // Another part of the state changed: the rows are the same, so is the array.
    store.dispatch({ type: 'global/setScrollTop', payload: 300 });
    store.dispatch({ type: 'case/save', payload: { caseListTotal: 99 } });
    expect(selectCaseRecords(store.getState())).toBe(first);

    store.dispatch({ type: 'case/save', payload: { caseList: rows(2) } });
    const second = selectCaseRecords(store.getState());
    expect(second).not.toBe(first);
    expect(second.map((r) => r.id)).toEqual([1, 2]);
    expect(selectCaseRecords(store.getState())).toBe(second);
  });
});

describe('selectVideos', () => {
  it('returns [] for the `{}` depVideo holds until loaded, the same [] every time', () => {
    const store = makeStore();
    expect(store.getState().global.depVideo).toEqual({});
    const none = selectVideos(store.getState());
    expect(none).toEqual([]);
    store.dispatch({ type: 'global/setScrollTop', payload: 10 });
    expect(selectVideos(store.getState())).toBe(none);
  });

  it('returns the list once loaded', () => {
    const store = makeStore();
    const list = [video];
    store.dispatch({ type: 'global/save', payload: { depVideo: list } });
    expect(selectVideos(store.getState())).toBe(list);
  });
});

describe('the other selectors read their slice of the state', () => {
  it('home, layout, cases and contact', () => {
    const store = makeStore();
    store.dispatch({ type: 'global/openConsult' });
    store.dispatch({ type: 'global/setScrollTop', payload: 420 });
    store.dispatch({ type: 'case/save', payload: { caseListTotal: 31 } });
    const s = store.getState();
    expect(selectBanners(s)).toBe(s.index.bannerList);
    expect(selectCaseGroups(s)).toBe(s.index.caseList);
    expect(selectLatestNews(s)).toBe(s.index.newsList);
    expect(selectClassicCases(s)).toBe(s.global.classicCasesList);
    expect(selectMenuOpen(s)).toBe(false);
    expect(selectConsultOpen(s)).toBe(true);
    expect(selectScrollTop(s)).toBe(420);
    expect(selectCaseTotal(s)).toBe(31);
    expect(selectCaseDetail(s)).toBe(s.case.caseDetailData);
    expect(selectOffices(s)).toBe(s.contactUs.officeList);
    expect(selectSelectedOffice(s)).toBe(s.contactUs.selectedOffice);
  });
});
