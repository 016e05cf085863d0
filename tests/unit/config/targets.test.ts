/**
 * The build compiles our source for the browsers we support, not down to ES5: umi's babel preset
 * only honours the targets when they reach its preset-env (config/targets.ts).
 */
import path from 'path';
import { browserTargets, withPresetEnvTargets } from '../../../config/targets';

// umi's own babel (the one its babel-loader runs), not the one jest uses.
// eslint-disable-next-line @typescript-eslint/no-var-requires
const babel = require('@umijs/bundler-utils/compiled/babel/core');
const umiPreset = require.resolve('@umijs/babel-preset-umi');

const source = `
export const model = {
  *fetchList({ payload }, { call, put }) {
    const res = yield call(fetchList, { ...payload });
    if (res?.success) yield put({ type: 'save', payload: res.data ?? [] });
    return res;
  },
};
export class Box { #size = 1; get size() { return this.#size; } }
export async function later() { await null; }
`;

/** babel-loader options as umi 4 builds them (bundler-webpack's javaScriptRules). */
const umiLoaderOptions = () => ({
  babelrc: false,
  configFile: false,
  browserslistConfigFile: false,
  targets: browserTargets,
  presets: [
    [
      umiPreset,
      { presetEnv: {}, presetReact: {}, presetTypeScript: {}, pluginTransformRuntime: {} },
    ],
  ],
});

const compile = (options: Record<string, unknown>) =>
  babel.transformSync(source, {
    ...options,
    filename: path.resolve(__dirname, '../../../src/models/example.ts'),
  }).code as string;

describe('build targets', () => {
  it('umi alone compiles generators to regenerator (the trap the config works around)', () => {
    expect(compile(umiLoaderOptions())).toMatch(/regeneratorRuntime/);
  });

  it('with the targets passed to preset-env, what the floor runs is kept, what it lacks compiled', () => {
    const code = compile(withPresetEnvTargets(umiLoaderOptions(), browserTargets));
    expect(code).not.toMatch(/regeneratorRuntime|asyncToGenerator|objectSpread/);
    expect(code).toMatch(/\*fetchList\(/);
    expect(code).toMatch(/async function later/);
    expect(code).toMatch(/\?\./);
    // The floor (Chromium 87, Safari 14) has no private fields (Safari 14.1): compiled.
    expect(code).toMatch(/classPrivateField/);
    expect(code).not.toMatch(/#size/);
  });

  it('leaves other presets and options alone', () => {
    const options = { cacheDirectory: false, presets: ['other-preset', ['another', { x: 1 }]] };
    expect(withPresetEnvTargets(options, browserTargets)).toEqual(options);
  });

  it('keeps the preset options it was given', () => {
    const [[, presetOptions]] = withPresetEnvTargets(umiLoaderOptions(), browserTargets)
      .presets as [string, Record<string, unknown>][];
    expect(presetOptions.presetTypeScript).toEqual({});
    expect(presetOptions.presetEnv).toEqual({ targets: browserTargets });
  });
});
