// V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, https://v8.dev/blog/explicit-compile-hints)
// on the first-load scripts (runtime, framework, app, page templates): compiled on a background thread
// as they stream in, not on the main thread at first call. On-demand code stays lazy: most never runs.
import type { Compiler } from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const NAME = 'CompileHintsPlugin';

/** Only what the choice reads. */
export interface ChunkGroupLike {
  name?: string | null;
  isInitial(): boolean;
}

/** The entrypoint or a page template. */
export function runsAtLoad(group: ChunkGroupLike): boolean {
  return group.isInitial() || (group.name ?? '').startsWith('component---');
}

/** After minification (which drops comments) and before content hashes (names follow the bytes). */
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
