import { useTranslation } from 'react-i18next';
import { memo } from 'react';
import { formatCrores } from '@/lib/format';
import { smartBiddingMessages } from '@/lib/messages/smart-bidding';

/**
 * The viewer's purse: remaining of total, in Cr, as a bar and in words, and the max bid
 * (the most the team may bid now and still complete a valid XI, the engine's `currentMaxBidLakhs`).
 */
export const PurseBar = memo(function PurseBar({
  remainingLakhs,
  totalLakhs,
  maxBidLakhs = null,
  playerCount,
}: {
  remainingLakhs: number;
  totalLakhs: number;
  /** Null: not shown. */
  maxBidLakhs?: number | null;
  playerCount: number;
}) {
  const { t } = useTranslation('room');
  const percent = totalLakhs > 0 ? Math.round((remainingLakhs / totalLakhs) * 100) : 0;
  return (
    <section
      aria-label={t('purse.yours')}
      className="rounded-2xl border border-night-700 bg-night-900/80 px-4 py-2.5"
    >
      {/* Wraps rather than cuts the purse short when the words are longer (Hindi's करोड़). */}
      <div className="num flex flex-wrap items-baseline justify-between gap-x-2 gap-y-0.5 text-sm text-night-200">
        <span className="min-w-0">
          {t('purse.purse')}{' '}
          <strong className="text-white" data-testid="purse-remaining">
            {formatCrores(remainingLakhs)}
          </strong>{' '}
          / {formatCrores(totalLakhs)} · {playerCount}/11
          <span className="sr-only"> {t('purse.players')}</span>
        </span>
        {maxBidLakhs !== null ? (
          <strong
            className="shrink-0 text-gold-300"
            data-testid="max-bid"
            title={smartBiddingMessages.bidding.maxBidHelp}
          >
            {smartBiddingMessages.bidding.maxBid(formatCrores(maxBidLakhs))}
          </strong>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-label={t('purse.remaining')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('purse.left', {
          remaining: formatCrores(remainingLakhs),
          total: formatCrores(totalLakhs),
        })}
        className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-night-700"
      >
        <div
          className="h-full rounded-full bg-gold-400 transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </section>
  );
});
