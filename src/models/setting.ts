import type { Effect, Reducer } from 'umi';
import defaultSettings from '../../config/defaultSettings';
import type { Settings } from '../../config/defaultSettings';

export const COLOR_WEAK_CLASS = 'colorWeak';

export interface SettingModelType {
  namespace: 'setting';
  state: Settings;
  effects: { changeSetting: Effect };
  reducers: { saveSetting: Reducer<Settings> };
}

/**
 * Layout settings (SPEC.md §3/§4): changes merge; when `contentWidth` changes a window `resize`
 * event fires so width-dependent widgets re-measure; `colorWeak` toggles a class on <html>.
 */
const SettingModel: SettingModelType = {
  namespace: 'setting',
  state: defaultSettings,
  effects: {
    *changeSetting({ payload }, { put, select }) {
      const before: Settings = yield select((s: { setting: Settings }) => s.setting);
      yield put({ type: 'saveSetting', payload });
      const after: Settings = yield select((s: { setting: Settings }) => s.setting);
      if (before.contentWidth !== after.contentWidth) {
        window.dispatchEvent(new Event('resize'));
      }
      document.documentElement.classList.toggle(COLOR_WEAK_CLASS, after.colorWeak);
      return after;
    },
  },
  reducers: {
    saveSetting(state = defaultSettings, { payload }) {
      return { ...state, ...payload };
    },
  },
};

export default SettingModel;
