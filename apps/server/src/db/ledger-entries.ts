/**
 * The select shapes of a ledger entry, shared by the wallet's ledger and the admin's ledger views
 * (both read `wallet_entries`; the row stays written by the wallet feature alone).
 */
import { sql } from 'drizzle-orm';
import { auctions, walletEntries } from './schema/index';

/** The columns of the wallet's `LedgerEntry`, for selects that join more. */
export const entryColumns = {
  id: walletEntries.id,
  userId: walletEntries.userId,
  type: walletEntries.type,
  status: walletEntries.status,
  amountPaise: walletEntries.amountPaise,
  dedupeKey: walletEntries.dedupeKey,
  reference: walletEntries.reference,
  utr: walletEntries.utr,
  note: walletEntries.note,
  actedById: walletEntries.actedById,
  actedAt: walletEntries.actedAt,
  createdAt: walletEntries.createdAt,
};

/**
 * Left-join condition and columns of the auction a ledger entry is about: registration fees, their
 * refunds and prizes carry the auction id in `reference` (recharges carry a UTR there).
 */
export const entryAuction = {
  on: sql`${walletEntries.type} in ('REGISTRATION_FEE', 'REFUND', 'PRIZE') and ${auctions.id}::text = ${walletEntries.reference}`,
  columns: { auction: { id: auctions.id, title: auctions.title } },
};
