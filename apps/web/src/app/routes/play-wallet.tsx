// /myWallet on a play-money deployment (issue 16): the coin balance and the ledger, with no way to
// add or withdraw money and no payment details (the wallet feature's parts, composed here).
import { CircleAlert, ReceiptText } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Messages } from '@/lib/messages';
import { useWalletBalance } from '@/features/wallet/api/get-balance';
import { useTransactionHistory } from '@/features/wallet/api/get-transactions';
import { BalanceCard } from '@/features/wallet/components/balance-card';
import {
  TransactionList,
  TransactionListSkeleton,
} from '@/features/wallet/components/transaction-list';

/** Coins: balance, a line on where they come from, and every ledger entry. */
export function PlayWallet() {
  const wallet = useWalletBalance();
  const history = useTransactionHistory();
  return (
    <div className="flex flex-1 flex-col gap-4 px-4 pt-5 pb-8">
      <h1 className="sr-only">My Coins</h1>
      <BalanceCard wallet={wallet.data} />
      <p
        className="rounded-2xl bg-gold-50 px-4 py-3 text-sm text-ink"
        data-testid="play-money-note"
      >
        BidXI plays with coins here, not money. You got starting coins when you joined and get more
        every day; registration fees and prizes are in coins.
      </p>
      <Card className="overflow-hidden">
        <h2 className="border-b border-line px-4 py-3 text-base font-bold text-ink">
          Transactions
        </h2>
        {history.isPending ? (
          <TransactionListSkeleton />
        ) : history.isError ? (
          <EmptyState
            icon={<CircleAlert aria-hidden className="size-8" />}
            title="Could not load transactions"
            description={Messages.wallet.loadFailed}
          />
        ) : history.data.length === 0 ? (
          <EmptyState
            icon={<ReceiptText aria-hidden className="size-8" />}
            title="No transactions yet"
            description="Your coins arrive here."
          />
        ) : (
          <TransactionList transactions={history.data} />
        )}
      </Card>
    </div>
  );
}
