import { brand } from '@/content/brand';
import { defaultOffice, officeByType, offices } from '@/content/offices';
import { sitePicture } from '@/content/pictures';
import { ruleSections, ruleUpdatedAt } from '@/content/rule';
import {
  industryTiles,
  serviceAdvantages,
  servicePages,
  servicesOverview,
  userExperienceInfo,
} from '@/content/services';
import { siteMapList } from '@/content/siteMap';
import { contactCities, industries, services } from '@/content/taxonomy';
import type { MenuEntry } from '@/types/api';
import { CONSULT_FIELDS, CONSULT_LABELS } from '@/utils/consultRules';

/*
 * The content's shape and its agreement with SPEC.md and the other content files. Copy is never
 * pinned here: names are read from the content modules, so wording can change.
 */

describe('offices', () => {
  it('lists the 16 offices in order with their contact types', () => {
    expect(offices).toHaveLength(16);
    // The 13 contact cities first, in the taxonomy's order, then three more.
    expect(offices.slice(0, 13).map((o) => o.name)).toEqual(contactCities.map((c) => c.name));
    expect(new Set(offices.map((o) => o.name)).size).toBe(16);
    offices.forEach((o) => expect(o.name.trim()).not.toBe(''));
    expect(offices.map((o) => o.type)).toEqual([
      undefined,
      1,
      2,
      3,
      4,
      5,
      6,
      7,
      8,
      9,
      10,
      11,
      12,
      undefined,
      undefined,
      undefined,
    ]);
    expect(offices[0].key).toBe('hangzhou');
    expect(offices[15].key).toBe('singapore');
    expect(new Set(offices.map((o) => o.key)).size).toBe(16);
  });

  it('gives Hangzhou its three addresses and every office complete data', () => {
    const hangzhouNames = offices[0].addressList.map((a) => a.name);
    expect(new Set(hangzhouNames).size).toBe(3);
    hangzhouNames.forEach((name) => expect(name.trim()).not.toBe(''));
    expect(offices[0].addressList.map((a) => a.className)).toEqual([
      'marker-1',
      'marker-2',
      'marker-3',
    ]);
    expect(offices.slice(1).map((o) => o.addressList.length)).toEqual(Array(15).fill(1));
    for (const o of offices) {
      expect(o.phone).toBe(brand.hotline);
      expect(o.email).toBe(brand.businessMail);
      // An extension note with a four-digit extension.
      expect(o.transfer).toMatch(/(^|\D)\d{4}(\D|$)/);
      expect(o.circuit).not.toBe('');
      expect(o.coverImg).toBe(sitePicture(`images/offices/${o.key}-cover.svg`));
      expect(o.mapImg).toBe(sitePicture(`images/offices/${o.key}-map.svg`));
      expect(o.mapCenterPoint).toHaveLength(2);
      expect(o.addressList.length).toBeGreaterThan(0);
      for (const a of o.addressList) {
        expect(a.address).not.toBe('');
        expect(Number.isFinite(a.lng) && Number.isFinite(a.lat)).toBe(true);
      }
    }
  });

  it('finds an office by type, falling back to Hangzhou', () => {
    for (let n = 1; n <= 12; n += 1) {
      expect(officeByType(n).type).toBe(n);
      expect(officeByType(String(n)).type).toBe(n);
      expect(officeByType(n).name).toBe(contactCities.find((c) => c.type === n)?.name);
    }
    expect(defaultOffice).toBe(offices[0]);
    expect(defaultOffice.name).toBe(contactCities[0].name);
    expect(contactCities[0].type).toBeUndefined();
    for (const bad of [0, 13, 99, -1, 1.5, '', 'abc', '3abc', ' ', null, undefined]) {
      expect(officeByType(bad)).toBe(defaultOffice);
    }
    expect(officeByType()).toBe(defaultOffice);
  });
});

