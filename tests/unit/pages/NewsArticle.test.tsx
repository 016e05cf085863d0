import { screen } from '@testing-library/react';
import { renderWithRouter } from '../components/renderWithRouter';
import NewsArticle from '@/pages/News/NewsArticle';
import type { NewsDetail } from '@/types/api';

const detail = (content: string): NewsDetail => ({
  id: 1,
  title: '设计周报：五个变化',
  date: '2023-06-18',
  img: '',
  summary: '',
  category: '行业观察',
  content,
  prev: null,
  next: null,
});

/** Every heading of the page in document order, as `h<level>:<text>`. */
const outline = () =>
  screen.getAllByRole('heading').map((h) => `${h.tagName.toLowerCase()}:${h.textContent}`);

describe('NewsArticle: the body’s headings sit right under the page’s <h1>', () => {
  it.each([
    ['h1', '<h1>背景</h1><p>正文</p><h2>细节</h2><p>正文</p><h1>结论</h1>'],
    ['h3', '<h3>背景</h3><p>正文</p><h4>细节</h4><p>正文</p><h3>结论</h3>'],
    ['h5', '<h5>背景</h5><p>正文</p><h6>细节</h6><p>正文</p><h5>结论</h5>'],
  ])('a body that starts at %s', (_, content) => {
    renderWithRouter(<NewsArticle detail={detail(content)} back="/aboutLantu/1" />);
    const headings = outline();
    // One <h1>, the page's own; then the body's, shifted as one with their order kept.
    expect(headings.filter((h) => h.startsWith('h1:'))).toEqual(['h1:设计周报：五个变化']);
    const body = headings.slice(headings.indexOf('h2:背景'));
    expect(body).toEqual(['h2:背景', 'h3:细节', 'h2:结论']);
  });
});
