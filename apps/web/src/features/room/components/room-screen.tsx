import { useTranslation } from 'react-i18next';
/**
 * The live auction room (spec 001 §2 "Live auction room"): connects, keeps the clock, and
 * shows the screen the room's state calls for: lobby, waiting, the lot, between lots, ended, no
 * player, another device, or an error.
 */
import { roomPhase } from '@bidxi/protocol';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/stores/session';
import { serverNow } from '../clock/server-clock';
import { useClockSync } from '../hooks/use-clock-sync';
import { useRoomConnection } from '../hooks/use-room-connection';
import { createRoomStore, type RoomStore } from '../model/room-store';
import { endedText } from '../model/ended-text';
import { screenOf, type RoomScreenKind } from '../model/room-selectors';
import { RoomContext, useRoomContext, type RoomContextValue } from '../room-context';
import type { CreateRoomSocket } from '../socket/room-socket';
import { AuctionStatusChip } from './auction-status-chip';
import { AutopilotNotice } from './autopilot-notice';
import { CatchUpNotice } from './catch-up-notice';
import { ConnectionStatus } from './connection-status';
import { LiveAnnouncer } from './live-announcer';
import { LiveView } from './live-view';
import { LobbyView, WaitingView } from './lobby-view';
import { LotPreview } from './lot-preview';
import { PausedBanner } from './paused-banner';
import { ReconnectingBanner } from './reconnecting-banner';
import { RoomAuditSlot, type RoomAuditInfo } from './room-audit-slot';
import { RoomHeader } from './room-header';
import { RoomSkeleton } from './room-skeleton';
import { RulesModal } from './rules-modal';
import { auctionTitle } from '@/features/auctions/utils/auction-title';
import { EndedScreen, NoPlayerScreen, OtherDeviceScreen, RoomErrorScreen } from './status-screens';

/**
 * How the room is watched: a player; a spectator with the link's secret (read-only); a
 * replay of the log (read-only, no connection: the caller feeds `store` and moves `clockAtMs`).
 */
export type RoomMode =
  | { kind: 'player' }
  | { kind: 'spectator'; spectatorToken: string }
  | { kind: 'replay'; store: RoomStore; clockAtMs: number };

export interface RoomScreenProps {
  auctionId: string;
  onOpenMenu?: () => void;
  /** Tests pass a fake socket. */
  createSocket?: CreateRoomSocket;
  mode?: RoomMode;
  /** Beside the title (the 'Spectating' badge). */
  badge?: ReactNode;
  /** Under the title: the head hash and the Bid log button (composed by the route); `null` before the room's first state, when the route draws the bar's empty box. */
  renderAuditBar?: (info: RoomAuditInfo | null) => ReactNode;
  /** Under the title bar (a replay's timeline and controls). */
  toolbar?: ReactNode;
  /** Under the paused banner, inside the room's context (the league organiser's controls). */
  desk?: ReactNode;
}

const PLAYER: RoomMode = { kind: 'player' };

