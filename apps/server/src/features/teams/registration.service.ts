/**
 * Registration (spec 001 §4 "Registration check", §5 "Team registration"; ARCHITECTURE.md §4):
 * open while SCHEDULED, or LIVE before bidding has finished. The fee is debited through the ledger in
 * the same transaction that creates the team, once per user and auction: UNIQUE(auction, owner)
 * plus the fee's dedupe key `REGISTRATION_FEE:<auctionId>:<userId>`. A ₹0 fee posts no entry.
 */
import {
  AccountMessage,
  ALREADY_REGISTERED_MESSAGE,
  ErrorCode,
  LeagueMessage,
  TEAM_REGISTERED_MESSAGE,
  TeamRegistrationFields,
  type ValidateRegistrationResponse,
} from '@bidxi/protocol';
import type { DbOrTx } from '../../db/client';
import { findUserById } from '../../db/users';
import type { AuthContext } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import { actingUserId, isAdmin } from '../../platform/access';
import type { AuctionRecord } from '../auctions/auctions.port';
import { notFoundAuction } from '../auctions/auctions.port';
import { canSeeAuction, loadAuction } from '../auctions/auctions.service';
import { paiseToRupees } from '../../platform/units';
import { insertPreparedImage, prepareImage } from '../images/images.service';
import { assertAgeConfirmed, assertNotSelfExcluded } from '../gaming/gaming.port';
import { getBalance, postEntry } from '../wallet/ledger.service';
import { grantPlayCoins } from '../wallet/play-money.service';
import {
  countTeamsOfAuction,
  deleteTeam,
  findTeam,
  findTeamOf,
  insertTeamOnce,
} from './teams.repo';
import { toTeamView } from './team-view';
import { recordAdminAction, userTarget } from '../admin-log/admin-log.service';

const PRACTICE_PRIVATE_MESSAGE = 'This practice auction belongs to another player';
const alreadyRegistered = () => conflict(ALREADY_REGISTERED_MESSAGE, ErrorCode.ALREADY_REGISTERED);
const isOpen = (a: AuctionRecord) =>
  a.status === 'SCHEDULED' || (a.status === 'LIVE' && a.biddingEndedAt === null);

async function loadUser(db: DbOrTx, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('User not found', ErrorCode.USER_NOT_FOUND);
  return user;
}

/** Why responsible gaming refuses this registration, or null. */
function gamingRefusal(
  deps: AppDeps,
  user: { selfExcludedUntil: Date | null; ageConfirmedAt: Date | null },
  feePaise: number,
): string | null {
  try {
    assertNotSelfExcluded(user, deps.clock.now());
    if (feePaise > 0) assertAgeConfirmed(deps.config, user);
    return null;
  } catch (err) {
    if (err instanceof AppError) return err.message;
    throw err;
  }
}

/** `POST auctions/validate-registration`. @throws 403 (another user's id), 404 AUCTION_NOT_FOUND. */
export async function validateRegistration(
  deps: AppDeps,
  auth: AuthContext,
  body: { auctionId: string; userId?: string },
): Promise<ValidateRegistrationResponse> {
  const db = deps.database.db;
  const userId = actingUserId(auth, body.userId);
  const auction = await loadAuction(db, body.auctionId);
  const user = await loadUser(db, userId);
  const team = await findTeamOf(db, auction.id, userId);
  await grantPlayCoins(deps, db, userId);
  const available = (await getBalance(db, userId)).availablePaise;
  const base = {
    teams: team ? [toTeamView(team, { userId: auth.user.id, isAdmin: isAdmin(auth) })] : [],
    balance: paiseToRupees(available),
    registrationFee: paiseToRupees(auction.registrationFeePaise),
    auctionStatus: auction.status,
  };
  const ineligible = (reason: string) => ({ ...base, status: 'INELIGIBLE' as const, reason });
  if (!canSeeAuction(auction, auth)) throw notFoundAuction();
  if (auction.status === 'COMPLETED') return { ...base, status: 'COMPLETED' };
  if (auction.status === 'CANCELLED') return ineligible('This auction has been cancelled');
  if (user.banned) return ineligible(AccountMessage.SUSPENDED);
  if (team) return { ...base, status: 'REGISTERED' };
  const refusal = gamingRefusal(deps, user, auction.registrationFeePaise);
  if (refusal) return ineligible(refusal);
  if (auction.practiceOwnerId !== null) return ineligible(PRACTICE_PRIVATE_MESSAGE);
  if (!isOpen(auction)) return ineligible('Bidding has finished for this auction');
  if (available < auction.registrationFeePaise) return { ...base, status: 'INSUFFICIENT_BALANCE' };
  return { ...base, status: 'ELIGIBLE' };
}

