/**
 * The set-up the room specs share: the e2e admin creates an auction, players sign up and register
 * their teams, and the auction starts — all through the real API (support/auction.ts).
 */
import {
  adminLogin,
  createAuction,
  goLive,
  registerTeam,
  signUp,
  type AuctionSetup,
  type Player,
} from './auction';
import { E2E_ADMIN } from './worker-services';

/** A player to sign up: a username prefix (a 5-digit tag is added) and the team's name. */
export type Entrant = readonly [name: string, teamName: string];

export interface LiveAuction<E extends readonly Entrant[]> {
  /** The e2e admin's token. */
  admin: string;
  auctionId: string;
  /** The signed-up players, one per entrant, in their order. */
  players: { -readonly [K in keyof E]: Player };
}

/**
 * Signs the e2e admin in, creates an auction with `setup`'s pool, windows and bots, signs up one
 * player per entrant and registers their team, then starts the auction (its first lot opens
 * `setup.lobbyMs` later).
 * @throws on any refused API call (its status and body).
 */
export async function adminAuction<const E extends readonly Entrant[]>(
  base: string,
  setup: AuctionSetup,
  entrants: E,
): Promise<LiveAuction<E>> {
  const admin = await adminLogin(base, E2E_ADMIN.email, E2E_ADMIN.password);
  const auctionId = await createAuction(base, admin, setup);
  const tag = String(Date.now() % 100_000);
  const players: Player[] = [];
  for (const [name, teamName] of entrants) {
    const player = await signUp(base, `${name}${tag}`);
    await registerTeam(base, player, auctionId, teamName);
    players.push(player);
  }
  await goLive(base, admin, auctionId);
  return { admin, auctionId, players: players as LiveAuction<E>['players'] };
}
