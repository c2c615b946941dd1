import { useTranslation } from 'react-i18next';
import type { PrizeDistributionView, StandingTeam } from '@bidxi/protocol';
import { Medal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRupeeAmount } from '@/lib/money';
import { ordinal } from '@/lib/ordinal';
import { truncate } from '@/lib/text';
import { usePrizeEstimate } from '@/features/standings/api/get-prize-estimate';

/**
 * Spec 001 §2 "Standings": the prize-distribution modal (1st, 2nd, 3rd prize and the total pool, in ₹).
 * Final once the auction is scored (with the winning teams); an estimate from the fees before that.
 */
export function PrizeModal({
  isOpen,
  onClose,
  auctionId,
  distribution,
  teams,
}: {
  isOpen: boolean;
  onClose: () => void;
  auctionId: string;
  distribution: PrizeDistributionView | null;
  teams: readonly StandingTeam[];
}) {
  const estimate = usePrizeEstimate(auctionId, isOpen && distribution === null);
  const { t } = useTranslation('standings');
  const nameOf = (id: string | null) => {
    const name = id ? teams.find((team) => team.id === id)?.name : undefined;
    return name ? truncate(name, 18) : null;
  };
  const rows = distribution
    ? [
        { rank: 1, amount: distribution.firstPrize, team: nameOf(distribution.firstPrizeTeamId) },
        { rank: 2, amount: distribution.secondPrize, team: nameOf(distribution.secondPrizeTeamId) },
        { rank: 3, amount: distribution.thirdPrize, team: nameOf(distribution.thirdPrizeTeamId) },
      ]
    : estimate.data
      ? estimate.data.prizes.map((amount, i) => ({ rank: i + 1, amount, team: null }))
      : null;
  const pool = distribution?.prizePool ?? estimate.data?.prizePool ?? null;

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={t('prize.title')}
      description={distribution ? t('prize.final') : t('prize.estimate')}
      footer={
        <Button variant="secondary" onClick={onClose} data-autofocus fullWidth>
          {t('prize.close')}
        </Button>
      }
    >
      {rows ? (
        <ul className="mt-4 flex flex-col gap-2" data-testid="prize-list">
          {rows.map((row) => (
            <li
              key={row.rank}
              className="flex items-center gap-3 rounded-2xl border border-line bg-surface px-3 py-2.5"
            >
              <span
                className={
                  row.rank === 1
                    ? 'flex size-10 items-center justify-center rounded-full bg-gold-500 text-night-950'
                    : 'flex size-10 items-center justify-center rounded-full bg-night-900 text-gold-300'
                }
              >
                <Medal aria-hidden className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-bold text-ink">
                  {t('prize.nth', { ordinal: ordinal(row.rank) })}
                </p>
                {row.team ? (
                  <p className="truncate text-xs text-ink-muted">{row.team}</p>
                ) : distribution ? (
                  <p className="text-xs text-ink-muted">{t('prize.notAwarded')}</p>
                ) : null}
              </div>
              <p className="num font-extrabold text-success-700">{formatRupeeAmount(row.amount)}</p>
            </li>
          ))}
        </ul>
      ) : estimate.isError ? (
        <p className="mt-4 text-sm text-danger-700">{t('prize.failed')}</p>
      ) : (
        <div className="mt-4 flex flex-col gap-2" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-[3.75rem] w-full rounded-2xl" />
          ))}
        </div>
      )}
      {pool !== null ? (
        <div className="mt-3 flex items-center justify-between rounded-2xl bg-night-900 px-4 py-3 text-white">
          <p className="font-semibold">{t('prize.pool')}</p>
          <p className="num text-lg font-extrabold text-gold-300" data-testid="prize-pool">
            {formatRupeeAmount(pool)}
          </p>
        </div>
      ) : null}
    </Modal>
  );
}
