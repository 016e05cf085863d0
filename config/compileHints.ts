/**
 * V8's explicit compile hints. V8 compiles a function when it first runs, on the main thread. A
 * chunk that starts with `//# allFunctionsCalledOnLoad` is compiled whole while it streams in, off
 * the main thread. Two kinds of chunk get it:
 *
 * - **umi.js**, the entry: nearly all of it runs when the app takes the page over (React, the
 *   router, dva). Without the hint, V8 compiled about 240 of its functions on the main thread
 *   as they first ran: 20–70 ms of a 45–125 ms evaluation on this machine, the longest task
 *   after the first paint. With it, none are, and the evaluation takes 18–51 ms.
 * - **The consultation form's chunks** (every chunk group named `consult-*`, webpackChunkName in
 *   src/components/ConsultForm/load.ts): compiling antd's form, select and input code on the
 *   click on 免费咨询 took a third of the time to the fields on a phone (≈ 130 of 380 ms at 4×
 *   CPU); they are fetched, and so compiled, during the idle-time prefetch.
 *
 * The comment goes in after minification (which drops comments) and after umi's IIFE wrapper
 * (`esbuildMinifyIIFE`, which adds `!(function(){` at the same stage, DEV_TOOLING), before the
 * content hash. V8 reads it only at the very start of a script: written after `!(function(){` (as it
 * was until November 2026) it did nothing. tests/e2e/prerender.spec.ts reads it in a trace.
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
        // After every DEV_TOOLING step (umi's IIFE wrapper among them), before the hash.
        { name: 'CompileHints', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        () => {
          const files = new Set<string>();
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!hinted(name)) continue;
            for (const chunk of group.chunks) {
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            }
          }
          // The wrapper has had its pass, and has wrapped what needs it; it would look at a changed
          // file again (it taps with `additionalAssets`) and wrap a chunk it had rightly left as it
          // was (`"use strict";(self.webpackChunk…`, which it recognises by its start), hint and
          // all. Its own mark says it has seen the file.
          for (const file of files) {
            compilation.updateAsset(
              file,
              (source) => new sources.ConcatSource(COMPILE_HINT, source),
              (info) => ({ ...info, EsbuildMinifyFix: true }),
            );
          }
        },
      );
    });
  }
}
