import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { memo } from 'react';
import type { ClientRoom } from '../model/room-view';
import { useRoomSelector } from '../room-context';

/** The auction's own status, told apart from the connection's. */
export type AuctionStatusKind = 'lobby' | 'live' | 'paused' | 'over' | 'completed';

const STYLES: Record<AuctionStatusKind, string> = {
  lobby: 'border-night-600 text-night-100',
  live: 'border-gold-400/70 bg-gold-400/10 text-gold-300',
  paused: 'border-night-400 bg-night-800 text-night-100',
  over: 'border-night-600 text-gold-300',
  completed: 'border-night-600 text-night-200',
};

/**
 * The auction status a room shows: the room's phase (lobby until lots start, live while lots run,
 * bidding over in the reorder window, completed), with an organiser's pause over a live phase.
 */
export function auctionStatusOf(phase: ClientRoom['phase'], isPaused: boolean): AuctionStatusKind {
  switch (phase) {
    case 'LOBBY':
      return 'lobby';
    case 'ENDED':
      return 'over';
    case 'COMPLETED':
      return 'completed';
    case 'WAITING':
    case 'LOT_OPEN':
    case 'BETWEEN_LOTS':
      return isPaused ? 'paused' : 'live';
  }
}

/** A chip with the auction's status in words; nothing until the room is known. */
export const AuctionStatusChip = memo(function AuctionStatusChip() {
  const phase = useRoomSelector((s) => s.room?.phase ?? null);
  const isPaused = useRoomSelector((s) => s.snapshot?.state.pausedAt != null);
  const { t } = useTranslation('room');
  if (phase === null) return null;
  const kind = auctionStatusOf(phase, isPaused);
  return (
    <span
      data-testid="auction-status"
      data-status={kind}
      className={clsx(
        'inline-flex min-h-7 shrink-0 items-center gap-1.5 rounded-full border px-2.5 text-xs font-bold tracking-wide uppercase',
        STYLES[kind],
      )}
    >
      {kind === 'live' ? (
        <span aria-hidden className="size-2 rounded-full bg-gold-400 motion-safe:animate-pulse" />
      ) : null}
      <span className="sr-only">{t('status.label')} </span>
      {t(`status.${kind}`)}
    </span>
  );
});
