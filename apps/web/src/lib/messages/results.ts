// Team, standings and reorder texts, and the mappers for team data and reorder refusals.
import {
  AUCTION_FAILED_MESSAGE,
  ErrorCode,
  INVALID_UPDATE_REQUEST_MESSAGE,
  NO_TEAM_DATA_MESSAGE,
  POSITIONS_UPDATED_MESSAGE,
} from '@bidxi/protocol';
import { asApiError, isRateLimited, rateLimitedText } from '@/lib/messages/common';
import { translatable } from '@/lib/messages/translate';

export const resultsMessages = translatable({
  results: {
    // spec 001 §8 "Team and standings" and §4/§5 (verbatim).
    missingIds: 'Missing user or auction ID',
    noTeamData: NO_TEAM_DATA_MESSAGE,
    fetchError: 'Error fetching team data',
    updateFailed: 'Failed to update player priority',
    updated: POSITIONS_UPDATED_MESSAGE,
    invalidUpdate: INVALID_UPDATE_REQUEST_MESSAGE,
    noPlayers: 'No players found in this team!',
    noPlayersMine: 'No players in your team yet.',
    invalidComposition: 'Team composition is Invalid.',
    positionsModified: 'Positions modified,',
    update: 'Update',
    auctionFailed: AUCTION_FAILED_MESSAGE,
    notApplicable: 'N/A',
    myTeam: 'My Team',
    bot: 'Bot',
    someError: 'Some Error Occurred!',
    tryAgain: 'Some Error has Occurred! Try again.',
    resultsPending: 'Results are being calculated',
    resultsPendingText:
      'The final standings and prizes appear here as soon as the auction completes and is scored.',
    reorderClosed: 'The reorder window has closed.',
    reorderNotOpen: 'Reordering opens when bidding ends.',
    viewOnly: "View only: only the team's owner can change its order.",
    moved: (name: string, position: number, of: number) =>
      `${name} moved to position ${position} of ${of}`,
  },
} as const);

/** `GET auction/:id/team-players/:userId` and the standings: 404 'No team data found', else the spec's text. */
export function teamDataErrorMessage(error: unknown): string {
  const e = asApiError(error);
  if (e && (e.code === ErrorCode.TEAM_NOT_FOUND || e.httpStatus === 404)) {
    return resultsMessages.results.noTeamData;
  }
  return resultsMessages.results.fetchError;
}

/** `POST teams/set-priority` refused: the spec's texts (spec 001 §5 "Reorder update", §8). */
export function reorderErrorMessage(error: unknown): string {
  const e = asApiError(error);
  if (!e) return resultsMessages.results.updateFailed;
  switch (e.code) {
    case ErrorCode.INVALID_TEAM_COMPOSITION:
    case ErrorCode.INVALID_PRIORITY_ORDER:
    case ErrorCode.VALIDATION:
      return resultsMessages.results.invalidUpdate;
    case ErrorCode.REORDER_CLOSED:
      return `${resultsMessages.results.updateFailed}: ${resultsMessages.results.reorderClosed}`;
    case ErrorCode.REORDER_NOT_OPEN:
      return `${resultsMessages.results.updateFailed}: ${resultsMessages.results.reorderNotOpen}`;
  }
  if (isRateLimited(e)) return rateLimitedText(e);
  return resultsMessages.results.updateFailed;
}
