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
  reducers: { save: Reducer<ContactUsModelState> };
}

export const initialContactUsState: ContactUsModelState = {
  officeList: offices,
  selectedOffice: defaultOffice,
};

const ContactUsModel: ContactUsModelType = {
  namespace: 'contactUs',
  state: initialContactUsState,
  reducers: {
    /** `save({ selectedOffice })` replaces the selected office. */
    save(state = initialContactUsState, { payload }) {
      return { ...state, ...payload };
    },
  },
};

export default ContactUsModel;
