/**
 * Auctions: the admin payload of spec 000 §3/§7 (`POST auctions/register`, `PUT auctions/update`),
 * the auction view of spec 001 §3 and the registration check of spec 001 §4. Units at the edge
 * (ARCHITECTURE.md §3): fees in ₹ (whole paise), purse in Cr (whole lakhs), instants as ISO-8601 UTC
 * strings plus the spec's India-time texts `startTime`/`endTime` ('DD/MM/YYYY, HH:MM:SS').
 */
import { z } from 'zod/mini';
import { croresToLakhs } from '@bidxi/engine';
import { rupeesToPaise } from './wallet';
import { TeamView } from './teams';
import { SafeName, SafeText } from './text';

/** Auction lifecycle (ARCHITECTURE.md §4): SCHEDULED → LIVE → COMPLETED; a scheduled one may be CANCELLED. */
export const AUCTION_STATUSES = ['SCHEDULED', 'LIVE', 'COMPLETED', 'CANCELLED'] as const;
export const AuctionStatus = z.enum(AUCTION_STATUSES);
export type AuctionStatus = z.infer<typeof AuctionStatus>;

/** An auction runs at least 2 hours: `endsAt ≥ startsAt + 2 h` (spec 001 §2 'Min Duration Required : 2hr'). */
export const MIN_AUCTION_DURATION_MS = 2 * 60 * 60_000;
/** Default team purse: 100 Cr (spec 001 §9 'Minimum wallet 100 Cr', ARCHITECTURE.md §7). */
export const DEFAULT_BUDGET_LIMIT_CR = 100;
/** Highest registration fee an admin may set, in ₹. */
export const MAX_REGISTRATION_FEE_RUPEES = 100_000;

/** Per-auction settings beyond the spec, with their defaults. */
export const DEFAULT_AUCTION_SETTINGS = {
  /** Share of fees collected paid out as prizes, in percent. */
  prizePoolPercent: 80,
  /** Split of the pool among ranks 1, 2 and 3, in percent; sums to 100. */
  prizeSplit: [50, 30, 20] as [number, number, number],
  /** A lot closes this long after it opens when nobody bids. */
  lotWindowMs: 20_000,
  /** After an accepted bid the lot closes this much later. */
  bidWindowMs: 15_000,
  /** Lots start this long after `startsAt` (the lobby). */
  lobbyMs: 300_000,
  /** Pause between a close and the next lot. */
  pauseBetweenLotsMs: 3_000,
  /** When bidding ends, `endsAt` becomes now + this (the reorder window). */
  reorderWindowMs: 600_000,
  /** Practice bot teams the room adds (0 = none). */
  botTeams: 0,
} as const;

/**
 * Practice bots play only in free auctions: a bot in a paid auction could take a podium
 * place and its prize; with a ₹0 fee there is no prize pool to take. The server refuses the mix
 * (422 BOTS_NEED_FREE_AUCTION) and the room adds no bots to a paid auction.
 */
export const BOTS_NEED_FREE_AUCTION_MESSAGE =
  'Practice bots can only play in free (₹0) auctions: set the fee to 0 or remove the bots';

/** A fee in ₹: 0 – 1,00,000, whole paise. */
export const FeeRupees = z.number({ message: 'Registration fee must be a number' }).check(
  z.gte(0, { message: 'Registration fee cannot be negative' }),
  z.lte(MAX_REGISTRATION_FEE_RUPEES, { message: 'Registration fee is too large' }),
  z.refine((v) => rupeesToPaise(v) !== null, {
    message: 'Registration fee must be in whole paise',
  }),
);

/** A purse in Cr: more than 0, at most 1,000 Cr, whole lakhs. */
export const BudgetCrores = z.number({ message: 'Budget limit must be a number' }).check(
  z.positive({ message: 'Budget limit must be more than 0' }),
  z.lte(1_000, { message: 'Budget limit is too large' }),
  z.refine((v) => croresToLakhs(v) !== null, {
    message: 'Budget limit must be in whole lakhs (0.01 Cr)',
  }),
);

/** 'YYYY-MM-DD' (India date). */
export const IndiaDate = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Date must be YYYY-MM-DD' }));
/** 'HH:MM', 24 h (India time). */
export const IndiaClock = z
  .string()
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Time must be HH:MM (24 h)' }));
/** An end time: 'YYYY-MM-DDTHH:MM' in India time, or an ISO-8601 instant with Z or an offset. */
export const EndTimeInput = z.union(
  [
    z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/)),
    z.iso.datetime({ offset: true }),
  ],
  { message: "End time must be 'YYYY-MM-DDTHH:MM' (India time) or an ISO instant" },
);

