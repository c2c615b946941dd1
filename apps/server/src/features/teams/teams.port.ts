/**
 * What other features may use of `teams` (the import boundary: docs/architecture.md §1).
 * Anything not listed here is private to the feature.
 */
export { toTeamView } from './team-view';
export type { Viewer } from './team-view';
export {
  countTeamsOfAuction,
  findTeam,
  findTeamOf,
  listTeamsOfAuction,
  ownerEmails,
} from './team-queries';
export type { TeamRecord } from './teams.repo';
export { createTeam, registerPracticeOwner, withdrawTeam } from './registration.service';
