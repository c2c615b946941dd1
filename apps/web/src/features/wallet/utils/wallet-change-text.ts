// What a live wallet change says in its toast (issue 18 §4): the entry type, the amount in ₹, the
// outcome, and the auction for fees, refunds and prizes.
import type { TransactionView } from '@bidxi/protocol';
import { formatRupeeAmount } from '@/lib/money';

/** A toast's text and tone for a ledger entry that changed without the player asking. */
export function walletChangeText(t: TransactionView): { text: string; tone: 'success' | 'error' } {
  const amount = formatRupeeAmount(t.amount);
  const about = t.auction ? ` for ${t.auction.title}` : '';
  if (t.status === 'DENIED') {
    const what = t.type === 'WITHDRAWAL' ? 'Withdrawal' : 'Recharge';
    return { text: `${what} of ${amount} was denied${t.note ? `: ${t.note}` : ''}`, tone: 'error' };
  }
  switch (t.type) {
    case 'RECHARGE':
      return { text: `Recharge of ${amount} approved — added to your wallet`, tone: 'success' };
    case 'WITHDRAWAL':
      return { text: `Withdrawal of ${amount} approved — on its way to you`, tone: 'success' };
    case 'PRIZE':
      return { text: `Prize of ${amount}${about} credited to your wallet`, tone: 'success' };
    case 'REFUND':
      return { text: `Refund of ${amount}${about} credited to your wallet`, tone: 'success' };
    default:
      return { text: `Your wallet changed: ${amount}${about}`, tone: 'success' };
  }
}
