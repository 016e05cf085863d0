/**
 * @jest-environment node
 */
import {
  antdStyles,
  buildAntdCss,
  unlayeredAntdCss,
  unlayeredAntdFile,
} from '../../../config/antdCss';
import { floorCssProblems } from '../../../config/floorCss';
import { palette } from '@/styles/tokens';
import { antdTheme } from '@/theme';

describe('antd stylesheet made at build time (zero-runtime antd)', () => {
  const css = buildAntdCss(antdTheme);

  it('styles every antd part the site renders, portals included', () => {
    for (const selector of [
      '.ant-alert',
      '.ant-btn-primary',
      '.ant-checkbox-wrapper',
      '.ant-form-item-label',
      '.ant-input',
      '.ant-modal-container',
      '.ant-pagination-item',
      '.ant-radio-button-wrapper',
      '.ant-select-content',
      '.ant-select-dropdown',
      '.ant-select-item-option',
      '.ant-message-notice',
    ]) {
      expect(css).toContain(selector);
    }
  });

  it('carries the site theme as CSS variables under its key', () => {
    const key =
      antdTheme.cssVar && typeof antdTheme.cssVar === 'object' ? antdTheme.cssVar.key : '';
    expect(key).toBe('lantu');
    const block = css.match(new RegExp(`\\.${key}\\{([^}]*)\\}`));
    expect(block?.[1]).toContain(`--ant-color-primary:${palette.primary}`);
    expect(block?.[1]).toContain(`--ant-color-error:${palette.error}`);
  });

  it('sits in a cascade layer below the site styles, and follows the theme', () => {
    expect(css.startsWith('@layer antd{')).toBe(true);
    const other = buildAntdCss({
      ...antdTheme,
      token: { ...antdTheme.token, colorPrimary: '#123456' },
    });
    expect(other).toContain('--ant-color-primary:#123456');
  });
});

describe('the unlayered copy, for browsers without cascade layers', () => {
  const plain = antdStyles(antdTheme);
  const unlayered = unlayeredAntdCss(plain);

  it('has no layer, and loses nothing at the floor', () => {
    expect(unlayered).not.toContain('@layer');
    expect(floorCssProblems(plain, 'antd.css', true).length).toBeGreaterThan(0);
    expect(floorCssProblems(unlayered, 'antd-unlayered.css', false)).toEqual([]);
  });

  it("keeps every declaration of antd's (split rules repeat theirs)", () => {
    const declarations = (css: string) => new Set(css.match(/[{;][a-z-]+:[^;}]+/g));
    const ours = declarations(unlayered);
    const missing = [...declarations(plain)].filter((d) => !ours.has(d));
    expect(missing).toEqual([]);
    expect(unlayered).toContain('.ant-btn-primary');
  });

  it("is named by its content's hash", () => {
    expect(unlayeredAntdFile(unlayered)).toMatch(/^antd-unlayered\.[0-9a-f]{8}\.css$/);
    expect(unlayeredAntdFile(unlayered)).toBe(unlayeredAntdFile(unlayeredAntdCss(plain)));
    expect(unlayeredAntdFile(`${unlayered} `)).not.toBe(unlayeredAntdFile(unlayered));
  });
});
