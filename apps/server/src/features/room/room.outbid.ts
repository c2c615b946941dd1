/**
 * Who to tell "you were outbid" after a commit: the owners whose max bid
 * (proxy) for the open lot was still in play before the commit and is beaten by it. The engine
 * answers with a proxy in the same decision whenever the maximum allows, so a proxy that was in play
 * and no longer leads has run out. Pure: it reads the committed states only.
 */
import { minNextBidLakhs, type BidPlacedEvent } from '@bidxi/engine';
import type { Committed } from './room';

/** An owner whose maximum ran out, and the bid that beat it. */
export interface ExhaustedMaxBid {
  ownerId: string;
  teamId: string;
  playerName: string;
  amountLakhs: number;
}

/** The maxima exhausted by `c` (none when it placed no bid on the lot open before it). */
export function exhaustedMaxBids(c: Pick<Committed, 'before' | 'events'>): ExhaustedMaxBid[] {
  const lot = c.before.currentLot;
  if (!lot) return [];
  const bids = c.events.filter(
    (e): e is BidPlacedEvent => e.type === 'bidPlaced' && e.lotId === lot.lotId,
  );
  const last = bids.at(-1);
  if (!last) return [];
  const floor = minNextBidLakhs(lot);
  const player = c.before.players[lot.playerId];
  return (c.before.proxies[lot.playerId] ?? []).flatMap((p) => {
    const team = c.before.teams[p.teamId];
    const inPlay = lot.highestTeamId === p.teamId || p.maxLakhs >= floor;
    if (!team || team.isBot || !inPlay || p.teamId === last.teamId) return [];
    return [
      {
        ownerId: team.ownerId,
        teamId: p.teamId,
        playerName: player?.name ?? 'a player',
        amountLakhs: last.amountLakhs,
      },
    ];
  });
}
