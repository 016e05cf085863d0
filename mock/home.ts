/**
 * Home page endpoints (SPEC.md §7): the cases grouped by service and the hero banners.
 * Pure handlers exported for the unit tests; the default export maps them to routes. The cases
 * are the live set (./_lib/cms.ts), with an editor's changes; the news of the home page are
 * answered by ./news.ts.
 */
import { services } from '../src/content/taxonomy';
import type { Banner, CaseTypeCases, ResponseEnvelope } from '../src/types/api';
import { api } from './_lib/api';
import { ok } from './_lib/envelope';
import { bannerPictures, caseRecordPictures, picturesMode } from './_lib/pictures';
import { liveCases } from './_lib/cms';
import { toRecord } from './data/cases';
import { banners } from './data/home';

/** Most cases shown per service on the home page. */
export const HOME_CASES_PER_SERVICE = 8;

/** POST /api/index/caseTypeCaseList: one group per service, each with its newest cases. */
export function caseTypeCaseList(): ResponseEnvelope<CaseTypeCases[]> {
  const mode = picturesMode();
  // Already in list order: newest year first, then id.
  const { list } = liveCases();
  return ok(
    services.map((s) => ({
      id: s.id,
      name: s.name,
      caseList: list
        .filter((c) => c.serviceId === s.id)
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
