/** The global and setting models through a real dva-core store (services mocked at the module edge). */
import GlobalModel, { initialGlobalState } from '@/models/global';
import SettingModel, { COLOR_WEAK_CLASS } from '@/models/setting';
import { fetchDepCaseList, fetchDepVideo } from '@/services/depCase';
import { createStore } from '../dvaStore';
import defaultSettings from '../../../config/defaultSettings';

jest.mock('@/services/depCase');

const depCaseList = jest.mocked(fetchDepCaseList);
const depVideo = jest.mocked(fetchDepVideo);

const makeStore = () => createStore(GlobalModel, SettingModel);

const classic = [
  {
    id: 1,
    caseId: 3,
    brand: '云栖茶事',
    title: '品牌官网',
    describe: '…',
    img: 'images/x.svg',
    department: '体验设计中心',
  },
];
const videos = [
  {
    id: 1,
    title: '体验设计中心',
    describe: '…',
    department: '体验设计中心',
    poster: 'p.svg',
    src: 'v.mp4',
    duration: 7,
  },
];

describe('global model', () => {
  it('starts with the SPEC.md §3 state', () => {
    expect(makeStore().getState().global).toEqual({
      collapsed: false,
      scrollTop: 0,
      classicCasesList: [],
      formPopupMask: false,
      mobileTel: '',
      depVideo: {},
      backType: 1,
    });
    expect(initialGlobalState.backType).toBe(1);
  });

  it('save merges a payload', () => {
    const store = makeStore();
    store.dispatch({ type: 'global/save', payload: { formPopupMask: true } });
    store.dispatch({ type: 'global/save', payload: { scrollTop: 420 } });
    expect(store.getState().global).toMatchObject({
      formPopupMask: true,
      scrollTop: 420,
      collapsed: false,
    });
  });

  it('setScrollTop sets the offset from a number, and ignores anything else', () => {
    const store = makeStore();
    store.dispatch({ type: 'global/setScrollTop', payload: 420 });
    expect(store.getState().global.scrollTop).toBe(420);
    const before = store.getState().global;
    // The same offset, or no number: the state object stays the same (no re-render).
    store.dispatch({ type: 'global/setScrollTop', payload: 420 });
    store.dispatch({ type: 'global/setScrollTop', payload: 'abc' });
    store.dispatch({ type: 'global/setScrollTop', payload: NaN });
    store.dispatch({ type: 'global/setScrollTop', payload: Infinity });
    expect(store.getState().global).toBe(before);
    store.dispatch({ type: 'global/setScrollTop', payload: 0 });
    expect(store.getState().global).toEqual({ ...before, scrollTop: 0 });
  });

  it('changeLayoutCollapsed sets collapsed from the payload', () => {
    const store = makeStore();
    store.dispatch({ type: 'global/changeLayoutCollapsed', payload: true });
    expect(store.getState().global.collapsed).toBe(true);
    store.dispatch({ type: 'global/changeLayoutCollapsed', payload: false });
    expect(store.getState().global.collapsed).toBe(false);
  });

  it('openConsult opens the popup and closes the mobile menu; closeConsult closes the popup', () => {
    const store = makeStore();
    store.dispatch({ type: 'global/changeLayoutCollapsed', payload: true });
    store.dispatch({ type: 'global/openConsult' });
    expect(store.getState().global).toMatchObject({ formPopupMask: true, collapsed: false });
    store.dispatch({ type: 'global/closeConsult' });
    expect(store.getState().global.formPopupMask).toBe(false);
  });

  it('fetchClassicCases stores data as classicCasesList and returns the envelope with it', async () => {
    depCaseList.mockResolvedValueOnce({ success: true, code: '200', message: '', data: classic });
    const store = makeStore();
    const result = await store.dispatch({ type: 'global/fetchClassicCases', payload: { size: 6 } });
    expect(depCaseList).toHaveBeenCalledWith({ size: 6 });
    expect(result).toEqual({ success: true, code: '200', message: '', data: classic });
    expect(store.getState().global.classicCasesList).toEqual(classic);
    expect(result.data).toBe(store.getState().global.classicCasesList);
  });

  it('fetchClassicCases keeps only the cases a card can show, fields coerced', async () => {
    const raw = [
      classic[0],
      null,
      { ...classic[0], id: 2, caseId: 'x' },
      { ...classic[0], id: 3, title: '  ' },
      { ...classic[0], id: 4, img: null },
      { ...classic[0], id: '5', caseId: '8', brand: { name: '对象' }, describe: 12 },
    ];
    // An untrusted answer: not the ClassicCase[] the service declares.
    depCaseList.mockResolvedValueOnce({
      success: true,
      code: '200',
      message: '',
      data: raw as never,
    });
    const store = makeStore();
    const result = await store.dispatch({ type: 'global/fetchClassicCases' });
    const cleaned = [classic[0], { ...classic[0], id: 5, caseId: 8, brand: '', describe: '12' }];
    expect(result.data).toEqual(cleaned);
    expect(store.getState().global.classicCasesList).toEqual(cleaned);
  });

  it('fetchClassicCases stores [] when the answer has no data', async () => {
    depCaseList.mockResolvedValueOnce({ success: true, code: '200', message: '' });
    const store = makeStore();
    expect(await store.dispatch({ type: 'global/fetchClassicCases' })).toEqual({
      success: true,
      code: '200',
      message: '',
      data: [],
    });
    expect(store.getState().global.classicCasesList).toEqual([]);
  });

  it('a failed fetchClassicCases keeps the list and returns the failed envelope', async () => {
    depCaseList.mockResolvedValueOnce({ success: true, code: '200', message: '', data: classic });
    const failed = { success: false, code: '500', message: '维护中' };
    depCaseList.mockResolvedValueOnce(failed);
    const store = makeStore();
    await store.dispatch({ type: 'global/fetchClassicCases' });
    const before = store.getState().global;
    expect(await store.dispatch({ type: 'global/fetchClassicCases' })).toBe(failed);
    expect(store.getState().global).toBe(before);
    expect(store.getState().global.classicCasesList).toEqual(classic);
  });

  it('fetchDepVideo turns depVideo from an object into the list and returns it as data', async () => {
    depVideo.mockResolvedValueOnce({ success: true, code: '200', message: '', data: videos });
    const store = makeStore();
    expect(store.getState().global.depVideo).toEqual({});
    const result = await store.dispatch({ type: 'global/fetchDepVideo' });
    expect(result).toEqual({ success: true, code: '200', message: '', data: videos });
    expect(store.getState().global.depVideo).toEqual(videos);
    expect(result.data).toBe(store.getState().global.depVideo);
  });

  it('fetchDepVideo keeps only videos with an id, a title and a source', async () => {
    const raw = [
      videos[0],
      { ...videos[0], id: 2, src: '' },
      { ...videos[0], id: 3, title: null },
      { ...videos[0], id: -1 },
      { ...videos[0], id: 4, duration: '7', poster: { url: 'x' } },
      'x',
    ];
    depVideo.mockResolvedValueOnce({ success: true, code: '200', message: '', data: raw as never });
    const store = makeStore();
    const result = await store.dispatch({ type: 'global/fetchDepVideo' });
    const cleaned = [videos[0], { ...videos[0], id: 4, duration: 0, poster: '' }];
    expect(result.data).toEqual(cleaned);
    expect(store.getState().global.depVideo).toEqual(cleaned);
  });

  it('a failed fetchDepVideo leaves depVideo alone and returns the failed envelope', async () => {
    const failed = {
      success: false,
      code: 'HTTP_500',
      message: '服务器开小差了（500），请稍后重试',
    };
    depVideo.mockResolvedValueOnce(failed);
    const store = makeStore();
    expect(await store.dispatch({ type: 'global/fetchDepVideo' })).toBe(failed);
    expect(store.getState().global.depVideo).toEqual({});
  });

  it('fetchDepVideo stores [] for a missing list', async () => {
    depVideo.mockResolvedValueOnce({ success: true, code: '200', message: '' });
    const store = makeStore();
    expect(await store.dispatch({ type: 'global/fetchDepVideo' })).toEqual({
      success: true,
      code: '200',
      message: '',
      data: [],
    });
    expect(store.getState().global.depVideo).toEqual([]);
  });
});

