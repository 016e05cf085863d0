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
import { contactCities } from '../../../src/content/taxonomy';

const nonEmpty = (text: string) => text.trim().length > 0;

describe('about content: vision', () => {
  it('has 3 texts of 1–3 paragraphs', () => {
    expect(corporateVisionList.map((v) => v.title)).toEqual(['使命', '愿景', '价值观']);
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
    expect(lantuCourseList.map((g) => g.title)).toEqual(['起步', '扩张', '全国化']);
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
    expect(items[0].describe).toContain('杭州');
    contactCities
      .filter((c) => c.type !== undefined)
      .forEach((c) => expect(text).toContain(c.name));
    ['厦门', '香港', '新加坡'].forEach((city) => expect(text).toContain(city));
  });

  it('agrees with the company facts', () => {
    const fact = (label: string) => companyFacts.find((f) => f.label === label)?.value;
    const last = items[items.length - 1].describe;
    expect(last).toContain(`${fact('子公司')} 家子公司`);
    expect(last).toContain(`${fact('分公司')} 家分公司`);
    expect(last).toContain(`${fact('设计师')}`);
    expect(last).toContain(`${fact('服务客户')}`);
    // 12 city subsidiaries plus 2 specialist ones = 14; branches: Xiamen and Hong Kong = 2.
    expect(
      (text.match(/子公司(成立|开业)|子公司澜图[^；。，]+在[^；。，]+成立/g) ?? []).length,
    ).toBe(14);
    expect((text.match(/分公司(成立|开业)/g) ?? []).length).toBe(2);
  });
});

describe('about content: people and papers', () => {
  it('has 8 leaders with drawn avatars and 40–80 character descriptions', () => {
    expect(aboutTeamList).toHaveLength(8);
    expect(new Set(aboutTeamList.map((m) => m.name)).size).toBe(8);
    aboutTeamList.forEach((m, i) => {
      expect(m.img).toBe(`images/team/leader-${i + 1}.svg`);
      expect(nonEmpty(m.post)).toBe(true);
      expect(m.describe.length).toBeGreaterThanOrEqual(40);
      expect(m.describe.length).toBeLessThanOrEqual(80);
    });
    expect(aboutTeamList[0].post).toContain('首席执行官');
  });

  it('has 8 certificates and 10 honours with numbered pictures', () => {
    expect(aptitudeList).toHaveLength(8);
    aptitudeList.forEach((a, i) => {
      expect(a.img).toBe(`images/certificates/cert-${i + 1}.svg`);
      expect(nonEmpty(a.text)).toBe(true);
    });
    expect(honorList).toHaveLength(10);
    honorList.forEach((h, i) => {
      expect(h.img).toBe(`images/honors/honor-${i + 1}.svg`);
      expect(h.title).toMatch(/^(20[0-2]\d) /);
    });
    expect(new Set(honorList.map((h) => h.title)).size).toBe(10);
  });
});

describe('about content: jobs and welfare', () => {
  it('has exactly the 8 positions in order', () => {
    expect(positionList.map((p) => p.positionName)).toEqual([
      '创意设计师',
      'UI设计师',
      '插画师',
      '动画视频设计师',
      '交互设计师',
      '3D动效设计师',
      '文案策划',
      '前端工程师',
    ]);
  });

  it('lists cities by slash and 4–6 unnumbered duties and requirements', () => {
    const cities = ['杭州', ...contactCities.map((c) => c.name), '厦门', '香港', '新加坡'];
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
    positionList.forEach((p) => {
      expect(p.qualificationList.join('')).toMatch(/[23]\s*年以上/);
    });
  });

  it('has the 5 welfare groups in order with 4–6 items each', () => {
    expect(welfareList.map((w) => w.title)).toEqual([
      '员工关怀',
      '薪资收入',
      '常规福利',
      '新人成长',
      '其他福利',
    ]);
    welfareList.forEach((w, i) => {
      expect(w.bgImg).toBe(`images/welfare/welfare-${i + 1}.svg`);
      expect(w.welfareList.length).toBeGreaterThanOrEqual(4);
      expect(w.welfareList.length).toBeLessThanOrEqual(6);
      w.welfareList.forEach((item) => expect(nonEmpty(item)).toBe(true));
    });
  });
});
