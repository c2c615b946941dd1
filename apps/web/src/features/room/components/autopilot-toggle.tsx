import { useTranslation } from 'react-i18next';
import { Bot } from 'lucide-react';
import { clsx } from 'clsx';
import { memo, useId } from 'react';
import { useRoomCommand } from '../hooks/use-room-command';
import { useRoomSelector } from '../room-context';

/**
 * The viewer's autopilot switch (engine autopilot.ts): on, the engine bids for the team on players
 * its XI still needs; the owner's own bid turns it off. Sends `setAutopilot`; the state that comes
 * back through the room's events moves the switch.
 */
export const AutopilotToggle = memo(function AutopilotToggle() {
  const { t } = useTranslation('room');
  const myTeamId = useRoomSelector((s) => s.room?.myTeamId ?? null);
  const isOn = useRoomSelector((s) =>
    myTeamId ? s.snapshot?.state.autopilot[myTeamId] !== undefined : false,
  );
  const isOver = useRoomSelector((s) => s.room?.phase === 'ENDED' || s.room?.phase === 'COMPLETED');
  const isLive = useRoomSelector((s) => s.connection === 'connected' && s.offlineSince === null);
  const { pending, send } = useRoomCommand();
  const helpId = useId();
  if (!myTeamId || isOver) return null;
  const toggle = () =>
    send(
      'setAutopilot',
      { enabled: !isOn },
      { success: isOn ? t('autopilot.turnedOff') : t('autopilot.turnedOn') },
    );
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-night-700 bg-night-800/70 p-3">
      <Bot aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-300" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-white">{t('autopilot.label')}</p>
        <p id={helpId} className="text-xs text-night-200">
          {t('autopilot.help')}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-label={t('autopilot.label')}
        aria-describedby={helpId}
        data-testid="autopilot-toggle"
        disabled={!isLive || pending !== null}
        onClick={toggle}
        className={clsx(
          'relative flex h-11 w-16 shrink-0 items-center rounded-full border-2 px-1 transition-colors disabled:opacity-45 motion-reduce:transition-none',
          isOn ? 'border-gold-400 bg-gold-400/30' : 'border-night-400 bg-night-900',
        )}
      >
        <span
          aria-hidden
          className={clsx(
            'size-7 rounded-full transition-transform motion-reduce:transition-none',
            isOn ? 'translate-x-5 bg-gold-300' : 'translate-x-0 bg-night-200',
          )}
        />
      </button>
    </div>
  );
});
