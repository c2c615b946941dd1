/**
 * What other features may read of teams (the port's reads). Teams are written only by this feature's
 * services (registration.service.ts); the repository stays private to the feature.
 */
import type { DbOrTx } from '../../db/client';
import * as repo from './teams.repo';
import type { TeamRecord } from './teams.repo';

/** One team by id, or null. */
export function findTeam(db: DbOrTx, id: string): Promise<TeamRecord | null> {
  return repo.findTeam(db, id);
}

/** The team `ownerId` has in auction `auctionId`, or null. */
export function findTeamOf(
  db: DbOrTx,
  auctionId: string,
  ownerId: string,
): Promise<TeamRecord | null> {
  return repo.findTeamOf(db, auctionId, ownerId);
}

/** Every team of an auction (bots included), oldest first. */
export function listTeamsOfAuction(db: DbOrTx, auctionId: string): Promise<TeamRecord[]> {
  return repo.listTeamsOfAuction(db, auctionId);
}

/** How many teams an auction has (bots included). */
export function countTeamsOfAuction(db: DbOrTx, auctionId: string): Promise<number> {
  return repo.countTeamsOfAuction(db, auctionId);
}

/** Each human team's owner e-mail, by team id (the admin's auction detail). */
export function ownerEmails(db: DbOrTx, auctionId: string): Promise<Map<string, string>> {
  return repo.ownerEmails(db, auctionId);
}
