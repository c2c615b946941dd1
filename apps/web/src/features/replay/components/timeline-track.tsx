import { useId } from 'react';
import { formatCrores } from '@/lib/format';
import { auditMessages } from '@/lib/messages/audit';
import type { ReplayTimeline } from '../model/replay-timeline';

/**
 * The scrubber: a native range input over the log's entries (keyboard and screen readers work as
 * they do for any slider), with the lots as ticks and the sales as gold dots above it.
 */
export function TimelineTrack({
  timeline,
  index,
  onSeek,
}: {
  timeline: ReplayTimeline;
  index: number;
  onSeek: (index: number) => void;
}) {
  const id = useId();
  const last = Math.max(1, timeline.entries.length - 1);
  const at = (i: number) => `${(i / last) * 100}%`;
  const sale = timeline.sales.find((s) => s.index === index);
  return (
    <div className="relative px-2.5 pt-3">
      <div aria-hidden className="pointer-events-none absolute inset-x-2.5 top-1 h-2">
        {timeline.lots.map((l) => (
          <span
            key={`lot-${l.index}`}
            className="absolute top-0.5 h-1.5 w-px bg-night-400"
            style={{ left: at(l.index) }}
          />
        ))}
        {timeline.sales.map((s) => (
          <span
            key={`sale-${s.index}`}
            className="absolute top-0 size-2 -translate-x-1/2 rounded-full bg-gold-400"
            style={{ left: at(s.index) }}
          />
        ))}
      </div>
      <label htmlFor={id} className="sr-only">
        {auditMessages.replay.position}
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={Math.max(0, timeline.entries.length - 1)}
        step={1}
        value={Math.max(0, index)}
        onChange={(e) => onSeek(Number(e.target.value))}
        aria-valuetext={
          sale
            ? auditMessages.replay.soldFor(
                auditMessages.replay.entryOf(index + 1, timeline.entries.length),
                sale.playerName,
                formatCrores(sale.amountLakhs),
              )
            : auditMessages.replay.entryOf(Math.max(0, index) + 1, timeline.entries.length)
        }
        data-testid="replay-scrubber"
        className="h-8 w-full accent-gold-500"
      />
    </div>
  );
}
