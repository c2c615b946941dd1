import { clsx } from 'clsx';
import { Pause, Play, SkipBack, SkipForward } from 'lucide-react';
import { useId } from 'react';
import { auditMessages } from '@/lib/messages/audit';
import { REPLAY_SPEEDS, type ReplaySpeed } from '../hooks/use-replay';
import type { ReplayTimeline } from '../model/replay-timeline';
import { TimelineTrack } from './timeline-track';

/**
 * The replay's toolbar: play/pause, the speed (1×–16×), the previous and next sale, and
 * the timeline scrubber with its lots and sales marked. Night palette, under the room's title.
 */
export function ReplayControls({
  timeline,
  index,
  isPlaying,
  speed,
  onPlay,
  onPause,
  onSpeed,
  onSeek,
}: {
  timeline: ReplayTimeline;
  index: number;
  isPlaying: boolean;
  speed: ReplaySpeed;
  onPlay: () => void;
  onPause: () => void;
  onSpeed: (speed: ReplaySpeed) => void;
  onSeek: (index: number) => void;
}) {
  const speedLabelId = useId();
  const total = timeline.entries.length;
  const prevSale = [...timeline.sales].reverse().find((s) => s.index < index);
  const nextSale = timeline.sales.find((s) => s.index > index);
  const iconButton =
    'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-night-100 hover:bg-night-800 disabled:opacity-40';
  return (
    <section
      aria-label={auditMessages.replay.title}
      data-testid="replay-controls"
      className="flex flex-col gap-1 border-b border-night-800 px-3 pt-2 pb-1"
    >
      <div className="flex items-center gap-1">
        <button
          type="button"
          onClick={isPlaying ? onPause : onPlay}
          aria-label={isPlaying ? auditMessages.replay.pause : auditMessages.replay.play}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-gold-500 text-night-950 hover:bg-gold-400"
        >
          {isPlaying ? (
            <Pause aria-hidden className="size-5" />
          ) : (
            <Play aria-hidden className="size-5" />
          )}
        </button>
        <button
          type="button"
          onClick={() => prevSale && onSeek(prevSale.index)}
          disabled={!prevSale}
          aria-label={auditMessages.replay.prevSale}
          title={auditMessages.replay.prevSale}
          className={iconButton}
        >
          <SkipBack aria-hidden className="size-5" />
        </button>
        <button
          type="button"
          onClick={() => nextSale && onSeek(nextSale.index)}
          disabled={!nextSale}
          aria-label={auditMessages.replay.nextSale}
          title={auditMessages.replay.nextSale}
          className={iconButton}
        >
          <SkipForward aria-hidden className="size-5" />
        </button>
        <span id={speedLabelId} className="sr-only">
          {auditMessages.replay.speed}
        </span>
        <div
          role="radiogroup"
          aria-labelledby={speedLabelId}
          className="ml-auto flex rounded-full bg-night-800 p-0.5"
        >
          {REPLAY_SPEEDS.map((s) => (
            <button
              key={s}
              type="button"
              role="radio"
              aria-checked={s === speed}
              onClick={() => onSpeed(s)}
              className={clsx(
                'num min-h-10 min-w-9 rounded-full px-1.5 text-xs font-bold',
                s === speed ? 'bg-gold-500 text-night-950' : 'text-night-100',
              )}
            >
              {s}×
            </button>
          ))}
        </div>
      </div>
      <TimelineTrack timeline={timeline} index={index} onSeek={onSeek} />
      <p className="num text-center text-xs text-night-200" data-testid="replay-position">
        {auditMessages.replay.entryOf(Math.max(0, index) + 1, total)}
      </p>
    </section>
  );
}
