/**
 * The audit log's two reads (protocol http/audit.ts):
 * - a page of entries, or one lot's, for a participant or an admin — while the auction runs another
 *   team's max bid is redacted (the entry keeps its hashes, so the chain still links);
 * - the whole log as JSON Lines, for anyone, once the auction has completed: a header to replay from,
 *   the entries, and a trailer with the head hash, the log hash (the header chained after the head)
 *   and the sales the auction tables show.
 * Both read through the auction's Room first, which has hashed every entry up to its state.
 */
import { redactEvent, teamOfOwner } from '@bidxi/engine';
import {
  AUDIT_FORMAT,
  ErrorCode,
  sealHash,
  type AuditHeader,
  type AuditPage,
  type AuditQuery,
  type AuditTrailer,
} from '@bidxi/protocol';
import type { AuthContext } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { isAdmin } from '../../platform/access';
import { loadRoomSetup } from '../room/room.setup.service';
import type { RoomSnapshot } from '../../platform/room-port';
import { loadAuditEntries, loadSales, lotOpenedSeq } from './audit.repo';

async function viewOf(deps: AppDeps, auctionId: string): Promise<RoomSnapshot> {
  const view = await deps.room.snapshot(auctionId);
  if (!view) throw notFound('Auction not found', ErrorCode.AUCTION_NOT_FOUND);
  return view;
}

/**
 * One page of the log (`query.lot`: the entries from that lot's open to the next lot's open).
 * @throws AppError 404 AUCTION_NOT_FOUND / NOT_FOUND (no such lot), 403 NOT_PARTICIPANT.
 */
export async function auditPage(
  deps: AppDeps,
  auth: AuthContext,
  auctionId: string,
  query: AuditQuery,
): Promise<AuditPage> {
  const view = await viewOf(deps, auctionId);
  const admin = isAdmin(auth);
  const myTeamId = teamOfOwner(view.state, auth.user.id)?.teamId ?? null;
  if (!admin && myTeamId === null) {
    throw forbidden('Only participants can read the bid log', ErrorCode.NOT_PARTICIPANT);
  }
  const db = deps.database.db;
  let afterSeq = query.afterSeq;
  let beforeSeq: number | null = null;
  if (query.lot !== undefined) {
    const opened = await lotOpenedSeq(db, auctionId, query.lot);
    if (opened === null) throw notFound('No such lot in this auction');
    afterSeq = Math.max(afterSeq, opened - 1);
    beforeSeq = await lotOpenedSeq(db, auctionId, query.lot + 1);
  }
  const rows = await loadAuditEntries(db, auctionId, {
    afterSeq,
    beforeSeq,
    limit: query.limit + 1,
  });
  const isSecret = !admin && view.state.phase !== 'COMPLETED';
  const entries = rows.slice(0, query.limit).map((e) => ({
    ...e,
    event: isSecret ? redactEvent(e.event, myTeamId) : e.event,
  }));
  return {
    auctionId,
    headHash: view.headHash,
    headSeq: view.state.version,
    entries,
    hasMore: rows.length > query.limit,
  };
}

/**
 * The whole log as JSON Lines (protocol audit/audit-verify.ts reads it back).
 * @throws AppError 404 AUCTION_NOT_FOUND, 409 AUCTION_NOT_COMPLETED.
 */
export async function auditLogJsonl(deps: AppDeps, auctionId: string): Promise<string> {
  const view = await viewOf(deps, auctionId);
  if (view.state.phase !== 'COMPLETED') {
    throw conflict(
      'The audit log is published when the auction has completed',
      ErrorCode.AUCTION_NOT_COMPLETED,
    );
  }
  const db = deps.database.db;
  const setup = await loadRoomSetup(db, auctionId);
  if (!setup) throw notFound('Auction not found', ErrorCode.AUCTION_NOT_FOUND);
  const entries = await loadAuditEntries(db, auctionId, { afterSeq: 0, beforeSeq: null });
  const header: AuditHeader = {
    kind: 'header',
    format: AUDIT_FORMAT,
    auctionId,
    title: setup.title,
    players: setup.players,
    settings: setup.settings,
  };
  const headHash = entries.at(-1)?.hash ?? view.headHash;
  const trailer: AuditTrailer = {
    kind: 'trailer',
    headHash,
    logHash: sealHash(headHash, header),
    entries: entries.length,
    sales: await loadSales(db, auctionId),
  };
  const lines = [
    JSON.stringify(header),
    ...entries.map((e) => JSON.stringify({ kind: 'entry', ...e })),
    JSON.stringify(trailer),
  ];
  return `${lines.join('\n')}\n`;
}