/**
 * `POST auctions/registration-2`: pays the fee and creates the team (purse = the auction's budget).
 * @throws 400 VALIDATION (field messages of spec 001 §5), 403, 404 AUCTION_NOT_FOUND,
 *   409 ALREADY_REGISTERED 'You are already registered', 413 / 422 INVALID_IMAGE (icon),
 *   422 REGISTRATION_CLOSED, 422 INSUFFICIENT_BALANCE (nothing written); 403 SELF_EXCLUDED, 403
 *   AGE_NOT_CONFIRMED for a fee (features/gaming).
 */
export async function registerTeam(
  deps: AppDeps,
  auth: AuthContext,
  form: { fields: Record<string, string>; file: Buffer | null },
) {
  const parsed = TeamRegistrationFields.safeParse(form.fields);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
    const message = Object.entries(fields)
      .map(([k, m]) => `${k}: ${m}`)
      .join('; ');
    throw new AppError(400, ErrorCode.VALIDATION, message, { status: 411, fields });
  }
  const body = parsed.data;
  const created = await createTeam(deps, auth, {
    auctionId: body.auctionId,
    userId: actingUserId(auth, body.userId),
    teamName: body.teamName,
    mobileNumber: body.mobileNumber,
    iconFile: form.file,
  });
  const team = await findTeam(deps.database.db, created.id);
  return {
    message: TEAM_REGISTERED_MESSAGE,
    auctionStatus: created.status,
    team: toTeamView(team!, { userId: auth.user.id, isAdmin: isAdmin(auth) }),
  };
}

/** A team to create: its auction, owner, name, optional mobile number and icon file. */
export interface NewTeamInput {
  auctionId: string;
  userId: string;
  teamName: string;
  mobileNumber: string | null;
  iconFile: Buffer | null;
}

/**
 * Creates the team (registration and a league join): pays the fee, checks the seats of a league
 * (its row locked FOR UPDATE so racing joins count one after another), tells the live room.
 * @returns the team's id and the auction's status.
 * @throws 404 AUCTION_NOT_FOUND, 409 ALREADY_REGISTERED, 409 LEAGUE_FULL, 413 / 422 INVALID_IMAGE,
 *   422 REGISTRATION_CLOSED, 422 INSUFFICIENT_BALANCE, 403 USER_BANNED / SELF_EXCLUDED /
 *   AGE_NOT_CONFIRMED / PRACTICE_PRIVATE.
 */
