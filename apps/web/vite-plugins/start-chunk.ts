/**
 * The chunk group that puts the app's start into one file.
 *
 * Left to the default splitting, what src/app/boot.tsx needs statically came as 27 files, most under
 * 1 KB: each module that the start shares with a lazy screen (notify, auth, the session messages…)
 * got a chunk of its own. The entry then inserted a `<link rel=modulepreload>` for each, one by one,
 * in a single task (up to 190 ms of /home's start on a 4× slowed phone), and the many small files
 * compressed worse (136 KB gzip in all). In one `boot` chunk: 8 files, 132 KB.
 *
 * The group takes every module that boot.tsx reaches through static imports, except:
 * - what the entry (src/main.tsx) imports itself (the splash helpers): in the group they would make
 *   the entry import the whole start statically, and `/` would download and run the app before its
 *   pre-rendered splash paints (src/main.tsx);
 * - libraries with a chunk group of their own (react, TanStack Query, lucide): they change less
 *   often than the app, so a release does not make returning users download them again;
 * - the shared packages (protocol, engine): the start reaches them through their index files, which
 *   re-export every schema and rule, and keeps only a few constants of them after tree-shaking;
 *   taken whole they would join the start (measured: 181 KB);
 * - react-i18next's Trans components, which only lazy screens use (reached through its index too).
 */

/** What the group needs to know of a module: the modules that import it statically. */
interface ChunkingContext {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

const BOOT = /src[\\/]app[\\/]boot\.tsx$/;
const ENTRY = /src[\\/]main\.tsx$/;
const LEFT_OUT =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|lucide-react)[\\/]|packages[\\/](protocol|engine)[\\/]|react-i18next[\\/]dist[\\/]es[\\/](Icu)?Trans/;

/**
 * A rolldown `codeSplitting` group: `name` returns 'boot' for a module of the start, else null (the
 * module is left to the other groups and the default splitting). Dependencies are not pulled in
 * recursively: the walk over importers already decides each module.
 */
export function startChunkGroup() {
  const known = new Map<string, boolean>();

  /**
   * True when boot.tsx reaches `id` through static imports that avoid LEFT_OUT modules, and the entry
   * does not import `id` itself.
   */
  function isStart(id: string, ctx: ChunkingContext, walking: Set<string>): boolean {
    if (LEFT_OUT.test(id)) return false;
    if (BOOT.test(id)) return true;
    const importers = ctx.getModuleInfo(id)?.importers ?? [];
    if (importers.some((importer) => ENTRY.test(importer))) return false;
    const seen = known.get(id);
    if (seen !== undefined) return seen;
    if (walking.has(id)) return false; // an import cycle: decided where the walk entered it
    walking.add(id);
    const result = importers.some((importer) => isStart(importer, ctx, walking));
    walking.delete(id);
    if (walking.size === 0 || result) known.set(id, result);
    return result;
  }

  return {
    name: (id: string, ctx: ChunkingContext) => (isStart(id, ctx, new Set()) ? 'boot' : null),
    debugName: 'boot',
    includeDependenciesRecursively: false,
    priority: -1,
  };
}
