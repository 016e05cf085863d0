/**
 * The unlayered antd stylesheet (src/components/AntdScope/styles.ts): added, first in <head>, only
 * where the browser has no cascade layers; once.
 */
import { ensureUnlayeredAntd, hasCascadeLayers } from '@/components/AntdScope/styles';

const FILE = 'antd-unlayered.0123abcd.css';

beforeEach(() => {
  document.head.innerHTML =
    '<meta charset="utf-8"><link rel="stylesheet" href="/umi.1.css"><style>.x{}</style>';
  delete (window as { CSSLayerBlockRule?: unknown }).CSSLayerBlockRule;
  delete (window as { publicPath?: string }).publicPath;
});

it('is added first among the stylesheets where cascade layers are missing, once', () => {
  expect(hasCascadeLayers()).toBe(false);
  const link = ensureUnlayeredAntd(document, FILE);
  expect(link?.getAttribute('href')).toBe(`/${FILE}`);
  const sheets = document.head.querySelectorAll('link[rel="stylesheet"], style');
  expect(sheets[0]).toBe(link);
  expect(sheets).toHaveLength(3);
  expect(ensureUnlayeredAntd(document, FILE)).toBe(link);
  expect(document.head.querySelectorAll('link[data-antd-unlayered]')).toHaveLength(1);
});

it('comes from the deployment’s public path (a CDN)', () => {
  window.publicPath = 'https://cdn.example.com/lantu/';
  expect(ensureUnlayeredAntd(document, FILE)?.getAttribute('href')).toBe(
    `https://cdn.example.com/lantu/${FILE}`,
  );
});

it('is not added where the browser has cascade layers, nor without a file', () => {
  (window as { CSSLayerBlockRule?: unknown }).CSSLayerBlockRule = function CSSLayerBlockRule() {};
  expect(ensureUnlayeredAntd(document, FILE)).toBeNull();
  delete (window as { CSSLayerBlockRule?: unknown }).CSSLayerBlockRule;
  expect(ensureUnlayeredAntd(document, '')).toBeNull();
  expect(document.head.querySelector('link[data-antd-unlayered]')).toBeNull();
});
