/**
 * What other features may use of `teams` (the import boundary: docs/architecture.md §1).
 * Anything not listed here is private to the feature.
 */
export { toTeamView } from './team-view';
export type { Viewer } from './team-view';
export { findTeam, listTeamsOfAuction, ownerEmails } from './teams.repo';
export type { TeamRecord } from './teams.repo';
export { countTeamsOfAuction, deleteTeam, findTeamOf, insertTeamOnce } from './teams.repo';
export { createTeam } from './registration.service';
