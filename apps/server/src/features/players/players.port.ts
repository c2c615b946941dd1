/**
 * What other features may use of `players` (the import boundary: docs/architecture.md §1).
 * Anything not listed here is private to the feature.
 */
export { readPlayerSheet } from './player-sheet';
export { toPoolPlayerView } from './pool-view';
export { copyMasterPool, listPlayersOfTeams, listPool } from './pool.repo';
export type { PoolPlayerRecord } from './pool.repo';
export { repairCutSheetNames } from './sheet-names';
export { insertPoolPlayers } from './pool.repo';
export { checkPoolRows, replacePoolRows, type PoolReplacement } from './pool-replace';
