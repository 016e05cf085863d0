/**
 * Department endpoints (SPEC.md §7): the departments' classic cases and their showreels.
 * Pure handlers exported for the unit tests; the default export maps them to routes.
 */
import type { ClassicCase, DepVideo, ResponseEnvelope } from '../src/types/api';
import { api } from './_lib/api';
import { ok } from './_lib/envelope';
import { classicCases, depVideos } from './data/home';

/** POST /api/depCase/hDepCaseList. */
export function hDepCaseList(): ResponseEnvelope<ClassicCase[]> {
  return ok(classicCases.map((c) => ({ ...c })));
}

/** POST /api/depCase/hDepVideo. */
export function hDepVideo(): ResponseEnvelope<DepVideo[]> {
  return ok(depVideos.map((v) => ({ ...v })));
}

export default {
  'POST /api/depCase/hDepCaseList': api(hDepCaseList),
  'POST /api/depCase/hDepVideo': api(hDepVideo),
};
