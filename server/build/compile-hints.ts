// V8's explicit compile hint on the scripts a page runs as it loads (issue 27). A script whose
// first line is `//# allFunctionsCalledOnLoad` has every function compiled while it streams in,
// on a background thread (Chrome 136 and later, https://v8.dev/blog/explicit-compile-hints; other
// browsers read a comment). Without it, V8 compiles each function on the main thread the first
// time it runs: the app's start-up task spent most of its 25 ms doing that (unthrottled, the guide
// page), 10 ms with the hint.
// Measured on two builds, without and with it (.bench/abtasks.mjs, not in the repository: 8 loads a
// side, alternating, Lighthouse's trace categories, no throttling), the main thread's blocking
// after the first paint as Lighthouse simulates it (each task x4, minus 50 ms), median: home
// 145 -> 24 ms, guide 113 -> 55, plusvalía 110 -> 66, Madrid's costs page 141 -> 79, analysis
// 287 -> 175; the main thread's busy time fell on all five (by 15-100 ms).
// Only the code of a first load gets it: the webpack runtime, the framework and the app (the
// entrypoint) and each page template's chunks ('component---...'). Code loaded on demand (the
// Excel and PDF writers, a form's checks) keeps V8's lazy compilation: most of it never runs.
import type { Compiler } from 'webpack';

/** The magic comment, as the first line of a script. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const NAME = 'CompileHintsPlugin';

/** A chunk group as webpack gives it; only what the choice reads. */
export interface ChunkGroupLike {
  name?: string | null;
  isInitial(): boolean;
}

/** Whether a chunk group's code runs at a page's first load (the entrypoint or a page template). */
export function runsAtLoad(group: ChunkGroupLike): boolean {
  return group.isInitial() || (group.name ?? '').startsWith('component---');
}

/**
 * Prepends `COMPILE_HINT` to the JavaScript files of the chunk groups `runsAtLoad` picks, after
 * minification (which would drop the comment) and before the real content hashes are computed
 * (so a file's name still changes with its bytes).
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        () => {
          const files = new Set<string>();
          for (const group of compilation.chunkGroups) {
            if (!runsAtLoad(group)) continue;
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
