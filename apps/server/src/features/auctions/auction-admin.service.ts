/**
 * Admin auction commands (spec 000 §7 "Admin calls"): create, update (edit, start now, cancel with
 * refunds), list with revenue, detail. Times, fee, budget and settings change only while SCHEDULED;
 * fee and budget only before anyone registered (they paid that fee and got that purse).
 */
import {
  BOTS_NEED_FREE_AUCTION_MESSAGE,
  ErrorCode,
  MIN_AUCTION_DURATION_MS,
  type AdminActionCode,
  type AdminAuctionView,
  type AuctionStatus as WireStatus,
  type CreateAuctionBody,
  type UpdateAuctionBody,
} from '@bidxi/protocol';
import type { AuthContext } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { hasEntrants } from './auction-entrants.repo';
import { insertAuction, listAuctions, updateAuction, type AuctionWrite } from './auctions.repo';
import {
  budgetLakhs,
  feePaise,
  fullSettings,
  resolveImage,
  resolveTimes,
  settingsPatch,
} from './auction-input';
import { cancelWithRefunds, startNow } from './auction-status';
import { adminViewsOf, loadAuction } from './auctions.service';
import { changedFields, recordAdminAction, type Snapshot } from '../admin-log/admin-log.service';
import { auctionSnapshot, auctionTarget } from './auction-admin-log';

const rule = (code: ErrorCode, message: string) => new AppError(422, code, message);

/** Bots only in ₹0 auctions. @throws AppError 422 BOTS_NEED_FREE_AUCTION. */
function assertBotsOnlyWhenFree(a: { registrationFeePaise: number; botTeams: number }): void {
  if (a.registrationFeePaise > 0 && a.botTeams > 0) {
    throw rule(ErrorCode.BOTS_NEED_FREE_AUCTION, BOTS_NEED_FREE_AUCTION_MESSAGE);
  }
}

/**
 * `POST auctions/register`.
 * @throws 400, 404 IMAGE_NOT_FOUND, 422 START_IN_PAST / INVALID_END_TIME / BOTS_NEED_FREE_AUCTION.
 */
export async function createAuction(
  deps: AppDeps,
  auth: AuthContext,
  body: CreateAuctionBody,
): Promise<{ auction: AdminAuctionView }> {
  const db = deps.database.db;
  const now = new Date(deps.clock.now());
  const times = resolveTimes(body, null, now);
  const settings = fullSettings(body);
  assertBotsOnlyWhenFree({
    registrationFeePaise: feePaise(body.registrationFee),
    botTeams: settings.botTeams,
  });
  const imageId = await resolveImage(db, body.image);
  const created = await db.transaction(async (tx) => {
    const row = await insertAuction(tx, {
      title: body.title,
      description: body.description,
      imageId: imageId ?? null,
      ytLink: body.ytLink ?? null,
      ...times,
      registrationFeePaise: feePaise(body.registrationFee),
      budgetLimitLakhs: budgetLakhs(body.budgetLimit),
      createdById: auth.user.id,
      ...settings,
      createdAt: now,
      updatedAt: now,
    });
    await recordAdminAction(tx, {
      adminId: auth.user.id,
      action: 'AUCTION_CREATE',
      target: auctionTarget(row),
      before: null,
      after: auctionSnapshot(row),
      at: now,
    });
    return row;
  });
  await deps.room.auctionChanged(created.id);
  const [view] = await adminViewsOf(db, [created], now);
  return { auction: view! };
}

/** The fields of `patch` whose value differs from `current`. */
function changed<T extends object>(current: T, patch: Partial<T>): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(patch) as [keyof T, T[keyof T]][]) {
    const cur = current[k];
    const same = cur instanceof Date && v instanceof Date ? +cur === +v : cur === v;
    if (v !== undefined && !same) out[k] = v;
  }
  return out;
}

/**
 * `PUT auctions/update`: edits, then the status change (LIVE = start now, CANCELLED = cancel and
 * refund every fee once). Sending unchanged values is never an error.
 * @throws 404 AUCTION_NOT_FOUND; 422 AUCTION_NOT_SCHEDULED, REGISTRATIONS_EXIST,
 *   INVALID_STATUS_CHANGE, START_IN_PAST, INVALID_END_TIME, BOTS_NEED_FREE_AUCTION.
 */
