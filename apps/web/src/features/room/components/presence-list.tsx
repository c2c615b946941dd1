import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { memo } from 'react';
import { useRoomContext, useRoomSelector } from '../room-context';

/** Who is in the room: every team with 'In the room' / 'Away' in words beside the dot. */
export const PresenceList = memo(function PresenceList() {
  const teams = useRoomSelector((s) => s.room?.teams);
  const { myUserId } = useRoomContext();
  const { t: tr } = useTranslation('room');
  if (!teams?.length) return null;
  return (
    <ul
      className="w-full max-w-xs divide-y divide-night-800 rounded-2xl border border-night-700 bg-night-900/80 text-left"
      aria-label={tr('tabs.teams')}
    >
      {teams.map((t) => (
        <li key={t.teamId} className="flex items-center gap-3 px-4 py-2.5">
          <span
            aria-hidden
            className={clsx(
              'size-2.5 shrink-0 rounded-full',
              t.isConnected ? 'bg-success-600' : 'bg-night-600',
            )}
          />
          <span className="min-w-0 flex-1 truncate text-sm font-semibold text-white">
            {t.ownerId === myUserId ? tr('you') : t.isBot ? t.name : t.ownerName}
          </span>
          <span className="text-xs text-night-200">
            {t.isConnected ? tr('connection.inRoom') : tr('presence.away')}
          </span>
        </li>
      ))}
    </ul>
  );
});
