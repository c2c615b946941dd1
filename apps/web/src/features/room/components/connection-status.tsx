import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { Users } from 'lucide-react';
import { memo, useId, useState } from 'react';
import { useStore } from 'zustand';
import type { ConnectionStatus as Status } from '../model/room-store';
import { serverClock } from '../clock/server-clock';
import { useRoomSelector } from '../room-context';

const DOTS: Record<Status, string> = {
  connecting: 'bg-gold-400',
  connected: 'bg-success-600 ring-2 ring-success-600/30',
  reconnecting: 'bg-gold-400 motion-safe:animate-pulse',
  offline: 'bg-danger-600',
};

/**
 * This phone's connection in words and a dot (never colour alone) — not the auction's status, which
 * the auction status chip beside it shows — the room size, and on a tap the
 * measured clock offset and ping.
 */
export const ConnectionStatus = memo(function ConnectionStatus() {
  const connection = useRoomSelector((s) => s.connection);
  const roomSize = useRoomSelector((s) => s.room?.roomSize ?? 0);
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const { t } = useTranslation('room');
  return (
    <div className="relative flex shrink-0 items-center gap-2">
      <button
        type="button"
        onClick={() => setOpen((v) => !v)}
        aria-expanded={isOpen}
        aria-controls={panelId}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-2 text-xs font-semibold text-night-100 hover:bg-night-800"
      >
        <span aria-hidden className={clsx('size-2.5 rounded-full', DOTS[connection])} />
        <span className="sr-only">{t('connection.label')} </span>
        <span data-testid="connection-status">{t(`connection.${connection}`)}</span>
      </button>
      <span
        className="num inline-flex items-center gap-1 text-sm text-night-200"
        title={t('connection.inRoom')}
      >
        <Users aria-hidden className="size-4" />
        <span data-testid="room-size">{roomSize}</span>
        <span className="sr-only">{t('connection.inRoomShort')}</span>
      </span>
      {isOpen ? <ClockReadout id={panelId} connection={connection} /> : null}
    </div>
  );
});

function ClockReadout({ id, connection }: { id: string; connection: Status }) {
  const { offsetMs, rttMs, refinements } = useStore(serverClock);
  const sign = offsetMs >= 0 ? '+' : '−';
  const { t } = useTranslation('room');
  return (
    <div
      id={id}
      role="status"
      className="num absolute top-full right-0 z-20 mt-1 w-60 rounded-xl border border-night-600 bg-night-800 p-3 text-xs text-night-100 shadow-raised"
    >
      <p>
        {t('connection.label')}{' '}
        <strong className="text-white">{t(`connection.${connection}`)}</strong>
      </p>
      <p>
        {t('connection.offset')}{' '}
        <strong className="text-white" data-testid="clock-offset">
          {sign}
          {Math.abs(Math.round(offsetMs))} ms
        </strong>
      </p>
      <p>
        {t('connection.ping')}{' '}
        <strong className="text-white" data-testid="clock-ping">
          {rttMs === null ? t('connection.measuring') : `${Math.round(rttMs)} ms`}
        </strong>
      </p>
      <p className="mt-1 text-night-200">{t('connection.refined', { count: refinements })}</p>
    </div>
  );
}
