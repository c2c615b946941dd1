/**
 * FE-2: gzip sizes of the built web app. First load = the entry script of index.html, everything it
 * imports statically (modulepreload) and what the entry script itself imports dynamically (it always
 * does: src/main.tsx loads the app once the pre-rendered splash has painted), with their static
 * imports; a lazy route = a dynamically imported chunk plus the chunks
 * it imports statically that the first load does not already have. Bare: a Vite build of React 19
 * rendering one heading (bare/fe-app), the floor of any React app.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../lib/processes';

export interface BundleFigures {
  firstLoadKb: number;
  lazy: { chunk: string; kb: number }[];
}

const gzKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

function staticImports(dir: string, file: string): string[] {
  const code = readFileSync(path.join(dir, file), 'utf8');
  const out = new Set<string>();
  for (const m of code.matchAll(/(?:import|from)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)) out.add(m[1]!);
  return [...out];
}

/** The chunks a built chunk imports dynamically (`import('./x.js')`, also inside Vite's preload helper). */
function dynamicImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]/g)].map((m) => m[1]!);
}

function closure(dir: string, start: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length) {
    const f = stack.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    stack.push(...staticImports(dir, f));
  }
  return seen;
}

/** Measures a built app (a Vite `dist` directory with index.html and assets/). */
export function measureBundle(dist: string): BundleFigures {
  const assets = path.join(dist, 'assets');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="\/assets\/([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  const started = scripts.flatMap((f) => dynamicImports(path.join(assets, f)));
  const first = closure(assets, [...entries, ...started]);
  const firstLoadKb = [...first].reduce((n, f) => n + gzKb(path.join(assets, f)), 0);
  const dynamic = new Set<string>();
  for (const f of readdirSync(assets).filter((x) => x.endsWith('.js')))
    for (const d of dynamicImports(path.join(assets, f))) dynamic.add(d);
  const lazy = [...dynamic]
    .filter((f) => !first.has(f))
    .map((chunk) => ({
      chunk,
      kb: [...closure(assets, [chunk])]
        .filter((f) => !first.has(f))
        .reduce((n, f) => n + gzKb(path.join(assets, f)), 0),
    }))
    .sort((a, b) => b.kb - a.kb);
  return { firstLoadKb, lazy };
}

/** Builds a Vite app into a temporary directory; returns the directory (the caller removes it). */
export function viteBuild(configOrRoot: { config: string } | { root: string }): string {
  const out = mkdtempSync(path.join(tmpdir(), 'bidxi-web-'));
  const vite = path.join(ROOT, 'node_modules/.bin/vite');
  const args =
    'config' in configOrRoot
      ? [
          'build',
          '--config',
          configOrRoot.config,
          '--outDir',
          out,
          '--emptyOutDir',
          '--logLevel',
          'error',
        ]
      : ['build', configOrRoot.root, '--outDir', out, '--emptyOutDir', '--logLevel', 'error'];
  try {
    execFileSync(vite, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  } catch (err) {
    rmSync(out, { recursive: true, force: true });
    throw err;
  }
  return out;
}

export function bareBundleKb(): number {
  const dist = viteBuild({ root: path.join(ROOT, 'bench/bare/fe-app') });
  try {
    return measureBundle(dist).firstLoadKb;
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}
