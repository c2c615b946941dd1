/**
 * Wallet rows and ledger entries. Every balance change is a conditional UPDATE on the wallet row, so
 * concurrent debits serialise on that row and none can take the available balance below zero.
 */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { entryAuction, entryColumns } from '../../db/ledger-entries';
import { auctions, walletEntries, wallets } from '../../db/schema/index';

export type WalletEntryType = (typeof walletEntries.$inferSelect)['type'];
export type WalletEntryStatus = (typeof walletEntries.$inferSelect)['status'];

/** A ledger entry as services see it. `amountPaise` is signed: credits > 0, debits < 0. */
export interface LedgerEntry {
  id: string;
  userId: string;
  type: WalletEntryType;
  status: WalletEntryStatus;
  amountPaise: number;
  dedupeKey: string;
  reference: string | null;
  utr: string | null;
  note: string | null;
  actedById: string | null;
  actedAt: Date | null;
  createdAt: Date;
  /** The auction a fee, refund or prize names (selected with db/ledger-entries.ts `entryAuction`); else null. */
  auction?: { id: string; title: string } | null;
}

export async function ensureWalletRow(db: DbOrTx, userId: string): Promise<void> {
  await db.insert(wallets).values({ userId }).onConflictDoNothing();
}

export async function readWallet(
  db: DbOrTx,
  userId: string,
): Promise<{ balancePaise: number; heldPaise: number }> {
  const [row] = await db
    .select({ balancePaise: wallets.balancePaise, heldPaise: wallets.heldPaise })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return row ?? { balancePaise: 0, heldPaise: 0 };
}

/**
 * Inserts an entry unless its dedupe key exists.
 * @returns the new entry, or null when the key was already used (the caller reads the existing one).
 */
export async function insertEntryOnce(
  db: DbOrTx,
  data: Omit<LedgerEntry, 'id' | 'createdAt' | 'actedById' | 'actedAt' | 'note'> & {
    createdAt?: Date;
    note?: string | null;
    actedById?: string | null;
    actedAt?: Date | null;
  },
): Promise<LedgerEntry | null> {
  const [row] = await db
    .insert(walletEntries)
    .values(data)
    .onConflictDoNothing({ target: walletEntries.dedupeKey })
    .returning(entryColumns);
  return row ?? null;
}

export async function findEntryByDedupeKey(
  db: DbOrTx,
  dedupeKey: string,
): Promise<LedgerEntry | null> {
  const [row] = await db
    .select(entryColumns)
    .from(walletEntries)
    .where(eq(walletEntries.dedupeKey, dedupeKey));
  return row ?? null;
}

export async function findEntryById(db: DbOrTx, id: string): Promise<LedgerEntry | null> {
  const [row] = await db.select(entryColumns).from(walletEntries).where(eq(walletEntries.id, id));
  return row ?? null;
}

export async function listEntriesOfUser(db: DbOrTx, userId: string): Promise<LedgerEntry[]> {
  return db
    .select({ ...entryColumns, ...entryAuction.columns })
    .from(walletEntries)
    .leftJoin(auctions, entryAuction.on)
    .where(eq(walletEntries.userId, userId))
    .orderBy(desc(walletEntries.createdAt));
}

/** Moves a PENDING entry to APPROVED or DENIED, once. @returns the entry, or null if it was not PENDING. */
export async function resolvePendingEntry(
  db: DbOrTx,
  id: string,
  status: 'APPROVED' | 'DENIED',
  actedById: string,
  at: Date,
  note: string | null,
): Promise<LedgerEntry | null> {
  const [row] = await db
    .update(walletEntries)
    .set({ status, actedById, actedAt: at, note })
    .where(and(eq(walletEntries.id, id), eq(walletEntries.status, 'PENDING')))
    .returning(entryColumns);
  return row ?? null;
}

/**
 * Applies deltas to a wallet row, only if the available balance (balance − held) stays ≥ 0 and the
 * hold stays ≥ 0.
 * @returns false when the condition failed (nothing changed).
 */
export async function adjustWallet(
  db: DbOrTx,
  userId: string,
  delta: { balancePaise: number; heldPaise: number },
): Promise<boolean> {
  // available after = (balance + db) − (held + dh) ≥ 0  ⇔  balance − held ≥ dh − db
  const need = delta.heldPaise - delta.balancePaise;
  const rows = await db
    .update(wallets)
    .set({
      balancePaise: sql`${wallets.balancePaise} + ${delta.balancePaise}`,
      heldPaise: sql`${wallets.heldPaise} + ${delta.heldPaise}`,
      version: sql`${wallets.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(wallets.userId, userId),
        gte(sql`${wallets.balancePaise} - ${wallets.heldPaise}`, need),
        gte(sql`${wallets.heldPaise} + ${delta.heldPaise}`, 0),
      ),
    )
    .returning({ userId: wallets.userId });
  return rows.length === 1;
}

/** Σ approved entries and Σ pending debits of a user, straight from the ledger. */
export async function sumEntries(
  db: DbOrTx,
  userId: string,
): Promise<{ approvedPaise: number; pendingDebitPaise: number }> {
  const [row] = await db
    .select({
      approved: sql<string>`coalesce(sum(${walletEntries.amountPaise}) filter (where ${walletEntries.status} = 'APPROVED'), 0)`,
      pendingDebit: sql<string>`coalesce(-sum(${walletEntries.amountPaise}) filter (where ${walletEntries.status} = 'PENDING' and ${walletEntries.amountPaise} < 0), 0)`,
    })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId));
  return {
    approvedPaise: Number(row?.approved ?? 0),
    pendingDebitPaise: Number(row?.pendingDebit ?? 0),
  };
}
