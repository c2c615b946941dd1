import { clsx } from 'clsx';
import { Bell, BellOff, Star } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoomContext, useRoomSelector } from '../room-context';
import { useAlertMute } from './alert-mute';
import type { AlertKind } from './alert-tracker';
import { useRoomAlerts, type AlertCue } from './use-room-alerts';
import { useRoomWatchList } from './use-room-watch-list';

/**
 * The room's alerts row, docked above the bid controls: the notice that a starred player is next,
 * the visual cue of the latest alert (outbid, last 5 seconds, a target next; it glows once unless the
 * viewer prefers reduced motion) and the device's mute switch for alert sounds and vibrations.
 * Nothing for a spectator or a replay.
 */
export const RoomAlerts = memo(function RoomAlerts() {
  const { isReadOnly = false } = useRoomContext();
  if (isReadOnly) return null;
  return <RoomAlertsRow />;
});

function RoomAlertsRow() {
  const { t } = useTranslation('watch');
  const watch = useRoomWatchList();
  const cue = useRoomAlerts(watch.starred);
  const nextName = useRoomSelector((s) => {
    const id = s.room?.nextPlayerId;
    if (!id || !watch.starred.has(id)) return null;
    return s.room?.players.find((p) => p.auctionPlayerId === id)?.name ?? null;
  });
  const [isMuted, setMuted] = useAlertMute();
  return (
    <div className="flex items-center gap-2" data-testid="room-alerts">
      <div className="min-w-0 flex-1" aria-live="polite">
        {cue ? (
          <CueBanner cue={cue} nextName={nextName} />
        ) : nextName ? (
          <p
            data-testid="starred-next"
            className="flex min-h-11 items-center gap-2 rounded-xl border border-gold-400/60 bg-gold-400/10 px-3 text-sm font-semibold text-gold-100"
          >
            <Star aria-hidden className="size-4 shrink-0 fill-gold-300 text-gold-300" />
            <span className="line-clamp-2 leading-5">{t('nextUp', { name: nextName })}</span>
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => setMuted(!isMuted)}
        aria-pressed={isMuted}
        aria-label={isMuted ? t('unmute') : t('mute')}
        data-testid="alerts-mute"
        className="flex size-11 shrink-0 items-center justify-center rounded-xl border border-night-600 bg-night-800 hover:border-gold-400"
      >
        {isMuted ? (
          <BellOff aria-hidden className="size-5 text-night-200" />
        ) : (
          <Bell aria-hidden className="size-5 text-gold-300" />
        )}
      </button>
    </div>
  );
}

const CUE_STYLE: Record<AlertKind, string> = {
  outbid: 'border-danger-600 bg-danger-700 text-white',
  finalSeconds: 'border-gold-300 bg-gold-400 text-night-950',
  starredNext: 'border-gold-400 bg-night-800 text-gold-300',
};

/**
 * The latest alerts' visual cue: a banner coloured by the most pressing one, naming each, that
 * glows once (steady with reduced motion).
 */
function CueBanner({ cue, nextName }: { cue: AlertCue; nextName: string | null }) {
  const { t } = useTranslation('watch');
  const textOf = (kind: AlertKind) =>
    kind === 'outbid'
      ? t('cue.outbid')
      : kind === 'finalSeconds'
        ? t('cue.finalSeconds')
        : t('cue.starredNext', { name: nextName ?? '' });
  return (
    <p
      key={cue.serial}
      data-testid="alert-cue"
      data-kind={cue.kinds.join(' ')}
      className={clsx(
        'flex min-h-11 items-center rounded-xl border-2 px-3 text-sm font-bold',
        'animate-sold-glow motion-reduce:animate-none',
        CUE_STYLE[cue.kinds[0]!],
      )}
    >
      <span className="line-clamp-2 leading-5">{cue.kinds.map(textOf).join(' · ')}</span>
    </p>
  );
}
