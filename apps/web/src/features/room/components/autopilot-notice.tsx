import { useTranslation } from 'react-i18next';
import { Bot, X } from 'lucide-react';
import { memo, useState } from 'react';
import { Button, IconButton } from '@/components/ui/button';
import { formatIndiaClock } from '@/lib/india-time';
import { useRoomCommand } from '../hooks/use-room-command';
import { useRoomSelector } from '../room-context';

/**
 * 'Autopilot was on while you were away': shown to an owner whose team the server put on autopilot
 * (reason AWAY: no connection for a whole lot) for as long as it stays on, with a button to turn it
 * off while bidding runs (after it, what autopilot did); dismissed per spell of autopilot.
 */
export const AutopilotNotice = memo(function AutopilotNotice() {
  const { t } = useTranslation('room');
  const myTeamId = useRoomSelector((s) => s.room?.myTeamId ?? null);
  const entry = useRoomSelector((s) => (myTeamId ? s.snapshot?.state.autopilot[myTeamId] : null));
  const isOver = useRoomSelector((s) => s.room?.phase === 'ENDED' || s.room?.phase === 'COMPLETED');
  const [dismissedSince, setDismissedSince] = useState<number | null>(null);
  const { pending, send } = useRoomCommand();
  if (!entry || entry.reason !== 'AWAY' || dismissedSince === entry.since) return null;
  return (
    <section
      data-testid="autopilot-notice"
      aria-label={t('autopilot.awayTitle')}
      className="flex items-start gap-2 border-b border-night-700 bg-night-800 py-2 pr-1 pl-4 text-sm text-white"
    >
      <Bot aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-300" />
      <div className="min-w-0 flex-1" role="status">
        <p className="font-semibold">{t('autopilot.awayTitle')}</p>
        <p className="text-night-100">
          {t(isOver ? 'autopilot.awayBodyEnded' : 'autopilot.awayBody', {
            time: formatIndiaClock(new Date(entry.since).toISOString()),
          })}
        </p>
        {isOver ? null : (
          <Button
            variant="on-dark"
            size="sm"
            className="mt-1"
            disabled={pending !== null}
            onClick={() =>
              send('setAutopilot', { enabled: false }, { success: t('autopilot.turnedOff') })
            }
          >
            {t('autopilot.turnOff')}
          </Button>
        )}
      </div>
      <IconButton
        label={t('autopilot.dismiss')}
        onClick={() => setDismissedSince(entry.since)}
        className="-my-1 text-night-100 hover:bg-night-700"
      >
        <X aria-hidden className="size-5" />
      </IconButton>
    </section>
  );
});
