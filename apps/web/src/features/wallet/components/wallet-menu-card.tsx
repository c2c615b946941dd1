import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRupees } from '@/lib/format';
import { useMoneyMode } from '@/lib/money-mode';
import { useWalletBalance } from '@/features/wallet/api/get-balance';

/** The side menu's wallet card (spec 001 §2): total balance, Add Money and Withdraw. */
export function WalletMenuCard({ onNavigate }: { onNavigate: () => void }) {
  const wallet = useWalletBalance();
  const { t } = useTranslation('wallet');
  // Play-money mode: coins only, nothing to add or withdraw.
  const isRealMoney = useMoneyMode() === 'real';
  return (
    <section
      aria-label={isRealMoney ? t('title') : t('coinsTitle')}
      className="theme-dark bg-wallet-card rounded-2xl p-4 text-white shadow-card"
    >
      <Link
        to="/myWallet"
        onClick={onNavigate}
        className="flex items-center justify-between rounded-lg text-sm font-semibold text-night-100"
      >
        {isRealMoney ? t('title') : t('coinsTitle')}
        <ChevronRight aria-hidden className="size-4" />
      </Link>
      <p className="mt-3 text-xs text-night-200">{t('balance.total')}</p>
      {wallet.data ? (
        <p className="num text-2xl font-extrabold text-white" data-testid="menu-wallet-total">
          {formatRupees(wallet.data.balancePaise)}
        </p>
      ) : wallet.isError ? (
        <button
          type="button"
          onClick={() => void wallet.refetch()}
          className="min-h-10 text-left text-sm font-semibold text-night-100 underline"
        >
          {t('balance.unavailable')}
        </button>
      ) : (
        <Skeleton className="my-1 h-8 w-36 bg-night-700" />
      )}
      {isRealMoney && (
        <div className="mt-4 grid grid-cols-2 gap-2">
          <ButtonLink to="/myWallet?sheet=add" onClick={onNavigate} size="sm">
            {t('addMoney')}
          </ButtonLink>
          <ButtonLink
            to="/myWallet?sheet=withdraw"
            onClick={onNavigate}
            size="sm"
            variant="on-dark"
          >
            {t('withdraw')}
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
