// The wallet forms' client-side rules, with the spec's texts (spec 001 §5 "Recharge", "Withdraw").
import {
  RECHARGE_MAX_RUPEES,
  RECHARGE_MIN_RUPEES,
  UtrNumber,
  WITHDRAWAL_MIN_RUPEES,
  normaliseUtr as normaliseProtocolUtr,
  type PaymentInfo,
} from '@bidxi/protocol';
import { walletMessages } from '@/lib/messages/wallet';
import { parseAmountToPaise } from '@/features/wallet/utils/amount';

export interface RechargeErrors {
  amount?: string;
  utr?: string;
}

export function validateRecharge({ amount, utr }: { amount: string; utr: string }): RechargeErrors {
  const errors: RechargeErrors = {};
  const paise = parseAmountToPaise(amount);
  if (paise === null || paise < RECHARGE_MIN_RUPEES * 100) {
    errors.amount = walletMessages.wallet.invalidRecharge;
  } else if (paise > RECHARGE_MAX_RUPEES * 100) {
    errors.amount = walletMessages.wallet.maxRecharge;
  }
  // The protocol's rule (the server applies the same one): prefixes, spaces and zeros dropped.
  if (!utr.trim()) errors.utr = walletMessages.wallet.utrRequired;
  else if (!UtrNumber.safeParse(utr).success) errors.utr = walletMessages.wallet.invalidUtr;
  return errors;
}

/** The UTR as the server stores and compares it (protocol `normaliseUtr`). */
export const normaliseUtr = normaliseProtocolUtr;

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
    return { kind: 'amount', message: walletMessages.wallet.invalidWithdrawal };
  }
  if (paise > availablePaise)
    return { kind: 'amount', message: walletMessages.wallet.insufficient };
  if (!info.upiId && !info.mobileNumber) {
    return { kind: 'profile', message: walletMessages.wallet.paymentInfoRequired };
  }
  if (!info.hasAadhaar || !info.hasPan) {
    return { kind: 'profile', message: walletMessages.wallet.kycRequired };
  }
  return null;
}
