/**
 * Teams and registration (spec 001 §3 "Team", §5 "Team registration", §7). The team is the
 * registration: one per user and auction, created in the same transaction that debits the fee.
 */
import { z } from 'zod/mini';
import { PoolPlayerView } from './players';
import { SafeName } from './text';

export const TEAM_NAME_MIN_LENGTH = 3;
export const TEAM_NAME_MAX_LENGTH = 40;
/** Spec 001 §8 success text, spelled as the spec spells it. */
export const TEAM_REGISTERED_MESSAGE = 'The team is Sucessfully Registered';
export const ALREADY_REGISTERED_MESSAGE = 'You are already registered';

/**
 * The text fields of `POST /api/auctions/registration-2` (multipart; the optional icon is any file
 * part, an image ≤ 5 MB: 'File size must be under 5MB.'). `userId` and `token` are accepted; the user
 * is the token's (a different `userId` needs an admin, else 403).
 */
export const TeamRegistrationFields = z.object({
  auctionId: z
    .string({ message: 'auctionId is required' })
    .check(z.minLength(1, 'auctionId is required'), z.maxLength(64)),
  teamName: SafeName({
    label: 'Team name',
    max: TEAM_NAME_MAX_LENGTH,
    minVisible: TEAM_NAME_MIN_LENGTH,
    refuseReserved: true,
    tooShortMessage: 'Team name must be at least 3 characters',
    tooLongMessage: 'Team name must be at most 40 characters',
  }),
  mobileNumber: z
    .string({ message: 'Mobile number is required' })
    .check(
      z.trim(),
      z.minLength(1, { message: 'Mobile number is required' }),
      z.regex(/^\d{10}$/, { message: 'Enter a valid 10-digit mobile number' }),
    ),
  userId: z.optional(z.string().check(z.maxLength(64))),
  token: z.optional(z.string()),
});
export type TeamRegistrationFields = z.infer<typeof TeamRegistrationFields>;

/**
 * A team (spec 001 §3). Amounts: `registrationFeePaid` in ₹, `budgetLimit` and `purseRemaining` in Cr.
 * `mobileNumber` is shown only to the owner and admins (null otherwise); the owner only as id and username.
 */
export const TeamView = z.object({
  id: z.string(),
  name: z.string(),
  auctionId: z.string(),
  ownerId: z.nullable(z.string()),
  owner: z.nullable(z.object({ id: z.string(), username: z.string() })),
  mobileNumber: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
  registrationFeePaid: z.number(),
  budgetLimit: z.number(),
  purseRemaining: z.number(),
  isBot: z.boolean(),
  createdAt: z.string(),
});
export type TeamView = z.infer<typeof TeamView>;

/** A team with the players it bought. */
export const TeamWithPlayers = z.extend(TeamView, { auctionPlayers: z.array(PoolPlayerView) });
export type TeamWithPlayers = z.infer<typeof TeamWithPlayers>;

/** `POST /api/auctions/registration-2` → 201. */
export const RegisterTeamResponse = z.object({
  message: z.string(),
  auctionStatus: z.enum(['SCHEDULED', 'LIVE', 'COMPLETED', 'CANCELLED']),
  team: TeamView,
});

/** `POST /api/users/auction-registered {userId?}`: the auctions the user has a team in. */
export const AuctionRegisteredBody = z.object({
  userId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});

/**
 * `POST /api/teams/by-user-and-auction {auctionId, userId}`: that user's team in that auction. The
 * caller must be that user, a participant of the auction, or an admin (else 403).
 */
export const TeamsByUserAndAuctionBody = z.object({
  auctionId: z.string().check(z.minLength(1), z.maxLength(64)),
  userId: z.string().check(z.minLength(1), z.maxLength(64)),
});
export const TeamsByUserAndAuctionResponse = z.object({ teams: z.array(TeamWithPlayers) });

// `GET /api/auction/:id/teams` (standings with scores and prizes) is `AuctionTeamsResponse` in results.ts.
