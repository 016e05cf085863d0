/**
 * The browsers the site supports (README "Browsers"): the floor is the oldest engines Chinese
 * visitors still arrive with. Chromium 87 covers the in-app and domestic browsers, all Chromium
 * kernels (the Baidu app's T7 reports Chrome 97, some Huawei Browser builds 99, older 360 and QQ
 * builds lower; WeChat's XWeb, UC and current QQ are far above). 87 is the first Chromium with the
 * CSS the stylesheets are written in (`inset`, `margin-inline` and the other logical shorthands)
 * and with every ES2021 syntax. Safari 14 is iOS 14, the oldest iOS whose WebKit has WebP and
 * ES2021 syntax; iOS in-app browsers (WeChat's included) are that WebKit. Below these, a prerendered
 * page still reads and its links work without script (README "Browsers").
 * Syntax the floor lacks is compiled away (babel for our code, the minifier for every file);
 * built-ins it lacks are polyfilled by usage only: scripts/floor checks every built file for them
 * (`npm run check:floor`). Today the built code uses none (FLOOR_POLYFILLS is empty), so no
 * polyfill ships (BABEL_POLYFILL=none in .env keeps umi's whole core-js bundle out).
 */
export const browserTargets = { chrome: 87, edge: 87, firefox: 91, safari: '14', ios: '14' };

type BabelOptions = { presets?: unknown[]; [key: string]: unknown };

/**
 * umi 4 gives babel-loader a top-level `targets`, which its bundled preset-env ignores (it is told
 * to ignore browserslist and gets no targets of its own), so our source came out as ES5. This
 * returns babel-loader options whose umi preset carries the targets itself.
 */
export function withPresetEnvTargets(
  options: BabelOptions,
  targets: Record<string, number | string>,
) {
  const presets = (options.presets ?? []).map((preset) => {
    if (!Array.isArray(preset)) return preset;
    const [name, presetOptions = {}] = preset as [unknown, Record<string, unknown>?];
    if (typeof name !== 'string' || !name.includes('babel-preset-umi')) return preset;
    const presetEnv = (presetOptions.presetEnv as Record<string, unknown> | undefined) ?? {};
    return [name, { ...presetOptions, presetEnv: { ...presetEnv, targets } }];
  });
  return { ...options, presets };
}

/** The last ECMAScript edition whose every syntax the floor's engines have (scripts/floor). */
export const FLOOR_ECMA_VERSION = 2021;

/** esbuild's target for the JS minifier (.umirc.ts `jsMinifierOptions`): the floor as an edition. */
export const minifierTarget = [
  `es${FLOOR_ECMA_VERSION}`,
  ...(['chrome', 'edge', 'firefox'] as const).map((b) => `${b}${browserTargets[b]}`),
];

/** A built-in newer than the floor, as scripts/floor finds its uses in the built code. */
export type FloorBuiltinSpec =
  | { name: string; kind: 'method'; key: string; since: string }
  | { name: string; kind: 'static'; owner: string; key: string; since: string }
  | { name: string; kind: 'global'; key: string; since: string };

export const FLOOR_MISSING: readonly FloorBuiltinSpec[] = [
  { name: 'Array.prototype.at', kind: 'method', key: 'at', since: 'Chrome 92, Safari 15.4' },
  {
    name: 'Array.prototype.findLast',
    kind: 'method',
    key: 'findLast',
    since: 'Chrome 97, Safari 15.4',
  },
  {
    name: 'Array.prototype.findLastIndex',
    kind: 'method',
    key: 'findLastIndex',
    since: 'Chrome 97, Safari 15.4',
  },
  {
    name: 'Array.prototype.toSorted',
    kind: 'method',
    key: 'toSorted',
    since: 'Chrome 110, Safari 16',
  },
  {
    name: 'Array.prototype.toReversed',
    kind: 'method',
    key: 'toReversed',
    since: 'Chrome 110, Safari 16',
  },
  {
    name: 'Array.prototype.toSpliced',
    kind: 'method',
    key: 'toSpliced',
    since: 'Chrome 110, Safari 16',
  },
  { name: 'Array.prototype.with', kind: 'method', key: 'with', since: 'Chrome 110, Safari 16' },
  {
    name: 'String.prototype.isWellFormed',
    kind: 'method',
    key: 'isWellFormed',
    since: 'Chrome 111, Safari 16.4',
  },
  {
    name: 'Object.hasOwn',
    kind: 'static',
    owner: 'Object',
    key: 'hasOwn',
    since: 'Chrome 93, Safari 15.4',
  },
  {
    name: 'Object.groupBy',
    kind: 'static',
    owner: 'Object',
    key: 'groupBy',
    since: 'Chrome 117, Safari 17.4',
  },
  {
    name: 'Map.groupBy',
    kind: 'static',
    owner: 'Map',
    key: 'groupBy',
    since: 'Chrome 117, Safari 17.4',
  },
  {
    name: 'Promise.withResolvers',
    kind: 'static',
    owner: 'Promise',
    key: 'withResolvers',
    since: 'Chrome 119, Safari 17.4',
  },
  {
    name: 'Array.fromAsync',
    kind: 'static',
    owner: 'Array',
    key: 'fromAsync',
    since: 'Chrome 121, Safari 16.4',
  },
  {
    name: 'AbortSignal.timeout',
    kind: 'static',
    owner: 'AbortSignal',
    key: 'timeout',
    since: 'Chrome 103, Safari 16',
  },
  {
    name: 'AbortSignal.any',
    kind: 'static',
    owner: 'AbortSignal',
    key: 'any',
    since: 'Chrome 116, Safari 17.4',
  },
  {
    name: 'Intl.Segmenter',
    kind: 'static',
    owner: 'Intl',
    key: 'Segmenter',
    since: 'Chrome 87, Safari 14.1',
  },
  {
    name: 'structuredClone',
    kind: 'global',
    key: 'structuredClone',
    since: 'Chrome 98, Safari 15.4',
  },
  { name: 'WeakRef', kind: 'global', key: 'WeakRef', since: 'Chrome 84, Safari 14.1' },
  {
    name: 'FinalizationRegistry',
    kind: 'global',
    key: 'FinalizationRegistry',
    since: 'Chrome 84, Safari 14.1',
  },
];

/**
 * The built-ins of FLOOR_MISSING the site installs before the app runs. None: no built file uses
 * one. When the check finds a use a dependency makes, import its core-js module
 * (`core-js/actual/array/at`) first thing in src/app.tsx and name it here.
 */
export const FLOOR_POLYFILLS: readonly string[] = [];
