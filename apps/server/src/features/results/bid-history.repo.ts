/**
 * A user's bids from the append-only bid log, with what each bid was for (auction, player, team) and
 * what became of the player, newest first; searchable by player name or auction title.
 */
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auctionPlayers, auctions, bids, teams } from '../../db/schema/index';

/** `%term%` for ILIKE, with the user's own `%`, `_` and `\` taken literally. */
const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(userId: string, search: string | undefined): SQL | undefined {
  const mine = eq(bids.userId, userId);
  if (!search) return mine;
  const pattern = containsPattern(search);
  return and(mine, or(ilike(auctionPlayers.name, pattern), ilike(auctions.title, pattern)));
}

export async function listBidsOfUser(
  db: DbOrTx,
  q: { userId: string; search?: string; limit: number; offset: number },
) {
  const where = whereOf(q.userId, q.search);
  const rows = await db
    .select({
      id: bids.id,
      auctionId: bids.auctionId,
      auctionTitle: auctions.title,
      auctionStatus: auctions.status,
      auctionPlayerId: bids.auctionPlayerId,
      playerName: auctionPlayers.name,
      playerType: auctionPlayers.type,
      playerStatus: auctionPlayers.status,
      playerTeamId: auctionPlayers.teamId,
      soldPriceLakhs: auctionPlayers.soldPriceLakhs,
      teamId: bids.teamId,
      teamName: teams.name,
      amountLakhs: bids.amountLakhs,
      accepted: bids.accepted,
      reasonCode: bids.reasonCode,
      receivedAt: bids.receivedAt,
      // The highest accepted bid on the player so far: tells a leading bid from an outbid one.
      topLakhs: sql<
        number | null
      >`(select max(b2.amount_lakhs) from ${bids} as b2 where b2.auction_player_id = ${bids.auctionPlayerId} and b2.accepted)`,
    })
    .from(bids)
    .innerJoin(auctions, eq(auctions.id, bids.auctionId))
    .leftJoin(auctionPlayers, eq(auctionPlayers.id, bids.auctionPlayerId))
    .leftJoin(teams, eq(teams.id, bids.teamId))
    .where(where)
    .orderBy(desc(bids.receivedAt), desc(bids.id))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db
    .select({ n: count() })
    .from(bids)
    .innerJoin(auctions, eq(auctions.id, bids.auctionId))
    .leftJoin(auctionPlayers, eq(auctionPlayers.id, bids.auctionPlayerId))
    .where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export type BidHistoryRow = Awaited<ReturnType<typeof listBidsOfUser>>['rows'][number];
