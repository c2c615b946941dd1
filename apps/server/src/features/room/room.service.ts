/**
 * What each room command does, for the gateway: bids, pull-backs, chat and state reads. Every command
 * re-checks the caller's session (a ban or logout ends it at once) and answers `{ code, message }`
 * refusals with the spec's texts (spec auctions-and-room.md §5, §8).
 */
import { croresToLakhs, type AuctionState } from '@bidxi/engine';
import type { ChatMessageView, RoomState } from '@bidxi/protocol';
import type { AppDeps } from '../../platform/deps';
import { authenticate } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { currentLotBids, setCurrentLotBids } from './room.broadcast';
import type { RoomHub } from './room.hub';
import { acceptedBidsOf, chatTail, countRecentChat, insertChatMessage } from './room.repo';
import type { RoomRunner } from './room.runner';
import { roomStateView } from './room.views';

/** The connected caller, from the handshake. */
export interface RoomCaller {
  userId: string;
  username: string;
  auctionId: string;
  token: string;
  isAdmin: boolean;
}

/** A refusal to send back in the ack and as an `error` event. */
export class RoomRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const CHAT_LIMIT = 5;
const CHAT_WINDOW_MS = 10_000;

export class RoomService {
  constructor(
    private readonly deps: AppDeps,
    readonly hub: RoomHub,
    private readonly roomSize: (auctionId: string) => number,
  ) {}

  /** Re-checks the caller's session. @throws RoomRefusal SESSION_EXPIRED / USER_BANNED. */
  async recheck(caller: RoomCaller): Promise<void> {
    try {
      await authenticate(this.deps, `Bearer ${caller.token}`);
    } catch (err) {
      // Only an answer about the session ends it; a database error is not a logout (it would
      // disconnect every bidder of the room during a database restart: fault suite).
      if (!(err instanceof AppError)) throw err;
      const e = err as { code?: string; message?: string };
      throw new RoomRefusal(
        e.code ?? 'UNAUTHENTICATED',
        e.message ?? 'Session expired. Please log in again.',
      );
    }
  }

  teamIdOf(runner: RoomRunner, userId: string): string | null {
    return runner.setup?.teams.find((t) => t.ownerId === userId)?.teamId ?? null;
  }

  /**
   * Adds teams registered after the room loaded to the running room: only `onlyTeamId` when given
   * (a joining caller's own team). Every join registering every missing team made a room going
   * LIVE with n registered teams run n² commands (benchmark RT-1 at 1,000 clients).
   */
  async syncTeams(runner: RoomRunner, onlyTeamId?: string): Promise<void> {
    if (!onlyTeamId || !runner.setup?.teams.some((t) => t.teamId === onlyTeamId))
      await runner.reloadSetup();
    const state = runner.state;
    if (!state || runner.setup?.auction.status !== 'LIVE' || state.phase === 'BIDDING_ENDED')
      return;
    for (const t of runner.missingTeams()) {
      if (onlyTeamId !== undefined && t.teamId !== onlyTeamId) continue;
      if (runner.state?.teams[t.teamId]) continue;
      await runner.submit(
        {
          type: 'registerTeam',
          teamId: t.teamId,
          ownerId: t.ownerId,
          purseTotalLakhs: t.purseTotalLakhs,
          isBot: t.isBot,
        },
        this.deps.clock.now(),
      );
    }
  }

  /**
   * A bid in crores on the player now on the block, judged at `receivedAtMs`.
   * @throws RoomRefusal with the engine's code and message, or NOT_LIVE / LOT_CLOSED / INVALID_AMOUNT.
   */
  async bid(
    caller: RoomCaller,
    input: { auctionPlayerId: string; biddingAmount: number; expectedSeq?: number },
    receivedAtMs: number,
  ) {
    await this.recheck(caller);
    const runner = this.hub.runner(caller.auctionId);
    // The runner catches up with the log before it judges the bid, so the state this node already has
    // is enough to name the lot; only a bid for another player needs a fresh look first. (A queued
    // catch-up per bid on top of the runner's own doubled the bid's time in the queue: RT-1.)
    let state = runner.state && runner.setup ? runner.state : await this.readyState(runner);
    if (state.currentLot?.playerId !== input.auctionPlayerId) state = await this.readyState(runner);
    const teamId = this.teamIdOf(runner, caller.userId);
    if (!teamId)
      throw new RoomRefusal('NOT_REGISTERED', 'You are not registered for this auction.');
    if (!state.teams[teamId]) await this.syncTeams(runner, teamId);
    const lot = runner.state?.currentLot;
    if (!lot || lot.playerId !== input.auctionPlayerId)
      throw new RoomRefusal('LOT_CLOSED', 'Time is up! Cannot place bid now.');
    const amountLakhs = croresToLakhs(input.biddingAmount);
    if (amountLakhs === null)
      throw new RoomRefusal('INVALID_AMOUNT', 'Bid amounts go in steps of 0.05 Cr.');
    const result = await runner.submit(
      {
        type: 'placeBid',
        lotId: lot.lotId,
        teamId,
        amountLakhs,
        ...(input.expectedSeq === undefined ? {} : { expectedVersion: input.expectedSeq }),
      },
      receivedAtMs,
      { userId: caller.userId },
    );
    if (!result.ok) throw new RoomRefusal(result.error.code, result.error.message);
    const placed = result.state.currentLot;
    return {
      amount: input.biddingAmount,
      amountLakhs,
      closesAt: new Date(placed?.closesAt ?? receivedAtMs).toISOString(),
      seq: result.seq,
    };
  }

