// Test-only: how a drawn step turns into an engine command and a clock reading.
import type { AuctionCommand } from '../commands';
import { minNextBidLakhs } from '../rules/increments';
import type { AuctionState } from '../state';
import { MAX_TEAMS } from './shared';
import type { Action, OrganiserControl, Timing } from './steps';

/** The engine command a drawn action stands for in `state` (its lot, team and amount resolved). */
export function toCommand(state: AuctionState, action: Action): AuctionCommand {
  const lotId =
    (state.currentLot?.lotId ?? state.lastLotId) + ('lotOffset' in action ? action.lotOffset : 0);
  const teamIds = Object.keys(state.teams);
  const teamAt = (i: number) => (i < 19 ? teamIds[i % teamIds.length] : undefined) ?? 'stranger';
  switch (action.kind) {
    case 'open':
      return { type: 'openLot' };
    case 'bid': {
      const min = state.currentLot ? minNextBidLakhs(state.currentLot) : 100;
      const amountLakhs = action.raw ?? min + 5 * action.jumpSteps;
      const key = action.key ?? undefined;
      return {
        type: 'placeBid',
        lotId,
        teamId: teamAt(action.team),
        amountLakhs,
        ...(key === undefined ? {} : { key }),
      };
    }
    case 'close':
      return { type: 'closeLot', lotId };
    case 'pullBack':
      return { type: 'pullBack', playerId: `p${action.player}`, teamId: teamAt(action.team) };
    case 'end':
      return { type: 'endBidding' };
    case 'complete':
      return { type: 'completeAuction' };
    case 'setMax': {
      const playerId = action.player === null ? state.currentLot?.playerId : `p${action.player}`;
      const floor = state.currentLot ? minNextBidLakhs(state.currentLot) : 25;
      return {
        type: 'setMaxBid',
        teamId: teamAt(action.team),
        playerId: playerId ?? 'p0',
        maxLakhs: floor + 5 * action.steps,
      };
    }
    case 'cancelMax': {
      const playerId = action.player === null ? state.currentLot?.playerId : `p${action.player}`;
      return { type: 'cancelMaxBid', teamId: teamAt(action.team), playerId: playerId ?? 'p0' };
    }
    case 'pass':
      return { type: 'pass', lotId, teamId: teamAt(action.team) };
    case 'register':
      return {
        type: 'registerTeam',
        teamId: `t${Math.min(teamIds.length, MAX_TEAMS)}`,
        ownerId: 'late',
        purseTotalLakhs: action.purseLakhs,
      };
    case 'organiser':
      // The undo names the last sale, or (lotOffset ≠ 0) an older one the property sees refused.
      return organiserCommand(
        action.control,
        lotId,
        action.seconds,
        (state.lastSale?.lotId ?? 0) + action.lotOffset,
      );
  }
}

function organiserCommand(
  control: OrganiserControl,
  lotId: number,
  seconds: number,
  saleLotId: number,
): AuctionCommand {
  const by = 'admin';
  switch (control) {
    case 'pause':
      return { type: 'pauseAuction', by };
    case 'resume':
      return { type: 'resumeAuction', by };
    case 'addTime':
      return { type: 'addTime', by, lotId, seconds };
    case 'undo':
      return {
        type: 'undoSale',
        by,
        lotId: saleLotId,
        reason: seconds % 7 === 0 ? ' ' : 'Wrong player',
      };
    case 'skip':
      return { type: 'skipLot', by, lotId };
    case 'endAuction':
      return { type: 'endAuction', by };
    case 'pauseAfterLot':
      return { type: 'pauseAfterLot', by, lotId };
  }
}

/** The clock reading after `timing`, from `now` and the open lot's close. */
export function nextNow(state: AuctionState, now: number, timing: Timing): number {
  const closesAt = state.currentLot?.closesAt;
  switch (timing.kind) {
    case 'after':
      return now + timing.ms;
    case 'within':
      return (
        now +
        Math.floor(timing.fraction * (closesAt === undefined ? 2_000 : Math.max(0, closesAt - now)))
      );
    case 'atClose':
      return Math.max(now, closesAt ?? now);
    case 'justBeforeClose':
      return Math.max(now, (closesAt ?? now) - 1);
  }
}
