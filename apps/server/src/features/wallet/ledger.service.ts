/**
 * The wallet ledger (ARCHITECTURE.md §4 "Wallet"): the one way money moves. Every call runs inside
 * the caller's transaction, so a fee debit commits or rolls back with the team it pays for.
 *
 * - balance = Σ approved entries; a pending withdrawal holds its amount; available = balance − held.
 * - No available balance ever goes below zero (conditional UPDATE + CHECK on the wallet row).
 * - Each (reason, reference) happens once: a repeated `dedupeKey` returns the first entry, changing nothing.
 * - An entry's status changes once, from PENDING.
 */
import { ErrorCode } from '@bidxi/protocol';
import type { DbOrTx } from '../../db/client';
import { AppError, conflict, notFound } from '../../platform/errors';
import {
  adjustWallet,
  ensureWalletRow,
  findEntryById,
  findEntryByDedupeKey,
  insertEntryOnce,
  readWallet,
  resolvePendingEntry,
  sumEntries,
  type LedgerEntry,
  type WalletEntryType,
} from './ledger.repo';

export type { LedgerEntry, WalletEntryType } from './ledger.repo';

const DEBIT_TYPES: ReadonlySet<WalletEntryType> = new Set(['WITHDRAWAL', 'REGISTRATION_FEE']);

/** What to post. `amountPaise` is a positive integer; the type gives the direction (ADJUSTMENT says it). */
export interface PostEntryInput {
  userId: string;
  type: WalletEntryType;
  amountPaise: number;
  /** Only for ADJUSTMENT: whether it credits or debits. */
  direction?: 'credit' | 'debit';
  /** PENDING is for RECHARGE (credited on approval) and WITHDRAWAL (held until resolved). */
  status: 'APPROVED' | 'PENDING';
  /** The exactly-once key, e.g. `RECHARGE:utr:<UTR>`, `REGISTRATION_FEE:<auctionId>:<userId>`, `PRIZE:<auctionId>:<teamId>`. */
  dedupeKey: string;
  reference?: string | null;
  utr?: string | null;
  note?: string | null;
  actedById?: string | null;
  at: Date;
  /**
   * Stamp `created_at` with `at` (the server clock) instead of the database's now(): recharges do,
   * because the daily recharge limit counts them by India day (features/gaming).
   */
  stampCreatedAt?: boolean;
}

export interface WalletBalance {
  balancePaise: number;
  heldPaise: number;
  availablePaise: number;
}

const insufficient = () =>
  new AppError(422, ErrorCode.INSUFFICIENT_BALANCE, 'Insufficient balance');

/**
 * Posts a ledger entry once and moves the wallet accordingly.
 * @returns the entry and whether this call created it (false: the dedupe key existed; nothing changed).
 * @throws AppError 422 INSUFFICIENT_BALANCE when a debit or hold exceeds the available balance;
 *   Error for a non-positive or fractional amount or a PENDING entry of a type that cannot be pending.
 */
export async function postEntry(
  tx: DbOrTx,
  input: PostEntryInput,
): Promise<{ entry: LedgerEntry; created: boolean }> {
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise <= 0) {
    throw new Error(`ledger amount must be a positive integer of paise, got ${input.amountPaise}`);
  }
  const isDebit =
    input.type === 'ADJUSTMENT' ? input.direction === 'debit' : DEBIT_TYPES.has(input.type);
  if (input.status === 'PENDING' && input.type !== 'RECHARGE' && input.type !== 'WITHDRAWAL') {
    throw new Error(`${input.type} entries cannot be pending`);
  }
  await ensureWalletRow(tx, input.userId);
  const signed = isDebit ? -input.amountPaise : input.amountPaise;
  const entry = await insertEntryOnce(tx, {
    userId: input.userId,
    type: input.type,
    status: input.status,
    amountPaise: signed,
    dedupeKey: input.dedupeKey,
    reference: input.reference ?? null,
    utr: input.utr ?? null,
    note: input.note ?? null,
    actedById: input.actedById ?? null,
    actedAt: input.status === 'APPROVED' && input.actedById ? input.at : null,
    ...(input.stampCreatedAt ? { createdAt: input.at } : {}),
  });
  if (!entry) {
    const existing = await findEntryByDedupeKey(tx, input.dedupeKey);
    if (!existing) throw new Error('dedupe conflict without an entry');
    return { entry: existing, created: false };
  }
  const delta =
    input.status === 'APPROVED'
      ? { balancePaise: signed, heldPaise: 0 }
      : isDebit
        ? { balancePaise: 0, heldPaise: input.amountPaise }
        : { balancePaise: 0, heldPaise: 0 };
  if (
    (delta.balancePaise !== 0 || delta.heldPaise !== 0) &&
    !(await adjustWallet(tx, input.userId, delta))
  ) {
    throw insufficient();
  }
  return { entry, created: true };
}

/**
 * Approves or denies a PENDING entry, once: an approved recharge is credited, an approved withdrawal
 * leaves the balance and releases its hold, a denied withdrawal releases its hold.
 * @throws AppError 404 unknown entry; 409 ALREADY_RESOLVED if it is no longer pending.
 */
export async function resolveEntry(
  tx: DbOrTx,
  entryId: string,
  action: 'APPROVED' | 'DENIED',
  actedById: string,
  at: Date,
  note: string | null = null,
): Promise<LedgerEntry> {
  const entry = await resolvePendingEntry(tx, entryId, action, actedById, at, note);
  if (!entry) {
    if (!(await findEntryById(tx, entryId))) throw notFound('Wallet request not found');
    throw conflict('This request has already been resolved', ErrorCode.ALREADY_RESOLVED);
  }
  const amount = entry.amountPaise;
  const delta =
    action === 'APPROVED'
      ? amount < 0
        ? { balancePaise: amount, heldPaise: amount }
        : { balancePaise: amount, heldPaise: 0 }
      : amount < 0
        ? { balancePaise: 0, heldPaise: amount }
        : null;
  if (delta && !(await adjustWallet(tx, entry.userId, delta))) {
    // Cannot happen while holds are honoured; refuse rather than corrupt the wallet.
    throw insufficient();
  }
  return entry;
}

/** The user's balance, hold and available balance in paise (zero for a user with no wallet yet). */
export async function getBalance(db: DbOrTx, userId: string): Promise<WalletBalance> {
  const w = await readWallet(db, userId);
  return { ...w, availablePaise: w.balancePaise - w.heldPaise };
}

/**
 * Proves the cached wallet equals its entries: balance = Σ approved, held = Σ pending debits.
 * Used by tests and the fault suite's invariant checker.
 */
export async function verifyWallet(
  db: DbOrTx,
  userId: string,
): Promise<{
  ok: boolean;
  cached: WalletBalance;
  fromEntries: { balancePaise: number; heldPaise: number };
}> {
  const cached = await getBalance(db, userId);
  const sums = await sumEntries(db, userId);
  const fromEntries = { balancePaise: sums.approvedPaise, heldPaise: sums.pendingDebitPaise };
  return {
    ok:
      cached.balancePaise === fromEntries.balancePaise &&
      cached.heldPaise === fromEntries.heldPaise &&
      cached.availablePaise >= 0,
    cached,
    fromEntries,
  };
}
