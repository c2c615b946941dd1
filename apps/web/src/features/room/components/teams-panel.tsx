import { useTranslation } from 'react-i18next';
import { Bot, ChevronDown } from 'lucide-react';
import { memo } from 'react';
import { formatCrores } from '@/lib/format';
import { smartBiddingMessages } from '@/lib/messages/smart-bidding';
import { useRoomContext, useRoomSelector } from '../room-context';
import { SquadList } from './squad-list';

/**
 * Teams: one accordion per owner with the players they bought (spec 001 §2 "Bottom sheet tabs"), its
 * purse, its max bid now (the engine's `currentMaxBidLakhs`, as the server computes it) and whether
 * it is on autopilot.
 */
export const TeamsPanel = memo(function TeamsPanel() {
  const teams = useRoomSelector((s) => s.room?.teams);
  const myTeamId = useRoomSelector((s) => s.room?.myTeamId ?? null);
  const { myUserId } = useRoomContext();
  const { t } = useTranslation('room');
  if (!teams || teams.length === 0) {
    return <p className="p-4 text-sm text-night-200">{t('teams.none')}</p>;
  }
  return (
    <ul className="flex flex-col gap-2 p-4" data-testid="teams-panel">
      {teams.map((team) => (
        <li key={team.teamId}>
          <details
            className="group rounded-2xl border border-night-700 bg-night-800/70"
            open={team.teamId === myTeamId}
          >
            <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 px-4 py-2 [&::-webkit-details-marker]:hidden">
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-white">
                  {team.ownerId === myUserId ? t('you') : team.isBot ? team.name : team.ownerName}
                </span>
                <span className="block truncate text-xs text-night-200">
                  {team.isBot ? t('teams.bot') : team.name}
                </span>
                {team.isAutopilot ? (
                  <span
                    data-testid="team-autopilot"
                    className="mt-0.5 inline-flex items-center gap-1 rounded-full border border-gold-400/60 px-2 text-xs font-semibold text-gold-300"
                  >
                    <Bot aria-hidden className="size-3.5" />
                    {t('autopilot.badge')}
                  </span>
                ) : null}
              </span>
              <span className="num text-right text-xs text-night-200">
                <span className="block font-semibold text-white">{team.squad.length}/11</span>
                <span className="block">
                  {t('teams.left', { amount: formatCrores(team.purseRemainingLakhs) })}
                </span>
                <span className="block font-semibold text-gold-300" data-testid="team-max-bid">
                  {smartBiddingMessages.bidding.maxBid(formatCrores(team.maxBidLakhs))}
                </span>
              </span>
              <ChevronDown
                aria-hidden
                className="size-5 text-night-200 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <div className="border-t border-night-700 px-4">
              <SquadList squad={team.squad} emptyText={t('teams.noSold')} />
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
});
