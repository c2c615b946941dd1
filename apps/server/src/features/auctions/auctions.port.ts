/**
 * What other features may use of `auctions` (the import boundary: docs/architecture.md §1).
 * Anything not listed here is private to the feature.
 */
export {
  auctionRevenuePaise,
  feeRefundKey,
  sumNetFeesPaise,
  teamFeeRefunded,
} from './auction-revenue';
export { nextStartDue, notFoundAuction, startDue, startNow } from './auction-status';
export { settingsOf } from './auction-view';
export type { AuctionRecord } from './auctions.repo';