describe('services content', () => {
  it('has eight industry tiles with two-paragraph describes', () => {
    expect(industryTiles.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(industryTiles.map((t) => t.name)).toEqual(industries.map((i) => i.name));
    for (const t of industryTiles) {
      expect(t.path).toBe(`/customerCase/${t.id}`);
      expect(t.img).toBe(sitePicture(`images/industries/industry-${t.id}.svg`));
      expect(t.describe).toHaveLength(2);
      for (const p of t.describe) {
        expect(p.length).toBeGreaterThanOrEqual(40);
        expect(p.length).toBeLessThanOrEqual(80);
      }
    }
  });

  it('has four distinct service advantages', () => {
    expect(serviceAdvantages).toHaveLength(4);
    expect(new Set(serviceAdvantages.map((a) => a.title)).size).toBe(4);
    serviceAdvantages.forEach((a, i) => {
      expect(a.title.trim()).not.toBe('');
      expect(a.img).toBe(`images/advantages/advantage-${i + 1}.svg`);
      expect(a.describe.length).toBeGreaterThanOrEqual(40);
      expect(a.describe.length).toBeLessThanOrEqual(70);
    });
  });

  it('summarises all six services on the overview', () => {
    expect(servicesOverview.services.map((s) => s.key)).toEqual(services.map((s) => s.key));
    for (const s of servicesOverview.services) {
      expect(s.summary.length).toBeGreaterThanOrEqual(40);
      expect(s.summary.length).toBeLessThanOrEqual(70);
      expect(s.highlights).toHaveLength(3);
    }
  });

  it('has six distinct service pages', () => {
    const pages = services.map((s) => servicePages[s.key]);
    expect(Object.keys(servicePages)).toHaveLength(6);
    expect(new Set(pages.map((p) => p.hero.title)).size).toBe(6);
    expect(new Set(pages.map((p) => p.intro)).size).toBe(6);
    for (const p of pages) {
      expect(p.hero.img).toBe(sitePicture(`images/heroes/${p.key}.svg`));
      expect(p.offerings.length).toBeGreaterThanOrEqual(4);
      expect(p.offerings.length).toBeLessThanOrEqual(6);
      expect(p.process.length).toBeGreaterThanOrEqual(4);
      expect(p.process.length).toBeLessThanOrEqual(6);
      expect(p.caseTitle).not.toBe('');
      expect(p.cta.buttonText).not.toBe('');
    }
    // Each page carries its service's name from the taxonomy (applyingGrowth: content operation).
    services.forEach((s) => expect(servicePages[s.key].name).toBe(s.name));
  });

  it('describes the user experience method', () => {
    expect(userExperienceInfo.method.length).toBeGreaterThanOrEqual(3);
    expect(userExperienceInfo.process.length).toBeGreaterThanOrEqual(5);
    expect(userExperienceInfo.process.every((p) => p.outputs.length > 0)).toBe(true);
    expect(userExperienceInfo.deliverables.length).toBeGreaterThanOrEqual(6);
  });
});

describe('site map', () => {
  const byPath = (path: string) => siteMapList.find((e) => e.path === path) as MenuEntry;

  it('has the five sections with their children', () => {
    expect(siteMapList.map((e) => e.path)).toEqual([
      '/',
      '/customerCase',
      '/serviceContent',
      '/contactUs',
      `/about${brand.slug}`,
    ]);
    expect(byPath('/customerCase').list).toHaveLength(8);
    expect(byPath('/serviceContent').list).toHaveLength(6);
    expect(byPath('/contactUs').list).toHaveLength(13);
    expect(byPath('/aboutLantu').list).toHaveLength(4);
    expect(byPath('/contactUs').list?.[0]).toEqual({
      text: contactCities[0].name,
      path: '/contactUs',
    });
    expect(byPath('/contactUs').list?.[12]).toEqual({
      text: contactCities[12].name,
      path: '/contactUs?type=12',
      type: 12,
    });
    expect(byPath('/aboutLantu').list?.map((e) => e.path)).toEqual([
      '/aboutLantu/0',
      '/aboutLantu/1',
      '/aboutLantu/2',
      '/aboutLantu/3',
    ]);
  });

  it('uses absolute paths everywhere', () => {
    const all = siteMapList.flatMap((e) => [e, ...(e.list ?? [])]);
    for (const e of all) expect(e.path.startsWith('/')).toBe(true);
  });
});

describe('rules page', () => {
  it('covers terms, the consultation form, retention and rights', () => {
    expect(ruleUpdatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ruleSections.length).toBeGreaterThanOrEqual(7);
    expect(ruleSections.length).toBeLessThanOrEqual(10);
    expect(new Set(ruleSections.map((s) => s.id)).size).toBe(ruleSections.length);
    const text = ruleSections.flatMap((s) => s.paragraphs).join('\n');
    // The retention period: 24 months.
    expect(text).toMatch(/(^|\D)24(\D|$)/);
    expect(text).toContain(brand.businessMail);
    expect(text).toContain('sessionStorage');
    // Every field of the consultation form, by the form's own label (src/utils/consultRules.ts).
    for (const field of CONSULT_FIELDS.filter((f) => f !== 'agree')) {
      expect(text).toContain(CONSULT_LABELS[field]);
    }
    expect(text).not.toMatch(/<[a-z]/i);
  });
});
