import type { Reducer } from 'umi';
import { defaultOffice, offices } from '@/content/offices';
import type { Office } from '@/types/api';

/** Contact state: the 16 offices and the selected one, Hangzhou at first (SPEC.md §2/§4). */
export interface ContactUsModelState {
  officeList: Office[];
  selectedOffice: Office;
}

export interface ContactUsModelType {
  namespace: 'contactUs';
  state: ContactUsModelState;
  reducers: { save: Reducer<ContactUsModelState>; selectOffice: Reducer<ContactUsModelState> };
}

export const initialContactUsState: ContactUsModelState = {
  officeList: offices,
  selectedOffice: defaultOffice,
};

const ContactUsModel: ContactUsModelType = {
  namespace: 'contactUs',
  state: initialContactUsState,
  reducers: {
    /** `save({ selectedOffice })` replaces the selected office (SPEC.md §4). */
    save(state = initialContactUsState, { payload }) {
      return { ...state, ...payload };
    },
    /** What the page dispatches: `selectOffice(office)`, one of the office list (else no change). */
    selectOffice(state = initialContactUsState, { payload }) {
      const office = state.officeList.find((o) => o.key === payload?.key);
      return office && office !== state.selectedOffice
        ? { ...state, selectedOffice: office }
        : state;
    },
  },
};

export default ContactUsModel;
