/**
 * The user's wallet reads (spec 000 §7 `wallet/balance`, `wallet/transaction-history`): the caller's
 * own wallet, or any user's for an admin.
 */
import {
  paiseToRupees,
  type TransactionHistoryResponse,
  type WalletBalanceResponse,
  type WalletOwnerBody,
} from '@bidxi/protocol';
import type { AuthContext } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { existingSubjectOf } from '../../platform/subject';
import { loadPaymentInfo } from '../profile/profile.port';
import { listEntriesOfUser } from './ledger.repo';
import { getBalance } from './ledger.service';
import { grantPlayCoins } from './play-money.service';
import { toTransactionView } from './wallet.views';

/**
 * Balance (Σ approved entries), held (Σ pending withdrawals) and available (balance − held), in ₹
 * and paise, with the payment info.
 * @throws AppError 403 another user's id; 404 unknown user (admin).
 */
export async function getWalletBalance(
  deps: AppDeps,
  auth: AuthContext,
  body: WalletOwnerBody,
): Promise<WalletBalanceResponse> {
  const userId = await existingSubjectOf(deps, auth, body.userId);
  const db = deps.database.db;
  await grantPlayCoins(deps, db, userId);
  const [b, paymentInfo] = [await getBalance(db, userId), await loadPaymentInfo(db, userId)];
  return {
    balance: paiseToRupees(b.balancePaise),
    available: paiseToRupees(b.availablePaise),
    held: paiseToRupees(b.heldPaise),
    balancePaise: b.balancePaise,
    availablePaise: b.availablePaise,
    heldPaise: b.heldPaise,
    paymentInfo,
  };
}

/**
 * Every entry of the wallet, newest first.
 * @throws AppError 403 another user's id; 404 unknown user (admin).
 */
export async function getTransactionHistory(
  deps: AppDeps,
  auth: AuthContext,
  body: WalletOwnerBody,
): Promise<TransactionHistoryResponse> {
  const userId = await existingSubjectOf(deps, auth, body.userId);
  await grantPlayCoins(deps, deps.database.db, userId);
  const entries = await listEntriesOfUser(deps.database.db, userId);
  return { data: { transactions: entries.map(toTransactionView) } };
}
