// The import boundaries are lint rules (scripts/eslint-boundaries.js): each rule refuses
// the import it exists for and lets the allowed one through. Linted as text at real paths.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({
  cwd: ROOT,
  // The type-aware rules need files on disk; the boundary rules do not.
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
});

async function rulesHit(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('lint: architecture boundaries', () => {
  it("a server feature reaches another feature's repo only through its port", async () => {
    const file = 'apps/server/src/features/teams/probe.ts';
    expect(
      await rulesHit(file, "export { findAuction } from '../auctions/auctions.repo';\n"),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesHit(file, "export { findAuction } from '../auctions/auctions.port';\n"),
    ).toEqual([]);
  });

  it("a port re-exports services and types, never a repository's functions", async () => {
    const port = 'apps/server/src/features/auctions/probe.port.ts';
    const refused = [
      "export { findAuction } from './auctions.repo';\n",
      "export * from './auctions.repo';\n",
      "import { findAuction } from './auctions.repo';\nexport { findAuction };\n",
    ];
    for (const code of refused) {
      expect(await rulesHit(port, code)).toEqual(['no-restricted-syntax']);
    }
    // A repository named `*-repo.ts` is one too.
    const roomPort = 'apps/server/src/features/room/probe.port.ts';
    expect(await rulesHit(roomPort, "export { loadSetup } from './room.auction-repo';\n")).toEqual([
      'no-restricted-syntax',
    ]);
    expect(await rulesHit(port, "export { loadAuction } from './auctions.service';\n")).toEqual([]);
    expect(
      await rulesHit(
        port,
        "export type { AuctionRecord } from './auctions.repo';\n" +
          "export { type AuctionFilter } from './auctions.repo';\n",
      ),
    ).toEqual([]);
  });

  it('platform/ imports no feature', async () => {
    const hits = await rulesHit(
      'apps/server/src/platform/probe.ts',
      "export { findAuction } from '../features/auctions/auctions.port';\n",
    );
    expect(hits).toContain('import-x/no-restricted-paths');
  });

  it('a web feature imports no other feature', async () => {
    const hits = await rulesHit(
      'apps/web/src/features/wallet/probe.ts',
      "export { RoomScreen } from '../room/components/room-screen';\n",
    );
    expect(hits).toContain('import-x/no-restricted-paths');
  });

  it('the engine uses no clock, randomness, timers or Node modules', async () => {
    const hits = await rulesHit(
      'packages/engine/src/probe.ts',
      [
        "import { readFileSync } from 'node:fs';",
        'export const a = Date.now();',
        'export const b = Math.random();',
        'setTimeout(() => readFileSync, 1);',
        '',
      ].join('\n'),
    );
    expect(hits).toEqual(
      expect.arrayContaining([
        'no-restricted-imports',
        'no-restricted-globals',
        'no-restricted-properties',
      ]),
    );
    expect(hits.filter((h) => h === 'no-restricted-globals')).toHaveLength(2);
  });
});
