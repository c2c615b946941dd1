// /myWallet on a play-money deployment: the coin balance and the ledger, with no way to
// add or withdraw money and no payment details (the wallet feature's parts, composed here).
import { useTranslation } from 'react-i18next';
import { CircleAlert, ReceiptText } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { walletMessages } from '@/lib/messages/wallet';
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
  const { t } = useTranslation('wallet');
  return (
    <div className="flex w-full flex-1 flex-col gap-4 px-4 pt-5 pb-8 lg:mx-auto lg:max-w-2xl">
      <h1 className="sr-only">{t('coinsTitle')}</h1>
      <BalanceCard wallet={wallet.data} />
      <p
        className="rounded-2xl bg-gold-50 px-4 py-3 text-sm text-ink"
        data-testid="play-money-note"
      >
        {t('playNote')}
      </p>
      <Card className="overflow-hidden">
        <h2 className="border-b border-line px-4 py-3 text-base font-bold text-ink">
          {t('transactions')}
        </h2>
        {history.isPending ? (
          <TransactionListSkeleton />
        ) : history.isError ? (
          <EmptyState
            icon={<CircleAlert aria-hidden className="size-8" />}
            title={t('historyFailed')}
            description={walletMessages.wallet.loadFailed}
          />
        ) : history.data.length === 0 ? (
          <EmptyState
            icon={<ReceiptText aria-hidden className="size-8" />}
            title={t('empty')}
            description={t('emptyCoins')}
          />
        ) : (
          <TransactionList transactions={history.data} />
        )}
      </Card>
    </div>
  );
}
