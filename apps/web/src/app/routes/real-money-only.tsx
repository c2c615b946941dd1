// Screens of real money (recharge, withdrawal, KYC, UPI) on a play-money deployment.
import { useTranslation } from 'react-i18next';
import { Coins } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useMoneyMode } from '@/lib/money-mode';

/** Renders `children` in real-money mode; in play mode, a notice that BidXI plays with coins here. */
export function RealMoneyOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  if (useMoneyMode() === 'real') return children;
  return (
    <div className="px-4 py-6">
      <Card>
        <EmptyState
          icon={<Coins aria-hidden className="size-8" />}
          title={t('playOnly.title')}
          description={t('playOnly.body')}
          action={
            <ButtonLink to="/myWallet" fullWidth>
              {t('playOnly.myCoins')}
            </ButtonLink>
          }
        />
      </Card>
    </div>
  );
}
