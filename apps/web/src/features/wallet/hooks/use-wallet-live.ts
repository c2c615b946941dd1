/**
 * Live wallet changes: while a player is signed in, one socket on the account channel
 * (`/account`) hears `walletChanged` — an admin approving or denying a request, a prize, a refund —
 * and the wallet's queries refresh at once (the open wallet screen changes without a tap) with a
 * toast. socket.io-client loads with the first signed-in screen, after it (not in the first download).
 */
import { i18n } from '@/i18n/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { ACCOUNT_NAMESPACE, WalletChangedEvent } from '@bidxi/protocol';
import { notify } from '@/lib/notify';
import { walletKeys } from '@/lib/query-keys';
import { useSession } from '@/stores/session';
import { walletChangeText } from '@/features/wallet/utils/wallet-change-text';
import { loadSocketClient } from '@/lib/socket-client';

/** Opens the account socket; injectable for tests. */
export type ConnectAccount = (token: string) => Promise<Socket>;

const connectAccount: ConnectAccount = async (token) => {
  const { io } = await loadSocketClient();
  return io(ACCOUNT_NAMESPACE, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnectionDelay: 2_000,
    reconnectionDelayMax: 30_000,
    auth: { token },
  });
};

let defaultConnect: ConnectAccount = connectAccount;

/** Replaces how the account socket opens (component tests, which have no server, never open one). */
export function setAccountConnector(connect: ConnectAccount): void {
  defaultConnect = connect;
}

export function useWalletLive(connect: ConnectAccount = defaultConnect): void {
  const token = useSession((s) => s.token);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    let socket: Socket | null = null;
    let isClosed = false;
    void connect(token).then((s) => {
      if (isClosed) return void s.close();
      socket = s;
      s.on('walletChanged', (raw: unknown) => {
        const parsed = WalletChangedEvent.safeParse(raw);
        if (!parsed.success) return;
        void queryClient.invalidateQueries({ queryKey: walletKeys.all });
        const { transaction } = parsed.data;
        // The toast's words live in the wallet catalogue, which this screen may not have loaded.
        const show = () => {
          const { text, tone } = walletChangeText(transaction);
          notify[tone](text, `wallet-${transaction.id}`);
        };
        if (i18n.hasLoadedNamespace('wallet')) show();
        else void i18n.loadNamespaces('wallet').then(show);
      });
      // A refused session (logged out elsewhere, banned) stops trying; the app's session watcher
      // deals with the session itself.
      s.on('connect_error', (err: Error & { data?: unknown }) => {
        if (err.data) s.close();
      });
    });
    return () => {
      isClosed = true;
      socket?.close();
    };
  }, [token, queryClient, connect]);
}