const ms = (min: number, max: number) => z.int().check(z.gte(min), z.lte(max));

/** The settings fields of the admin payload, each optional (defaults: {@link DEFAULT_AUCTION_SETTINGS}). */
export const AuctionSettingsInput = z.object({
  prizePoolPercent: z.optional(z.int().check(z.gte(0), z.lte(100))),
  prizeSplit: z.optional(
    z
      .tuple([z.int().check(z.gte(0)), z.int().check(z.gte(0)), z.int().check(z.gte(0))])
      .check(
        z.refine((s) => s[0] + s[1] + s[2] === 100, { message: 'Prize split must sum to 100' }),
      ),
  ),
  lotWindowMs: z.optional(ms(100, 300_000)),
  bidWindowMs: z.optional(ms(100, 300_000)),
  lobbyMs: z.optional(ms(0, 3_600_000)),
  pauseBetweenLotsMs: z.optional(ms(0, 60_000)),
  reorderWindowMs: z.optional(ms(0, 3_600_000)),
  botTeams: z.optional(ms(0, 10)),
});

const Title = SafeName({ label: 'Title', max: 120 });
const Description = SafeText({ label: 'Description', max: 5_000, multiline: true });
const YtLink = z.nullable(
  z
    .url({ protocol: /^https?$/, message: 'Video link must be an http(s) URL' })
    .check(z.maxLength(500)),
);
/** An image URL returned by `POST upload/auctionImage` (`/api/images/<id>`), or the bare id. */
const ImageRef = z.nullable(z.string().check(z.maxLength(500)));

/**
 * `POST /api/auctions/register` (admin). Times are India time: `scheduledDate` + `startTime`; `endTime`
 * defaults to start + 2 h and must be ≥ start + 2 h (422 INVALID_END_TIME); a start in the past is
 * refused (422 START_IN_PAST). `auctionId` and `status` other than SCHEDULED are ignored / refused.
 */
export const CreateAuctionBody = z.extend(AuctionSettingsInput, {
  title: Title,
  registrationFee: FeeRupees,
  description: z._default(Description, ''),
  scheduledDate: IndiaDate,
  startTime: IndiaClock,
  endTime: z.optional(EndTimeInput),
  image: z.optional(ImageRef),
  budgetLimit: z.optional(BudgetCrores),
  ytLink: z.optional(YtLink),
  status: z.optional(z.literal('SCHEDULED')),
  auctionId: z.optional(z.unknown()),
});
export type CreateAuctionBody = z.infer<typeof CreateAuctionBody>;

/**
 * `PUT /api/auctions/update` (admin): any subset of the create fields plus `auctionId`.
 * - `status: 'CANCELLED'` cancels a SCHEDULED auction and refunds every fee once (repeating it changes nothing).
 * - `status: 'LIVE'` starts a SCHEDULED auction now (`startsAt` = now).
 * - Times, fee, budget and settings change only while SCHEDULED (422 AUCTION_NOT_SCHEDULED); fee and
 *   budget only before the first registration (422 REGISTRATIONS_EXIST).
 */
export const UpdateAuctionBody = z.extend(z.partial(CreateAuctionBody), {
  auctionId: z.uuid({ message: 'auctionId must be an auction id' }),
  description: z.optional(Description),
  status: z.optional(AuctionStatus),
});
export type UpdateAuctionBody = z.infer<typeof UpdateAuctionBody>;

/** The settings as the views carry them (all resolved). */
export const AuctionSettingsView = z.object({
  prizePoolPercent: z.int(),
  prizeSplit: z.tuple([z.int(), z.int(), z.int()]),
  lotWindowMs: z.int(),
  bidWindowMs: z.int(),
  lobbyMs: z.int(),
  pauseBetweenLotsMs: z.int(),
  reorderWindowMs: z.int(),
  botTeams: z.int(),
});
export type AuctionSettingsView = z.infer<typeof AuctionSettingsView>;

/** A participant as anyone may see it: id and username only (no e-mail, ban flag, KYC or mobile). */
export const Participant = z.object({ id: z.string(), username: z.string() });

