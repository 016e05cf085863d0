/**
 * What pages read from the store. The state keeps the shapes SPEC.md §3 fixes (the case list in rows
 * of 5, depVideo an object until loaded); these selectors hand pages what they draw. Each returns
 * the same value for the same state, so `useSelector` re-renders only when the data changed.
 */
import type { CaseRecord, DepVideo } from '@/types/api';
import type { ConnectState } from '@/types/connect';

const NO_VIDEOS: DepVideo[] = [];

/** Memoises a derivation on the identity of its input (a WeakMap: entries go with their input). */
function derive<I extends object, O>(fn: (input: I) => O): (input: I) => O {
  const seen = new WeakMap<I, O>();
  return (input) => {
    if (!seen.has(input)) seen.set(input, fn(input));
    return seen.get(input) as O;
  };
}

const flatRows = derive((rows: CaseRecord[][]) => rows.flat());

/* ---------- home ---------- */
export const selectBanners = (s: ConnectState) => s.index.bannerList;
export const selectCaseGroups = (s: ConnectState) => s.index.caseList;
export const selectLatestNews = (s: ConnectState) => s.index.newsList;
export const selectClassicCases = (s: ConnectState) => s.global.classicCasesList;
/** The department videos; none until loaded (the state holds `{}` then). */
export const selectVideos = (s: ConnectState): DepVideo[] =>
  Array.isArray(s.global.depVideo) ? s.global.depVideo : NO_VIDEOS;

/* ---------- layout ---------- */
export const selectMenuOpen = (s: ConnectState) => s.global.collapsed;
export const selectConsultOpen = (s: ConnectState) => s.global.formPopupMask;
export const selectScrollTop = (s: ConnectState) => s.global.scrollTop;

/* ---------- cases ---------- */
/** The records of the page on screen, in order (the state keeps them in rows of 5). */
export const selectCaseRecords = (s: ConnectState): CaseRecord[] => flatRows(s.case.caseList);
export const selectCaseTotal = (s: ConnectState) => s.case.caseListTotal;
export const selectCaseDetail = (s: ConnectState) => s.case.caseDetailData;

/* ---------- contact ---------- */
export const selectOffices = (s: ConnectState) => s.contactUs.officeList;
export const selectSelectedOffice = (s: ConnectState) => s.contactUs.selectedOffice;
