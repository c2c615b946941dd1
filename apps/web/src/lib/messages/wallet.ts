// Wallet texts (recharge, withdraw, UPI) and the mapper for a refused wallet request.
import { ErrorCode, WalletMessage } from '@bidxi/protocol';
import { asApiError, isRateLimited, rateLimitedText, serverText } from '@/lib/messages/common';
import { translatable } from '@/lib/messages/translate';

export const walletMessages = translatable({
  wallet: {
    // spec 001 §5 "Recharge", "Withdraw" and §8 "Wallet"; spec 000 §8 success toasts (verbatim).
    loadFailed: 'Failed to load wallet information. Please try again.',
    rechargeFailed: 'Recharge request failed',
    withdrawalFailed: 'Withdrawal request failed',
    rechargeSubmitted: WalletMessage.RECHARGE_SUBMITTED,
    withdrawalSubmitted: WalletMessage.WITHDRAWAL_SUBMITTED,
    invalidRecharge: WalletMessage.INVALID_RECHARGE_AMOUNT,
    maxRecharge: WalletMessage.MAX_RECHARGE_AMOUNT,
    utrRequired: WalletMessage.UTR_REQUIRED,
    invalidUtr: WalletMessage.INVALID_UTR,
    duplicateUtr: WalletMessage.DUPLICATE_UTR,
    invalidWithdrawal: WalletMessage.INVALID_WITHDRAWAL_AMOUNT,
    insufficient: WalletMessage.INSUFFICIENT_BALANCE,
    paymentInfoRequired: WalletMessage.PAYMENT_INFO_REQUIRED,
    kycRequired: WalletMessage.KYC_REQUIRED,
    wholePaise: WalletMessage.WHOLE_PAISE,
    vpaCopied: 'UPI ID copied',
    copyFailed: 'Could not copy. Please copy the UPI ID by hand.',
  },
} as const);

/**
 * `POST /api/wallet/recharge-request` and `withdraw-request`: the spec's text for each known refusal,
 * else the server's message if present, else 'Recharge request failed' / 'Withdrawal request failed'.
 */
export function walletRequestErrorMessage(error: unknown, kind: 'recharge' | 'withdrawal'): string {
  const fallback =
    kind === 'recharge'
      ? walletMessages.wallet.rechargeFailed
      : walletMessages.wallet.withdrawalFailed;
  const e = asApiError(error);
  if (!e) return fallback;
  switch (e.code) {
    case ErrorCode.INVALID_AMOUNT:
      return kind === 'recharge'
        ? walletMessages.wallet.invalidRecharge
        : walletMessages.wallet.invalidWithdrawal;
    case ErrorCode.AMOUNT_TOO_HIGH:
      return walletMessages.wallet.maxRecharge;
    case ErrorCode.DUPLICATE_UTR:
      return walletMessages.wallet.duplicateUtr;
    case ErrorCode.INSUFFICIENT_BALANCE:
      return walletMessages.wallet.insufficient;
    case ErrorCode.PAYMENT_INFO_REQUIRED:
      return walletMessages.wallet.paymentInfoRequired;
    case ErrorCode.KYC_REQUIRED:
      return walletMessages.wallet.kycRequired;
    case ErrorCode.VALIDATION: {
      if (e.fields?.UTRNumber) return e.fields.UTRNumber;
      if (e.fields?.amount) {
        return kind === 'recharge'
          ? walletMessages.wallet.invalidRecharge
          : walletMessages.wallet.invalidWithdrawal;
      }
      return fallback;
    }
  }
  if (isRateLimited(e)) return rateLimitedText(e);
  return serverText(e) ?? fallback;
}
