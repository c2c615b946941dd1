import { useTranslation } from 'react-i18next';
import type { RoomPlayerView } from '@bidxi/protocol';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { SlotPointsTable } from './slot-points';

/** The desktop layout (≥ 1024 px) has room for the table open. */
const WIDE = '(min-width: 1024px)';

/**
 * 'Slot points' as a disclosure: closed on a phone (the lot card stays short), open on a desktop.
 * Native `<details>`: keyboard and screen readers work without help.
 */
export function SlotPointsDetails({
  player,
  className,
}: {
  player: Pick<RoomPlayerView, 'name' | 'slotPoints' | 'bonus'>;
  className?: string;
}) {
  const { t } = useTranslation('room');
  const [isOpen, setOpen] = useState(() => window.matchMedia(WIDE).matches);
  return (
    <details
      open={isOpen}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className={clsx('group', className)}
      data-testid="slot-points-details"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 text-xs font-semibold text-gold-300 [&::-webkit-details-marker]:hidden">
        <ChevronDown
          aria-hidden
          className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
        {t('slots.details')}
      </summary>
      <div className="pt-1">
        <SlotPointsTable player={player} />
      </div>
    </details>
  );
}
