/**
 * `npm run lint`'s feature-level cycle check: fails (exit 1) when server features import each other
 * in a cycle, naming the features and one file per edge (scripts/feature-graph.ts).
 */
import { fileURLToPath } from 'node:url';
import { featureCycles, readFeatureSources } from './feature-graph.ts';

const FEATURES = fileURLToPath(new URL('../apps/server/src/features/', import.meta.url));
const cycles = featureCycles(readFeatureSources(FEATURES));
for (const cycle of cycles) {
  console.error(`feature cycle: ${cycle.features.join(' ↔ ')}`);
  for (const line of cycle.evidence) console.error(`  ${line}`);
}
if (cycles.length > 0) {
  console.error('Break the cycle: move the code to the feature above, or pass it in (a port).');
  process.exitCode = 1;
} else {
  console.log('feature cycles: none');
}
