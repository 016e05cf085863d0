import type { Reducer } from 'umi';
import { industryTiles, serviceAdvantages } from '@/content/services';
import type { IndustryTile, ServiceAdvantage } from '@/types/api';

/** Services state: the eight industry tiles and the four advantages (SPEC.md §3). */
export interface ServicesModelState {
  industryList: IndustryTile[];
  advantageList: ServiceAdvantage[];
}

export interface ServicesModelType {
  namespace: 'services';
  state: ServicesModelState;
  reducers: { save: Reducer<ServicesModelState> };
}

export const initialServicesState: ServicesModelState = {
  industryList: industryTiles,
  advantageList: serviceAdvantages,
};

const ServicesModel: ServicesModelType = {
  namespace: 'services',
  state: initialServicesState,
  reducers: {
    save(state = initialServicesState, { payload }) {
      return { ...state, ...payload };
    },
  },
};

export default ServicesModel;
