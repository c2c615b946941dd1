import { clsx } from 'clsx';
import { memo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Sheet } from '@/components/ui/sheet';
import type { SheetTab } from '../model/room-store';
import { useRoomContext, useRoomSelector } from '../room-context';
import { ChatPanel } from './chat-panel';
import { MyTeamPanel } from './my-team-panel';
import { PullBackPanel } from './pull-back-panel';
import { SHEET_TABS } from './sheet-tabs';
import { TeamsPanel } from './teams-panel';
import { UpcomingPanel } from './upcoming-panel';

const PANELS: Record<SheetTab, () => ReactNode> = {
  'my-team': () => <MyTeamPanel />,
  teams: () => <TeamsPanel />,
  upcoming: () => <UpcomingPanel />,
  'pull-back': () => <PullBackPanel />,
  chat: () => <ChatPanel />,
};

/** The bottom sheet: tabs My Team, Teams, Upcoming, Pull Back and Chat over the room. */
export const RoomSheet = memo(function RoomSheet() {
  const { store } = useRoomContext();
  const tab = useRoomSelector((s) => s.sheetTab);
  const tabRefs = useRef<Partial<Record<SheetTab, HTMLButtonElement | null>>>({});
  const close = () => store.getState().openSheet(null);
  const current = SHEET_TABS.find((t) => t.id === tab);

  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onKeyDown = (e: KeyboardEvent) => {
    if (!tab || (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft')) return;
    const i = SHEET_TABS.findIndex((t) => t.id === tab);
    const next =
      SHEET_TABS[(i + (e.key === 'ArrowRight' ? 1 : SHEET_TABS.length - 1)) % SHEET_TABS.length]!;
    store.getState().openSheet(next.id);
    tabRefs.current[next.id]?.focus();
  };

  return (
    <Sheet
      isOpen={tab !== null}
      onClose={close}
      title={current?.label ?? 'Room'}
      side="bottom"
      tone="dark"
    >
      <div
        role="tablist"
        aria-label="Room panels"
        onKeyDown={onKeyDown}
        className="sticky top-0 z-10 grid grid-cols-5 gap-1 border-b border-night-700 bg-night-900 px-2 pb-2"
      >
        {SHEET_TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`room-tab-${t.id}`}
            aria-selected={t.id === tab}
            aria-controls="room-tabpanel"
            tabIndex={t.id === tab ? 0 : -1}
            onClick={() => store.getState().openSheet(t.id)}
            className={clsx(
              'min-h-11 rounded-full px-1 text-xs font-semibold whitespace-nowrap',
              t.id === tab ? 'bg-gold-500 text-night-950' : 'text-night-100 hover:bg-night-800',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="room-tabpanel" aria-labelledby={tab ? `room-tab-${tab}` : undefined}>
        {tab ? PANELS[tab]() : null}
      </div>
    </Sheet>
  );
});
