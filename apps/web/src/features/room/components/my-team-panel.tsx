import { useTranslation } from 'react-i18next';
import { countTypes, TYPE_MAX, TYPE_MIN } from '@bidxi/engine';
import { PLAYER_TYPE_LABEL } from '@/lib/player-type-label';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { memo } from 'react';
import { formatCrores } from '@/lib/format';
import { smartBiddingMessages } from '@/lib/messages/smart-bidding';
import { myTeamOf } from '../model/room-selectors';
import { useRoomSelector } from '../room-context';
import { AutopilotToggle } from './autopilot-toggle';
import { MyMaxBids } from './my-max-bids';
import { SquadList } from './squad-list';
import { XiTargets } from '../watch/xi-targets';

const TYPES = ['Batter', 'Bowler', 'Wicket-Keeper', 'All-Rounder'] as const;

/**
 * My Team: the squad so far, counts per type against the composition limits, the purse and max bid,
 * the autopilot switch, the next players the XI needs (with stars for the watch-list) and the
 * viewer's max bids by proxy.
 */
export const MyTeamPanel = memo(function MyTeamPanel() {
  const team = useRoomSelector((s) => myTeamOf(s.room));
  const { t } = useTranslation('room');
  if (!team) {
    return <p className="p-4 text-sm text-night-200">{t('myTeam.watching')}</p>;
  }
  const counts = countTypes(team.squad.map((p) => p.type));
  return (
    <div className="flex flex-col gap-3 p-4" data-testid="my-team-panel">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="truncate text-base font-bold text-white">{team.name}</h3>
        <span className="num text-sm text-night-200">
          {team.squad.length}/11 ·{' '}
          {t('myTeam.leftOf', {
            remaining: formatCrores(team.purseRemainingLakhs),
            total: formatCrores(team.purseTotalLakhs),
          })}
        </span>
      </div>
      <p className="num -mt-2 text-sm font-semibold text-gold-300" data-testid="my-team-max-bid">
        {smartBiddingMessages.bidding.maxBid(formatCrores(team.maxBidLakhs))}{' '}
        <span className="font-normal text-night-200">
          · {smartBiddingMessages.bidding.maxBidHelp}
        </span>
      </p>
      <AutopilotToggle />
      <ul className="grid grid-cols-2 gap-2" aria-label={t('myTeam.perType')}>
        {TYPES.map((type) => {
          const min = TYPE_MIN[type];
          const max = TYPE_MAX[type];
          const isMet = counts[type] >= min;
          return (
            <li
              key={type}
              className={clsx(
                'rounded-xl border px-3 py-2 text-sm',
                isMet ? 'border-success-600/60 bg-success-600/10' : 'border-night-700 bg-night-800',
              )}
            >
              <span className="block text-xs text-night-200">{PLAYER_TYPE_LABEL[type]}</span>
              <span className="num font-bold text-white">
                {counts[type]}{' '}
                <span className="font-normal text-night-200">
                  {t('myTeam.of', { range: min === max ? min : `${min}–${max}` })}
                </span>
                {isMet ? (
                  <>
                    <Check aria-hidden className="ml-1 inline size-4 text-success-600" />
                    <span className="sr-only"> {t('myTeam.enough')}</span>
                  </>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      <SquadList squad={team.squad} emptyText={t('myTeam.empty')} />
      <XiTargets />
      <MyMaxBids />
    </div>
  );
});
