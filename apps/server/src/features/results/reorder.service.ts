/**
 * `POST teams/set-priority` (spec 000 §7; spec 001 §4 "Team reordering", §5 "Reorder update"): the
 * owner of a valid team stores its batting order inside the reorder window. The auction row is
 * share-locked, so an order either commits before the auction completes (and is scored) or is refused.
 */
import {
  ErrorCode,
  INVALID_UPDATE_REQUEST_MESSAGE,
  NO_TEAM_DATA_MESSAGE,
  POSITIONS_UPDATED_MESSAGE,
  type SetPriorityBody,
  type SetPriorityResponse,
} from '@bidxi/protocol';
import type { AuthContext } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { forbidden, notFound, unprocessable } from '../../platform/errors';
import { loadAuction } from '../auctions/auctions.service';
import { findTeam } from '../teams/teams.port';
import { reorderWindowAt } from './reorder-window';
import { orderSquad, permutationProblem, scoreSquad } from './squad';
import { loadOrderedSquads, saveSquadOrder } from './squad-order.repo';

/**
 * Stores the team's order, slot 1 first.
 * @throws 404 AUCTION_NOT_FOUND / TEAM_NOT_FOUND ('No team data found'); 403 NOT_TEAM_OWNER (anyone but
 *   the owner, admins included); 422 REORDER_NOT_OPEN (bidding not ended), REORDER_CLOSED (at or after
 *   `endsAt`, or completed), INVALID_TEAM_COMPOSITION (not a valid XI; the spec's text),
 *   INVALID_PRIORITY_ORDER (not exactly the team's players, each once).
 */
export async function setPriority(
  deps: AppDeps,
  auth: AuthContext,
  body: SetPriorityBody,
): Promise<SetPriorityResponse> {
  const nowMs = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const auction = await loadAuction(tx, body.auctionId, 'share');
    const team = await findTeam(tx, body.teamId);
    if (!team || team.auctionId !== auction.id) {
      throw notFound(NO_TEAM_DATA_MESSAGE, ErrorCode.TEAM_NOT_FOUND);
    }
    if (team.ownerId !== auth.user.id) {
      throw forbidden('Only the team owner can change its positions', ErrorCode.NOT_TEAM_OWNER);
    }
    const window = reorderWindowAt(auction, nowMs);
    if (window === 'NOT_OPEN') {
      throw unprocessable(
        ErrorCode.REORDER_NOT_OPEN,
        'Positions can be changed once bidding has ended',
      );
    }
    if (window === 'CLOSED') {
      throw unprocessable(
        ErrorCode.REORDER_CLOSED,
        'The auction has ended. Positions can no longer be changed',
      );
    }
    const squad = (await loadOrderedSquads(tx, auction.id, [team.id])).get(team.id) ?? [];
    if (!scoreSquad(squad).isValid) {
      throw unprocessable(ErrorCode.INVALID_TEAM_COMPOSITION, INVALID_UPDATE_REQUEST_MESSAGE);
    }
    const problem = permutationProblem(
      body.priorityOrder,
      squad.map((p) => p.id),
    );
    if (problem) throw unprocessable(ErrorCode.INVALID_PRIORITY_ORDER, problem);
    await saveSquadOrder(tx, {
      teamId: team.id,
      auctionId: auction.id,
      playerIds: body.priorityOrder,
      by: auth.user.id,
      at: new Date(nowMs),
    });
    const ordered = orderSquad(squad, body.priorityOrder, new Map());
    const totals = scoreSquad(ordered);
    return {
      message: POSITIONS_UPDATED_MESSAGE,
      priorityOrder: ordered.map((p) => p.id),
      totalPoints: totals.totalPoints,
      totalBonus: totals.totalBonus,
      score: totals.score,
    };
  });
}
