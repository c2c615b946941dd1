import { useTranslation } from 'react-i18next';
import { memo } from 'react';
import type { RoomBidView } from '@bidxi/protocol';
import { formatCrores } from '@/lib/format';
import { smartBiddingMessages } from '@/lib/messages/smart-bidding';
import { bidderLabel } from '../model/room-selectors';

/**
 * The last two bids (spec 001 §9 "Bids shown"); always two rows, so nothing jumps as bids arrive. A
 * bid placed by a max bid is marked 'Auto'.
 */
export const LastBids = memo(function LastBids({
  bids,
  myUserId,
}: {
  bids: readonly RoomBidView[];
  myUserId: string | null;
}) {
  const rows = bids.slice(0, 2);
  const { t } = useTranslation('room');
  return (
    <section
      aria-label={t('lastBids.label')}
      className="rounded-2xl border border-night-700 bg-night-900/80 px-4 py-2"
    >
      <table className="num w-full table-fixed text-sm" data-testid="last-bids">
        <thead>
          <tr className="text-xs text-night-200">
            <th scope="col" className="pb-0.5 text-left font-semibold">
              {t('lastBids.label')}
            </th>
            <th scope="col" className="w-28 pb-0.5 text-right font-semibold">
              {t('lastBids.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((b) => (
            <tr
              key={`${b.timestamp}-${b.teamId}-${b.amountLakhs}`}
              className="border-t border-night-800"
            >
              <td className="py-1 pr-2 text-white">
                <span className="flex min-w-0 items-center gap-2">
                  <span className="truncate">{bidderLabel(b.userId, b.username, myUserId)}</span>
                  {b.proxy ? (
                    <span
                      className="shrink-0 rounded-md bg-night-700 px-1.5 py-0.5 text-xs font-semibold text-gold-300"
                      data-testid="proxy-bid"
                      title={smartBiddingMessages.bidding.proxyBidHelp}
                    >
                      {smartBiddingMessages.bidding.proxyBid}
                      <span className="sr-only">
                        {' '}
                        ({smartBiddingMessages.bidding.proxyBidHelp})
                      </span>
                    </span>
                  ) : null}
                </span>
              </td>
              <td className="py-1 text-right font-semibold text-gold-300">
                {formatCrores(b.amountLakhs)}
              </td>
            </tr>
          ))}
          {rows.length === 0 ? (
            <tr className="border-t border-night-800">
              <td colSpan={2} className="py-1 text-night-200">
                {t('lastBids.none')}
              </td>
            </tr>
          ) : null}
          {rows.length < 2 ? (
            <tr aria-hidden className="border-t border-night-800">
              <td colSpan={2} className="py-1">
                &nbsp;
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </section>
  );
});
