/**
 * What other features may use of `room` (the import boundary: docs/architecture.md §1).
 * Anything not listed here is private to the feature.
 */
export { loadSetup, engineSettingsOf } from './room.auction-repo';
export type { RoomServer } from './room.presence';
export type { RoomRegistry } from './room.registry';
export type { CommittedChange, RunnerView } from './room.runner';
export { closeSpectators } from './room.spectators';
