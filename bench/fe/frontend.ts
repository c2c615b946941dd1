/**
 * FE-1 and FE-2 together: one build of the web app (or BENCH_WEB_DIST), its bundle sizes, then
 * BidXI serving it for Lighthouse on `/`, `/login`, `/home` and a live room of a seeded user.
 */
import { rmSync } from 'node:fs';
import { benchConfig } from '../lib/config';
import { createBenchDatabase } from '../lib/databases';
import { bidxiEnv, startBidxi } from '../lib/processes';
import { seedRoom, seedUsers } from '../lib/seed';
import { bareBundleKb, measureBundle, viteBuild, type BundleFigures } from './bundle';
import { bareLighthouse, lighthousePages, type LighthouseScores } from './lighthouse';

export interface FrontendFigures {
  bundle: BundleFigures;
  bareBundleKb: number;
  pages: LighthouseScores[];
  bare: LighthouseScores;
}

export async function measureFrontend(): Promise<FrontendFigures> {
  const dist = benchConfig.webDist ?? viteBuild({ config: 'apps/web/vite.config.ts' });
  const db = await createBenchDatabase(benchConfig.databases[0] ?? 'pglite', 'fe');
  try {
    const bundle = measureBundle(dist);
    const bareKb = bareBundleKb();
    const database = await db.open();
    const [me, other] = await seedUsers(database, 2, 'fe');
    const room = await seedRoom(database, {
      owners: [me!, other!],
      poolSize: benchConfig.fePoolSize,
      lotWindowMs: 3_600_000,
      bidWindowMs: 3_600_000,
    });
    await database.close();
    const server = await startBidxi(
      bidxiEnv({ url: db.url, pgliteDir: db.dataDir }, db.dataDir, { WEB_DIST_DIR: dist }),
    );
    try {
      const session = {
        token: me!.token,
        user: { id: me!.id, email: me!.email, username: me!.username },
      };
      const pages = await lighthousePages(
        server.url,
        [
          { name: '/', path: '/', signedIn: false },
          { name: '/login', path: '/login', signedIn: false },
          { name: '/home', path: '/home', signedIn: true },
          { name: 'room', path: `/auctionRoom/${room.auctionId}`, signedIn: true },
        ],
        session,
      );
      return { bundle, bareBundleKb: bareKb, pages, bare: await bareLighthouse() };
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
    if (!benchConfig.webDist) rmSync(dist, { recursive: true, force: true });
  }
}
