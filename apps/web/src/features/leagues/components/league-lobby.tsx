/**
 * A league's lobby before the start, for its members: the countdown to the start, who is online and
 * the chat, live. It is the room's own connection (one socket: the room screen's connection, store,
 * presence list and chat panel), opened on the league page; entering the room later takes the same
 * device's place.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { Button } from '@/components/ui/button';
import { roomMessages } from '@/lib/messages/room';
import { useSession } from '@/stores/session';
import { ChatPanel } from '@/features/room/components/chat-panel';
import { PresenceList } from '@/features/room/components/presence-list';
import { useRoomConnection } from '@/features/room/hooks/use-room-connection';
import { formatLobbyClock, useServerCountdown } from '@/features/room/hooks/use-server-countdown';
import { createRoomStore } from '@/features/room/model/room-store';
import { RoomContext, type RoomContextValue } from '@/features/room/room-context';
import type { CreateRoomSocket } from '@/features/room/socket/room-socket';

/** `startsAt`: the league's start (ISO); `createSocket`: tests pass a fake socket. */
export function LeagueLobby({
  auctionId,
  startsAt,
  createSocket,
}: {
  auctionId: string;
  startsAt: string;
  createSocket?: CreateRoomSocket;
}) {
  const { t } = useTranslation('leagues');
  const [store] = useState(createRoomStore);
  const myUserId = useSession((s) => s.userId);
  const { socket, takeOver } = useRoomConnection(auctionId, store, createSocket);
  const online = useStore(store, (s) => s.room?.teams.filter((x) => x.isConnected).length ?? 0);
  const isConnected = useStore(store, (s) => s.connection === 'connected');
  const fatal = useStore(store, (s) => s.fatal);
  const { t: tRoom } = useTranslation('room');
  const ms = useServerCountdown(startsAt) ?? 0;
  const context = useMemo<RoomContextValue>(
    () => ({ auctionId, myUserId, store, socket, takeOver }),
    [auctionId, myUserId, store, socket, takeOver],
  );

  return (
    <RoomContext value={context}>
      <section
        aria-labelledby="league-lobby"
        data-testid="league-lobby"
        className="theme-dark flex flex-col gap-3 rounded-2xl bg-night-950 p-3 text-white"
      >
        <div className="flex items-baseline justify-between gap-2 px-1">
          <h2 id="league-lobby" className="text-base font-bold text-white">
            {t('lobby.title')}
          </h2>
          <p
            role="timer"
            aria-label={t('lobby.startsIn', { clock: formatLobbyClock(ms) })}
            data-testid="league-countdown"
            className="num font-extrabold tracking-wider text-gold-300"
          >
            {formatLobbyClock(ms)}
          </p>
        </div>
        {fatal?.kind === 'other-device' ? (
          // The room is open on another device: one device at a time, as in the room.
          <div className="flex flex-col gap-2 px-1">
            <p className="text-sm text-night-200">{roomMessages.room.otherDevice}</p>
            <Button size="sm" onClick={takeOver}>
              {tRoom('otherDevice.use')}
            </Button>
          </div>
        ) : fatal ? (
          <p role="alert" className="px-1 text-sm text-night-200">
            {fatal.title}
          </p>
        ) : (
          <p className="px-1 text-sm text-night-200" data-testid="league-online">
            {isConnected ? t('lobby.online', { count: online }) : t('lobby.connecting')}
          </p>
        )}
        <div className="flex justify-center">
          <PresenceList />
        </div>
        <div className="h-72 overflow-hidden rounded-xl border border-night-700 bg-night-900">
          <ChatPanel />
        </div>
      </section>
    </RoomContext>
  );
}
