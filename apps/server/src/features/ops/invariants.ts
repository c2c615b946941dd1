/**
 * The database's invariants, checked after a restore (`db:restore`) and, for wallets, periodically
 * by the ledger reconciliation (ledger-reconcile.ts): every wallet equals its ledger entries
 * (ARCHITECTURE.md §4 "Wallet": balance = Σ approved, held = Σ pending debits, never negative);
 * every sale in the auction tables matches the room's event log, and every purse its sales; every
 * hash-chained log entry links to the one before it and hashes to what it says.
 */
import { asc, sql, type SQL } from 'drizzle-orm';
import type { AuctionEvent } from '@bidxi/engine';
import { entryHash, genesisHash } from '@bidxi/protocol';
import type { DbOrTx } from '../../db/client';
import { roomEvents } from '../../db/schema/index';

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A wallet whose cached balance (paise) differs from its entries, or that is negative. */
export interface WalletMismatch {
  userId: string;
  balancePaise: number;
  heldPaise: number;
  entriesBalancePaise: number;
  entriesHeldPaise: number;
}

/** Every wallet (or user with entries and no wallet) that does not equal its ledger. */
export async function walletMismatches(db: DbOrTx): Promise<WalletMismatch[]> {
  const found = await rows<Record<keyof WalletMismatch, string | number>>(
    db,
    sql`with sums as (
      select user_id,
        coalesce(sum(amount_paise) filter (where status = 'APPROVED'), 0) as approved,
        coalesce(-sum(amount_paise) filter (where status = 'PENDING' and amount_paise < 0), 0) as held
      from wallet_entries group by user_id)
    select coalesce(w.user_id, s.user_id)::text as "userId",
      coalesce(w.balance_paise, 0) as "balancePaise", coalesce(w.held_paise, 0) as "heldPaise",
      coalesce(s.approved, 0) as "entriesBalancePaise", coalesce(s.held, 0) as "entriesHeldPaise"
    from wallets w full join sums s on s.user_id = w.user_id
    where coalesce(w.balance_paise, 0) <> coalesce(s.approved, 0)
      or coalesce(w.held_paise, 0) <> coalesce(s.held, 0)
      or coalesce(w.balance_paise, 0) - coalesce(w.held_paise, 0) < 0`,
  );
  return found.map((r) => ({
    userId: String(r.userId),
    balancePaise: Number(r.balancePaise),
    heldPaise: Number(r.heldPaise),
    entriesBalancePaise: Number(r.entriesBalancePaise),
    entriesHeldPaise: Number(r.entriesHeldPaise),
  }));
}

/** Sales that differ from the log: a SOLD player vs. the last close of its lot in the log. */
async function saleProblems(db: DbOrTx): Promise<string[]> {
  const found = await rows<{ id: string; problem: string }>(
    db,
    sql`with closes as (
      select distinct on (auction_id, payload->>'playerId') auction_id, payload->>'playerId' as player,
        type, payload->>'teamId' as team, (payload->>'amountLakhs')::int as amount
      from room_events where type in ('lotSold', 'lotUnsold')
      order by auction_id, payload->>'playerId', seq desc)
    select p.id::text as id, 'sold in the tables, not in the log' as problem
      from auction_players p left join closes c on c.auction_id = p.auction_id and c.player = p.id::text
      where p.status = 'SOLD' and (c.type is distinct from 'lotSold' or c.team is distinct from p.team_id::text
        or c.amount is distinct from p.sold_price_lakhs)
    union all
    select c.player, 'sold in the log, not in the tables'
      from closes c left join auction_players p on p.id::text = c.player
      where c.type = 'lotSold' and p.status is distinct from 'SOLD'
    union all
    select t.id::text, 'purse differs from budget minus sales'
      from teams t left join auction_players p on p.team_id = t.id and p.status = 'SOLD'
      group by t.id, t.budget_limit_lakhs, t.purse_remaining_lakhs
      having t.budget_limit_lakhs - coalesce(sum(p.sold_price_lakhs), 0) <> t.purse_remaining_lakhs`,
  );
  return found.map((r) => `${r.problem}: ${r.id}`);
}

/** Log entries whose stored hash does not follow from the previous entry (hashed entries only). */
async function chainProblems(db: DbOrTx): Promise<string[]> {
  const problems: string[] = [];
  const entries = await db
    .select({
      auctionId: roomEvents.auctionId,
      seq: roomEvents.seq,
      at: roomEvents.createdAt,
      event: roomEvents.payload,
      hash: roomEvents.hash,
      prevHash: roomEvents.prevHash,
    })
    .from(roomEvents)
    .orderBy(asc(roomEvents.auctionId), asc(roomEvents.seq));
  let auctionId = '';
  let head: string | null = null;
  let seq = 0;
  for (const e of entries) {
    if (e.auctionId !== auctionId) {
      auctionId = e.auctionId;
      head = genesisHash(auctionId);
      seq = 0;
    }
    if (e.seq !== seq + 1) problems.push(`log of ${auctionId} jumps from seq ${seq} to ${e.seq}`);
    seq = e.seq;
    if (e.hash === null) {
      head = null; // written before the chain existed: the server hashes it on load
      continue;
    }
    const expected = entryHash(e.prevHash ?? '', e.seq, e.at.getTime(), e.event as AuctionEvent);
    if ((head !== null && e.prevHash !== head) || e.hash !== expected) {
      problems.push(`log of ${auctionId}: entry ${e.seq} breaks the hash chain`);
    }
    head = e.hash;
  }
  return problems;
}

/**
 * Checks every invariant over the whole database.
 * @returns one line per problem found (empty: the database is consistent).
 */
export async function checkInvariants(db: DbOrTx): Promise<string[]> {
  const wallets = (await walletMismatches(db)).map(
    (w) =>
      `wallet ${w.userId}: balance ${w.balancePaise} held ${w.heldPaise} paise, ` +
      `ledger ${w.entriesBalancePaise} held ${w.entriesHeldPaise} paise`,
  );
  return [...wallets, ...(await saleProblems(db)), ...(await chainProblems(db))];
}
