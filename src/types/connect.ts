/** The whole store: every dva namespace plus dva-loading. `case` is a keyword: read it as `state.case`. */
import type { Settings } from '../../config/defaultSettings';
import type { AboutModelState } from '@/models/about';
import type { CaseModelState } from '@/models/case';
import type { ContactUsModelState } from '@/models/contactUs';
import type { GlobalModelState } from '@/models/global';
import type { IndexModelState } from '@/models/index';
import type { ServicesModelState } from '@/models/services';
import type { WebsiteMapModelState } from '@/models/websiteMap';

export interface Loading {
  global: boolean;
  effects: Record<string, boolean | undefined>;
  models: Record<string, boolean | undefined>;
}

export interface ConnectState {
  global: GlobalModelState;
  setting: Settings;
  index: IndexModelState;
  case: CaseModelState;
  about: AboutModelState;
  services: ServicesModelState;
  contactUs: ContactUsModelState;
  websiteMap: WebsiteMapModelState;
  loading: Loading;
}