describe('setting model', () => {
  afterEach(() => document.documentElement.classList.remove(COLOR_WEAK_CLASS));

  it('starts with the SPEC.md §9 defaults', () => {
    expect(makeStore().getState().setting).toEqual({
      navTheme: 'dark',
      primaryColor: '#1890ff',
      layout: 'sidemenu',
      contentWidth: 'Fluid',
      fixedHeader: false,
      fixSiderbar: true,
      colorWeak: false,
      title: 'Ant Design Pro',
      pwa: false,
      iconfontUrl: '',
    });
    expect(defaultSettings.primaryColor).toBe('#1890ff');
  });

  it('merges changes', async () => {
    const store = makeStore();
    await store.dispatch({ type: 'setting/changeSetting', payload: { navTheme: 'light' } });
    expect(store.getState().setting).toMatchObject({ navTheme: 'light', primaryColor: '#1890ff' });
  });

  it('fires a resize event only when contentWidth changes', async () => {
    const store = makeStore();
    const onResize = jest.fn();
    window.addEventListener('resize', onResize);
    await store.dispatch({ type: 'setting/changeSetting', payload: { navTheme: 'light' } });
    expect(onResize).not.toHaveBeenCalled();
    await store.dispatch({ type: 'setting/changeSetting', payload: { contentWidth: 'Fixed' } });
    expect(onResize).toHaveBeenCalledTimes(1);
    await store.dispatch({ type: 'setting/changeSetting', payload: { contentWidth: 'Fixed' } });
    expect(onResize).toHaveBeenCalledTimes(1);
    window.removeEventListener('resize', onResize);
  });

  it('toggles the colour-weak class on the root element', async () => {
    const store = makeStore();
    await store.dispatch({ type: 'setting/changeSetting', payload: { colorWeak: true } });
    expect(document.documentElement).toHaveClass(COLOR_WEAK_CLASS);
    await store.dispatch({ type: 'setting/changeSetting', payload: { colorWeak: false } });
    expect(document.documentElement).not.toHaveClass(COLOR_WEAK_CLASS);
  });
});
