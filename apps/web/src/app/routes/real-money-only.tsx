// Screens of real money (recharge, withdrawal, KYC, UPI) on a play-money deployment (issue 16).
import { Coins } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useMoneyMode } from '@/lib/money-mode';

/** Renders `children` in real-money mode; in play mode, a notice that BidXI plays with coins here. */
export function RealMoneyOnly({ children }: { children: ReactNode }) {
  if (useMoneyMode() === 'real') return children;
  return (
    <div className="px-4 py-6">
      <Card>
        <EmptyState
          icon={<Coins aria-hidden className="size-8" />}
          title="Not available"
          description="BidXI plays with coins here: there is no money to add or withdraw, and no KYC or UPI details are needed. Every player gets starting coins and a daily top-up."
          action={
            <ButtonLink to="/myWallet" fullWidth>
              My coins
            </ButtonLink>
          }
        />
      </Card>
    </div>
  );
}
