/**
 * @jest-environment node
 */
import { floorCssProblems, forTheFloor, gapsOf } from '../../../config/floorCss';

describe('selectors the floor cannot parse', () => {
  test.each([
    ['.a:focus-visible', [':focus-visible']],
    ['.a:has(> .b)', [':has()']],
    ['.chip:is(a, button):hover', [':is() / :where()']],
    ['.a:where(.b)', [':is() / :where()']],
    ['.a:not(.b, .c)', [':not() of a list or a complex selector']],
    ['.a:not(.b .c)', [':not() of a list or a complex selector']],
    ['.a:has(:focus-visible)', [':focus-visible', ':has()']],
  ])('%s', (selector, gaps) => {
    expect(gapsOf(selector)).toEqual(gaps);
  });

  test.each(['.a:hover', '.a:not(.b)', '.a:not(:disabled):not(.b)', 'a::before', '.a .b > c'])(
    '%s is parsed at the floor',
    (selector) => {
      expect(gapsOf(selector)).toEqual([]);
    },
  );
});

describe('forTheFloor splits a rule the floor would lose', () => {
  it('keeps the selectors it parses in a rule of their own, the others beside them', () => {
    const out = forTheFloor('.btn:hover,.btn:focus-visible{color:red}');
    expect(out).toBe('.btn:hover{color:red}.btn:focus-visible{color:red}');
  });

  it('groups selectors by what they lack, plain ones first, and keeps the rest in order', () => {
    const out = forTheFloor(
      '.x{margin:0}.a:has(.b),.c,.d:focus-visible,.e,.f:has(.g){color:red;background:blue}.y{padding:0}',
    );
    expect(out).toBe(
      '.x{margin:0}.c,.e{color:red;background:blue}.a:has(.b),.f:has(.g){color:red;background:blue}.d:focus-visible{color:red;background:blue}.y{padding:0}',
    );
  });

  it('leaves alone rules that need no split, @keyframes steps, and commas inside :is()', () => {
    const css =
      '.a,.b{color:red}.c:focus-visible{outline:0}@keyframes k{0%,50%{opacity:0}}.d:is(a,b){color:blue}';
    expect(forTheFloor(css)).toBe(css);
  });

  it('splits inside @media and @layer too', () => {
    expect(forTheFloor('@media (min-width:1px){.a,.a:focus-visible{color:red}}')).toBe(
      '@media (min-width:1px){.a{color:red}.a:focus-visible{color:red}}',
    );
  });
});

describe('floorCssProblems reads a built stylesheet as the floor would', () => {
  it('names a mixed list and an uncovered layer, with their lines', () => {
    const problems = floorCssProblems(
      '.a{color:red}\n.b:hover,.b:focus-visible{color:red}\n@layer antd{.c{color:red}}',
      'x.css',
      false,
    );
    expect(problems.map((p) => [p.line, p.what.split(':')[0]])).toEqual([
      [3, '@layer antd'],
      [2, '".b'],
    ]);
    expect(problems[1].what).toContain(':focus-visible');
  });

  it('is quiet once split, and about layers the unlayered copy covers', () => {
    const css = forTheFloor(
      '.b:hover,.b:focus-visible{color:red}@layer antd{.c,.c:has(.d){color:red}}',
    );
    expect(floorCssProblems(css, 'x.css', true)).toEqual([]);
  });
});
