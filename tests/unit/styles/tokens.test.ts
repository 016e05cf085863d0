/**
 * @jest-environment node
 *
 * The design tokens (src/styles/tokens.ts) are the one source of colours, type sizes and
 * breakpoints: the generated LESS is current, and no stylesheet or component writes its own.
 */
import fs from 'fs';
import path from 'path';
import { tokensLess } from '@/styles/generate';
import { breakpoints, palette, tints } from '@/styles/tokens';
import { C, THEMES } from '../../../scripts/art/palette';
import { antdTheme } from '@/theme';

const root = path.resolve(__dirname, '../../..');
const src = path.join(root, 'src');

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return d.name.startsWith('.umi') ? [] : walk(p);
    return [p];
  });
}

const rel = (file: string) => path.relative(root, file);
const files = walk(src);
const stylesheets = files.filter((f) => f.endsWith('.less') && !f.endsWith('styles/tokens.less'));
const code = files.filter((f) => /\.tsx?$/.test(f) && !f.endsWith('styles/tokens.ts'));
/** Comments say what a colour is for; only declarations count. */
const stripComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

function offences(list: string[], pattern: RegExp) {
  return list.flatMap((file) =>
    stripComments(fs.readFileSync(file, 'utf8'))
      .split('\n')
      .map((line, i) => ({ line, i }))
      .filter(({ line }) => pattern.test(line))
      .map(({ line, i }) => `${rel(file)}:${i + 1}: ${line.trim()}`),
  );
}

describe('design tokens', () => {
  it('src/styles/tokens.less is generated from tokens.ts (run `npm run tokens`)', () => {
    const saved = fs.readFileSync(path.join(src, 'styles/tokens.less'), 'utf8');
    expect(saved).toBe(tokensLess());
  });

  it('no stylesheet writes a colour of its own: hex and rgb() only in the tokens', () => {
    expect(offences(stylesheets, /#[0-9a-fA-F]{3,8}\b|rgba?\(\s*\d/)).toEqual([]);
  });

  it('no component writes a colour of its own', () => {
    expect(offences(code, /['"`]#[0-9a-fA-F]{3,8}\b/)).toEqual([]);
  });

  it('every media query is one of the breakpoints (@below-* / @from-*)', () => {
    expect(offences(stylesheets, /@media[^{]*\d+px/)).toEqual([]);
    expect(Object.values(breakpoints)).toHaveLength(4);
  });

  it('every font size is a step of the type scale', () => {
    expect(offences(stylesheets, /font-size:\s*\d+(\.\d+)?px/)).toEqual([]);
  });

  it('antd and the artwork paint with the same palette', () => {
    expect(antdTheme.token?.colorPrimary).toBe(palette.primary);
    expect(antdTheme.token?.colorTextBase).toBe(palette.ink);
    const known = new Set<string>([...Object.values(palette), ...Object.values(tints)]);
    for (const colour of Object.values(C)) expect(known.has(colour)).toBe(true);
    for (const theme of THEMES) for (const colour of theme.bg) expect(known.has(colour)).toBe(true);
    expect(fs.readFileSync(path.join(root, 'scripts/art/palette.ts'), 'utf8')).not.toMatch(
      /#[0-9a-fA-F]{3,8}\b/,
    );
  });
});
