/**
 * The admin's auction detail: the auction, its teams, and each registration with who paid what and
 * whether it was refunded. Reads auctions, teams and the ledger, so it lives above them in admin.
 */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { walletEntries } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { paiseToRupees } from '../../platform/units';
import { feeRefundKey } from '../auctions/auctions.port';
import { adminViewsOf, loadAuction } from '../auctions/auctions.service';
import { listTeamsOfAuction, ownerEmails, toTeamView } from '../teams/teams.port';

async function refundedUsers(db: DbOrTx, auctionId: string, userIds: string[]) {
  if (userIds.length === 0) return new Set<string>();
  const keys = userIds.map((u) => feeRefundKey(auctionId, u));
  const rows = await db
    .select({ userId: walletEntries.userId })
    .from(walletEntries)
    .where(inArray(walletEntries.dedupeKey, keys));
  return new Set(rows.map((r) => r.userId));
}

/** `GET admin/auctions/:id`. @throws 404 AUCTION_NOT_FOUND. */
export async function adminAuctionDetail(deps: AppDeps, auctionId: string) {
  const db = deps.database.db;
  const now = new Date(deps.clock.now());
  const auction = await loadAuction(db, auctionId);
  const teams = await listTeamsOfAuction(db, auction.id);
  const emails = await ownerEmails(db, auction.id);
  const humans = teams.filter((t) => t.ownerId !== null);
  const refunded = await refundedUsers(
    db,
    auction.id,
    humans.map((t) => t.ownerId!),
  );
  const [view] = await adminViewsOf(db, [auction], now);
  return {
    auction: view!,
    teams: teams.map((t) => toTeamView(t, { userId: '', isAdmin: true })),
    registrations: humans.map((t) => ({
      teamId: t.id,
      teamName: t.name,
      userId: t.ownerId!,
      username: t.ownerUsername ?? '',
      email: emails.get(t.id) ?? '',
      mobileNumber: t.mobileNumber,
      feePaid: paiseToRupees(t.registrationFeePaidPaise),
      registeredAt: t.createdAt.toISOString(),
      refunded: refunded.has(t.ownerId!),
    })),
  };
}
