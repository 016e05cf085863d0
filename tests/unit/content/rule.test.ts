/** /rule's privacy text follows the analytics that are on: 百度统计 named only while Tongji is. */
import { ruleSections, ruleSectionsFor, tongjiParagraph } from '@/content/rule';

const text = (sections: ReturnType<typeof ruleSectionsFor>) =>
  sections.flatMap((s) => [s.title, ...s.paragraphs]).join('\n');

describe('rule: analytics in the privacy section', () => {
  it('off: says nothing of Baidu or of statistics cookies', () => {
    expect(ruleSections).toEqual(ruleSectionsFor({ tongji: false }));
    expect(text(ruleSections)).not.toMatch(/百度|统计/);
    expect(text(ruleSections)).toContain('本网站不使用用于广告投放或跨站追踪的 Cookie。');
  });

  it('on: the Cookie section names 百度统计 and what it collects; nothing else changes', () => {
    const on = ruleSectionsFor({ tongji: true });
    expect(on.map((s) => s.id)).toEqual(ruleSections.map((s) => s.id));
    const cookies = on.find((s) => s.id === 'cookies')!;
    expect(cookies.paragraphs[0]).toMatch(/^除下文所述的百度统计外，本网站不使用/);
    expect(cookies.paragraphs[cookies.paragraphs.length - 1]).toBe(tongjiParagraph);
    expect(tongjiParagraph).toMatch(/百度统计.*Cookie.*IP 地址/);
    on.filter((s) => s.id !== 'cookies').forEach((s) =>
      expect(s).toEqual(ruleSections.find((r) => r.id === s.id)),
    );
  });
});
