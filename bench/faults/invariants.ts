/**
 * The fault suite's invariant checker, run after every scenario against the database:
 * wallets equal their entries and none is negative; each fee and prize was applied once; each lot
 * closed once, with its highest accepted bid; no bid was accepted at or after a close; no purse or
 * squad limit was exceeded; and every bid a client saw acknowledged as accepted is in the database.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { verifyWallet } from '../../apps/server/src/features/wallet/ledger.service';
import { rawRows } from '../lib/databases';

export interface AckedBid {
  seq: number;
  amountLakhs: number;
}

const LIMITS: Record<string, number> = {
  Batter: 4,
  Bowler: 4,
  'Wicket-Keeper': 2,
  'All-Rounder': 2,
};

export async function checkInvariants(
  database: Database,
  auctionId: string,
  acked: readonly AckedBid[],
): Promise<string[]> {
  const bad: string[] = [];
  const q = <T>(query: ReturnType<typeof sql>) => rawRows<T[]>(database, query);

  for (const { user_id } of await q<{ user_id: string }>(sql`select user_id from wallets`)) {
    const v = await verifyWallet(database.db, user_id);
    if (!v.ok) bad.push(`wallet ${user_id} ≠ its entries or negative: ${JSON.stringify(v)}`);
  }
  const twice = await q<{
    k: string;
    n: number;
  }>(sql`select type || ':' || coalesce(reference, '') as k, count(*)::int as n
    from wallet_entries where type in ('REGISTRATION_FEE', 'PRIZE') and status = 'APPROVED'
    group by user_id, type, reference having count(*) > 1`);
  for (const t of twice) bad.push(`applied ${t.n} times: ${t.k}`);

  const closes = await q<{
    lot: number;
    n: number;
  }>(sql`select (payload->>'lotId')::int as lot, count(*)::int as n
    from room_events where auction_id = ${auctionId} and type in ('lotSold', 'lotUnsold')
    group by 1 having count(*) > 1`);
  for (const c of closes) bad.push(`lot ${c.lot} closed ${c.n} times`);

  const sold = await q<{
    lot: number;
    team: string;
    amount: number;
    best: number | null;
    best_team: string | null;
  }>(sql`
    select (e.payload->>'lotId')::int as lot, e.payload->>'teamId' as team, (e.payload->>'amountLakhs')::int as amount,
      (select b.amount_lakhs from bids b where b.auction_id = e.auction_id and b.lot_id = (e.payload->>'lotId')::int
         and b.accepted order by b.amount_lakhs desc, b.seq desc limit 1) as best,
      (select b.team_id::text from bids b where b.auction_id = e.auction_id and b.lot_id = (e.payload->>'lotId')::int
         and b.accepted order by b.amount_lakhs desc, b.seq desc limit 1) as best_team
    from room_events e where e.auction_id = ${auctionId} and e.type = 'lotSold'`);
  for (const s of sold)
    if (s.amount !== s.best || s.team !== s.best_team)
      bad.push(
        `lot ${s.lot} sold to ${s.team} at ${s.amount}, highest accepted ${s.best_team} at ${s.best}`,
      );
  const unsoldWithBids = await q<{
    lot: number;
  }>(sql`select (e.payload->>'lotId')::int as lot from room_events e
    where e.auction_id = ${auctionId} and e.type = 'lotUnsold' and exists (select 1 from bids b
      where b.auction_id = e.auction_id and b.lot_id = (e.payload->>'lotId')::int and b.accepted)`);
  for (const u of unsoldWithBids) bad.push(`lot ${u.lot} unsold despite an accepted bid`);

  const [late] = await q<{ n: number; after: number }>(sql`select
    (select count(*)::int from bids where auction_id = ${auctionId} and accepted and received_at >= closes_at) as n,
    (select count(*)::int from bids b join room_events e on e.auction_id = b.auction_id
       and e.type in ('lotSold', 'lotUnsold') and (e.payload->>'lotId')::int = b.lot_id
       where b.auction_id = ${auctionId} and b.accepted and b.seq > e.seq) as after`);
  if (late!.n) bad.push(`${late!.n} bids accepted at or after their close`);
  if (late!.after) bad.push(`${late!.after} bids accepted after their lot's close event`);

  const teams = await q<{
    id: string;
    budget: number;
    purse: number;
    spent: number;
    squad: number;
  }>(sql`
    select t.id::text, t.budget_limit_lakhs as budget, t.purse_remaining_lakhs as purse,
      coalesce(sum(p.sold_price_lakhs), 0)::int as spent, count(p.id)::int as squad
    from teams t left join auction_players p on p.team_id = t.id and p.status = 'SOLD'
    where t.auction_id = ${auctionId} group by t.id`);
  for (const t of teams) {
    if (t.purse < 0) bad.push(`team ${t.id} purse negative (${t.purse})`);
    if (t.budget - t.spent !== t.purse)
      bad.push(`team ${t.id} purse ${t.purse} ≠ budget − spent ${t.budget - t.spent}`);
    if (t.squad > 11) bad.push(`team ${t.id} has ${t.squad} players`);
  }
  const roles = await q<{
    team: string;
    type: string;
    n: number;
  }>(sql`select team_id::text as team, type, count(*)::int as n
    from auction_players where auction_id = ${auctionId} and status = 'SOLD' group by 1, 2`);
  for (const r of roles)
    if (r.n > (LIMITS[r.type] ?? 0)) bad.push(`team ${r.team} has ${r.n} × ${r.type}`);

  const stored = new Set(
    (
      await q<{ k: string }>(sql`select seq || ':' || amount_lakhs as k from bids
      where auction_id = ${auctionId} and accepted`)
    ).map((r) => r.k),
  );
  for (const a of acked)
    if (!stored.has(`${a.seq}:${a.amountLakhs}`))
      bad.push(`acknowledged bid seq ${a.seq} (${a.amountLakhs}L) not in the database`);
  return bad;
}
