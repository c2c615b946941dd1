/**
 * The organiser's controls (protocol http/organiser.ts): each control
 * is an engine command (engine decide-organiser.ts) the auction's Room judges and logs with
 * the admin who sent it, so the room, the audit log and every node see it like any other event.
 * And the spectator link: a new secret each time it is turned on; off closes its spectators.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  ErrorCode,
  ORGANISER_CONTROLS,
  organiserCommandOf,
  type OrganiserControlBody,
  type OrganiserControlCall,
  type OrganiserControlName,
  type OrganiserResult,
  type SpectatorLinkResult,
} from '@bidxi/protocol';
import { auctions } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { recordAdminAction } from '../admin-log/admin-log.service';
import { organiserRecordOf } from './organiser-log';

const iso = (ms: number | null | undefined) => (ms == null ? null : new Date(ms).toISOString());

/**
 * Runs `call` (a control of `ORGANISER_CONTROLS` with its validated body) on auction `auctionId` for
 * admin `adminId`: the engine command `{ type: control.command, by: adminId, ...body }`, judged by the
 * room at its turn in the queue; an accepted control is logged in the admin actions log.
 * @returns the log's seq after it, the auction's pause and the open lot's close.
 * @throws AppError 404 AUCTION_NOT_FOUND; 409 with the engine's code when a rule refuses it (e.g.
 *   `NOT_PAUSED`, `LOT_NOT_OPEN`, `NOTHING_TO_UNDO`: engine errors.ts); a stale target
 *   (`LOT_MOVED_ON`, `SALE_CHANGED`) says what is current in the body's `current`.
 */
export async function runOrganiserControl(
  deps: AppDeps,
  adminId: string,
  auctionId: string,
  call: OrganiserControlCall,
): Promise<OrganiserResult> {
  const { name } = call;
  const body = call.body as OrganiserControlBody<OrganiserControlName>;
  const command = organiserCommandOf(name, adminId, body);
  const { adminAction } = ORGANISER_CONTROLS[name];
  const result = await deps.room.execute(auctionId, command, deps.clock.now(), {
    userId: adminId,
    // Logged in the transaction that appends the control's events: a refusal records nothing.
    inCommit: async (tx, change) => {
      const record = organiserRecordOf(adminId, change, adminAction);
      if (!record) return;
      const [row] = await tx
        .select({ title: auctions.title })
        .from(auctions)
        .where(eq(auctions.id, auctionId));
      await recordAdminAction(tx, {
        adminId,
        ...record,
        target: { type: 'AUCTION', id: auctionId, label: row?.title ?? null },
        at: change.at,
      });
    },
  });
  if (!result.ok) {
    if (result.error.code === ErrorCode.NOT_FOUND) {
      throw notFound('Auction not found', ErrorCode.AUCTION_NOT_FOUND);
    }
    const { code, message } = result.error;
    const details = 'details' in result.error ? result.error.details : undefined;
    throw new AppError(409, code, message, details ? { current: details } : {});
  }
  return {
    seq: result.seq,
    pausedAt: iso(result.state.pausedAt),
    closesAt: iso(result.state.currentLot?.closesAt),
  };
}

/** The path to share for an auction's spectator link (null while it is off). */
const linkOf = (
  auctionId: string,
  token: string | null,
  capacity: number,
): SpectatorLinkResult => ({
  enabled: token !== null,
  path: token === null ? null : `/watch/${auctionId}?t=${token}`,
  capacity,
});

/** The spectator link as it stands. @throws AppError 404 AUCTION_NOT_FOUND. */
export async function spectatorLink(
  deps: AppDeps,
  auctionId: string,
): Promise<SpectatorLinkResult> {
  const [row] = await deps.database.db
    .select({ token: auctions.spectatorToken })
    .from(auctions)
    .where(eq(auctions.id, auctionId));
  if (!row) throw notFound('Auction not found', ErrorCode.AUCTION_NOT_FOUND);
  return linkOf(auctionId, row.token, deps.config.spectatorsPerAuction);
}

/**
 * Turns the spectator link on (a new secret: an old link stops working) or off; either way the
 * spectators watching through the old secret are closed.
 * @throws AppError 404 AUCTION_NOT_FOUND.
 */
export async function setSpectatorLink(
  deps: AppDeps,
  adminId: string,
  auctionId: string,
  enabled: boolean,
): Promise<SpectatorLinkResult> {
  const token = enabled ? randomBytes(24).toString('base64url') : null;
  await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ title: auctions.title, token: auctions.spectatorToken })
      .from(auctions)
      .where(eq(auctions.id, auctionId))
      .for('update');
    if (!row) throw notFound('Auction not found', ErrorCode.AUCTION_NOT_FOUND);
    await tx.update(auctions).set({ spectatorToken: token }).where(eq(auctions.id, auctionId));
    // The secret itself is never logged: only whether the link is on.
    await recordAdminAction(tx, {
      adminId,
      action: enabled ? 'SPECTATOR_LINK_ON' : 'SPECTATOR_LINK_OFF',
      target: { type: 'AUCTION', id: auctionId, label: row.title },
      before: { enabled: row.token !== null },
      after: { enabled },
      at: new Date(deps.clock.now()),
    });
  });
  deps.room.closeSpectators(auctionId);
  return linkOf(auctionId, token, deps.config.spectatorsPerAuction);
}
