/**
 * What other features may use of `profile` (the import boundary: docs/architecture.md §1).
 * Anything not listed here is private to the feature.
 */
export { assertPayoutDetails, loadPaymentInfo } from './payment-info';
