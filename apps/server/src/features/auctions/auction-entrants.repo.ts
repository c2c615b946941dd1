/**
 * What the auction itself needs to know of its entrants, read from the teams table: whether anyone
 * has entered (fee and budget freeze then) and who paid a fee (a cancellation refunds them). The
 * teams feature owns the rows and every write to them.
 */
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { teams } from '../../db/schema/index';

/** An entrant who paid to enter: the owner and the fee paid, in paise. */
export interface FeePayer {
  ownerId: string;
  registrationFeePaidPaise: number;
}

/** Whether any team (a bot's included) has entered `auctionId`. */
export async function hasEntrants(db: DbOrTx, auctionId: string): Promise<boolean> {
  const rows = await db
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.auctionId, auctionId))
    .limit(1);
  return rows.length > 0;
}

/** The owners of `auctionId` who paid a fee above zero, in the order they entered. */
export async function listFeePayers(db: DbOrTx, auctionId: string): Promise<FeePayer[]> {
  const rows = await db
    .select({ ownerId: teams.ownerId, registrationFeePaidPaise: teams.registrationFeePaidPaise })
    .from(teams)
    .where(
      and(
        eq(teams.auctionId, auctionId),
        isNotNull(teams.ownerId),
        gt(teams.registrationFeePaidPaise, 0),
      ),
    )
    .orderBy(asc(teams.createdAt), asc(teams.id));
  return rows.map((r) => ({
    ownerId: r.ownerId!,
    registrationFeePaidPaise: r.registrationFeePaidPaise,
  }));
}
