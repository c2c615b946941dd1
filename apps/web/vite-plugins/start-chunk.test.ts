import { describe, expect, it } from 'vitest';
import { startChunkGroup } from './start-chunk';

const SRC = '/repo/apps/web/src';

/** A module graph given as `importer -> [static imports]`; the group reads it through importers. */
function graph(imports: Record<string, string[]>) {
  const importers = new Map<string, string[]>();
  for (const [from, tos] of Object.entries(imports))
    for (const to of tos) importers.set(to, [...(importers.get(to) ?? []), from]);
  return { getModuleInfo: (id: string) => ({ importers: importers.get(id) ?? [] }) };
}

describe('startChunkGroup', () => {
  const ctx = graph({
    [`${SRC}/main.tsx`]: [`${SRC}/app/static-splash.ts`],
    [`${SRC}/app/boot.tsx`]: [
      `${SRC}/app/router.tsx`,
      '/repo/node_modules/react/index.js',
      '/repo/node_modules/i18next/dist/esm/i18next.js',
      '/repo/packages/protocol/src/index.ts',
    ],
    [`${SRC}/app/router.tsx`]: [`${SRC}/lib/notify.ts`, `${SRC}/app/routes/route-error.tsx`],
    [`${SRC}/app/routes/route-error.tsx`]: [`${SRC}/app/static-splash.ts`],
    [`${SRC}/lib/notify.ts`]: [`${SRC}/lib/notify-cycle.ts`],
    [`${SRC}/lib/notify-cycle.ts`]: [`${SRC}/lib/notify.ts`],
    // A lazy screen (only imported dynamically by the router): not part of the start.
    [`${SRC}/app/routes/home.tsx`]: [`${SRC}/lib/notify.ts`, `${SRC}/features/home/list.tsx`],
    '/repo/packages/protocol/src/index.ts': ['/repo/packages/protocol/src/http/wallet.ts'],
  });
  const { name } = startChunkGroup();

  it('puts what boot.tsx needs statically into the boot chunk, also through import cycles', () => {
    for (const id of ['app/boot.tsx', 'app/router.tsx', 'lib/notify.ts', 'lib/notify-cycle.ts'])
      expect(name(`${SRC}/${id}`, ctx), id).toBe('boot');
    expect(name('/repo/node_modules/i18next/dist/esm/i18next.js', ctx)).toBe('boot');
  });

  it('leaves out lazy screens, what the entry imports, grouped libraries and the shared packages', () => {
    for (const id of [
      `${SRC}/app/routes/home.tsx`,
      `${SRC}/features/home/list.tsx`,
      `${SRC}/app/static-splash.ts`,
      '/repo/node_modules/react/index.js',
      '/repo/packages/protocol/src/index.ts',
      '/repo/packages/protocol/src/http/wallet.ts',
    ])
      expect(name(id, ctx), id).toBeNull();
  });
});