export async function createTeam(
  deps: AppDeps,
  auth: AuthContext,
  input: NewTeamInput,
): Promise<{ id: string; status: AuctionRecord['status'] }> {
  const db = deps.database.db;
  const { userId, teamName: name, mobileNumber } = input;
  const found = await loadAuction(db, input.auctionId);
  const auctionId = found.id;
  if (await findTeamOf(db, auctionId, userId)) throw alreadyRegistered();
  const icon = input.iconFile ? await prepareImage(input.iconFile, 'TEAM_ICON') : null;
  const now = new Date(deps.clock.now());
  const created = await db.transaction(async (tx) => {
    // FOR SHARE: a cancel (which updates the row) waits for this registration, then refunds it.
    // A league's seats are counted under FOR UPDATE: one join at a time sees the count.
    const auction = await loadAuction(tx, auctionId, found.maxTeams === null ? 'share' : 'update');
    if (!isOpen(auction)) {
      throw new AppError(
        422,
        ErrorCode.REGISTRATION_CLOSED,
        'Registration is closed for this auction',
      );
    }
    if (auction.practiceOwnerId !== null) {
      // Its owner's team was made with it; nobody else plays a practice auction.
      throw forbidden(PRACTICE_PRIVATE_MESSAGE, ErrorCode.PRACTICE_PRIVATE);
    }
    const owner = await loadUser(tx, userId);
    if (owner.banned) throw forbidden('This account has been banned', ErrorCode.USER_BANNED);
    // Responsible gaming: no registration while self-excluded; a fee needs 18+.
    assertNotSelfExcluded(owner, now.getTime());
    if (auction.registrationFeePaise > 0) assertAgeConfirmed(deps.config, owner);
    if (auction.maxTeams !== null) {
      if (await findTeamOf(tx, auctionId, userId)) throw alreadyRegistered();
      if ((await countTeamsOfAuction(tx, auctionId)) >= auction.maxTeams) {
        throw conflict(LeagueMessage.FULL, ErrorCode.LEAGUE_FULL);
      }
    }
    const imageId = icon ? await insertPreparedImage(tx, icon, userId) : null;
    const id = await insertTeamOnce(tx, {
      auctionId,
      ownerId: userId,
      name,
      mobileNumber,
      imageId,
      registrationFeePaidPaise: auction.registrationFeePaise,
      budgetLimitLakhs: auction.budgetLimitLakhs,
      at: now,
    });
    if (!id) throw alreadyRegistered();
    if (auction.registrationFeePaise > 0) {
      // Play-money mode: today's top-up lands before the fee (in coins) is taken.
      await grantPlayCoins(deps, tx, userId);
      const fee = await postEntry(tx, {
        userId,
        type: 'REGISTRATION_FEE',
        amountPaise: auction.registrationFeePaise,
        status: 'APPROVED',
        dedupeKey: `REGISTRATION_FEE:${auctionId}:${userId}`,
        reference: auctionId,
        at: now,
      });
      if (!fee.created) throw alreadyRegistered();
    }
    if (userId !== auth.user.id) {
      // An admin registering a team for a player (the fee comes from the player's wallet): logged.
      await recordAdminAction(tx, {
        adminId: auth.user.id,
        action: 'USER_TEAM_REGISTER',
        target: userTarget(owner),
        before: null,
        after: {
          auctionId,
          auction: auction.title,
          teamName: name,
          registrationFeePaise: auction.registrationFeePaise,
        },
        at: now,
      });
    }
    return { id, status: auction.status, isPastStart: auction.startsAt <= now };
  });
  // The live room hears of the team at once; if this fails it registers the team on its next load.
  await deps.room.teamRegistered(auctionId, created.id).catch(() => undefined);
  // Still SCHEDULED past its start: a league waiting for its second team, which may start now.
  if (created.status === 'SCHEDULED' && created.isPastStart) {
    await deps.room.auctionChanged(auctionId);
  }
  return { id: created.id, status: created.status };
}

/**
 * The owner's team of a practice auction, made in the transaction that makes the auction: no form,
 * no fee, the auction's purse. (Nobody registers for a practice auction through {@link createTeam}.)
 * @returns the team's id.
 */
export async function registerPracticeOwner(
  tx: DbOrTx,
  auction: AuctionRecord,
  teamName: string,
  now: Date,
): Promise<string> {
  if (auction.practiceOwnerId === null) throw new Error('not a practice auction');
  const id = await insertTeamOnce(tx, {
    auctionId: auction.id,
    ownerId: auction.practiceOwnerId,
    name: teamName,
    mobileNumber: null,
    imageId: null,
    registrationFeePaidPaise: 0,
    budgetLimitLakhs: auction.budgetLimitLakhs,
    at: now,
  });
  if (!id) throw alreadyRegistered();
  return id;
}

/**
 * Takes team `teamId` out of auction `auctionId` before its start (a league's member leaving, or
 * removed by the organiser: leagues are free, so there is no fee to refund). The caller holds the
 * auction's row lock and has checked it is still SCHEDULED.
 * @throws AppError 404 TEAM_NOT_FOUND when the auction has no such team.
 */
export async function withdrawTeam(tx: DbOrTx, auctionId: string, teamId: string): Promise<void> {
  if (!(await deleteTeam(tx, auctionId, teamId))) {
    throw notFound('No team data found', ErrorCode.TEAM_NOT_FOUND);
  }
}
