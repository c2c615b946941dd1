import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { memo, useCallback, useEffect, useId, useRef } from 'react';
import { IconButton } from '@/components/ui/button';
import { useRoomContext, useRoomSelector } from '../room-context';
import { ROOM_PANELS } from './room-panels';
import { DRAWER_ID, SHEET_TABS } from './sheet-tabs';

/**
 * The room's panels (My Team, Teams, Upcoming, Pull Back, Chat) docked in the screen instead of over
 * it: it takes the lot's place while the lot strip above and the bid controls below stay
 * visible and usable. Not modal: focus moves in when it opens and back when it closes, Escape or
 * the close button shut it, the tab bar below switches panels.
 */
export const RoomDrawer = memo(function RoomDrawer() {
  const { store } = useRoomContext();
  const tab = useRoomSelector((s) => s.sheetTab);
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  const close = useCallback(() => store.getState().openSheet(null), [store]);

  // Escape closes the panel, unless a modal (a max-bid form) is open above it: that one closes first.
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || document.querySelector('[aria-modal="true"]')) return;
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [close]);

  // Focus moves in when the drawer opens and returns to what opened it when it closes.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const current = SHEET_TABS.find((t) => t.id === tab);
  const { t } = useTranslation('room');
  if (!tab || !current) return null;
  return (
    <section
      ref={ref}
      id={DRAWER_ID}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="room-drawer"
      className="flex min-h-0 flex-1 flex-col bg-night-900 focus:outline-none motion-safe:animate-slide-up"
    >
      <div className="flex flex-none items-center justify-between gap-2 border-b border-night-700 pr-2 pl-4">
        <h2 id={titleId} className="py-2 text-base font-bold text-white">
          {t(`tabs.${current.id}`)}
        </h2>
        <IconButton
          label={t('tabs.close', { panel: t(`tabs.${current.id}`) })}
          onClick={close}
          className="text-night-100 hover:bg-night-800"
        >
          <X aria-hidden className="size-5" />
        </IconButton>
      </div>
      <div className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {ROOM_PANELS[tab]()}
      </div>
    </section>
  );
});
