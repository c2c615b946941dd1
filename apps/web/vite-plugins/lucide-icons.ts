/**
 * Icons go with the screens that draw them.
 *
 * The app imports icons by name from lucide-react's index (`import { Gavel } from 'lucide-react'`).
 * Through that index, every icon module has one importer — the index — so the build cannot tell
 * which screen uses which icon, and all of them (~120, 9 KB gzip) shared one chunk that every lazy
 * screen downloaded. Two parts fix it:
 * - {@link lucideDirectImports} rewrites each named import into a default import of the icon's own
 *   module (`import Gavel from 'lucide-react/icons/gavel'`), the path lucide-react publishes for it;
 * - {@link iconChunkGroup} then sees the app modules that import each icon and puts an icon used by
 *   one feature only into that feature's icon chunk (`icons-room`, `icons-admin`…), and the rest into
 *   one shared `icons` chunk: a handful of files, not one per icon (each file is a request and a
 *   modulepreload link; see vite-plugins/start-chunk.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Export name → icon module name (`ArrowLeft` → `arrow-left`), from lucide-react's own index. */
export function lucideIconFiles(indexSource: string): Map<string, string> {
  const files = new Map<string, string>();
  const exportLine = /export\s*\{([^}]*)\}\s*from\s*['"]\.\/icons\/([\w-]+)\.mjs['"]/g;
  for (const [, names, file] of indexSource.matchAll(exportLine))
    for (const part of names!.split(',')) {
      const alias = /default\s+as\s+(\w+)/.exec(part.trim());
      if (alias) files.set(alias[1]!, file!);
    }
  return files;
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g;

/**
 * Rewrites `import { A, B as C, type LucideIcon } from 'lucide-react'` in `code` into one default
 * import per icon; type-only names stay on an import of the index (erased at build). Returns null when
 * the module has no such import. A name the index does not export is left as it was (the build then
 * reports it as usual).
 */
export function rewriteLucideImports(code: string, files: Map<string, string>): string | null {
  if (!code.includes('lucide-react')) return null;
  let changed = false;
  const out = code.replace(IMPORT, (whole, list: string) => {
    const direct: string[] = [];
    const kept: string[] = [];
    for (const raw of list.split(',')) {
      const item = raw.trim();
      if (!item) continue;
      const [name, local = name] = item.split(/\s+as\s+/).map((s) => s.trim());
      const file = files.get(name!);
      if (item.startsWith('type ') || !file) kept.push(item);
      else direct.push(`import ${local} from 'lucide-react/icons/${file}';`);
    }
    if (direct.length === 0) return whole;
    changed = true;
    // Type-only names: an `import type` is erased whole (an `import { type X }` would leave an
    // `import {} from 'lucide-react'`, which keeps the index and every icon in the module graph).
    const typesOnly = kept.every((item) => item.startsWith('type '));
    const rest = typesOnly
      ? `import type { ${kept.map((item) => item.slice(5)).join(', ')} } from 'lucide-react';`
      : `import { ${kept.join(', ')} } from 'lucide-react';`;
    return [...direct, ...(kept.length ? [rest] : [])].join('\n');
  });
  return changed ? out : null;
}

/**
 * The Vite plugin: applies {@link rewriteLucideImports} to the app's own modules, in builds only (the
 * dev server has no chunks to cut, and would pre-bundle each icon path as it met it).
 */
export function lucideDirectImports() {
  let files: Map<string, string> | null = null;
  return {
    name: 'bidxi:lucide-direct-imports',
    enforce: 'pre' as const,
    apply: 'build' as const,
    transform(code: string, id: string) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id)) return null;
      if (!files) {
        const require = createRequire(import.meta.url);
        const main = require.resolve('lucide-react/package.json');
        files = lucideIconFiles(
          readFileSync(path.join(path.dirname(main), 'dist/esm/lucide-react.mjs'), 'utf8'),
        );
      }
      const out = rewriteLucideImports(code, files);
      return out === null ? null : { code: out, map: null };
    },
  };
}

/** What the group needs to know of a module: the modules that import it statically. */
interface ChunkingContext {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

const ICON = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.mjs$/;
const FEATURE = /[\\/]src[\\/](?:features[\\/]([\w-]+)|app[\\/]routes[\\/](admin)[\\/])/;

/**
 * A rolldown `codeSplitting` group for icon modules: `icons-<feature>` when every importer is in one
 * feature folder (src/features/<feature>, or src/app/routes/admin for the admin), else `icons`. An icon
 * in `keepApart` (one the first load needs) is left to the default splitting.
 */
export function iconChunkGroup(keepApart: readonly string[] = []) {
  return {
    name(id: string, ctx: ChunkingContext): string | null {
      const icon = ICON.exec(id)?.[1];
      if (!icon || keepApart.includes(icon)) return null;

      const features = new Set(
        (ctx.getModuleInfo(id)?.importers ?? []).map((importer) => {
          const match = FEATURE.exec(importer);
          return match?.[1] ?? match?.[2];
        }),
      );
      const [only] = features;
      return features.size === 1 && only ? `icons-${only}` : 'icons';
    },
    debugName: 'icons',
  };
}