  /** Pulls an UNSOLD player back (once per player; ARCHITECTURE.md §4 "Pull-back"). */
  async pullBack(caller: RoomCaller, auctionPlayerId: string) {
    await this.recheck(caller);
    const runner = this.hub.runner(caller.auctionId);
    await this.readyState(runner);
    const teamId = this.teamIdOf(runner, caller.userId);
    if (!teamId)
      throw new RoomRefusal('NOT_REGISTERED', 'You are not registered for this auction.');
    const result = await runner.submit(
      { type: 'pullBack', playerId: auctionPlayerId, teamId },
      this.deps.clock.now(),
      { userId: caller.userId },
    );
    if (!result.ok) throw new RoomRefusal(result.error.code, result.error.message);
    return { seq: result.seq };
  }

  /** Saves and returns a chat message (2–300 characters; at most 5 per 10 s per user). */
  async chat(caller: RoomCaller, message: string): Promise<ChatMessageView> {
    await this.recheck(caller);
    const now = this.deps.clock.now();
    const recent = await countRecentChat(
      this.deps.database.db,
      caller.auctionId,
      caller.userId,
      new Date(now - CHAT_WINDOW_MS),
    );
    if (recent >= CHAT_LIMIT)
      throw new RoomRefusal(
        'RATE_LIMITED',
        'You are sending messages too fast. Wait a few seconds.',
      );
    const createdAt = new Date(now);
    const id = await insertChatMessage(this.deps.database.db, {
      auctionId: caller.auctionId,
      userId: caller.userId,
      message,
      createdAt,
    });
    return {
      id,
      userId: caller.userId,
      username: caller.username,
      message,
      timestamp: createdAt.toISOString(),
    };
  }

  async chatHistory(auctionId: string): Promise<ChatMessageView[]> {
    const rows = await chatTail(this.deps.database.db, auctionId, 100);
    return rows.map((r) => ({
      id: r.id,
      userId: r.userId,
      username: r.username,
      message: r.message,
      timestamp: r.createdAt.toISOString(),
    }));
  }

  /** The full room for one viewer, fresh from the log (ARCHITECTURE.md §5: sent on every (re)join). */
  async roomState(caller: RoomCaller): Promise<RoomState> {
    const runner = this.hub.runner(caller.auctionId);
    // The auction row only: re-reading 1,000 teams for each of 1,000 rejoining clients made a
    // restart under load take 36 s (benchmark RT-6).
    await runner.reloadAuction();
    const state = await this.readyState(runner);
    const setup = runner.setup!;
    let lastBids = state.currentLot ? currentLotBids(caller.auctionId) : [];
    if (state.currentLot && !lastBids) {
      const rows = await acceptedBidsOf(
        this.deps.database.db,
        state.currentLot.playerId,
        10,
        state.currentLot.lotId,
      );
      lastBids = rows.map((r) => {
        const team = setup.teams.find((t) => t.teamId === r.teamId);
        return {
          amount: (r.amountLakhs ?? 0) / 100,
          amountLakhs: r.amountLakhs ?? 0,
          teamId: r.teamId ?? '',
          userId: team?.ownerId ?? r.userId ?? '',
          username: team?.ownerName ?? r.username ?? '',
          timestamp: r.receivedAt.toISOString(),
        };
      });
      setCurrentLotBids(caller.auctionId, lastBids);
    }
    return roomStateView(state, setup, {
      nowMs: this.deps.clock.now(),
      lastBids: lastBids ?? [],
      chat: await this.chatHistory(caller.auctionId),
      present: this.hub.presentUserIds(caller.auctionId),
      roomSize: this.roomSize(caller.auctionId),
      myTeamId: this.teamIdOf(runner, caller.userId),
    });
  }

  private async readyState(runner: RoomRunner): Promise<AuctionState> {
    const state = await runner.refresh();
    if (!state || !runner.setup) throw new RoomRefusal('NOT_FOUND', 'Auction not found');
    return state;
  }
}