export function RoomScreen({
  auctionId,
  onOpenMenu,
  createSocket,
  mode = PLAYER,
  badge,
  renderAuditBar,
  toolbar,
  desk,
}: RoomScreenProps) {
  const [ownStore] = useState(createRoomStore);
  const store = mode.kind === 'replay' ? mode.store : ownStore;
  const myUserId = useSession((s) => s.userId);
  const { socket, takeOver } = useRoomConnection(auctionId, store, createSocket, {
    ...(mode.kind === 'spectator' && { spectatorToken: mode.spectatorToken }),
    isOffline: mode.kind === 'replay',
  });
  const connection = useStore(store, (s) => s.connection);
  useClockSync(connection === 'connected' && mode.kind !== 'replay');
  const { t } = useTranslation('room');
  const stored = useStore(store, (s) => s.room?.auction.title ?? null);
  const title = stored === null ? t('title') : auctionTitle({ title: stored });
  usePageTitle(title);
  const [isRulesOpen, setRulesOpen] = useState(false);
  const isReadOnly = mode.kind !== 'player';
  const clockAtMs = mode.kind === 'replay' ? mode.clockAtMs : null;

  const context = useMemo<RoomContextValue>(
    () => ({ auctionId, myUserId, store, socket, takeOver, isReadOnly, clockAtMs }),
    [auctionId, myUserId, store, socket, takeOver, isReadOnly, clockAtMs],
  );

  return (
    <RoomContext value={context}>
      <div className="theme-dark bg-stadium mx-auto flex h-dvh max-w-app flex-col text-white px-safe lg:max-w-[90rem]">
        <RoomHeader onOpenRules={() => setRulesOpen(true)} onOpenMenu={onOpenMenu} />
        <div className="flex min-h-12 items-center justify-between gap-2 border-b border-night-800 pr-2 pl-4">
          <h1 className="min-w-0 truncate text-base font-bold text-white" data-testid="room-title">
            {title}
          </h1>
          {badge}
          <span className="flex shrink-0 items-center gap-1">
            <AuctionStatusChip />
            {mode.kind === 'replay' ? null : <ConnectionStatus />}
          </span>
        </div>
        {renderAuditBar ? <RoomAuditSlot render={renderAuditBar} /> : null}
        {toolbar}
        <PausedBanner />
        {desk}
        <ReconnectingBanner />
        <CatchUpNotice />
        <AutopilotNotice />
        <main id="main" className="relative flex min-h-0 flex-1 flex-col overflow-y-auto">
          <RoomBody />
        </main>
        <LiveAnnouncer />
        <RulesModal
          isOpen={isRulesOpen}
          onClose={() => setRulesOpen(false)}
          auctionId={auctionId}
        />
      </div>
    </RoomContext>
  );
}

/** Picks the screen; re-evaluates when the lobby runs out (time moves it, not an event). */
function RoomBody() {
  const {
    store,
    socket,
    takeOver,
    auctionId,
    myUserId,
    clockAtMs = null,
    isReadOnly = false,
  } = useRoomContext();
  const room = useStore(store, (s) => s.room);
  const snapshot = useStore(store, (s) => s.snapshot);
  const fatal = useStore(store, (s) => s.fatal);
  const poolLoading = useStore(store, (s) => s.poolLoading);
  const [lobbyTick, setLobbyTick] = useState(0);
  const screen: RoomScreenKind | null = useMemo(
    () =>
      room && snapshot
        ? screenOf(
            room,
            roomPhase(snapshot.state, snapshot.auction.status, clockAtMs ?? serverNow()),
          )
        : null,
    // lobbyTick re-reads the clock once the lobby countdown reaches zero.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [room, snapshot, lobbyTick, clockAtMs],
  );

  // Out of the lobby, the client asks for the room again (spec 001 §4 "Room": the lot, the purses
  // and the room size, which the snapshot carries); the lots then come as engine events.
  const onLobbyOver = useCallback(() => {
    setLobbyTick((n) => n + 1);
    if (!socket?.connected) return;
    socket.emit('getRoomState', {});
    socket.emit('getAuctionRoomSize', {});
  }, [socket]);

  if (fatal?.kind === 'other-device') return <OtherDeviceScreen onTakeOver={takeOver} />;
  if (fatal?.kind === 'error')
    return <RoomErrorScreen title={fatal.title} message={fatal.message} />;
  if (!room || !screen) return poolLoading?.state.currentLot ? <LotPreview /> : <RoomSkeleton />;
  switch (screen) {
    case 'lobby':
      return (
        <Column>
          <LobbyView onLobbyOver={onLobbyOver} />
        </Column>
      );
    case 'waiting':
      return (
        <Column>
          <WaitingView />
        </Column>
      );
    case 'ended':
      return (
        <Column>
          <EndedScreen
            auctionId={auctionId}
            userId={myUserId}
            isReadOnly={isReadOnly}
            isCompleted={
              snapshot?.state.phase === 'COMPLETED' || snapshot?.auction.status === 'COMPLETED'
            }
            title={endedText(snapshot?.state ?? null)}
          />
        </Column>
      );
    case 'no-player':
      return (
        <Column>
          <NoPlayerScreen />
        </Column>
      );
    case 'live':
    case 'between':
      return <LiveView />;
  }
}

/** The room's one-column screens keep a readable width on a desktop. */
function Column({ children }: { children: ReactNode }) {
  return <div className="flex w-full flex-1 flex-col lg:mx-auto lg:max-w-2xl">{children}</div>;
}
