import type { Reducer } from 'umi';
import { siteMapList } from '@/content/siteMap';
import type { MenuEntry } from '@/types/api';

/** Site map state (SPEC.md §2 "Site map data"), updated by `save`. */
export interface WebsiteMapModelState {
  siteMapList: MenuEntry[];
}

export interface WebsiteMapModelType {
  namespace: 'websiteMap';
  state: WebsiteMapModelState;
  reducers: { save: Reducer<WebsiteMapModelState> };
}

export const initialWebsiteMapState: WebsiteMapModelState = { siteMapList };

const WebsiteMapModel: WebsiteMapModelType = {
  namespace: 'websiteMap',
  state: initialWebsiteMapState,
  reducers: {
    save(state = initialWebsiteMapState, { payload }) {
      return { ...state, ...payload };
    },
  },
};

export default WebsiteMapModel;
