/**
 * The admin's money desk (spec 000 §6–§7 "Admin calls"; ARCHITECTURE.md §4 "Wallet"): the ledger
 * with totals, the wallet requests, and their one-time approval or denial through the ledger.
 */
import { TZDate } from '@date-fns/tz';
import {
  INDIA_TIME_ZONE,
  paiseToRupees,
  type AdminTransactionsQuery,
  type AdminTransactionsResponse,
  type UpdateWalletRequestBody,
  type UpdateWalletRequestResponse,
  type WalletRequestsBody,
  type WalletRequestsResponse,
} from '@bidxi/protocol';
import type { AuthContext } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { recordAdminAction } from '../admin-log/admin-log.service';
import { imageUrl } from '../images/images.service';
import { resolveEntry } from '../wallet/ledger.service';
import { loadWalletRequest, toTransactionView } from '../wallet/wallet.port';
import { listEntriesWithUsers, listWalletRequests, totalsByType } from './admin-wallet.repo';

const REQUEST_TYPES = ['RECHARGE', 'WITHDRAWAL'] as const;
const MAX_REQUESTS = 500;

/** A `YYYY-MM-DD` bound is an India-time day; `dayAfter` moves to the next midnight. */
function instantOf(bound: string, dayAfter: boolean): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(bound);
  if (!day) return new Date(new Date(bound).getTime() + (dayAfter ? 1 : 0));
  const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
  return new Date(new TZDate(y, m - 1, d + (dayAfter ? 1 : 0), INDIA_TIME_ZONE).getTime());
}

/** Every entry matching the filters, with its user, a page of them and totals per type. */
export async function listTransactions(
  deps: AppDeps,
  q: AdminTransactionsQuery,
): Promise<AdminTransactionsResponse> {
  const filter = {
    type: q.type,
    status: q.status,
    userId: q.userId,
    from: q.from ? instantOf(q.from, false) : undefined,
    before: q.to ? instantOf(q.to, true) : undefined,
  };
  const db = deps.database.db;
  const rows = await listEntriesWithUsers(db, filter, q);
  const totals = await totalsByType(db, filter);
  return {
    transactions: rows.map((r) => ({
      ...toTransactionView(r),
      user: r.user,
      actedById: r.actedById,
    })),
    totals: totals.map((t) => ({
      type: t.type,
      count: t.count,
      amount: paiseToRupees(t.grossPaise),
      amountPaise: t.grossPaise,
      netPaise: t.netPaise,
    })),
    total: totals.reduce((n, t) => n + t.count, 0),
    limit: q.limit,
    offset: q.offset,
  };
}

/** Recharge and withdrawal requests (PENDING by default) with the user's payout and KYC details. */
export async function listRequests(
  deps: AppDeps,
  body: WalletRequestsBody,
): Promise<WalletRequestsResponse> {
  const rows = await listWalletRequests(
    deps.database.db,
    {
      types: body.type === 'ALL' ? [...REQUEST_TYPES] : [body.type],
      status: body.status === 'ALL' ? undefined : body.status,
    },
    MAX_REQUESTS,
  );
  return {
    requests: rows.map((r) => {
      const kyc = r.type === 'WITHDRAWAL';
      return {
        ...toTransactionView(r),
        actedById: r.actedById,
        user: {
          ...r.user,
          upiId: r.upiId,
          mobileNumber: r.mobileNumber,
          aadharCardUrl: kyc && r.aadhaarImageId ? imageUrl(r.aadhaarImageId) : null,
          panCardUrl: kyc && r.panImageId ? imageUrl(r.panImageId) : null,
        },
      };
    }),
  };
}

/**
 * Approves or denies a recharge or withdrawal request, once (the ledger's conditional update).
 * @throws AppError 404 unknown id; 422 NOT_A_WALLET_REQUEST another entry type; 409 ALREADY_RESOLVED.
 */
export async function updateRequest(
  deps: AppDeps,
  admin: AuthContext,
  body: UpdateWalletRequestBody,
): Promise<UpdateWalletRequestResponse> {
  const at = new Date(deps.clock.now());
  const entry = await deps.database.db.transaction(async (tx) => {
    const found = await loadWalletRequest(tx, body.transactionId);
    const note = body.note || found.note;
    const resolved = await resolveEntry(tx, found.id, body.action, admin.user.id, at, note);
    await recordAdminAction(tx, {
      adminId: admin.user.id,
      action: body.action === 'APPROVED' ? 'WALLET_REQUEST_APPROVE' : 'WALLET_REQUEST_DENY',
      target: {
        type: 'WALLET_ENTRY',
        id: found.id,
        label: `${found.type} ₹${paiseToRupees(Math.abs(found.amountPaise)).toFixed(2)}`,
      },
      before: { status: found.status, note: found.note },
      after: { status: resolved.status, note: resolved.note },
      at,
    });
    return resolved;
  });
  const transaction = toTransactionView(entry);
  // The player's open wallet changes at once, with a toast.
  deps.walletLive.changed(entry.userId, transaction);
  // And by web push where the player opted in; queued, never in the admin's way.
  const { type, status } = entry;
  if ((type === 'RECHARGE' || type === 'WITHDRAWAL') && status !== 'PENDING') {
    const amountPaise = Math.abs(entry.amountPaise);
    deps.push.notify(entry.userId, { kind: 'WALLET_REQUEST', type, status, amountPaise });
  }
  return {
    success: true,
    message: body.action === 'APPROVED' ? 'Request approved' : 'Request denied',
    userId: entry.userId,
    transaction,
  };
}
