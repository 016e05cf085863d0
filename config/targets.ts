/**
 * The browsers the site supports (README "Browsers"): the last two years of the evergreen ones.
 * Everything the code uses exists in all of them, so no polyfill ships (BABEL_POLYFILL=none in .env).
 */
export const browserTargets = { chrome: 100, edge: 100, firefox: 100, safari: '15.4' };

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
