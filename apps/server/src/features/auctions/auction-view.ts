/** Auction records → the wire views of @bidxi/protocol (₹, Cr, ISO instants, India-time texts). */
import type { AdminAuctionView, AuctionSettingsView, AuctionView } from '@bidxi/protocol';
import { imageUrl } from '../images/images.service';
import type { AuctionRecord, AuctionStats } from './auctions.repo';
import { formatIndiaTime } from '../../platform/india-time';
import { lakhsToCr, paiseToRupees } from '../../platform/units';

export function settingsOf(a: AuctionRecord): AuctionSettingsView {
  return {
    prizePoolPercent: a.prizePoolPercent,
    prizeSplit: [a.prizeFirstPercent, a.prizeSecondPercent, a.prizeThirdPercent],
    lotWindowMs: a.lotWindowMs,
    bidWindowMs: a.bidWindowMs,
    lobbyMs: a.lobbyMs,
    pauseBetweenLotsMs: a.pauseBetweenLotsMs,
    reorderWindowMs: a.reorderWindowMs,
    botTeams: a.botTeams,
  };
}

const EMPTY_STATS: AuctionStats = {
  participants: [],
  teamCount: 0,
  totalPlayerCount: 0,
  feesPaise: 0,
};

/** The player-facing view. Participants carry id and username only. */
export function toAuctionView(
  a: AuctionRecord,
  stats: AuctionStats | undefined,
  now: Date,
): AuctionView {
  const s = stats ?? EMPTY_STATS;
  return {
    id: a.id,
    title: a.title,
    description: a.description,
    imageUrl: a.imageId ? imageUrl(a.imageId) : null,
    ytLink: a.ytLink,
    status: a.status,
    startTime: formatIndiaTime(a.startsAt),
    endTime: formatIndiaTime(a.endsAt),
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt.toISOString(),
    lotsStartAt: new Date(a.startsAt.getTime() + a.lobbyMs).toISOString(),
    biddingEndedAt: a.biddingEndedAt?.toISOString() ?? null,
    budgetLimit: lakhsToCr(a.budgetLimitLakhs),
    registrationFee: paiseToRupees(a.registrationFeePaise),
    isEndTimeUpdated: a.isEndTimeUpdated,
    isDemo: a.isDemo,
    isPractice: a.practiceOwnerId !== null,
    organiserId: a.organiserId,
    createdById: a.createdById,
    participants: s.participants.map((p) => ({ id: p.id, username: p.username })),
    teamCount: s.teamCount,
    totalPlayerCount: s.totalPlayerCount,
    settings: settingsOf(a),
    currentTime: now.toISOString(),
  };
}

/** The admin view: revenue (net fees, auction-revenue.ts: a refunded auction counts 0) and creation time. */
export function toAdminAuctionView(
  a: AuctionRecord,
  stats: AuctionStats | undefined,
  now: Date,
): AdminAuctionView {
  return {
    ...toAuctionView(a, stats, now),
    revenue: paiseToRupees(stats?.feesPaise ?? 0),
    createdAt: a.createdAt.toISOString(),
  };
}
