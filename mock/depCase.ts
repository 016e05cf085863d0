/**
 * Department endpoints (SPEC.md §7): the departments' classic cases and their showreels.
 * Pure handlers exported for the unit tests; the default export maps them to routes.
 */
import type { ClassicCase, DepVideo, ResponseEnvelope } from '../src/types/api';
import { api } from './_lib/api';
import { ok } from './_lib/envelope';
import { classicCasePictures, depVideoPictures, picturesMode } from './_lib/pictures';
import { classicCases, depVideos } from './data/home';

/** POST /api/depCase/hDepCaseList. */
export function hDepCaseList(): ResponseEnvelope<ClassicCase[]> {
  const mode = picturesMode();
  return ok(classicCases.map((c) => classicCasePictures(c, mode)));
}

/** POST /api/depCase/hDepVideo. */
export function hDepVideo(): ResponseEnvelope<DepVideo[]> {
  const mode = picturesMode();
  return ok(depVideos.map((v) => depVideoPictures(v, mode)));
}

export default {
  'POST /api/depCase/hDepCaseList': api(hDepCaseList),
  'POST /api/depCase/hDepVideo': api(hDepVideo),
};
