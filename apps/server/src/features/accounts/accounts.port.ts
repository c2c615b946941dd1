/**
 * What other features may use of `accounts` (the import boundary: docs/architecture.md §1).
 * Anything not listed here is private to the feature.
 */
export { findUserById, isUniqueViolation } from './accounts.repo';
