import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { featureCycles, readFeatureSources } from './feature-graph.ts';

describe('feature-level cycles', () => {
  it('finds features that reach each other through different files', () => {
    const cycles = featureCycles([
      { file: 'auctions/auction-admin.service.ts', specifiers: ['../teams/teams.port', 'zod'] },
      { file: 'teams/registration.service.ts', specifiers: ['../players/players.port'] },
      { file: 'players/pool.service.ts', specifiers: ['../auctions/auctions.port'] },
      { file: 'wallet/wallet.service.ts', specifiers: ['../auctions/auctions.port', './ledger'] },
    ]);
    expect(cycles).toEqual([
      {
        features: ['auctions', 'players', 'teams'],
        evidence: [
          'auctions → teams: auctions/auction-admin.service.ts → ../teams/teams.port',
          'players → auctions: players/pool.service.ts → ../auctions/auctions.port',
          'teams → players: teams/registration.service.ts → ../players/players.port',
        ],
      },
    ]);
  });

  it('lets a layered graph through, and imports inside a feature or of packages', () => {
    const cycles = featureCycles([
      { file: 'teams/teams.service.ts', specifiers: ['../auctions/auctions.port', './teams.repo'] },
      { file: 'teams/teams.repo.ts', specifiers: ['./teams.service', 'drizzle-orm'] },
      { file: 'auctions/auctions.port.ts', specifiers: ['../../platform/errors'] },
    ]);
    expect(cycles).toEqual([]);
  });

  it('the server has none', () => {
    const features = fileURLToPath(new URL('../apps/server/src/features/', import.meta.url));
    const sources = readFeatureSources(features);
    expect(sources.length).toBeGreaterThan(100);
    expect(featureCycles(sources)).toEqual([]);
  });
});
