/**
 * The server's import graph collapsed to feature folders (`apps/server/src/features/<name>`), and its
 * cycles: a group of features that reach each other through imports, however many files apart, is
 * one strongly connected component. The file-level `import-x/no-cycle` rule cannot see such a group
 * when each step goes through a different file (docs/architecture.md §1).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Graph from 'graphology';
import { stronglyConnectedComponents } from 'graphology-components';
import ts from 'typescript';

/** A source file and the module specifiers it imports or re-exports. */
export interface SourceImports {
  /** Path relative to the features folder, e.g. `teams/teams.service.ts`. */
  readonly file: string;
  readonly specifiers: readonly string[];
}

/** One feature-level cycle: its features (sorted) and, for each edge inside it, one file that makes it. */
export interface FeatureCycle {
  readonly features: readonly string[];
  readonly evidence: readonly string[];
}

const featureOf = (file: string) => file.split('/')[0]!;

/**
 * The feature groups that import each other in a cycle, from the files' relative imports (a
 * specifier not starting with `.` is a package and ignored). Pure. @returns [] when there is none.
 */
export function featureCycles(sources: readonly SourceImports[]): FeatureCycle[] {
  const graph = new Graph({ type: 'directed', allowSelfLoops: false });
  const evidence = new Map<string, string>();
  for (const { file, specifiers } of sources) {
    const from = featureOf(file);
    graph.mergeNode(from);
    for (const specifier of specifiers) {
      if (!specifier.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      if (target.startsWith('..')) continue; // outside the features folder
      const to = featureOf(target);
      if (to === from) continue;
      graph.mergeNode(to);
      graph.mergeEdge(from, to);
      if (!evidence.has(`${from}>${to}`)) evidence.set(`${from}>${to}`, `${file} → ${specifier}`);
    }
  }
  return stronglyConnectedComponents(graph)
    .filter((group) => group.length > 1)
    .map((group) => {
      const features = [...group].sort();
      const inside = new Set(features);
      const edges = graph
        .edges()
        .map((edge) => [graph.source(edge), graph.target(edge)] as const)
        .filter(([a, b]) => inside.has(a) && inside.has(b))
        .map(([a, b]) => `${a} → ${b}: ${evidence.get(`${a}>${b}`)}`)
        .sort();
      return { features, evidence: edges };
    });
}

const isSource = (name: string) =>
  /\.tsx?$/.test(name) &&
  !/\.(test|db\.test|security)\.tsx?$/.test(name) &&
  !name.endsWith('.d.ts');

/** Every non-test source file under `featuresDir`, with its imports (TypeScript's own scanner). */
export function readFeatureSources(featuresDir: string): SourceImports[] {
  const files = readdirSync(featuresDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && isSource(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  return files.map((absolute) => {
    const info = ts.preProcessFile(readFileSync(absolute, 'utf8'), true, true);
    return {
      file: path.relative(featuresDir, absolute).split(path.sep).join('/'),
      specifiers: info.importedFiles.map((f) => f.fileName),
    };
  });
}
