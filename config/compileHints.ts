/**
 * V8's explicit compile hints. V8 compiles a function when it first runs, on the main thread. A
 * chunk that starts with `//# allFunctionsCalledOnLoad` is compiled whole while it streams in, off
 * the main thread. Two kinds of chunk get it:
 *
 * - **umi.js**, the entry: nearly all of it runs when the app takes the page over (React, the
 *   router, dva). Its evaluation on the main thread took 34 ms on this machine (23 of them
 *   compiling, the longest task after the first paint); with the hint, 20 ms.
 * - **The consultation form's chunks** (every chunk group named `consult-*`, webpackChunkName in
 *   src/components/ConsultForm/load.ts): compiling antd's form, select and input code on the
 *   click on 免费咨询 took a third of the time to the fields on a phone (≈ 130 of 380 ms at 4×
 *   CPU); they are fetched, and so compiled, during the idle-time prefetch.
 *
 * The comment goes in after minification (which drops comments) and before the content hash.
 * umi's IIFE wrapper comes later and puts it after `!(function(){`; V8 reads it there too.
 */
import type { Compiler } from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunks compiled whole as they stream in (above). */
const hinted = (group: string) => group === 'umi' || group.startsWith('consult-');

export class CompileHintsPlugin {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHints', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        () => {
          const files = new Set<string>();
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!hinted(name)) continue;
            for (const chunk of group.chunks) {
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            }
          }
          for (const file of files) {
            compilation.updateAsset(
              file,
              (source) => new sources.ConcatSource(COMPILE_HINT, source),
            );
          }
        },
      );
    });
  }
}
