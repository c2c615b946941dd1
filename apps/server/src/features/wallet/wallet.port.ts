/**
 * What other features may use of `wallet` (the import boundary: docs/architecture.md §1).
 * Anything not listed here is private to the feature.
 */
export { loadWalletRequest } from './wallet-requests.service';
export type { LedgerEntry, WalletEntryStatus, WalletEntryType } from './ledger.repo';
export { toTransactionView } from './wallet.views';
