import type { TeamPlayersResponse } from '@bidxi/protocol';
import { Clock3, Lock, Trophy } from 'lucide-react';
import { useCallback } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { formatIndiaDateTime } from '@/lib/india-time';
import { resultsMessages } from '@/lib/messages/results';
import { formatRupeeAmount } from '@/lib/money';
import { ordinal } from '@/lib/ordinal';
import { truncate } from '@/lib/text';
import { formatCountdown, useWindowCountdown } from '@/features/team/hooks/use-window-countdown';
import type { SquadTotals } from '@/features/team/model/squad-order';

/** Spec 001 §9: team names cut at 24 characters in a header. */
const TEAM_NAME_MAX = 24;
const DEFAULT_WINDOW_MINUTES = 10;

/** The reorder window's length in minutes (10 unless the auction says otherwise). */
function windowMinutes(data: TeamPlayersResponse): number {
  if (!data.biddingEndedAt) return DEFAULT_WINDOW_MINUTES;
  const ms = Date.parse(data.endsAt) - Date.parse(data.biddingEndedAt);
  return ms > 0 ? Math.max(1, Math.round(ms / 60_000)) : DEFAULT_WINDOW_MINUTES;
}

/**
 * The team, its points (a live preview while the order is edited), the countdown to the end of the
 * auction / reorder window in India time, and what the viewer may do.
 */
export function TeamHeader({
  data,
  receivedAt,
  totals,
  onWindowElapsed,
}: {
  data: TeamPlayersResponse;
  receivedAt: number;
  totals: SquadTotals;
  onWindowElapsed: () => void;
}) {
  const { t } = useTranslation('team');
  const isLive = data.status === 'LIVE';
  const hasBiddingEnded = data.biddingEndedAt !== null;
  const onElapsed = useCallback(() => onWindowElapsed(), [onWindowElapsed]);
  // After the window and before the scoring job has run there is nothing left to count down.
  const showCountdown = isLive && (data.isReorderWindowOpen || !hasBiddingEnded);
  const secondsLeft = useWindowCountdown({
    endsAt: data.endsAt,
    serverTime: data.serverTime,
    receivedAt,
    isActive: showCountdown,
    onElapsed,
  });
  const minutes = windowMinutes(data);
  const isFailed = !data.isValid && (hasBiddingEnded || data.status === 'COMPLETED');
  const owner = data.isOwner
    ? resultsMessages.results.myTeam
    : (data.team.owner?.username ?? resultsMessages.results.bot);

  return (
    <section
      aria-labelledby="team-title"
      className="theme-dark bg-hero rounded-3xl px-4 py-4 text-white shadow-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-xs font-semibold text-night-200">{data.auctionName}</p>
          <h1 id="team-title" className="truncate text-xl font-extrabold" title={data.team.name}>
            {truncate(data.team.name, TEAM_NAME_MAX)}
          </h1>
          <Badge tone={data.isOwner ? 'gold' : 'night'} className="mt-1">
            {owner}
          </Badge>
        </div>
        <div className="shrink-0 text-right">
          <p className="text-xs text-night-200">
            {data.rank !== null ? t('header.rank') : t('header.points')}
          </p>
          {data.rank !== null ? (
            <p className="num text-xl font-extrabold text-gold-300">{ordinal(data.rank)}</p>
          ) : null}
          <p className="num text-lg font-extrabold" data-testid="team-total">
            {isFailed
              ? resultsMessages.results.notApplicable
              : t('header.total', { points: totals.total })}
          </p>
          {!isFailed ? (
            <p className="num text-xs text-night-200">
              {t('header.bonus', { points: totals.totalPoints, bonus: totals.totalBonus })}
            </p>
          ) : null}
        </div>
      </div>

      {data.prizeAmount !== null && data.prizeAmount > 0 ? (
        <p className="mt-3 flex items-center gap-2 rounded-xl bg-success-50 px-3 py-2 text-sm font-bold text-success-700">
          <Trophy aria-hidden className="size-4" />
          {t('header.won', { amount: formatRupeeAmount(data.prizeAmount) })}
        </p>
      ) : null}

      <div className="mt-3 rounded-2xl bg-night-950/40 px-3 py-2.5" data-testid="reorder-status">
        {showCountdown ? (
          <div className="flex items-center gap-2">
            <Clock3 aria-hidden className="size-4 shrink-0 text-gold-300" />
            <p className="flex-1 text-sm">
              {data.isReorderWindowOpen ? t('header.windowClosesIn') : t('header.auctionEndsIn')}
            </p>
            <p
              className="num text-lg font-extrabold text-gold-300"
              data-testid="window-countdown"
              role="timer"
              aria-live="off"
            >
              {formatCountdown(secondsLeft)}
            </p>
          </div>
        ) : null}
        <p className="num mt-0.5 text-xs text-night-200">
          <Trans
            t={t}
            i18nKey={showCountdown ? 'header.endsAt' : 'header.endedAt'}
            values={{ time: formatIndiaDateTime(data.endsAt) }}
            components={[<time key="0" dateTime={data.endsAt} />]}
          />
        </p>
        <p className="mt-1 text-xs text-night-100">{t('header.rule', { count: minutes })}</p>
        {!data.canReorder ? (
          <p className="mt-1.5 flex items-center gap-1.5 text-xs font-semibold text-night-100">
            <Lock aria-hidden className="size-3.5" />
            {readOnlyReason(data)}
          </p>
        ) : null}
      </div>
    </section>
  );
}

function readOnlyReason(data: TeamPlayersResponse): string {
  if (!data.isOwner) return resultsMessages.results.viewOnly;
  if (data.status === 'COMPLETED' || (data.biddingEndedAt && !data.isReorderWindowOpen)) {
    return resultsMessages.results.reorderClosed;
  }
  if (!data.biddingEndedAt) return resultsMessages.results.reorderNotOpen;
  return resultsMessages.results.invalidComposition;
}
