/**
 * Live wallet changes: the account channel (`/account` namespace of the room's
 * socket.io server, protocol `socket/account.ts`). A signed-in player's sockets join
 * `account:<userId>`; a service that committed a change to someone's wallet — an admin approving or
 * denying a request, a prize, a refund — calls `deps.walletLive.changed(userId, view)` after the
 * commit, and every one of that player's sockets, on any node (the Redis adapter carries
 * namespaces too), gets `walletChanged`. Sockets close when their session ends (session events).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Namespace, Server, Socket } from 'socket.io';
import {
  ACCOUNT_NAMESPACE,
  AccountHandshake,
  ErrorCode,
  type AccountServerToClientEvents,
  type TransactionView,
} from '@bidxi/protocol';
import { authenticate } from '../../platform/auth';
import type { AppDeps, WalletLivePort } from '../../platform/deps';
import { AppError } from '../../platform/errors';

interface AccountSocketData {
  userId: string;
  sessionId: string;
}
type AccountSocket = Socket<
  Record<string, never>,
  AccountServerToClientEvents,
  Record<string, never>,
  AccountSocketData
>;

const accountRoom = (userId: string) => `account:${userId}`;

function refusal(code: string, message: string): Error {
  return Object.assign(new Error(message), { data: { code, message } });
}

/**
 * Opens the account channel on `io`. @returns the port services tell wallet changes to.
 */
export function attachWalletLive(
  io: Server,
  deps: AppDeps,
  log: FastifyBaseLogger,
): WalletLivePort & { close(): void } {
  const nsp = io.of(ACCOUNT_NAMESPACE) as unknown as Namespace<
    Record<string, never>,
    AccountServerToClientEvents,
    Record<string, never>,
    AccountSocketData
  >;
  nsp.use((socket, next) => {
    const parsed = AccountHandshake.safeParse(socket.handshake.auth);
    if (!parsed.success) return next(refusal(ErrorCode.UNAUTHENTICATED, 'Please log in'));
    authenticate(deps, `Bearer ${parsed.data.token}`)
      .then((auth) => {
        socket.data = { userId: auth.user.id, sessionId: auth.sessionId };
        const cancelExpiry = deps.sessionEvents.watchExpiry({
          userId: auth.user.id,
          sessionId: auth.sessionId,
          expiresAt: auth.expiresAt,
        });
        socket.once('disconnect', cancelExpiry);
        next();
      })
      .catch((err: unknown) => {
        const e = err instanceof AppError ? err : null;
        next(refusal(e?.code ?? ErrorCode.UNAUTHENTICATED, e?.message ?? 'Please log in'));
      });
  });
  nsp.on(
    'connection',
    (socket: AccountSocket) => void socket.join(accountRoom(socket.data.userId)),
  );

  const unsubscribe = deps.sessionEvents.subscribe((ended) => {
    for (const socket of nsp.sockets.values()) {
      const data = socket.data;
      if (data.userId !== ended.userId) continue;
      if (ended.sessionId && data.sessionId !== ended.sessionId) continue;
      socket.disconnect(true);
    }
  });

  return {
    changed(userId: string, transaction: TransactionView) {
      try {
        nsp.to(accountRoom(userId)).emit('walletChanged', { transaction });
      } catch (err) {
        log.warn({ err, userId }, 'wallet change not sent');
      }
    },
    close: unsubscribe,
  };
}
