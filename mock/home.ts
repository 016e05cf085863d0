/**
 * Home page endpoints (SPEC.md §7): the cases grouped by service and the hero banners.
 * Pure handlers exported for the unit tests; the default export maps them to routes.
 */
import { services } from '../src/content/taxonomy';
import type { Banner, CaseTypeCases, ResponseEnvelope } from '../src/types/api';
import { api } from './_lib/api';
import { ok } from './_lib/envelope';
import { bannerPictures, caseRecordPictures, picturesMode } from './_lib/pictures';
import { cases, toRecord } from './data/cases';
import { banners } from './data/home';

/** Most cases shown per service on the home page. */
export const HOME_CASES_PER_SERVICE = 8;

/** POST /api/index/caseTypeCaseList: one group per service, each with its newest cases. */
export function caseTypeCaseList(): ResponseEnvelope<CaseTypeCases[]> {
  const mode = picturesMode();
  return ok(
    services.map((s) => ({
      id: s.id,
      name: s.name,
      caseList: cases
        .filter((c) => c.serviceId === s.id)
        .sort((a, b) => b.year - a.year || a.id - b.id)
        .slice(0, HOME_CASES_PER_SERVICE)
        .map((c) => caseRecordPictures(toRecord(c), mode)),
    })),
  );
}

/** POST /api/index/bannerWebList. */
export function bannerWebList(): ResponseEnvelope<Banner[]> {
  const mode = picturesMode();
  return ok(banners.map((b) => bannerPictures(b, mode)));
}

export default {
  'POST /api/index/caseTypeCaseList': api(caseTypeCaseList),
  'POST /api/index/bannerWebList': api(bannerWebList),
};
