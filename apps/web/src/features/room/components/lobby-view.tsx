import { useTranslation } from 'react-i18next';
import { MIN_PRESENT_TEAMS } from '@bidxi/engine';
import { Clock3, Hourglass } from 'lucide-react';
import { memo, useEffect, useRef } from 'react';
import { roomMessages } from '@/lib/messages/room';
import { formatLobbyClock, useServerCountdown } from '../hooks/use-server-countdown';
import { useClockStopMs, useRoomSelector } from '../room-context';
import { PresenceList } from './presence-list';
import { LeaveRoomLink } from './status-screens';
import { StatusPanel } from './status-panel';

/**
 * Before the first lot: hh:mm:ss to the lots' start (start time plus the lobby, on the server's
 * clock), who is here, and 'Waiting for other players to join' under two present teams.
 */
export const LobbyView = memo(function LobbyView({ onLobbyOver }: { onLobbyOver: () => void }) {
  const lotsStartAt = useRoomSelector((s) => s.room?.auction.lotsStartAt ?? null);
  const status = useRoomSelector((s) => s.room?.auction.status);
  const present = useRoomSelector((s) => s.room?.presentTeamCount ?? 0);
  const ms = useServerCountdown(lotsStartAt, useClockStopMs()) ?? 0;
  const fired = useRef(false);
  const { t } = useTranslation('room');

  useEffect(() => {
    if (ms > 0 || fired.current || !lotsStartAt) return;
    fired.current = true;
    onLobbyOver();
  }, [ms, lotsStartAt, onLobbyOver]);

  return (
    <StatusPanel
      testId="room-lobby"
      icon={<Clock3 aria-hidden className="size-9" />}
      title={status === 'LIVE' ? t('lobby.startsIn') : t('lobby.opensSoon')}
      actions={<LeaveRoomLink />}
    >
      <p
        data-testid="lobby-countdown"
        data-remaining-ms={Math.round(ms)}
        className="num my-3 text-2xl font-extrabold tracking-wider text-gold-400"
        role="timer"
        aria-label={t('lobby.startsInClock', { clock: formatLobbyClock(ms) })}
      >
        {formatLobbyClock(ms)}
      </p>
      {present < MIN_PRESENT_TEAMS ? (
        <p className="mb-4 flex items-center justify-center gap-1.5 font-semibold text-white">
          <Hourglass aria-hidden className="size-4 text-gold-300" />
          {roomMessages.room.waiting}
        </p>
      ) : (
        <p className="mb-4">{t('lobby.allHere')}</p>
      )}
      <div className="flex justify-center">
        <PresenceList />
      </div>
    </StatusPanel>
  );
});

export const WaitingView = memo(function WaitingView() {
  const { t } = useTranslation('room');
  return (
    <StatusPanel
      testId="room-waiting"
      icon={<Hourglass aria-hidden className="size-9" />}
      title={roomMessages.room.waiting}
      actions={<LeaveRoomLink />}
    >
      <p className="mb-4">{t('lobby.needTwo')}</p>
      <div className="flex justify-center">
        <PresenceList />
      </div>
    </StatusPanel>
  );
});
