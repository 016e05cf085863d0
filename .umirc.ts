import path from 'path';
import { defineConfig } from 'umi';
import { CompileHintsPlugin } from './config/compileHints';
import { floorSelectors } from './config/floorCss';
import { MOCK_CONFIG } from './config/mock';
import { browserTargets, minifierTarget, withPresetEnvTargets } from './config/targets';
import routes from './config/routes';
import { brand } from './src/content/brand';
import { aboutTypes, industries } from './src/content/taxonomy';

/** antd's own copy of @ant-design/cssinjs (see chainWebpack). */
const antdCssInJs = path.dirname(
  require.resolve('@ant-design/cssinjs/package.json', {
    paths: [path.dirname(require.resolve('antd/package.json'))],
  }),
);

/** What every stylesheet outside src/styles starts with (see chainWebpack). */
const stylesDir = path.resolve(__dirname, 'src/styles');
const lessPrelude = (content: string, loader: { resourcePath: string }) =>
  loader.resourcePath.startsWith(stylesDir)
    ? content
    : `@import (reference) '~@/styles/index.less';\n${content}`;

export default defineConfig({
  // The route table lives in config/routes.ts; every page is a lazy chunk.
  routes,
  // dva through umi's plugin (ships dva-core, dva-loading, dva-immer, react-redux; see
  // src/models/README.md); the dev server's guard (server/preview/umiPlugin.ts).
  plugins: ['@umijs/plugins/dist/dva', './config/plugin.ts', './server/preview/umiPlugin.ts'],
  dva: {},
  // Hashed file names so a CDN can cache assets for a year; HTML is the only uncached file.
  hash: true,
  // CSS-module class names: readable in development (`slide___rWQem`), a short hash in the build
  // (`a3Xk_Q`): each one is written in the prerendered HTML, the stylesheets and the scripts, and
  // the home page's HTML then fits the first round trip. Six base64 characters per class of each
  // file (about 1,500 classes): no two alike.
  cssLoaderModules: {
    localIdentName:
      process.env.NODE_ENV === 'production' ? '[hash:base64:6]' : '[local]___[hash:base64:5]',
  },
  // Chunks load from `window.publicPath` when set at run time, else from the build's publicPath.
  runtimePublicPath: {},
  publicPath: '/',
  // Without it the first production build fails with "Found conflicts in esbuild helpers".
  esbuildMinifyIIFE: true,
  // The browsers we support (config/targets.ts): Chromium 87+, Safari/iOS 14+, Firefox 91+. umi hands these
  // to the minifier and autoprefixer, but not to babel's preset-env, which then compiles our source
  // down to ES5 (regenerator for every dva effect, helpers for classes, spread and destructuring):
  // chainWebpack below passes them on.
  targets: browserTargets,
  // A selector list with one selector the floor cannot parse (`:focus-visible` before Safari 15.4,
  // `:has()`, `:is()` before Chromium 88) loses the whole rule there: config/floorCss.ts splits it.
  extraPostCSSPlugins: [floorSelectors()],
  // The minifier is also what compiles the dependencies (umi leaves node_modules to it). esbuild
  // refuses Safari 14 outright ("Transforming destructuring … is not supported yet": 14.0 has an
  // edge-case bug with destructuring that 14.1 fixed, and esbuild cannot lower destructuring), so
  // it gets the floor as an edition instead: ES2021, every syntax of which Chromium 87 and Safari
  // 14 run (babel has already compiled our own code for the browsers themselves). `npm run
  // check:floor` proves every built file is ES2021.
  jsMinifierOptions: { target: minifierTarget },
  // MFSU costs 13 s and 0.5 GB more at dev start on 2 cores and gains nothing at this size.
  mfsu: false,
  title: brand.homeTitle,
  // Build-time settings the app reads (umi passes only UMI_APP_* on its own); each can be set
  // again at run time in the page (README, "Pointing the app at a real API").
  define: {
    // Content pictures as rasters or the vector art (src/content/pictures.ts), fixed at build time.
    'process.env.MOCK_PICTURES': process.env.MOCK_PICTURES || '',
    // The API's origin when it is not the site's (window.apiBase).
    'process.env.API_BASE': process.env.API_BASE || '',
    // Who resizes and encodes pictures, and the hosts they may come from (window.imageService,
    // window.imageHosts; src/utils/loaders.ts).
    'process.env.IMAGE_SERVICE': process.env.IMAGE_SERVICE || '',
    'process.env.IMAGE_HOSTS': process.env.IMAGE_HOSTS || '',
    // WeChat share cards and Baidu Tongji, off unless set (window.wechat, window.baiduTongji;
    // src/utils/integrations.ts). The CSP reads the same variables (config/csp.ts).
    'process.env.WECHAT_APP_ID': process.env.WECHAT_APP_ID || '',
    'process.env.WECHAT_SIGNATURE_URL': process.env.WECHAT_SIGNATURE_URL || '',
    'process.env.BAIDU_TONGJI': process.env.BAIDU_TONGJI || '',
  },
  // `ANALYZE=1 npm run build` writes what every bundle is made of (reports/bundle-report.html;
  // ANALYZE_MODE=json for reports/bundle-report.json).
  analyze: {
    analyzerMode: process.env.ANALYZE_MODE === 'json' ? 'json' : 'static',
    reportFilename: path.resolve(
      __dirname,
      `reports/bundle-report.${process.env.ANALYZE_MODE === 'json' ? 'json' : 'html'}`,
    ),
  },
  // One HTML shell per route (and per case category and about type) for static hosts that do
  // not rewrite deep links; config/plugin.ts gives each its own title and description.
  exportStatic: {
    extraRoutePaths: [
      ...industries.map((i) => `/customerCase/${i.id}`),
      ...aboutTypes.map((t) => `/about${brand.slug}/${t.type}`),
    ],
  },
  // Mock files: one per API domain; helpers and data are not endpoints.
  mock: MOCK_CONFIG,
  // Static chunk load time-out (SPEC.md §7): 120 s.
  chainWebpack(memo) {
    memo.output.chunkLoadTimeout(120000);
    // umi-request pulls a fetch polyfill; every supported browser has fetch (see .env).
    for (const rule of ['src', 'jsx-ts-tsx', 'extra-src']) {
      if (memo.module.rules.has(rule) && memo.module.rule(rule).uses.has('babel-loader')) {
        memo.module
          .rule(rule)
          .use('babel-loader')
          .tap((options) => withPresetEnvTargets(options, browserTargets));
      }
    }
    memo.resolve.alias.set('isomorphic-fetch', false as unknown as string);
    // Every stylesheet sees the tokens and mixins (src/styles) without importing them; `reference`
    // writes no CSS. The files of src/styles themselves are left as they are.
    for (const kind of ['css-modules', 'css']) {
      const less = memo.module.rule('less').oneOf(kind);
      if (less.uses.has('less-loader')) {
        less.use('less-loader').tap((options) => ({ ...options, additionalData: lessPrelude }));
      }
    }
    // One copy of antd's style runtime: npm leaves two identical ones (antd's and its style
    // utilities'), which would both be bundled.
    memo.resolve.alias.set('@ant-design/cssinjs$', antdCssInJs);
    // …and qs with its dependency tree (12 KB gzipped) for two calls: src/utils/qs.ts does the same
    // for the options umi-request uses (tested against qs in tests/unit/utils/qs.test.ts).
    memo.resolve.alias.set('qs$', path.resolve(__dirname, 'src/utils/qs.ts'));
    // No lazy chunk over ~60 KB gzipped: antd's shared chunk (pager, form, dialog) is cut along
    // module boundaries into parts that download in parallel (webpack defaults otherwise).
    memo.optimization.splitChunks({ chunks: 'async', maxAsyncSize: 160000 });
    // umi.js and the consultation form's chunks compile while they stream in
    // (config/compileHints.ts).
    if (process.env.NODE_ENV === 'production') {
      memo.plugin('compile-hints').use(CompileHintsPlugin);
    }
    return memo;
  },
});
