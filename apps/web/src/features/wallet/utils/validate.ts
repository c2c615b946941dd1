// The wallet forms' client-side rules, with the spec's texts (spec 001 §5 "Recharge", "Withdraw").
import {
  RECHARGE_MAX_RUPEES,
  RECHARGE_MIN_RUPEES,
  WITHDRAWAL_MIN_RUPEES,
  type PaymentInfo,
} from '@bidxi/protocol';
import { Messages } from '@/lib/messages';
import { parseAmountToPaise } from '@/features/wallet/utils/amount';

const UTR_PATTERN = /^[A-Z0-9]{6,35}$/;

export interface RechargeErrors {
  amount?: string;
  utr?: string;
}

export function validateRecharge({ amount, utr }: { amount: string; utr: string }): RechargeErrors {
  const errors: RechargeErrors = {};
  const paise = parseAmountToPaise(amount);
  if (paise === null || paise < RECHARGE_MIN_RUPEES * 100) {
    errors.amount = Messages.wallet.invalidRecharge;
  } else if (paise > RECHARGE_MAX_RUPEES * 100) {
    errors.amount = Messages.wallet.maxRecharge;
  }
  const reference = normaliseUtr(utr);
  if (!reference) errors.utr = Messages.wallet.utrRequired;
  else if (!UTR_PATTERN.test(reference)) errors.utr = Messages.wallet.invalidUtr;
  return errors;
}

/** UTRs are compared upper-cased without spaces (as the server stores them). */
export function normaliseUtr(utr: string): string {
  return utr.replace(/\s+/g, '').toUpperCase();
}

/** What stops a withdrawal, in the spec's order: amount, balance, payment info, Aadhaar & PAN. */
export type WithdrawProblem =
  { kind: 'amount'; message: string } | { kind: 'profile'; message: string };

export function validateWithdrawal(
  amount: string,
  availablePaise: number,
  info: PaymentInfo,
): WithdrawProblem | null {
  const paise = parseAmountToPaise(amount);
  if (paise === null || paise < WITHDRAWAL_MIN_RUPEES * 100) {
    return { kind: 'amount', message: Messages.wallet.invalidWithdrawal };
  }
  if (paise > availablePaise) return { kind: 'amount', message: Messages.wallet.insufficient };
  if (!info.upiId && !info.mobileNumber) {
    return { kind: 'profile', message: Messages.wallet.paymentInfoRequired };
  }
  if (!info.hasAadhaar || !info.hasPan) {
    return { kind: 'profile', message: Messages.wallet.kycRequired };
  }
  return null;
}
