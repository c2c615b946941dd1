// What a live wallet change says in its toast: the entry type, the amount in ₹, the
// outcome, and the auction for fees, refunds and prizes.
import type { TransactionView } from '@bidxi/protocol';
import { t } from '@/i18n/i18n';
import { formatRupeeAmount } from '@/lib/money';

/** A toast's text and tone for a ledger entry that changed without the player asking. */
export function walletChangeText(entry: TransactionView): {
  text: string;
  tone: 'success' | 'error';
} {
  const amount = formatRupeeAmount(entry.amount);
  const auction = entry.auction?.title;
  const about = auction ? 'For' : '';
  if (entry.status === 'DENIED') {
    const what =
      entry.type === 'WITHDRAWAL' ? t('wallet:live.withdrawalWord') : t('wallet:live.rechargeWord');
    return {
      text: entry.note
        ? t('wallet:live.deniedNote', { what, amount, note: entry.note })
        : t('wallet:live.denied', { what, amount }),
      tone: 'error',
    };
  }
  switch (entry.type) {
    case 'RECHARGE':
      return { text: t('wallet:live.recharge', { amount }), tone: 'success' };
    case 'WITHDRAWAL':
      return { text: t('wallet:live.withdrawal', { amount }), tone: 'success' };
    case 'PRIZE':
      return { text: t(`wallet:live.prize${about}`, { amount, auction }), tone: 'success' };
    case 'REFUND':
      return { text: t(`wallet:live.refund${about}`, { amount, auction }), tone: 'success' };
    default:
      return { text: t(`wallet:live.other${about}`, { amount, auction }), tone: 'success' };
  }
}
