import { useTranslation } from 'react-i18next';
import type { WalletBalanceResponse } from '@bidxi/protocol';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRupees } from '@/lib/format';
import { useMoneyMode } from '@/lib/money-mode';
import { TOUR_DEMO_BALANCE_RUPEES, useIsTourOpen } from '@/lib/tour';

const TOUR_DEMO_PAISE = TOUR_DEMO_BALANCE_RUPEES * 100;

/**
 * Total balance, with what can be spent or withdrawn and what pending withdrawals hold (play money:
 * nothing is withdrawn, so nothing is held and that line is left out). While the guided tour is open it shows the tour's demo balance instead (spec 001 §4 "Tour": the wallet shows 100).
 */
export function BalanceCard({ wallet: real }: { wallet: WalletBalanceResponse | undefined }) {
  const isTour = useIsTourOpen();
  const { t } = useTranslation('wallet');
  const isPlay = useMoneyMode() === 'play';
  const wallet =
    isTour && real
      ? { ...real, balancePaise: TOUR_DEMO_PAISE, availablePaise: TOUR_DEMO_PAISE, heldPaise: 0 }
      : real;
  return (
    <section
      aria-labelledby="wallet-balance"
      className="theme-dark bg-wallet-card rounded-3xl p-5 text-white shadow-card"
    >
      <h2 id="wallet-balance" className="text-sm font-semibold text-night-200">
        {isTour ? t('balance.totalTour') : t('balance.total')}
      </h2>
      {wallet ? (
        <p className="num mt-1 text-2xl font-extrabold" data-testid="wallet-total">
          {formatRupees(wallet.balancePaise)}
        </p>
      ) : (
        <Skeleton className="mt-1 h-10 w-48 bg-night-700" />
      )}
      <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-night-600 pt-4">
        <div>
          <dt className="text-xs text-night-200">{t('balance.available')}</dt>
          <dd className="num text-base font-bold" data-testid="wallet-available">
            {wallet ? (
              formatRupees(wallet.availablePaise)
            ) : (
              <Skeleton className="h-6 w-24 bg-night-700" />
            )}
          </dd>
        </div>
        {isPlay ? null : (
          <div>
            <dt className="text-xs text-night-200">{t('balance.held')}</dt>
            <dd className="num text-base font-bold" data-testid="wallet-held">
              {wallet ? (
                formatRupees(wallet.heldPaise)
              ) : (
                <Skeleton className="h-6 w-24 bg-night-700" />
              )}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
