/**
 * Recharge and withdrawal requests (spec 001 §5 "Recharge", "Withdraw"; ARCHITECTURE.md §4 "Wallet").
 * A recharge is a PENDING credit credited on admin approval; its UTR is unique across all users (the
 * ledger's dedupe key `RECHARGE:utr:<UTR>`, so two racing requests cannot both pass). A withdrawal is
 * a PENDING debit that holds its amount until an admin resolves it. Both honour an Idempotency-Key.
 */
import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  RECHARGE_MAX_RUPEES,
  RECHARGE_MIN_RUPEES,
  WITHDRAWAL_MIN_RUPEES,
  WalletMessage,
  paiseToRupees,
  rupeesToPaise,
  type RechargeRequestBody,
  type WalletRequestCreatedResponse,
  type WithdrawRequestBody,
} from '@bidxi/protocol';
import type { DbOrTx } from '../../db/client';
import { findUserById } from '../../db/users';
import type { AuthContext } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { AppError, conflict, notFound, unprocessable } from '../../platform/errors';
import { existingSubjectOf } from '../../platform/subject';
import { assertMayRecharge } from '../gaming/gaming.port';
import { assertPayoutDetails } from '../profile/profile.port';
import { runIdempotent, type Answer } from './idempotency.service';
import { getBalance, postEntry } from './ledger.service';
import { toTransactionView } from './wallet.views';
import { findEntryById, type LedgerEntry } from './ledger.repo';
import { recordAdminAction } from '../admin-log/admin-log.service';

/** Schema-validated rupees → paise (the schema already refused anything else). */
const paiseOf = (rupees: number) => {
  const paise = rupeesToPaise(rupees);
  if (paise === null) throw new Error('amount passed the schema but is not whole paise');
  return paise;
};

/** An admin filing a request for another user is an admin action, logged with it. */
async function recordFiledForUser(tx: DbOrTx, auth: AuthContext, entry: LedgerEntry, at: Date) {
  if (entry.userId === auth.user.id) return;
  const user = await findUserById(tx, entry.userId);
  await recordAdminAction(tx, {
    adminId: auth.user.id,
    action: 'USER_WALLET_REQUEST_FILE',
    target: {
      type: 'WALLET_ENTRY',
      id: entry.id,
      label: `${entry.type} ₹${paiseToRupees(Math.abs(entry.amountPaise)).toFixed(2)} for ${user?.username ?? entry.userId}`,
    },
    before: null,
    after: {
      type: entry.type,
      status: entry.status,
      amountPaise: entry.amountPaise,
      utr: entry.utr,
    },
    at,
  });
}

/**
 * Files a recharge request (201).
 * @throws AppError 422 INVALID_AMOUNT under ₹1, AMOUNT_TOO_HIGH over ₹10,000; 409 DUPLICATE_UTR for
 *   a UTR already used by anyone; 422 IDEMPOTENCY_KEY_REUSED; 403 another user's id; 403
 *   SELF_EXCLUDED, 403 AGE_NOT_CONFIRMED, 422 RECHARGE_LIMIT_EXCEEDED (features/gaming).
 */
