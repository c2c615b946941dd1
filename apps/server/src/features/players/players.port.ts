/**
 * What other features may use of `players` (the import boundary: docs/architecture.md §1).
 * Anything not listed here is private to the feature.
 */
export { readPlayerSheet } from './player-sheet';
export { toPoolPlayerView } from './pool-view';
export { listPlayersOfTeams, listPool } from './pool-queries';
export type { PoolPlayerRecord } from './pool.repo';
export { repairCutSheetNames } from './sheet-names';
export { poolFromMasterPlayers, poolFromMasterSheet } from './master-pool.service';
export { checkPoolRows, replacePoolRows, type PoolReplacement } from './pool-replace';
