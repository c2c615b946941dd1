// The architecture's import boundaries as lint rules (docs/architecture.md §1):
// - the engine is pure: no clock, randomness, timers or Node modules in packages/engine/src;
// - a server feature imports another feature only through its `*.service.ts` or `*.port.ts`;
// - platform/ and db/ import no feature;
// - a feature's `*.port.ts` exports behaviour: it re-exports values from services and pure modules,
//   never from a repository (`*.repo.ts`); types (`export type`) may come from anywhere;
// - a web feature imports no other web feature (shared code lives in components/, lib/, hooks/);
// - no import cycles.
// Zones are made from the folders on disk, so a new feature is covered without editing this file.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_FEATURES = 'apps/server/src/features';
const WEB_FEATURES = 'apps/web/src/features';

const dirsOf = (rel) =>
  readdirSync(path.join(ROOT, rel), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/** A feature's public surface: its services and ports. */
const publicFilesOf = (feature) =>
  readdirSync(path.join(ROOT, SERVER_FEATURES, feature))
    .filter((f) => /\.(service|port)\.ts$/.test(f))
    .map((f) => `./${f}`);

const serverZones = () => {
  const features = dirsOf(SERVER_FEATURES);
  const between = features.flatMap((target) =>
    features
      .filter((from) => from !== target)
      .map((from) => ({
        target: `${SERVER_FEATURES}/${target}`,
        from: `${SERVER_FEATURES}/${from}`,
        except: publicFilesOf(from),
        message: `Import another feature through its *.service.ts or *.port.ts (${from}).`,
      })),
  );
  return [
    ...between,
    {
      target: ['apps/server/src/platform', 'apps/server/src/db'],
      from: SERVER_FEATURES,
      message: 'platform/ and db/ import no feature: pass what they need in (deps, a port).',
    },
  ];
};

const webZones = () => {
  const features = dirsOf(WEB_FEATURES);
  return features.map((target) => ({
    target: `${WEB_FEATURES}/${target}`,
    from: WEB_FEATURES,
    except: [`./${target}`],
    message:
      'A web feature imports no other feature: move shared code to components/, lib/ or hooks/.',
  }));
};

/** A repository module: the `*.repo.ts` (and `*-repo.ts`) files that issue the feature's queries. */
const REPO = '[source.value=/[.-]repo$/]';
const PORT_MESSAGE =
  'A port exports behaviour: re-export a service, not a repository (types may pass as `export type`).';

const TESTS = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/test/**',
  '**/testing/**',
  '**/test-helpers.ts',
  '**/test-arbitraries.ts',
];

export const boundaries = [
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    // No import cycles between files anywhere.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: [...serverZones(), ...webZones()] },
      ],
    },
  },
  {
    // A port names what other features may do, so a repository's functions (inserts included)
    // never pass through it: they stay private to the feature.
    files: ['apps/server/src/features/*/*.port.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          `ExportNamedDeclaration[exportKind='value']${REPO} > ExportSpecifier[exportKind='value']`,
          `ExportAllDeclaration[exportKind='value']${REPO}`,
          `ImportDeclaration[importKind='value']${REPO} > :matches(ImportSpecifier[importKind='value'], ImportDefaultSpecifier, ImportNamespaceSpecifier)`,
        ].map((selector) => ({ selector, message: PORT_MESSAGE })),
      ],
    },
  },
  {
    files: ['packages/engine/src/**/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-globals': [
        'error',
        ...[
          'Date',
          'setTimeout',
          'setInterval',
          'setImmediate',
          'clearTimeout',
          'clearInterval',
          'performance',
        ].map((name) => ({
          name,
          message: 'The engine is pure: time comes in as `now` (epoch ms).',
        })),
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'The engine is pure: pass randomness in (a seed).',
        },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'The engine is pure: no Node modules.' }] },
      ],
    },
  },
];
