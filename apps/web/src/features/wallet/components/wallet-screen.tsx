import { useTranslation } from 'react-i18next';
import { ArrowDownLeft, ArrowUpRight, CircleAlert, ReceiptText, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { createIdempotencyKeeper } from '@/lib/idempotency';
import { loadFailedText } from '@/lib/messages/common';
import { walletMessages } from '@/lib/messages/wallet';
import { useWalletBalance } from '@/features/wallet/api/get-balance';
import { useTransactionHistory } from '@/features/wallet/api/get-transactions';
import { BalanceCard } from '@/features/wallet/components/balance-card';
import { PaymentInfoCard } from '@/features/wallet/components/payment-info-card';
import { RechargeSheet, type Payee } from '@/features/wallet/components/recharge-sheet';
import {
  TransactionList,
  TransactionListSkeleton,
} from '@/features/wallet/components/transaction-list';
import {
  WithdrawSheet,
  type RenderPhoneVerification,
} from '@/features/wallet/components/withdraw-sheet';

/** Which sheet is open lives in the address (`?sheet=add|withdraw`), so the side menu can open one. */
type SheetName = 'add' | 'withdraw';

/** My Wallet (spec 001 §2): balance, Add Money, Withdraw, payment info and the transaction history. */
export function WalletScreen({
  payee,
  renderPhoneVerification,
}: {
  payee: Payee | undefined;
  renderPhoneVerification: RenderPhoneVerification;
}) {
  const { t } = useTranslation('wallet');
  const wallet = useWalletBalance();
  const history = useTransactionHistory();
  const [params, setParams] = useSearchParams();
  const sheet = params.get('sheet') as SheetName | null;
  // One keeper per request kind for the page's life: a retry after no answer reuses its key.
  const [rechargeKeeper] = useState(createIdempotencyKeeper);
  const [withdrawKeeper] = useState(createIdempotencyKeeper);

  const openSheet = (name: SheetName) => setParams({ sheet: name });
  const closeSheet = () =>
    setParams(
      (p) => {
        p.delete('sheet');
        return p;
      },
      { replace: true },
    );

  const refresh = () => {
    void wallet.refetch();
    void history.refetch();
  };

  if (wallet.isError && !wallet.data) {
    return (
      <div className="w-full px-4 py-6 lg:mx-auto lg:max-w-xl">
        <Card>
          <EmptyState
            icon={<CircleAlert aria-hidden className="size-8" />}
            title={t('unavailable')}
            description={loadFailedText(wallet.error, walletMessages.wallet.loadFailed)}
            action={
              <Button fullWidth onClick={refresh} isLoading={wallet.isFetching}>
                {t('retry')}
              </Button>
            }
          />
        </Card>
      </div>
    );
  }

  return (
    // From 1024 px two columns: balance, actions and payment info | transactions.
    <div className="flex flex-1 flex-col gap-4 px-4 pt-5 pb-28 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start lg:gap-6 lg:px-6 lg:pb-8">
      <h1 className="sr-only">{t('title')}</h1>
      <div className="flex flex-col gap-4" data-testid="wallet-summary">
        <BalanceCard wallet={wallet.data} />
        {/* On a phone the two actions sit in thumb reach at the bottom of the column; on a desktop
            they are a row under the balance. */}
        <div
          className="fixed inset-x-0 bottom-0 z-20 mx-auto max-w-app border-t border-line bg-card/95 px-4 pt-3 pb-safe-4 backdrop-blur lg:static lg:z-auto lg:mx-0 lg:max-w-none lg:border-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none"
          data-testid="wallet-actions"
        >
          <div className="grid grid-cols-2 gap-3">
            <Button
              variant="secondary"
              size="lg"
              className="px-3 whitespace-nowrap"
              onClick={() => openSheet('withdraw')}
              disabled={!wallet.data}
              icon={<ArrowUpRight aria-hidden className="size-5" />}
            >
              {t('withdraw')}
            </Button>
            <Button
              size="lg"
              className="px-3 whitespace-nowrap"
              onClick={() => openSheet('add')}
              icon={<ArrowDownLeft aria-hidden className="size-5" />}
            >
              {t('addMoney')}
            </Button>
          </div>
        </div>
        <PaymentInfoCard info={wallet.data?.paymentInfo} />
      </div>

      <Card className="overflow-hidden">
        <div className="flex items-center justify-between gap-2 border-b border-line py-1 pr-2 pl-4">
          <h2 className="text-base font-bold text-ink">{t('transactions')}</h2>
          <Button
            variant="ghost"
            size="sm"
            onClick={refresh}
            aria-label={t('refreshLabel')}
            icon={
              <RefreshCw
                aria-hidden
                className={
                  history.isFetching || wallet.isFetching
                    ? 'size-4 motion-safe:animate-spin'
                    : 'size-4'
                }
              />
            }
          >
            {t('refresh')}
          </Button>
        </div>
        {history.isPending ? (
          <TransactionListSkeleton />
        ) : history.isError ? (
          <EmptyState
            icon={<CircleAlert aria-hidden className="size-8" />}
            title={t('historyFailed')}
            description={loadFailedText(history.error, walletMessages.wallet.loadFailed)}
            action={
              <Button variant="secondary" fullWidth onClick={() => void history.refetch()}>
                {t('retry')}
              </Button>
            }
          />
        ) : history.data.length === 0 ? (
          <EmptyState
            icon={<ReceiptText aria-hidden className="size-8" />}
            title={t('empty')}
            description={t('emptyText')}
            action={
              <Button fullWidth onClick={() => openSheet('add')}>
                {t('addMoney')}
              </Button>
            }
          />
        ) : (
          <TransactionList transactions={history.data} />
        )}
      </Card>

      <RechargeSheet
        isOpen={sheet === 'add'}
        onClose={closeSheet}
        payee={payee}
        keeper={rechargeKeeper}
      />
      <WithdrawSheet
        isOpen={sheet === 'withdraw' && wallet.data !== undefined}
        onClose={closeSheet}
        wallet={wallet.data}
        keeper={withdrawKeeper}
        renderPhoneVerification={renderPhoneVerification}
        onPhoneVerified={() => void wallet.refetch()}
      />
    </div>
  );
}
