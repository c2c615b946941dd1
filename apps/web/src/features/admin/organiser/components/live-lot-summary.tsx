import type { AuctionState } from '@bidxi/engine';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCrores } from '@/lib/format';
import { auditMessages } from '@/lib/messages/audit';

/** Seconds left on the open lot, standing still while paused; ticks 4 times a second. */
function useSecondsLeft(closesAt: number | null, pausedAt: number | null, offsetMs: number) {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    if (closesAt === null || pausedAt !== null) return;
    const id = window.setInterval(() => setNow(Date.now() + offsetMs), 250);
    return () => window.clearInterval(id);
  }, [closesAt, pausedAt, offsetMs]);
  if (closesAt === null) return null;
  return Math.max(0, Math.ceil((closesAt - (pausedAt ?? now)) / 1000));
}

/** The open lot as the organiser sees it: player, price, leader and time left (or paused). */
export function LiveLotSummary({ state, offsetMs }: { state: AuctionState; offsetMs: number }) {
  const { t } = useTranslation('admin');
  const lot = state.currentLot;
  const seconds = useSecondsLeft(lot?.closesAt ?? null, state.pausedAt, offsetMs);
  const player = lot ? state.players[lot.playerId] : undefined;
  const leader = lot?.highestTeamId ? state.teams[lot.highestTeamId] : undefined;
  const sale = state.lastSale;
  const saleText = sale
    ? auditMessages.organiserDesk.lastSale(
        state.players[sale.playerId]?.name ?? '',
        state.teams[sale.teamId]?.ownerName ?? '',
        formatCrores(sale.amountLakhs),
      )
    : auditMessages.organiserDesk.noSale;
  return (
    <div
      className="flex flex-col gap-1 rounded-xl bg-surface px-4 py-3"
      data-testid="organiser-lot"
    >
      {lot && player ? (
        <p className="flex items-baseline justify-between gap-2">
          <span className="min-w-0 truncate font-semibold text-ink">
            {t('organiser.lot', { id: lot.lotId, name: player.name })}
          </span>
          <span className="num shrink-0 font-bold text-ink">
            {formatCrores(lot.currentBidLakhs ?? lot.basePriceLakhs)}
          </span>
        </p>
      ) : (
        <p className="font-semibold text-ink">{t('organiser.noPlayer')}</p>
      )}
      {lot ? (
        <p className="num text-sm text-ink-muted">
          {leader ? t('organiser.leader', { name: leader.ownerName }) : t('organiser.noBid')} ·{' '}
          <span data-testid="organiser-seconds">{seconds ?? 0}</span> {t('organiser.secondsLeft')}
          {state.pausedAt !== null ? ` · ${auditMessages.organiserDesk.paused}` : ''}
        </p>
      ) : null}
      <p className="text-sm text-ink-muted">{saleText}</p>
    </div>
  );
}
