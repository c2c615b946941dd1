/**
 * Practice vs bots: a player starts a free auction against practice bots on demand.
 * The server decides everything: the auction is the player's alone (`practiceOwnerId`; nobody else
 * may register, others do not see it), ₹0 fee and no prizes, bots only besides the player,
 * PRACTICE_SETTINGS' short windows, LIVE at once (lots after a 15 s lobby), and at most
 * PRACTICE_PER_DAY started in a rolling day, one running at a time (asking again answers it).
 */
import {
  ErrorCode,
  PRACTICE_PER_DAY,
  practiceLimitMessage,
  type StartPracticeResponse,
} from '@bidxi/protocol';
import type { AuthContext } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { isAdmin } from '../../platform/access';
import { viewsOf } from '../auctions/auctions.service';
import { assertNotSelfExcluded } from '../gaming/gaming.port';
import { createPracticeAuction } from '../auctions/auction-create.service';
import { seedPlayerSheet } from '../players/demo-auction.service';
import { poolFromMasterPlayers } from '../players/players.port';
import { findTeamOf, registerPracticeOwner, toTeamView } from '../teams/teams.port';
import { choosePracticePool } from './practice-pool';
import {
  findRunningPractice,
  listMasterPlayers,
  lockUser,
  practiceStartsSince,
} from './practice.repo';

const DAY_MS = 24 * 3600_000;
/** The player's team in every practice auction. */
export const PRACTICE_TEAM_NAME = 'My Practice XI';
const DESCRIPTION =
  'Your own practice auction against three bots: ~30 players, short bid windows, no fee and no ' +
  'prizes. Bid, build a valid XI, then set your batting order before the window closes.';

/** @throws AppError 429 PRACTICE_LIMIT with `retryAfterSeconds` (when the oldest start ages out). */
function dayLimitReached(oldest: Date, now: Date): AppError {
  const waitMs = oldest.getTime() + DAY_MS - now.getTime();
  return new AppError(
    429,
    ErrorCode.PRACTICE_LIMIT,
    practiceLimitMessage(Math.ceil(waitMs / 3600_000)),
    {
      retryAfterSeconds: Math.ceil(waitMs / 1000),
    },
  );
}

/**
 * `POST /api/practice`: the player's running practice auction, or a new LIVE one with the player's
 * team registered.
 * @throws AppError 429 PRACTICE_LIMIT past PRACTICE_PER_DAY starts in 24 h; 404 when the user is gone.
 */
export async function startPractice(
  deps: AppDeps,
  auth: AuthContext,
): Promise<{ isNew: boolean; body: StartPracticeResponse }> {
  const db = deps.database.db;
  const userId = auth.user.id;
  const now = new Date(deps.clock.now());
  // A cooling-off covers practice too: it is a way into an auction room.
  assertNotSelfExcluded(auth.user, now.getTime());
  const { auction, isNew } = await db.transaction(async (tx) => {
    // One user's starts run one at a time: a double tap makes one auction.
    if (!(await lockUser(tx, userId))) throw notFound('User not found', ErrorCode.USER_NOT_FOUND);
    const running = await findRunningPractice(tx, userId);
    if (running) return { auction: running, isNew: false };
    const starts = await practiceStartsSince(tx, userId, new Date(now.getTime() - DAY_MS));
    if (starts.length >= PRACTICE_PER_DAY) throw dayLimitReached(starts[0]!, now);

    await seedPlayerSheet(tx); // a fresh install whose first start has not seeded yet
    const created = await createPracticeAuction(tx, {
      ownerId: userId,
      description: DESCRIPTION,
      now,
    });
    await poolFromMasterPlayers(
      tx,
      created.id,
      choosePracticePool(await listMasterPlayers(tx), created.id),
    );
    await registerPracticeOwner(tx, created, PRACTICE_TEAM_NAME, now);
    return { auction: created, isNew: true };
  });
  if (isNew) await deps.room.auctionChanged(auction.id);
  const [view] = await viewsOf(db, [auction], now);
  const team = await findTeamOf(db, auction.id, userId);
  return {
    isNew,
    body: {
      auction: view!,
      team: toTeamView(team!, { userId, isAdmin: isAdmin(auth) }),
      isNew,
    },
  };
}
