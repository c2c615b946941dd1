/**
 * Team records → the protocol's team view (₹, Cr). Only the owner and admins see a team's mobile
 * number; everyone else sees the owner as id and username.
 */
import type { TeamView, TeamWithPlayers } from '@bidxi/protocol';
import { imageUrl } from '../images/images.service';
import { lakhsToCr, paiseToRupees } from '../../platform/units';
import type { PoolPlayerRecord } from '../players/players.port';
import { toPoolPlayerView } from '../players/players.port';
import type { TeamRecord } from './teams.repo';

/** Who is looking: decides whether private fields show. */
export interface Viewer {
  userId: string;
  isAdmin: boolean;
}

export function toTeamView(t: TeamRecord, viewer: Viewer): TeamView {
  const isPrivileged = viewer.isAdmin || (t.ownerId !== null && t.ownerId === viewer.userId);
  return {
    id: t.id,
    name: t.name,
    auctionId: t.auctionId,
    ownerId: t.ownerId,
    owner: t.ownerId ? { id: t.ownerId, username: t.ownerUsername ?? '' } : null,
    mobileNumber: isPrivileged ? t.mobileNumber : null,
    imageUrl: t.imageId ? imageUrl(t.imageId) : null,
    registrationFeePaid: paiseToRupees(t.registrationFeePaidPaise),
    budgetLimit: lakhsToCr(t.budgetLimitLakhs),
    purseRemaining: lakhsToCr(t.purseRemainingLakhs),
    isBot: t.isBot,
    createdAt: t.createdAt.toISOString(),
  };
}

/** A team with the players it bought (from `players`, filtered to this team). */
export function toTeamWithPlayers(
  t: TeamRecord,
  players: readonly PoolPlayerRecord[],
  viewer: Viewer,
): TeamWithPlayers {
  return {
    ...toTeamView(t, viewer),
    auctionPlayers: players.filter((p) => p.teamId === t.id).map(toPoolPlayerView),
  };
}
