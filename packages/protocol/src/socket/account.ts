/**
 * The account channel: a socket.io namespace beside the room's, on the same path
 * (`/socket.io`, websocket transport), that tells a signed-in player at once when money moves in or
 * out of their wallet without them asking — an admin approving or denying a recharge or withdrawal,
 * a prize, a refund. Handshake `auth: { token }` (the player's session token); a bad or ended session
 * is refused with `connect_error` `{ data: { code, message } }`, and the socket closes when the
 * session ends (logout, ban, password reset, expiry). The server sends; the client never emits.
 */
import { z } from 'zod/mini';
import { TransactionView } from '../http/wallet';

/** The namespace of the account channel. */
export const ACCOUNT_NAMESPACE = '/account';

/** `walletChanged`: one of the player's ledger entries was created or resolved by someone else. */
export const WalletChangedEvent = z.object({
  transaction: TransactionView,
});
export type WalletChangedEvent = z.infer<typeof WalletChangedEvent>;

/** Handshake of the account channel. */
export const AccountHandshake = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(2_000)),
});

export interface AccountServerToClientEvents {
  walletChanged: (event: WalletChangedEvent) => void;
}
