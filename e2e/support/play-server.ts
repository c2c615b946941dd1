/**
 * A second BidXI server for the play-money tests (`MONEY_MODE=play` unless `env` says otherwise) and
 * for a spec that needs a server of its own (the admin's Hindi walk): the same entry as each worker's
 * server, on a free port and a fresh data directory, without the demo auctions. Mails go to its outbox.
 */
import { startBidxiServer, type RunningServer } from './server';

export type PlayServer = RunningServer;

/** Starts the server with `env` on top of play mode; resolves once `/api/health` answers. */
export function startPlayServer(env: Record<string, string> = {}): Promise<PlayServer> {
  return startBidxiServer({
    RATE_LIMIT_PER_MINUTE: '10000',
    DEMO_AUCTIONS: 'false',
    MONEY_MODE: 'play',
    ...env,
  });
}
