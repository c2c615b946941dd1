/**
 * What other features may use of `gaming` (the import boundary: docs/architecture.md §1): the
 * responsible-gaming checks where money moves or a player plays.
 */
export { assertAgeConfirmed, assertMayRecharge, assertNotSelfExcluded } from './gaming.guards';
