import { playerTypeLabel } from '@/lib/player-type-label';
import { useTranslation } from 'react-i18next';
import type { RoomTeamView } from '@bidxi/protocol';
import { PlayerAvatar } from '@/components/player/player-avatar';
import { formatCrores } from '@/lib/format';
import { lakhsOf, playerOf } from '../model/room-selectors';
import { useRoomSelector } from '../room-context';

/** A team's bought players: picture, name, type and price. */
export function SquadList({
  squad,
  emptyText,
}: {
  squad: RoomTeamView['squad'];
  emptyText: string;
}) {
  const { t } = useTranslation('room');
  if (squad.length === 0) return <p className="px-1 py-3 text-sm text-night-200">{emptyText}</p>;
  return (
    <ul className="divide-y divide-night-800">
      {squad.map((p, i) => (
        <li key={p.auctionPlayerId} className="flex items-center gap-3 py-2.5">
          <span className="num w-5 text-right text-sm text-night-400">{i + 1}</span>
          <SquadPicture id={p.auctionPlayerId} name={p.name} type={p.type} />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold text-white">{p.name}</span>
            <span className="block text-xs text-night-200">{playerTypeLabel(p.type)}</span>
          </span>
          <span className="num text-sm font-semibold text-gold-300">
            <span className="sr-only">{t('squad.soldFor')} </span>
            {formatCrores(lakhsOf(p.price))}
          </span>
        </li>
      ))}
    </ul>
  );
}

function SquadPicture({
  id,
  name,
  type,
}: {
  id: string;
  name: string;
  type: RoomTeamView['squad'][number]['type'];
}) {
  const imageUrl = useRoomSelector((s) => playerOf(s.room, id)?.imageUrl ?? null);
  return <PlayerAvatar name={name} type={type} imageUrl={imageUrl} className="size-9 text-xs" />;
}
