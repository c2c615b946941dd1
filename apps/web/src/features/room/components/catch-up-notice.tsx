import { History, X } from 'lucide-react';
import { memo, useEffect } from 'react';
import { IconButton } from '@/components/ui/button';
import { roomMessages } from '@/lib/messages/room';
import { useRoomContext, useRoomSelector } from '../room-context';

/** How long the notice stays before it hides itself. */
export const CATCH_UP_VISIBLE_MS = 20_000;

/**
 * After a reconnect, what happened while this phone was away: 'Faf du Plessis sold to
 * Meera for 3 Cr', or a count and a few lines when several lots closed. The live region reads it too.
 */
export const CatchUpNotice = memo(function CatchUpNotice() {
  const { store } = useRoomContext();
  const catchUp = useRoomSelector((s) => s.catchUp);
  const isOffline = useRoomSelector((s) => s.offlineSince !== null);
  const id = catchUp?.id;

  useEffect(() => {
    if (id === undefined) return;
    const timer = window.setTimeout(() => store.getState().dismissCatchUp(), CATCH_UP_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [id, store]);

  if (!catchUp || isOffline) return null;
  return (
    <section
      data-testid="catch-up"
      aria-label={roomMessages.room.away.title}
      className="flex items-start gap-2 border-b border-night-700 bg-night-800 py-2 pr-1 pl-4 text-sm text-white"
    >
      <History aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-300" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold" data-testid="catch-up-headline">
          {catchUp.headline}
        </p>
        {catchUp.lines.length > 0 ? (
          <ul className="num mt-0.5 list-disc pl-4 text-night-100">
            {catchUp.lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <IconButton
        label={roomMessages.room.away.dismiss}
        onClick={() => store.getState().dismissCatchUp()}
        className="-my-1 text-night-100 hover:bg-night-700"
      >
        <X aria-hidden className="size-5" />
      </IconButton>
    </section>
  );
});