export async function updateAuctionByAdmin(
  deps: AppDeps,
  auth: AuthContext,
  body: UpdateAuctionBody,
): Promise<{ auction: AdminAuctionView }> {
  const db = deps.database.db;
  const now = new Date(deps.clock.now());
  const refunds: Awaited<ReturnType<typeof cancelWithRefunds>>['refunds'] = [];
  const result = await db.transaction(async (tx) => {
    let a = await loadAuction(tx, body.auctionId, 'update');
    const record = (action: AdminActionCode, change: { before: Snapshot; after: Snapshot }) =>
      recordAdminAction(tx, {
        adminId: auth.user.id,
        action,
        target: auctionTarget(a),
        ...change,
        at: now,
      });
    if (body.status === 'CANCELLED') {
      const cancel = await cancelWithRefunds(tx, a.id, now);
      refunds.push(...cancel.refunds);
      await record('AUCTION_CANCEL', {
        before: { status: a.status },
        after: { status: cancel.auction.status, feesRefunded: cancel.refunds.length },
      });
      return cancel.auction;
    }
    const touchesTimes = body.scheduledDate ?? body.startTime ?? body.endTime;
    const guarded: AuctionWrite = {
      ...(touchesTimes ? resolveTimes(body, a, now) : {}),
      ...settingsPatch(body),
    };
    const money: AuctionWrite = {
      registrationFeePaise:
        body.registrationFee === undefined ? undefined : feePaise(body.registrationFee),
      budgetLimitLakhs: body.budgetLimit === undefined ? undefined : budgetLakhs(body.budgetLimit),
    };
    const free: AuctionWrite = {
      title: body.title,
      description: body.description,
      ytLink: body.ytLink,
      imageId: await resolveImage(tx, body.image),
    };
    const guardedDiff = changed(a, { ...guarded, ...money });
    assertBotsOnlyWhenFree({ ...a, ...guardedDiff });
    if (Object.keys(guardedDiff).length > 0 && a.status !== 'SCHEDULED') {
      throw rule(ErrorCode.AUCTION_NOT_SCHEDULED, 'Only a scheduled auction can be changed');
    }
    if (Object.keys(changed(a, money)).length > 0) {
      if (await hasEntrants(tx, a.id)) {
        throw rule(
          ErrorCode.REGISTRATIONS_EXIST,
          'Fee and budget cannot change after teams have registered',
        );
      }
    }
    const patch = { ...guardedDiff, ...changed(a, free) };
    const edit = changedFields(a, patch);
    if (edit) {
      a = (await updateAuction(tx, a.id, patch, now)) ?? a;
      await record('AUCTION_EDIT', edit);
    }
    const after = await applyStatus(tx, a, body.status, now);
    if (after.status !== a.status) {
      await record('AUCTION_START', {
        before: { status: a.status, startsAt: a.startsAt, endsAt: a.endsAt },
        after: { status: after.status, startsAt: after.startsAt, endsAt: after.endsAt },
      });
    }
    return after;
  });
  for (const r of refunds) deps.walletLive.changed(r.userId, r.view);
  await deps.room.auctionChanged(result.id);
  const [view] = await adminViewsOf(db, [result], now);
  return { auction: view! };
}

async function applyStatus(
  tx: Parameters<typeof startNow>[0],
  a: Awaited<ReturnType<typeof loadAuction>>,
  status: WireStatus | undefined,
  now: Date,
) {
  if (!status || status === a.status) return a;
  if (status === 'LIVE' && a.status === 'SCHEDULED') {
    const started = await startNow(tx, a, now, MIN_AUCTION_DURATION_MS);
    if (started) return started;
  }
  throw rule(
    ErrorCode.INVALID_STATUS_CHANGE,
    `A ${a.status.toLowerCase()} auction cannot be set to ${status}`,
  );
}

/** `GET admin/auctions?status=`: every auction (newest start first) with team count and revenue. */
export async function listForAdmin(
  deps: AppDeps,
  status?: WireStatus,
): Promise<{ auctions: AdminAuctionView[] }> {
  const db = deps.database.db;
  const records = await listAuctions(db, status ? { statuses: [status] } : {});
  records.reverse();
  return { auctions: await adminViewsOf(db, records, new Date(deps.clock.now())) };
}
