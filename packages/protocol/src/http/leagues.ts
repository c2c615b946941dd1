/**
 * Leagues: any signed-in player makes a free auction for friends and invites them with a code.
 * A league is an auction with an organiser (its creator) and an invite code; it never moves money
 * (no fee, no prize) in either money mode.
 *
 * - `POST /api/leagues` {@link CreateLeagueBody} → 201 {@link CreateLeagueResponse}; at most
 *   {@link MAX_OPEN_LEAGUES_PER_PLAYER} upcoming or live leagues per organiser (429 `LEAGUE_LIMIT`);
 *   a pool that cannot give every team a valid XI is refused 422 `POOL_SHORTFALL` naming the types.
 * - `GET /api/leagues/{code}` (no session, rate-limited per client) → {@link LeagueView}; 404
 *   `LEAGUE_NOT_FOUND` for an unknown or rotated code.
 * - `POST /api/leagues/{code}/join` {@link JoinLeagueBody} (or multipart with `icon`) → 201
 *   {@link JoinLeagueResponse}; 409 `LEAGUE_FULL`, 409 `ALREADY_REGISTERED`, 403 banned or
 *   self-excluded.
 * - `GET /api/leagues/open` (no session) → {@link OpenLeaguesResponse}: public leagues starting within
 *   {@link OPEN_LEAGUES_WINDOW_MS} with a free seat, soonest first.
 * - `POST /api/leagues/{code}/rotate` (organiser) → {@link CreateLeagueResponse} with the new code.
 * - `POST /api/leagues/{code}/leave` (member), `DELETE /api/leagues/{code}/teams/{teamId}`
 *   (organiser): before the start only.
 * - `POST /api/leagues/{code}/pool` (organiser or admin, before the start) {@link ReplaceLeaguePoolBody}
 *   → {@link ReplaceLeaguePoolResponse}: the league's own players instead of the built-in sheet, checked
 *   as the admin import checks them (422 `INVALID_PLAYER_ROWS` naming rows and fields, nothing written;
 *   422 `POOL_SHORTFALL` naming the types; 422 `LEAGUE_STARTED`; 403 `NOT_ORGANISER`).
 * - `POST /api/leagues/pools` {@link UploadLeaguePoolBody} → 201 {@link UploadLeaguePoolResponse}: a
 *   CSV/XLSX's rows checked by the admin import's row rules (422 `INVALID_PLAYER_ROWS`), kept for the
 *   caller's next `POST /api/leagues` `{ pool: poolId }`, whose seats it is checked against then
 *   (422 `POOL_SHORTFALL` naming the types; nothing made).
 * - `POST /api/auctions/{id}/organiser/start` (organiser or admin): start now, once two teams are in.
 * - `POST /api/auctions/{id}/organiser/{control}` (each path of `ORGANISER_CONTROLS`) and
 *   `…/spectator-link`: the admin's bodies (http/organiser.ts), for admins and that auction's organiser.
 */
import { z } from 'zod/mini';
import { SafeName } from './text';
import { TEAM_NAME_MAX_LENGTH, TEAM_NAME_MIN_LENGTH } from './teams';
import { MAX_POOL_ROWS } from './players';

/** Fewest and most teams in a league. */
export const LEAGUE_MIN_TEAMS = 2;
export const LEAGUE_MAX_TEAMS = 10;
/** Upcoming or live leagues one player may have created at once. */
export const MAX_OPEN_LEAGUES_PER_PLAYER = 3;
/** Length of an invite code. */
export const INVITE_CODE_LENGTH = 6;
/** The invite code's alphabet: no 0/O, 1/I/L, so a code read aloud or typed is unambiguous. */
export const INVITE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** A league starts this long after it is made unless the organiser picks a time. */
export const LEAGUE_DEFAULT_START_MS = 5 * 60_000;
/** Code look-ups (`GET /api/leagues/{code}`) a client may make in a minute. */
export const LEAGUE_LOOKUPS_PER_MINUTE = 20;

