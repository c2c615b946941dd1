/**
 * What the room is asked to do, as values (ARCHITECTURE.md "one owner per room": a command is data
 * queued to its room, not a closure): an engine command as it stands (the clock's, an organiser's,
 * a registration's), or a participant's request, which names the owner and what they saw and becomes
 * an engine command on the state at its turn in the queue (engine intents.ts: the team is the one the
 * owner holds then, the lot the one they saw).
 */
import {
  bidIntent,
  cancelMaxBidIntent,
  passIntent,
  pullBackIntent,
  setAutopilotIntent,
  setMaxBidIntent,
  teamOfOwner,
  type AuctionCommand,
  type AuctionState,
  type RuleError,
} from '@bidxi/engine';
import { ErrorCode } from '@bidxi/protocol';
import type { RoomError } from '../../platform/room-port';
import type { RoomTeamRow } from './room.auction-repo';

/** The message of an amount off the price step. */
export const STEP_MESSAGE = 'Amounts go in steps of 0.05 Cr.';

/** A participant's request to the room; `ownerId` is the verified user, never a client field. */
export type ParticipantRequest =
  | {
      type: 'bidRequest';
      ownerId: string;
      playerId: string;
      /** The lot the bidder saw; absent (older clients): the open lot of `playerId`. */
      lotId?: number;
      /** Integer lakhs; null: the amount sent is not on the price step (refused INVALID_AMOUNT). */
      amountLakhs: number | null;
      key?: string;
    }
  | { type: 'passRequest'; ownerId: string; playerId: string; lotId?: number }
  | { type: 'pullBackRequest'; ownerId: string; playerId: string }
  | { type: 'setMaxBidRequest'; ownerId: string; playerId: string; maxLakhs: number }
  | { type: 'cancelMaxBidRequest'; ownerId: string; playerId: string }
  | { type: 'setAutopilotRequest'; ownerId: string; enabled: boolean; capLakhs?: number };

/** Anything queued to a room. */
export type RoomCommand = AuctionCommand | ParticipantRequest;

/** A bid as it was received: what a refusal of it logs (bid log and audit chain). */
export interface BidAttempt {
  teamId: string | null;
  lotId: number | null;
  amountLakhs: number | null;
}

/** Why a command names no engine command: an engine rule, or a room rule (INVALID_AMOUNT). */
export interface CommandRefusal {
  ok: false;
  error: RuleError | RoomError;
}

const isRequest = (c: RoomCommand): c is ParticipantRequest => c.type.endsWith('Request');

/**
 * The engine command `command` stands for on `state`, or why there is none (NOT_REGISTERED,
 * LOT_CLOSED, LOT_CHANGED from the engine's intents; INVALID_AMOUNT for an amount off the step).
 */
export function resolveCommand(
  state: AuctionState,
  command: RoomCommand,
): AuctionCommand | CommandRefusal {
  if (!isRequest(command)) return command;
  const { ownerId } = command;
  switch (command.type) {
    case 'bidRequest': {
      if (command.amountLakhs === null) return OFF_STEP;
      const { playerId, lotId, amountLakhs, key } = command;
      const lot = lotId === undefined ? {} : { lotId };
      return bidIntent(state, ownerId, { playerId, amountLakhs, ...lot, ...(key ? { key } : {}) });
    }
    case 'passRequest':
      return passIntent(state, ownerId, command);
    case 'pullBackRequest':
      return pullBackIntent(state, ownerId, command.playerId);
    case 'setMaxBidRequest':
      return setMaxBidIntent(state, ownerId, {
        playerId: command.playerId,
        maxLakhs: command.maxLakhs,
      });
    case 'cancelMaxBidRequest':
      return cancelMaxBidIntent(state, ownerId, command.playerId);
    case 'setAutopilotRequest':
      return setAutopilotIntent(state, ownerId, command);
  }
}

/**
 * The bid `command` is, as received (its team the owner's in `state`, if any); null for anything
 * that is not a bid. A refusal of a bid is logged from this, whoever refused it.
 */
export function bidAttemptOf(state: AuctionState, command: RoomCommand): BidAttempt | null {
  if (command.type === 'placeBid') {
    return { teamId: command.teamId, lotId: command.lotId, amountLakhs: command.amountLakhs };
  }
  if (command.type !== 'bidRequest') return null;
  return {
    teamId: teamOfOwner(state, command.ownerId)?.teamId ?? null,
    lotId:
      command.lotId ??
      (state.currentLot?.playerId === command.playerId ? state.currentLot.lotId : null),
    amountLakhs: command.amountLakhs,
  };
}

const OFF_STEP: CommandRefusal = {
  ok: false,
  error: { code: ErrorCode.INVALID_AMOUNT, message: STEP_MESSAGE },
};

/** The engine command that registers a team row. */
export function registerCommand(t: RoomTeamRow): AuctionCommand {
  return {
    type: 'registerTeam',
    teamId: t.teamId,
    ownerId: t.ownerId,
    purseTotalLakhs: t.purseTotalLakhs,
    isBot: t.isBot,
    name: t.name,
    ownerName: t.ownerName,
    imageUrl: t.imageUrl,
  };
}
