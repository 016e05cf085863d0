/**
 * The slot manifest: every picture of the site with its path under public/, its intrinsic size and
 * the composition that draws it. The data decides captions and variations, never which slots exist
 * (except for extra case, news or office entries, which get pictures too).
 */
import { favicon, logo } from './compose/brand';
import type { CaseInfo } from './compose/cases';
import { caseCover, caseGallery } from './compose/cases';
import { certificate, honor } from './compose/documents';
import { newsBody, newsCover, welfare } from './compose/editorial';
import { HERO_NAMES, banner, hero } from './compose/heroes';
import { videoPoster } from './compose/motion';
import { officeCover, officeMap } from './compose/offices';
import { leaderAvatar } from './compose/people';
import { advantageIcon, industryTile } from './compose/tiles';
import type { ArtData } from './data';
import { industryById, industries, serviceById } from '../../src/content/taxonomy';

export interface Slot {
  /** Path under public/. */
  path: string;
  width: number;
  height: number;
  render: () => string;
}

export const CASE_COUNT = 64;
export const NEWS_COUNT = 24;
export const VIDEO_COUNT = 4;

const range = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** Ids 1..count plus any further ids the data holds, sorted. */
const idsOf = (count: number, extra: number[]) =>
  Array.from(new Set([...range(count), ...extra])).sort((a, b) => a - b);

/** A case as the compositions need it, from the data or from the id alone. */
export function caseInfo(id: number, data?: ArtData): CaseInfo {
  const known = data?.cases.find((c) => c.id === id);
  const base: CaseInfo = known ?? {
    id,
    industryId: ((id - 1) % 8) + 1,
    serviceId: 11 + ((id - 1) % 6),
  };
  return {
    ...base,
    industryName: industryById(base.industryId)?.name,
    serviceName: serviceById(base.serviceId)?.name,
  };
}

export function buildSlots(data: ArtData): Slot[] {
  const slots: Slot[] = [];
  const add = (p: string, width: number, height: number, render: () => string) =>
    slots.push({ path: p, width, height, render });

  add('favicon.svg', 64, 64, favicon);
  add('images/brand/logo.svg', 160, 40, () => logo('dark'));
  add('images/brand/logo-white.svg', 160, 40, () => logo('white'));

  range(4).forEach((i) => add(`images/banners/banner-${i}.svg`, 1920, 800, () => banner(i)));
  HERO_NAMES.forEach((name) => add(`images/heroes/${name}.svg`, 1440, 480, () => hero(name)));

  idsOf(
    CASE_COUNT,
    data.cases.map((c) => c.id),
  ).forEach((id) => {
    const info = caseInfo(id, data);
    add(`images/cases/case-${id}-cover.svg`, 640, 480, () => caseCover(info));
    range(3).forEach((k) =>
      add(`images/cases/case-${id}-gallery-${k}.svg`, 1200, 750, () => caseGallery(info, k)),
    );
  });

  industries.forEach((ind) =>
    add(`images/industries/industry-${ind.id}.svg`, 600, 400, () => industryTile(ind.id, ind.name)),
  );
  range(4).forEach((i) =>
    add(`images/advantages/advantage-${i}.svg`, 240, 240, () => advantageIcon(i)),
  );
  range(8).forEach((i) => add(`images/team/leader-${i}.svg`, 320, 320, () => leaderAvatar(i)));
  range(8).forEach((i) => add(`images/certificates/cert-${i}.svg`, 480, 640, () => certificate(i)));
  range(10).forEach((i) => add(`images/honors/honor-${i}.svg`, 480, 360, () => honor(i)));

  data.offices.forEach((o) => {
    add(`images/offices/${o.key}-cover.svg`, 800, 500, () => officeCover(o));
    add(`images/offices/${o.key}-map.svg`, 800, 500, () => officeMap(o));
  });

  range(5).forEach((i) => add(`images/welfare/welfare-${i}.svg`, 600, 360, () => welfare(i)));

  idsOf(
    NEWS_COUNT,
    data.news.map((n) => n.id),
  ).forEach((id) => {
    const category = data.news.find((n) => n.id === id)?.category;
    add(`images/news/news-${id}.svg`, 640, 400, () => newsCover(id, category));
    add(`images/news/news-${id}-body.svg`, 1200, 675, () => newsBody(id, category));
  });

  range(VIDEO_COUNT).forEach((i) =>
    add(`images/videos/video-${i}-poster.svg`, 1280, 720, () => videoPoster(i)),
  );
  return slots;
}
