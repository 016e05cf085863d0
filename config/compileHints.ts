/**
 * V8's explicit compile hints for the consultation form's chunks. V8 compiles a function when it
 * first runs; for the form that is the click on 免费咨询, where compiling antd's form, select and
 * input code took a third of the time to the fields on a phone (≈ 130 of 380 ms at 4× CPU). A
 * chunk that starts with `//# allFunctionsCalledOnLoad` is compiled whole while it streams in, off
 * the main thread, during the idle-time prefetch (src/components/ConsultForm/load.ts).
 *
 * The chunks are those of every chunk group named `consult-*` (webpackChunkName in load.ts). The
 * comment goes in after minification (which drops comments) and before the content hash.
 */
import type { Compiler } from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export class ConsultCompileHintsPlugin {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ConsultCompileHints', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ConsultCompileHints', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        () => {
          const files = new Set<string>();
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!name.startsWith('consult-')) continue;
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
