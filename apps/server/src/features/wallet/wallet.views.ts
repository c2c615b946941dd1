/** Ledger entries as the wire shows them (protocol `TransactionView`): positive ₹ with a direction. */
import { paiseToRupees, type TransactionView } from '@bidxi/protocol';
import type { LedgerEntry } from './ledger.repo';

/** A ledger entry (signed paise) → `TransactionView` (positive ₹ and paise + direction, ISO instants). */
export function toTransactionView(e: LedgerEntry): TransactionView {
  const amountPaise = Math.abs(e.amountPaise);
  return {
    id: e.id,
    createdAt: e.createdAt.toISOString(),
    type: e.type,
    status: e.status,
    direction: e.amountPaise > 0 ? 'CREDIT' : 'DEBIT',
    amount: paiseToRupees(amountPaise),
    amountPaise,
    UTRNumber: e.utr,
    note: e.note,
    resolvedAt: e.actedAt ? e.actedAt.toISOString() : null,
    auction: e.auction ?? null,
  };
}
