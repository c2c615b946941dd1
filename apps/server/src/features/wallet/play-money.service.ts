/**
 * Play-money mode (`MONEY_MODE=play`): no money in or out. The wallet holds coins in the
 * ledger's integer units (1 coin = 100 units, so a fee or prize of "₹50" is 50 coins), every user gets
 * a starting grant once and a top-up once per India day after it, both as ledger ADJUSTMENT credits
 * with exactly-once keys; recharge, withdrawal, KYC and UPI calls are refused.
 */
import { LedgerNote } from '@bidxi/protocol';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { indiaParts } from '../../platform/india-time';
import { isPlayMode } from '../../platform/money-mode';
import { postEntry } from './ledger.service';

/** Ledger units per coin (the ledger counts paise; a coin stands where a rupee would). */
export const UNITS_PER_COIN = 100;

/**
 * In play mode, credits the starting grant (once per user) and today's top-up (once per India day,
 * not on the day of the grant). Runs in the caller's transaction or on the database; a no-op in
 * real mode. Safe to call on every wallet read: the dedupe keys make repeats change nothing.
 * @returns the coins credited by this call.
 */
export async function grantPlayCoins(
  deps: Pick<AppDeps, 'config' | 'clock'>,
  db: DbOrTx,
  userId: string,
): Promise<number> {
  const { config } = deps;
  if (!isPlayMode(config)) return 0;
  const at = new Date(deps.clock.now());
  let credited = 0;
  let grantDay = indiaParts(at).date;
  if (config.playStartCoins > 0) {
    const start = await postEntry(db, {
      userId,
      type: 'ADJUSTMENT',
      direction: 'credit',
      amountPaise: config.playStartCoins * UNITS_PER_COIN,
      status: 'APPROVED',
      dedupeKey: `PLAY_GRANT:start:${userId}`,
      // The India day of the grant (the clock's, so tests can move it): no top-up that day.
      reference: grantDay,
      note: LedgerNote.PLAY_START,
      at,
    });
    if (start.created) credited += config.playStartCoins;
    grantDay = start.entry.reference ?? grantDay;
  }
  const today = indiaParts(at).date;
  if (config.playDailyCoins > 0 && today !== grantDay) {
    const daily = await postEntry(db, {
      userId,
      type: 'ADJUSTMENT',
      direction: 'credit',
      amountPaise: config.playDailyCoins * UNITS_PER_COIN,
      status: 'APPROVED',
      dedupeKey: `PLAY_GRANT:daily:${userId}:${today}`,
      note: `Play-money daily coins (${today})`,
      at,
    });
    if (daily.created) credited += config.playDailyCoins;
  }
  return credited;
}
