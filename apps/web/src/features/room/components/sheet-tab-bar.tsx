import { clsx } from 'clsx';
import { memo } from 'react';
import { useRoomContext, useRoomSelector } from '../room-context';
import { DRAWER_ID, SHEET_TABS } from './sheet-tabs';

/**
 * The docked row that opens a panel in the drawer, switches it, or (tapping the open one) closes it;
 * Chat carries the unread dot.
 */
export const SheetTabBar = memo(function SheetTabBar() {
  const { store } = useRoomContext();
  const hasUnread = useRoomSelector((s) => s.hasUnreadChat);
  const open = useRoomSelector((s) => s.sheetTab);
  return (
    <nav aria-label="Room panels" className="grid grid-cols-5 gap-1">
      {SHEET_TABS.map(({ id, label, icon: Icon }) => {
        const isOpen = open === id;
        return (
          <button
            key={id}
            type="button"
            onClick={() => store.getState().openSheet(isOpen ? null : id)}
            aria-expanded={isOpen}
            aria-controls={isOpen ? DRAWER_ID : undefined}
            className={clsx(
              'relative flex min-h-12 flex-col items-center justify-center gap-0.5 rounded-xl text-xs font-semibold',
              isOpen ? 'bg-gold-500 text-night-950' : 'text-night-100 hover:bg-night-800',
            )}
          >
            <Icon
              aria-hidden
              className={clsx('size-5', isOpen ? 'text-night-950' : 'text-gold-300')}
            />
            {label}
            {id === 'chat' && hasUnread ? (
              <>
                <span
                  aria-hidden
                  className="absolute top-1.5 right-[calc(50%-16px)] size-2.5 rounded-full bg-danger-600 ring-2 ring-night-950"
                />
                <span className="sr-only">(unread messages)</span>
              </>
            ) : null}
          </button>
        );
      })}
    </nav>
  );
});
