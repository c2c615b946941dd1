/**
 * What other features may import of `room` (the import boundary: docs/architecture.md §1); the live
 * room itself is reached through `deps.room` (platform/room-port.ts). Anything not listed here is
 * private to the feature.
 */
export { loadSetup, engineSettingsOf } from './room.auction-repo';
