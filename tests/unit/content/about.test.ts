import {
  aboutTeamList,
  aptitudeList,
  corporateVisionList,
  honorList,
  lantuCourseList,
  positionList,
  welfareList,
} from '../../../src/content/about';
import { companyFacts } from '../../../src/content/brand';
import { offices } from '../../../src/content/offices';
import { sitePicture } from '../../../src/content/pictures';
import { contactCities } from '../../../src/content/taxonomy';

/*
 * Checks the content's shape and its agreement with SPEC.md and the other content files. The copy
 * itself is never pinned here: names are read from the content modules, so wording can change.
 */
const nonEmpty = (text: string) => text.trim().length > 0;
/** `n` distinct texts, none empty. */
const distinctTexts = (texts: string[], n: number) => {
  expect(texts).toHaveLength(n);
  texts.forEach((t) => expect(nonEmpty(t)).toBe(true));
  expect(new Set(texts).size).toBe(n);
};
/** The headquarters city (Hangzhou: the office without a contact type, first). */
const headquarters = offices[0].name;
/** Offices without a contact type besides the headquarters (Xiamen, Hong Kong, Singapore). */
const otherOffices = offices.slice(1).filter((o) => o.type === undefined);
/** A company fact of SPEC.md §1 by its number. */
const factOf = (value: number) => companyFacts.find((f) => f.value === value)!;

describe('about content: vision', () => {
  it('has 3 texts of 1–3 paragraphs', () => {
    distinctTexts(
      corporateVisionList.map((v) => v.title),
      3,
    );
    corporateVisionList.forEach((v) => {
      expect(v.describe.length).toBeGreaterThanOrEqual(1);
      expect(v.describe.length).toBeLessThanOrEqual(3);
      v.describe.forEach((p) => expect(nonEmpty(p)).toBe(true));
    });
  });
});

describe('about content: timeline', () => {
  const items = lantuCourseList.flatMap((g) => g.list);
  const text = items.map((i) => i.describe).join('');

  it('runs from 2005 to 2023 in 3 groups', () => {
    expect(lantuCourseList).toHaveLength(3);
    expect(lantuCourseList.map((g) => g.period)).toEqual(['2005–2010', '2011–2017', '2018–2023']);
    distinctTexts(
      lantuCourseList.map((g) => g.title),
      3,
    );
    expect(items[0].time).toBe('2005');
    expect(items[items.length - 1].time).toBe('2023');
    expect(items.length).toBeGreaterThanOrEqual(16);
    expect(items.length).toBeLessThanOrEqual(22);
  });

  it('keeps every item inside its group period, in ascending order', () => {
    lantuCourseList.forEach((g) => {
      const [from, to] = g.period.split('–').map(Number);
      g.list.forEach((i) => {
        expect(i.time).toMatch(/^\d{4}$/);
        expect(Number(i.time)).toBeGreaterThanOrEqual(from);
        expect(Number(i.time)).toBeLessThanOrEqual(to);
        expect(nonEmpty(i.describe)).toBe(true);
      });
    });
    const years = items.map((i) => Number(i.time));
    expect([...years].sort((a, b) => a - b)).toEqual(years);
  });

  it('founds the company in Hangzhou and opens every office city', () => {
    expect(otherOffices).toHaveLength(3);
    expect(items[0].describe).toContain(headquarters);
    contactCities
      .filter((c) => c.type !== undefined)
      .forEach((c) => expect(text).toContain(c.name));
    otherOffices.forEach((o) => expect(text).toContain(o.name));
  });

  it('agrees with the company facts', () => {
    const subsidiaries = factOf(14);
    const branches = factOf(2);
    const last = items[items.length - 1].describe;
    // The closing entry states the facts as the facts write them (number, unit, label).
    [subsidiaries, branches].forEach((f) =>
      expect(last).toContain(`${f.value} ${f.suffix}${f.label}`),
    );
    expect(last).toContain(String(factOf(1000).value));
    expect(last).toContain(String(factOf(800).value));
    // Every one of the 12 contact cities opens a subsidiary; two of the other offices are branches.
    const cities = contactCities.filter((c) => c.type !== undefined);
    expect(cities).toHaveLength(12);
    cities.forEach((c) => expect(text).toContain(`${c.name}${subsidiaries.label}`));
    expect(otherOffices.filter((o) => text.includes(`${o.name}${branches.label}`))).toHaveLength(
      branches.value,
    );
  });
});

describe('about content: people and papers', () => {
  it('has 8 leaders with drawn avatars and 40–80 character descriptions', () => {
    expect(aboutTeamList).toHaveLength(8);
    expect(new Set(aboutTeamList.map((m) => m.name)).size).toBe(8);
    aboutTeamList.forEach((m, i) => {
      expect(m.img).toBe(sitePicture(`images/team/leader-${i + 1}.svg`));
      expect(nonEmpty(m.post)).toBe(true);
      expect(m.describe.length).toBeGreaterThanOrEqual(40);
      expect(m.describe.length).toBeLessThanOrEqual(80);
    });
  });

  it('has 8 certificates and 10 honours with numbered pictures', () => {
    expect(aptitudeList).toHaveLength(8);
    aptitudeList.forEach((a, i) => {
      expect(a.img).toBe(sitePicture(`images/certificates/cert-${i + 1}.svg`));
      expect(nonEmpty(a.text)).toBe(true);
    });
    expect(honorList).toHaveLength(10);
    honorList.forEach((h, i) => {
      expect(h.img).toBe(sitePicture(`images/honors/honor-${i + 1}.svg`));
      expect(h.title).toMatch(/^(20[0-2]\d) /);
    });
    expect(new Set(honorList.map((h) => h.title)).size).toBe(10);
  });
});

describe('about content: jobs and welfare', () => {
  it('has exactly 8 distinct positions', () => {
    distinctTexts(
      positionList.map((p) => p.positionName),
      8,
    );
  });

  it('lists cities by slash and 4–6 unnumbered duties and requirements', () => {
    const cities = offices.map((o) => o.name);
    positionList.forEach((p) => {
      expect(p.address).toMatch(/^[^/\s]+(\/[^/\s]+)*$/);
      p.address.split('/').forEach((city) => expect(cities).toContain(city));
      [p.responsibilityList, p.qualificationList].forEach((list) => {
        expect(list.length).toBeGreaterThanOrEqual(4);
        expect(list.length).toBeLessThanOrEqual(6);
        list.forEach((line) => {
          expect(nonEmpty(line)).toBe(true);
          expect(line).not.toMatch(/^\s*(\d+|[一二三四五六])\s*[.、)）:：]/);
        });
      });
    });
  });

  it('asks for 2 or 3 years of experience in every position', () => {
    // A 2 or a 3 followed by a unit word (the wording of the requirement is the content's).
    positionList.forEach((p) => {
      expect(p.qualificationList.join('')).toMatch(/(^|\D)[23]\s*\p{Script=Han}/u);
    });
  });

  it('has the 5 welfare groups with 4–6 items each', () => {
    distinctTexts(
      welfareList.map((w) => w.title),
      5,
    );
    welfareList.forEach((w, i) => {
      expect(w.bgImg).toBe(sitePicture(`images/welfare/welfare-${i + 1}.svg`));
      expect(w.welfareList.length).toBeGreaterThanOrEqual(4);
      expect(w.welfareList.length).toBeLessThanOrEqual(6);
      w.welfareList.forEach((item) => expect(nonEmpty(item)).toBe(true));
    });
  });
});
