import cloneDeep from 'lodash/cloneDeep';
import { cases } from '../../../mock/data/cases';
import { banners, classicCases, depVideos } from '../../../mock/data/home';
import { news } from '../../../mock/data/news';
import { formatProblems, resolvesToRoute, validateContent } from '../../../mock/_lib/validate';
import { offices } from '@/content/offices';

const sources = () => ({
  cases: cloneDeep(cases),
  news: cloneDeep(news),
  banners: cloneDeep(banners),
  classicCases: cloneDeep(classicCases),
  depVideos: cloneDeep(depVideos),
  offices: cloneDeep(offices),
});

describe('content validation', () => {
  it('finds no problem in the committed mock data and content', () => {
    const problems = validateContent();
    expect(formatProblems(problems)).toBe('');
  });

  it('names the file, record and field of a typo', () => {
    const s = sources();
    s.cases[0].cover = 'images/cases/case-1-cvoer.svg';
    s.cases[1].typeId = 999;
    s.cases[2].id = s.cases[3].id;
    s.banners[0].link = '/customerCase/abc';
    s.classicCases[0].caseId = 4040;
    s.news[0].date = '2023/01/01';
    s.offices[1].addressList[0].lat = 123;
    s.banners[1].img = 'https://tracker.example/p.png';
    s.depVideos[0].src = '/\\evil.example/film.mp4';
    const problems = validateContent(s);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: 'mock/data/cases.ts',
          record: `案例 id=${cases[0].id}`,
          field: 'cover',
        }),
        expect.objectContaining({
          file: 'mock/data/cases.ts',
          record: `案例 id=${cases[1].id}`,
          field: 'typeId',
        }),
        expect.objectContaining({ file: 'mock/data/cases.ts', field: 'id' }),
        expect.objectContaining({ file: 'mock/data/home.ts', field: 'link' }),
        expect.objectContaining({ file: 'mock/data/home.ts', field: 'caseId' }),
        expect.objectContaining({ file: 'mock/data/news.ts', field: 'date' }),
        expect.objectContaining({ file: 'src/content/offices.ts', field: 'addressList[0].lat' }),
        expect.objectContaining({ file: 'mock/data/home.ts', field: 'img' }),
        expect.objectContaining({ file: 'mock/data/home.ts', field: 'src' }),
      ]),
    );
    expect(formatProblems(problems)).toContain(
      '网站不显示其他网站的图片）：https://tracker.example',
    );
    expect(formatProblems(problems)).toContain('图片不存在：public/images/cases/case-1-cvoer.svg');
  });

  it('resolves internal links against config/routes.ts and the records', () => {
    const s = sources();
    expect(resolvesToRoute('/')).toBe(true);
    expect(resolvesToRoute('/customerCase/3')).toBe(true);
    expect(resolvesToRoute('/customerCase/9')).toBe(false);
    expect(resolvesToRoute('/customerCase/abc')).toBe(false);
    expect(resolvesToRoute('/serviceContent/userExperience')).toBe(true);
    expect(resolvesToRoute('/serviceContent/nope')).toBe(false);
    expect(resolvesToRoute('/aboutLantu/3')).toBe(true);
    expect(resolvesToRoute('/aboutLantu/4')).toBe(false);
    expect(resolvesToRoute('/contactUs?type=12')).toBe(true);
    expect(resolvesToRoute('/contactUs?type=13')).toBe(false);
    expect(resolvesToRoute('/customerCase/caseDetail?id=1', s)).toBe(true);
    expect(resolvesToRoute('/customerCase/caseDetail?id=99999', s)).toBe(false);
    expect(resolvesToRoute('/newsLantu?id=1', s)).toBe(true);
    expect(resolvesToRoute('mailto:hr@lantu-design.cn')).toBe(true);
    expect(resolvesToRoute('javascript:alert(1)')).toBe(false);
  });
});
