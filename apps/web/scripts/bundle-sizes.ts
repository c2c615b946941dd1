/**
 * Gzip sizes of the built web app (apps/web/dist), measured the way bench FE-2 measures them
 * (bench/fe/bundle.ts, used read-only): first load, then every lazy route with the chunks it pulls in
 * that the first load lacks. `npm run build` first; run from the repo root:
 *   npx tsx apps/web/scripts/bundle-sizes.ts [dist] [--files]
 */
import { measureBundle } from '../../../bench/fe/bundle';

const dist = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'apps/web/dist';
const { firstLoadKb, lazy } = measureBundle(dist);
console.log(`first load ${firstLoadKb.toFixed(1)} KB gzip`);
for (const l of lazy)
  console.log(`${l.kb.toFixed(1).padStart(6)} KB  ${l.chunk}${l.kb > 50 ? '  OVER' : ''}`);