/** The auction of spec 001 §3 as players see it. */
export const AuctionView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.nullable(z.string()),
  ytLink: z.nullable(z.string()),
  status: AuctionStatus,
  /** India time, 'DD/MM/YYYY, HH:MM:SS'. */
  startTime: z.string(),
  endTime: z.string(),
  /** ISO-8601 UTC. */
  startsAt: z.string(),
  endsAt: z.string(),
  /** When lots begin: `startsAt + lobbyMs` (the lobby countdown's target). */
  lotsStartAt: z.string(),
  /** When bidding finished (the reorder window began), or null. */
  biddingEndedAt: z.nullable(z.string()),
  /** Team purse in Cr. */
  budgetLimit: z.number(),
  /** Registration fee in ₹. */
  registrationFee: z.number(),
  isEndTimeUpdated: z.boolean(),
  isDemo: z.boolean(),
  /** A player's practice auction vs bots: only its owner plays and sees it. */
  isPractice: z.optional(z.boolean()),
  /** A league's organiser (the player who made it; they run its organiser controls), else null. */
  organiserId: z.optional(z.nullable(z.string())),
  createdById: z.nullable(z.string()),
  participants: z.array(Participant),
  /** Human teams registered. */
  teamCount: z.int(),
  /** Players in the pool. */
  totalPlayerCount: z.int(),
  settings: AuctionSettingsView,
  /** The server's clock when the view was made (ISO), for client offset. */
  currentTime: z.string(),
});
export type AuctionView = z.infer<typeof AuctionView>;

/** The admin's view: the auction plus money collected. */
export const AdminAuctionView = z.extend(AuctionView, {
  /** Registration fees collected (net of refunds), in ₹. */
  revenue: z.number(),
  createdAt: z.string(),
});
export type AdminAuctionView = z.infer<typeof AdminAuctionView>;

/** `POST auctions/register` (201) and `PUT auctions/update` (200). */
export const AuctionResponse = z.object({ auction: AdminAuctionView });

/** `GET /api/auctions/getallstatus`: optional filters; instants ISO. Cancelled auctions are left out. */
export const ListAuctionsQuery = z.object({
  status: z.optional(z.enum(['SCHEDULED', 'LIVE', 'COMPLETED'])),
  /** Only auctions starting and ending inside [from, to]. */
  from: z.optional(z.iso.datetime({ offset: true })),
  to: z.optional(z.iso.datetime({ offset: true })),
});
export const ListAuctionsResponse = z.object({ auctions: z.array(AuctionView) });

/** `GET /api/auctions/:id`. */
export const GetAuctionResponse = z.object({ auction: AuctionView });

/** `GET /api/admin/auctions?status=` (admin). */
export const AdminListAuctionsQuery = z.object({ status: z.optional(AuctionStatus) });
export const AdminListAuctionsResponse = z.object({ auctions: z.array(AdminAuctionView) });

/** A registration as the admin sees it (the team is the registration). */
export const AdminRegistrationView = z.object({
  teamId: z.string(),
  teamName: z.string(),
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  mobileNumber: z.nullable(z.string()),
  /** Fee paid, in ₹. */
  feePaid: z.number(),
  registeredAt: z.string(),
  refunded: z.boolean(),
});

/** `GET /api/admin/auctions/:id` (admin): auction, teams, registrations. */
export const AdminAuctionDetailResponse = z.object({
  auction: AdminAuctionView,
  teams: z.array(TeamView),
  registrations: z.array(AdminRegistrationView),
});

/** `POST /api/upload/auctionImage` (admin, multipart `file`, optional `auctionId`). */
export const UploadAuctionImageResponse = z.object({
  imageUrl: z.string(),
  auction: z.nullable(AdminAuctionView),
});

/** Registration check outcomes (spec 001 §4 "Registration check"). */
export const REGISTRATION_CHECK_STATUSES = [
  'REGISTERED',
  'ELIGIBLE',
  'INSUFFICIENT_BALANCE',
  'COMPLETED',
  'INELIGIBLE',
] as const;

/** `POST /api/auctions/validate-registration {auctionId, userId?}`. */
export const ValidateRegistrationBody = z.object({
  auctionId: z.string().check(z.minLength(1), z.maxLength(64)),
  userId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});
export const ValidateRegistrationResponse = z.object({
  status: z.enum(REGISTRATION_CHECK_STATUSES),
  /** Why INELIGIBLE (banned, cancelled, bidding finished). */
  reason: z.optional(z.string()),
  /** The user's team in this auction (empty when not registered). */
  teams: z.array(TeamView),
  /** The user's available wallet balance, in ₹. */
  balance: z.number(),
  /** The auction's registration fee, in ₹. */
  registrationFee: z.number(),
  auctionStatus: AuctionStatus,
});
export type ValidateRegistrationResponse = z.infer<typeof ValidateRegistrationResponse>;

/** `POST /api/users/auction-registered {userId?}`: auctions the user has a team in, newest start first. */
export const AuctionRegisteredResponse = z.object({
  participatedIn: z.array(z.extend(AuctionView, { team: TeamView })),
});
