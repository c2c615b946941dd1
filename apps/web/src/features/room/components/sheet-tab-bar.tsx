import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { memo } from 'react';
import { useRoomContext, useRoomSelector } from '../room-context';
import type { SheetTab } from '../model/room-store';
import { DRAWER_ID, isSheetTabShown, SHEET_TABS } from './sheet-tabs';

/**
 * The docked row that opens a panel in the drawer, switches it, or (tapping the open one) closes it;
 * Chat carries the unread dot. The desktop's side column passes its own tabs and open panel, which
 * always shows one panel (a tap on the open tab keeps it). A viewer without a team (a spectator, an
 * admin) gets no My Team tab, and a read-only one no Pull Back ({@link isSheetTabShown}).
 */
export const SheetTabBar = memo(function SheetTabBar({
  tabs = SHEET_TABS,
  active,
  controls = DRAWER_ID,
}: {
  tabs?: typeof SHEET_TABS;
  /** The panel shown (the desktop column); without it, the phone drawer's open panel. */
  active?: SheetTab;
  controls?: string;
}) {
  const { store, isReadOnly = false } = useRoomContext();
  const hasTeam = useRoomSelector((s) => s.room?.myTeamId != null);
  const shown = tabs.filter((tab) => isSheetTabShown(tab.id, { hasTeam, isReadOnly }));
  const hasUnread = useRoomSelector((s) => s.hasUnreadChat);
  const drawerTab = useRoomSelector((s) => s.sheetTab);
  const open = active ?? drawerTab;
  const canClose = active === undefined;
  const { t } = useTranslation('room');
  return (
    <nav
      aria-label={t('tabs.label')}
      className="grid gap-1"
      style={{ gridTemplateColumns: `repeat(${shown.length}, minmax(0, 1fr))` }}
    >
      {shown.map(({ id, icon: Icon }) => {
        const isOpen = open === id;
        return (
          <button
            key={id}
            type="button"
            onClick={() => store.getState().openSheet(isOpen && canClose ? null : id)}
            aria-expanded={isOpen}
            aria-controls={isOpen ? controls : undefined}
            className={clsx(
              'relative flex min-h-12 flex-col items-center justify-center gap-0.5 rounded-xl text-xs font-semibold',
              isOpen ? 'bg-gold-500 text-night-950' : 'text-night-100 hover:bg-night-800',
            )}
          >
            <Icon
              aria-hidden
              className={clsx('size-5', isOpen ? 'text-night-950' : 'text-gold-300')}
            />
            {t(`tabs.${id}`)}
            {id === 'chat' && hasUnread ? (
              <>
                <span
                  aria-hidden
                  className="absolute top-1.5 right-[calc(50%-16px)] size-2.5 rounded-full bg-danger-600 ring-2 ring-night-950"
                />
                <span className="sr-only">{t('tabs.unread')}</span>
              </>
            ) : null}
          </button>
        );
      })}
    </nav>
  );
});
