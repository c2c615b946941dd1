/**
 * The admin's views of the ledger: every entry with its user, filtered, with totals per type; and
 * the wallet requests with what the admin needs to act on them (UPI id, mobile, KYC image ids).
 */
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auctions, paymentDetails, users, walletEntries } from '../../db/schema/index';
import { entryAuction, entryColumns as ledgerEntryColumns } from '../../db/ledger-entries';
import type { LedgerEntry, WalletEntryStatus, WalletEntryType } from '../wallet/wallet.port';

/** Filters of the admin lists (all optional, combined with AND). */
export interface EntryFilter {
  type?: WalletEntryType;
  types?: WalletEntryType[];
  status?: WalletEntryStatus;
  userId?: string;
  /** Inclusive lower bound of `created_at`. */
  from?: Date;
  /** Exclusive upper bound of `created_at`. */
  before?: Date;
}

/** An entry with its owner. */
export interface EntryWithUser extends LedgerEntry {
  user: { id: string; username: string; email: string };
}

/** A request with its owner's payout details (verified mobile, UPI id, KYC image ids). */
export interface WalletRequestRow extends EntryWithUser {
  mobileNumber: string | null;
  upiId: string | null;
  aadhaarImageId: string | null;
  panImageId: string | null;
}

const entryWithUserColumns = {
  ...ledgerEntryColumns,
  user: { id: users.id, username: users.username, email: users.email },
};

function whereOf(f: EntryFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    f.type ? eq(walletEntries.type, f.type) : undefined,
    f.types ? inArray(walletEntries.type, f.types) : undefined,
    f.status ? eq(walletEntries.status, f.status) : undefined,
    f.userId ? eq(walletEntries.userId, f.userId) : undefined,
    f.from ? gte(walletEntries.createdAt, f.from) : undefined,
    f.before ? lt(walletEntries.createdAt, f.before) : undefined,
  ];
  return and(...parts);
}

/** Matching entries with their users (and the auction of a fee, refund or prize), newest first. */
export async function listEntriesWithUsers(
  db: DbOrTx,
  filter: EntryFilter,
  page: { limit: number; offset: number },
): Promise<EntryWithUser[]> {
  return db
    .select({ ...entryWithUserColumns, ...entryAuction.columns })
    .from(walletEntries)
    .innerJoin(users, eq(users.id, walletEntries.userId))
    .leftJoin(auctions, entryAuction.on)
    .where(whereOf(filter))
    .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * Per type over all matching entries: count and Σ|amount| (whatever the status), and the net Σ amount
 * of the APPROVED ones only — what actually moved (pending and denied requests moved nothing), in paise.
 */
export async function totalsByType(
  db: DbOrTx,
  filter: EntryFilter,
): Promise<{ type: WalletEntryType; count: number; grossPaise: number; netPaise: number }[]> {
  const rows = await db
    .select({
      type: walletEntries.type,
      count: sql<number>`count(*)::int`,
      gross: sql<string>`coalesce(sum(abs(${walletEntries.amountPaise})), 0)`,
      net: sql<string>`coalesce(sum(${walletEntries.amountPaise}) filter (where ${walletEntries.status} = 'APPROVED'), 0)`,
    })
    .from(walletEntries)
    .where(whereOf(filter))
    .groupBy(walletEntries.type)
    .orderBy(walletEntries.type);
  return rows.map((r) => ({
    type: r.type,
    count: Number(r.count),
    grossPaise: Number(r.gross),
    netPaise: Number(r.net),
  }));
}

/** Wallet requests with the user's payout details, newest first (at most `limit`). */
export async function listWalletRequests(
  db: DbOrTx,
  filter: EntryFilter,
  limit: number,
): Promise<WalletRequestRow[]> {
  return db
    .select({
      ...entryWithUserColumns,
      mobileNumber: users.mobileNumber,
      upiId: paymentDetails.upiId,
      aadhaarImageId: paymentDetails.aadhaarImageId,
      panImageId: paymentDetails.panImageId,
    })
    .from(walletEntries)
    .innerJoin(users, eq(users.id, walletEntries.userId))
    .leftJoin(paymentDetails, eq(paymentDetails.userId, walletEntries.userId))
    .where(whereOf(filter))
    .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
    .limit(limit);
}
