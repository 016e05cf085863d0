/**
 * antd's styles as a static stylesheet, made at build time for the site's theme and the components
 * the site uses. At run time antd then works in zero-runtime mode (`theme.zeroRuntime`, set in
 * src/components/AntdScope): it generates and injects no CSS while rendering, so the consultation
 * dialog's first render does no style work and a page never flashes unstyled antd parts.
 *
 * Every component is rendered once on the server (react-dom/server) into a style cache of
 * @ant-design/cssinjs, and the cache is written out as plain CSS. Parts that only render in a
 * portal (the select list, the dialog, toasts) render through antd's own panel components.
 *
 * config/plugin.ts writes the result to the build's temporary folder (`@@/antd.css`: src/.umi or
 * src/.umi-production) on every `umi dev`, `umi build` and `umi setup`; AntdScope imports it.
 */
import type { ThemeConfig } from 'antd';
import { createHash } from 'crypto';
import path from 'path';
import { createElement as h } from 'react';
import type { ReactElement } from 'react';
import { forTheFloor } from './floorCss';

/** The antd components the site renders (src/** imports from 'antd'). */
export const ANTD_COMPONENTS = [
  'Alert',
  'App',
  'Button',
  'Checkbox',
  'Form',
  'Input',
  'Modal',
  'Pagination',
  'Radio',
  'Select',
  'message',
] as const;

interface CssInJs {
  createCache: () => object;
  extractStyle: (cache: object, options: { plain: boolean }) => string;
  StyleProvider: (props: { cache: object; children?: unknown }) => ReactElement;
}

/** antd's CSS for `theme`, as antd writes it (no layer). */
export function antdStyles(theme: ThemeConfig): string {
  // Required here, not at the top: only the build needs antd on the server.
  // eslint-disable-next-line @typescript-eslint/no-var-requires, global-require
  const antd = require('antd') as typeof import('antd');
  const { Alert, App, Button, Checkbox, ConfigProvider, Form, Input, Modal, Pagination, Radio } =
    antd;
  const { Select, message } = antd;
  // eslint-disable-next-line @typescript-eslint/no-var-requires, global-require
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  // npm may leave several copies of @ant-design/cssinjs in the tree (antd's and its style
  // utilities' own): each keeps its own style context, so every copy gets a cache of its own.
  const antdDir = path.dirname(require.resolve('antd/package.json'));
  const utilsDir = path.dirname(
    require.resolve('@ant-design/cssinjs-utils/package.json', { paths: [antdDir] }),
  );
  const copies = Array.from(
    new Set(
      [antdDir, utilsDir].map((dir) => require.resolve('@ant-design/cssinjs', { paths: [dir] })),
    ),
  ).map((file) => {
    // eslint-disable-next-line @typescript-eslint/no-var-requires, global-require
    const cssinjs = require(file) as CssInJs;
    return { cssinjs, cache: cssinjs.createCache() };
  });
  const nodes: ReactElement[] = [
    h(Alert, { type: 'error', title: 'x', description: 'x', showIcon: true }),
    h(App, null, 'x'),
    h(Button, { type: 'primary', size: 'large', loading: true }, 'x'),
    h(Button, null, 'x'),
    h(Checkbox, null, 'x'),
    h(
      Form,
      { layout: 'vertical', size: 'large' },
      h(Form.Item, { label: 'x', name: 'x', rules: [{ required: true }] }, h(Input)),
    ),
    h(Input, { placeholder: 'x' }),
    h(Input.TextArea, { showCount: true, maxLength: 10 }),
    h(Modal._InternalPanelDoNotUseOrYouWillBeFired, { title: 'x' }, 'x'),
    h(Pagination, { total: 100 }),
    h(Radio.Group, { optionType: 'button', options: ['a', 'b'] }),
    h(Radio, null, 'x'),
    h(Select, { options: [{ value: 'a', label: 'a' }], allowClear: true, showSearch: true }),
    h(Select._InternalPanelDoNotUseOrYouWillBeFired, { options: [{ value: 'a', label: 'a' }] }),
    h(message._InternalPanelDoNotUseOrYouWillBeFired, { type: 'error', content: 'x' }),
  ];
  const tree = copies.reduceRight<ReactElement>(
    (child, { cssinjs, cache }) => h(cssinjs.StyleProvider, { cache }, child),
    h(ConfigProvider, { theme: { ...theme, zeroRuntime: false } }, ...nodes),
  );
  renderToString(tree);
  const css = copies
    .map(({ cssinjs, cache }) => cssinjs.extractStyle(cache, { plain: true }))
    .join('\n');
  return css;
}

/**
 * The stylesheet the app imports: in a cascade layer of its own, so the site's stylesheets,
 * unlayered, always win over antd's, whatever order the files arrive in (at run time antd used
 * to put its styles first).
 */
export const layeredAntdCss = (css: string): string => `@layer antd{${css}}\n`;

/**
 * The same for the browsers without cascade layers (Chromium < 99, Safari < 15.4, Firefox < 97:
 * inside the floor), which drop `@layer antd{…}` whole and would show antd's parts unstyled: the
 * rules unlayered and split for the floor (config/floorCss.ts), a file of its own that only they
 * fetch (src/components/AntdScope/styles.ts puts it first in <head>, so the site's stylesheets,
 * after it, still win where their selectors weigh as much as antd's).
 */
export const unlayeredAntdCss = (css: string): string => `${forTheFloor(css).trim()}\n`;

/** The file name of the unlayered copy: its content's hash in it, like every built asset. */
export const unlayeredAntdFile = (unlayered: string): string =>
  `antd-unlayered.${createHash('sha256').update(unlayered).digest('hex').slice(0, 8)}.css`;

export function buildAntdCss(theme: ThemeConfig): string {
  return layeredAntdCss(antdStyles(theme));
}