/** Open leagues on Home: public leagues starting within this long. */
export const OPEN_LEAGUES_WINDOW_MS = 60 * 60_000;
/** Most open leagues listed at once. */
export const OPEN_LEAGUES_LIMIT = 20;

export const LEAGUE_PACES = ['quick', 'standard'] as const;
export type LeaguePace = (typeof LEAGUE_PACES)[number];
/** The lot windows of each pace: quick 10 s / 8 s after a bid; standard the spec's 20 s / 15 s. */
export const LEAGUE_PACE_WINDOWS: Record<LeaguePace, { lotWindowMs: number; bidWindowMs: number }> =
  {
    quick: { lotWindowMs: 10_000, bidWindowMs: 8_000 },
    standard: { lotWindowMs: 20_000, bidWindowMs: 15_000 },
  };
export const LEAGUE_VISIBILITIES = ['private', 'public'] as const;
export type LeagueVisibility = (typeof LEAGUE_VISIBILITIES)[number];

/** An invite code as typed: trimmed and upper-cased, then checked against the alphabet. */
export const InviteCode = z.string().check(
  z.trim(),
  z.toUpperCase(),
  z.regex(new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`), {
    message: 'Not an invite code',
  }),
);

/** `POST /api/leagues`. */
export const CreateLeagueBody = z.object({
  title: SafeName({ label: 'Title', max: 80, minVisible: 3 }),
  maxTeams: z.int().check(z.gte(LEAGUE_MIN_TEAMS), z.lte(LEAGUE_MAX_TEAMS)),
  /** ISO instant in the future; default: in 5 minutes. */
  startsAt: z.optional(z.iso.datetime({ offset: true })),
  /** Each team's purse in Cr (default 100). */
  purseCr: z.optional(z.int().check(z.gte(10), z.lte(1000))),
  pace: z.optional(z.enum(LEAGUE_PACES)),
  /**
   * 'sheet' (the built-in player sheet, default) or the id of a pool the caller uploaded with
   * `POST /api/leagues/pools` (404 `POOL_NOT_FOUND` for anyone else's or an unknown id).
   */
  pool: z.optional(z.union([z.literal('sheet'), z.uuid()])),
  /** Bots fill the empty seats at the start (default true). */
  botsFill: z.optional(z.boolean()),
  visibility: z.optional(z.enum(LEAGUE_VISIBILITIES)),
});
export type CreateLeagueBody = z.infer<typeof CreateLeagueBody>;

/** 201 from `POST /api/leagues` (and 200 from `/rotate`). */
export const CreateLeagueResponse = z.object({
  auctionId: z.string(),
  inviteCode: z.string(),
  /** `/join/{code}`, relative to the app's origin. */
  inviteUrl: z.string(),
});
export type CreateLeagueResponse = z.infer<typeof CreateLeagueResponse>;

/** `GET /api/leagues/{code}`: what anyone with the code may see. */
export const LeagueView = z.object({
  auctionId: z.string(),
  title: z.string(),
  startsAt: z.string(),
  /** The organiser's username. */
  organiser: z.string(),
  /** Teams joined so far. */
  teams: z.int(),
  /** The joined teams, first joined first (bots show once the room has opened). */
  members: z.array(z.object({ teamId: z.string(), name: z.string(), isBot: z.boolean() })),
  maxTeams: z.int(),
  status: z.enum(['SCHEDULED', 'LIVE', 'COMPLETED', 'CANCELLED']),
  visibility: z.enum(LEAGUE_VISIBILITIES),
  pace: z.enum(LEAGUE_PACES),
  botsFill: z.boolean(),
  /** Each team's purse in Cr. */
  purseCr: z.number(),
  /** With a valid session: whether the caller organises it, and their team in it (else null). */
  you: z.nullable(z.object({ organiser: z.boolean(), teamId: z.nullable(z.string()) })),
});
export type LeagueView = z.infer<typeof LeagueView>;

/** One public league with a free seat, starting soon. */
export const OpenLeague = z.object({
  /** Its invite code: joining is the same `/join/{code}` screen as an invite's. */
  code: z.string(),
  title: z.string(),
  startsAt: z.string(),
  teams: z.int(),
  maxTeams: z.int(),
  freeSeats: z.int(),
});
export type OpenLeague = z.infer<typeof OpenLeague>;

/** `GET /api/leagues/open`, soonest start first. */
export const OpenLeaguesResponse = z.object({ leagues: z.array(OpenLeague) });
export type OpenLeaguesResponse = z.infer<typeof OpenLeaguesResponse>;

/** `POST /api/leagues/{code}/join` as JSON (multipart adds an optional `icon` file). */
export const JoinLeagueBody = z.object({
  teamName: SafeName({
    label: 'Team name',
    max: TEAM_NAME_MAX_LENGTH,
    minVisible: TEAM_NAME_MIN_LENGTH,
    refuseReserved: true,
    tooShortMessage: 'Team name must be at least 3 characters',
    tooLongMessage: 'Team name must be at most 40 characters',
  }),
});
export type JoinLeagueBody = z.infer<typeof JoinLeagueBody>;

/** 201 from a join. */
export const JoinLeagueResponse = z.object({ auctionId: z.string(), teamId: z.string() });
export type JoinLeagueResponse = z.infer<typeof JoinLeagueResponse>;

/** Texts of the league refusals. */
export const LeagueMessage = {
  NOT_FOUND: 'No league has this code',
  FULL: 'This league is full',
  LIMIT: `You already run ${MAX_OPEN_LEAGUES_PER_PLAYER} upcoming or live leagues`,
  NOT_ORGANISER: 'Only the organiser of this auction can do this',
  STARTED: 'The league has started',
  TOO_FEW_TEAMS: 'At least two teams must join before the start',
} as const;

/**
 * `POST /api/leagues/{code}/pool`: the rows of an uploaded CSV/XLSX, keyed by the sheet's columns
 * (as the admin import sends them); `sheetRows` (one per row) are their spreadsheet row numbers.
 */
export const ReplaceLeaguePoolBody = z
  .object({
    players: z
      .array(z.record(z.string(), z.unknown()))
      .check(
        z.minLength(1, { message: 'Send at least one player row' }),
        z.maxLength(MAX_POOL_ROWS),
      ),
    sheetRows: z.optional(
      z.array(z.int().check(z.gte(2), z.lte(1_048_576))).check(z.maxLength(MAX_POOL_ROWS)),
    ),
    /** Check only (the upload preview): nothing is written. */
    dryRun: z.optional(z.boolean()),
  })
  .check(
    z.refine((b) => b.sheetRows === undefined || b.sheetRows.length === b.players.length, {
      message: 'Send one sheet row number per player row',
      path: ['sheetRows'],
    }),
  );
export type ReplaceLeaguePoolBody = z.infer<typeof ReplaceLeaguePoolBody>;

/** 200 from a pool replacement: how many players the league's pool has (or would have, dry run). */
export const ReplaceLeaguePoolResponse = z.object({
  auctionId: z.string(),
  players: z.int(),
  dryRun: z.boolean(),
});
export type ReplaceLeaguePoolResponse = z.infer<typeof ReplaceLeaguePoolResponse>;

/** `POST /api/leagues/pools`: the rows of an uploaded CSV/XLSX, as for a league's pool (no dry run). */
export const UploadLeaguePoolBody = z.object({
  players: z
    .array(z.record(z.string(), z.unknown()))
    .check(z.minLength(1, { message: 'Send at least one player row' }), z.maxLength(MAX_POOL_ROWS)),
  sheetRows: z.optional(
    z.array(z.int().check(z.gte(2), z.lte(1_048_576))).check(z.maxLength(MAX_POOL_ROWS)),
  ),
});
export type UploadLeaguePoolBody = z.infer<typeof UploadLeaguePoolBody>;

/** 201 from a pool upload: its id (for `POST /api/leagues` `pool`) and how many players it has. */
export const UploadLeaguePoolResponse = z.object({ poolId: z.string(), players: z.int() });
export type UploadLeaguePoolResponse = z.infer<typeof UploadLeaguePoolResponse>;
