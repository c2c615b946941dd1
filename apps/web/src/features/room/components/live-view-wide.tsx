import { useTranslation } from 'react-i18next';
import { MessageCircle } from 'lucide-react';
import { memo, useId, type ReactNode } from 'react';
import { useRoomContext, useRoomSelector } from '../room-context';
import type { SheetTab } from '../model/room-store';
import { BetweenLots } from './between-lots';
import { BidControls } from './bid-controls';
import { RoomAlerts } from '../watch/room-alerts';
import { ChatPanel } from './chat-panel';
import { LotDetails } from './lot-details';
import { NextUpStrip } from './next-up-strip';
import { ROOM_PANELS } from './room-panels';
import { SHEET_TABS } from './sheet-tabs';
import { SheetTabBar } from './sheet-tab-bar';

/** The side column's panels: chat has a column of its own. */
const SIDE_TABS = SHEET_TABS.filter((t) => t.id !== 'chat');
const DEFAULT_SIDE: SheetTab = 'upcoming';

/**
 * The room at ≥ 1024 px: the lot and the bid controls in the
 * centre, the panels as side columns — My Team / Teams / Upcoming / Pull Back on the left (one at a
 * time, switched by its tabs), the chat on the right — so nothing ever covers the lot.
 */
export const LiveViewWide = memo(function LiveViewWide({ purse }: { purse: ReactNode }) {
  const { isReadOnly = false } = useRoomContext();
  const hasLot = useRoomSelector((s) => s.room?.currentLot != null);
  const drawerTab = useRoomSelector((s) => s.sheetTab);
  const side = drawerTab && drawerTab !== 'chat' ? drawerTab : DEFAULT_SIDE;
  const sideId = useId();
  const chatTitleId = useId();
  const { t } = useTranslation('room');
  const sideLabel = t(`tabs.${side}`);
  return (
    <div
      className="grid min-h-0 flex-1 grid-cols-[minmax(19rem,24rem)_minmax(0,1fr)_minmax(16rem,21rem)] gap-4 p-4"
      data-testid="room-wide"
    >
      <aside
        className="flex min-h-0 flex-col overflow-hidden rounded-3xl border border-night-700 bg-night-900/80"
        aria-label={t('tabs.label')}
      >
        <div className="flex-none border-b border-night-700 p-2">
          <SheetTabBar tabs={SIDE_TABS} active={side} controls={sideId} />
        </div>
        <section
          id={sideId}
          aria-label={sideLabel}
          data-testid="room-side-panel"
          className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain"
        >
          {ROOM_PANELS[side]()}
        </section>
      </aside>

      <div className="flex min-h-0 flex-col gap-3">
        <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto">
          {hasLot ? <LotDetails /> : <BetweenLots />}
          <NextUpStrip />
          <div className="mt-auto">{purse}</div>
        </div>
        {isReadOnly ? null : (
          <div className="flex flex-none flex-col gap-2 rounded-3xl border border-night-700 bg-night-950/95 p-3">
            <RoomAlerts />
            <BidControls />
          </div>
        )}
      </div>

      <section
        aria-labelledby={chatTitleId}
        data-testid="room-chat-column"
        className="flex min-h-0 flex-col overflow-hidden rounded-3xl border border-night-700 bg-night-900/80"
      >
        <h2
          id={chatTitleId}
          className="flex flex-none items-center gap-2 border-b border-night-700 px-4 py-3 text-base font-bold text-white"
        >
          <MessageCircle aria-hidden className="size-5 text-gold-300" />
          {t('tabs.chat')}
        </h2>
        <div className="relative flex min-h-0 flex-1 flex-col">
          <ChatPanel />
        </div>
      </section>
    </div>
  );
});