export async function requestRecharge(
  deps: AppDeps,
  auth: AuthContext,
  body: RechargeRequestBody,
  idempotencyKey: string | undefined,
): Promise<Answer<WalletRequestCreatedResponse>> {
  const amountPaise = paiseOf(body.amount);
  if (amountPaise < RECHARGE_MIN_RUPEES * 100) {
    throw unprocessable(ErrorCode.INVALID_AMOUNT, WalletMessage.INVALID_RECHARGE_AMOUNT);
  }
  if (amountPaise > RECHARGE_MAX_RUPEES * 100) {
    throw unprocessable(ErrorCode.AMOUNT_TOO_HIGH, WalletMessage.MAX_RECHARGE_AMOUNT);
  }
  const userId = await existingSubjectOf(deps, auth, body.userId);
  const at = new Date(deps.clock.now());
  const scope = { userId: auth.user.id, route: 'wallet/recharge-request', key: idempotencyKey };
  return runIdempotent(deps.database.db, { ...scope, body, at }, async (tx) => {
    // Self-exclusion, 18+ and the daily limit, under the user's row lock.
    await assertMayRecharge(tx, deps.config, userId, amountPaise, at.getTime());
    const { entry, created } = await postEntry(tx, {
      stampCreatedAt: true,
      userId,
      type: 'RECHARGE',
      amountPaise,
      status: 'PENDING',
      dedupeKey: `RECHARGE:utr:${body.UTRNumber}`,
      reference: body.UTRNumber,
      utr: body.UTRNumber,
      at,
    });
    if (!created) throw conflict(WalletMessage.DUPLICATE_UTR, ErrorCode.DUPLICATE_UTR);
    await recordFiledForUser(tx, auth, entry, at);
    const message = WalletMessage.RECHARGE_SUBMITTED;
    return {
      statusCode: 201,
      body: { success: true, message, transaction: toTransactionView(entry) },
    };
  });
}

/**
 * Files a withdrawal request (201) that holds `amount` until an admin approves (pays out) or denies
 * (releases) it. Checks in the spec's order: amount, balance, payment info, Aadhaar & PAN.
 * @throws AppError 422 INVALID_AMOUNT under ₹1, INSUFFICIENT_BALANCE over the available balance
 *   (also when concurrent requests race for it), PAYMENT_INFO_REQUIRED without a UPI id or verified
 *   mobile, KYC_REQUIRED without Aadhaar and PAN; 422 IDEMPOTENCY_KEY_REUSED; 403 another user's id.
 */
export async function requestWithdrawal(
  deps: AppDeps,
  auth: AuthContext,
  body: WithdrawRequestBody,
  idempotencyKey: string | undefined,
): Promise<Answer<WalletRequestCreatedResponse>> {
  const amountPaise = paiseOf(body.amount);
  if (amountPaise < WITHDRAWAL_MIN_RUPEES * 100) {
    throw unprocessable(ErrorCode.INVALID_AMOUNT, WalletMessage.INVALID_WITHDRAWAL_AMOUNT);
  }
  const userId = await existingSubjectOf(deps, auth, body.userId);
  const at = new Date(deps.clock.now());
  const scope = { userId: auth.user.id, route: 'wallet/withdraw-request', key: idempotencyKey };
  return runIdempotent(deps.database.db, { ...scope, body, at }, async (tx) => {
    if ((await getBalance(tx, userId)).availablePaise < amountPaise) {
      throw new AppError(422, ErrorCode.INSUFFICIENT_BALANCE, WalletMessage.INSUFFICIENT_BALANCE);
    }
    await assertPayoutDetails(tx, userId);
    // The ledger's conditional update is what guarantees no overdraft under concurrency.
    const { entry } = await postEntry(tx, {
      userId,
      type: 'WITHDRAWAL',
      amountPaise,
      status: 'PENDING',
      dedupeKey: `WITHDRAWAL:${randomUUID()}`,
      at,
    });
    await recordFiledForUser(tx, auth, entry, at);
    const message = WalletMessage.WITHDRAWAL_SUBMITTED;
    return {
      statusCode: 201,
      body: { success: true, message, transaction: toTransactionView(entry) },
    };
  });
}

/**
 * A recharge or withdrawal request by its ledger entry id (an admin about to resolve it).
 * @throws AppError 404 unknown id; 422 NOT_A_WALLET_REQUEST for an entry of another type.
 */
export async function loadWalletRequest(db: DbOrTx, id: string): Promise<LedgerEntry> {
  const found = await findEntryById(db, id);
  if (!found) throw notFound('Wallet request not found');
  if (found.type !== 'RECHARGE' && found.type !== 'WITHDRAWAL') {
    throw unprocessable(ErrorCode.NOT_A_WALLET_REQUEST, 'Only recharge and withdrawal requests');
  }
  return found;
}
