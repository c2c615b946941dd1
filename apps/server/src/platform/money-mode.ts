/**
 * The deployment's money mode, read from config (`MONEY_MODE`): `real` moves rupees, `play` plays
 * with coins only (docs/architecture.md "Play money"). Every feature that refuses a real-money call
 * in play mode asks here, not the wallet.
 */
import { ErrorCode } from '@bidxi/protocol';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from './errors';

/** Whether this deployment runs without real money. */
export const isPlayMode = (config: Pick<Config, 'moneyMode'>) => config.moneyMode === 'play';

/**
 * A preHandler that refuses the call in play mode; `what` names the call in the message.
 * @throws AppError 403 PLAY_MONEY_MODE when `MONEY_MODE=play`.
 */
export function realMoneyOnly(config: Pick<Config, 'moneyMode'>, what: string) {
  return async (_req: FastifyRequest) => {
    if (isPlayMode(config)) {
      throw new AppError(
        403,
        ErrorCode.PLAY_MONEY_MODE,
        `${what} is not available: this BidXI plays with coins, not money`,
      );
    }
  };
}
