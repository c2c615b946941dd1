/**
 * Scoring a completed auction and paying its prizes (ARCHITECTURE.md §4 "Scoring and prizes"):
 * every team scored from its final order, ranked, the pool (fees paid by human teams × the auction's
 * pool percent) split by the auction's 1st/2nd/3rd shares among the best valid human teams, and each
 * prize credited through the ledger. All in one transaction: a crash pays nothing or everything.
 *
 * Exactly once, whoever runs it (the room at completion, the safety-net job, two nodes at once): the
 * auction row is locked FOR UPDATE, the `auction_results` row is inserted once, and each credit has the
 * dedupe key `PRIZE:<auctionId>:<teamId>`.
 */
import { distributePrizes, prizePoolPaise, type TeamPrize } from '@bidxi/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { TransactionView } from '@bidxi/protocol';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import type { AuctionRecord } from '../auctions/auctions.port';
import { loadAuction } from '../auctions/auctions.service';
import { postEntry } from '../wallet/ledger.service';
import { toTransactionView } from '../wallet/wallet.port';
import {
  findAuctionResult,
  insertAuctionResultOnce,
  insertTeamResults,
  listUnscoredCompleted,
} from './results.repo';
import { evaluateTeams, type EvaluatedTeam } from './standings';

/** What {@link scoreAuction} did. */
export interface ScoreOutcome {
  /** True when this call stored the results and paid the prizes. */
  scored: boolean;
  /** Why nothing was done: the auction is not COMPLETED, or it was already scored. */
  skipped?: 'NOT_COMPLETED' | 'ALREADY_SCORED';
  /** Σ prizes credited by this call, in paise. */
  paidPaise: number;
}

/** The paid teams holding prize ranks 1, 2, 3 (a tie gives consecutive holders the same prize rank). */
function prizeHolders(prizes: readonly TeamPrize[]): [string | null, string | null, string | null] {
  const holders = prizes
    .filter((p) => p.prizeRank !== null && p.prizePaise > 0)
    .sort((a, b) => a.prizeRank! - b.prizeRank!)
    .map((p) => p.teamId);
  return [holders[0] ?? null, holders[1] ?? null, holders[2] ?? null];
}

/** A prize credited, to tell its owner after the commit (wallet.live.ts). */
interface Credit {
  userId: string;
  view: TransactionView;
}

async function storeAndPay(
  tx: DbOrTx,
  auction: AuctionRecord,
  teams: readonly EvaluatedTeam[],
  at: Date,
  credits: Credit[],
): Promise<number | null> {
  const feesPaise = teams
    .filter((e) => !e.team.isBot)
    .reduce((sum, e) => sum + e.team.registrationFeePaidPaise, 0);
  const poolPaise = prizePoolPaise(feesPaise, auction.prizePoolPercent);
  const { teams: prizes, distribution } = distributePrizes(
    teams.map((e) => ({
      teamId: e.team.id,
      isValid: e.totals.isValid,
      score: e.totals.score,
      isBot: e.team.isBot,
    })),
    poolPaise,
    [auction.prizeFirstPercent, auction.prizeSecondPercent, auction.prizeThirdPercent],
  );
  const prizeOf = new Map(prizes.map((p) => [p.teamId, p]));
  const paidPaise = prizes.reduce((sum, p) => sum + p.prizePaise, 0);
  const [first, second, third] = prizeHolders(prizes);
  const inserted = await insertAuctionResultOnce(tx, {
    auctionId: auction.id,
    feesCollectedPaise: feesPaise,
    prizePoolPercent: auction.prizePoolPercent,
    poolPaise,
    firstPrizePaise: distribution.firstPrizePaise,
    secondPrizePaise: distribution.secondPrizePaise,
    thirdPrizePaise: distribution.thirdPrizePaise,
    firstPrizeTeamId: first,
    secondPrizeTeamId: second,
    thirdPrizeTeamId: third,
    paidPaise,
    scoredAt: at,
  });
  if (!inserted) return null;
  await insertTeamResults(
    tx,
    teams.map((e) => ({
      teamId: e.team.id,
      auctionId: auction.id,
      isValid: e.totals.isValid,
      totalPoints: e.totals.totalPoints,
      totalBonus: e.totals.totalBonus,
      score: e.totals.score,
      rank: e.rank,
      prizeRank: prizeOf.get(e.team.id)?.prizeRank ?? null,
      prizePaise: prizeOf.get(e.team.id)?.prizePaise ?? 0,
      playerIds: e.squad.map((p) => p.id),
    })),
  );
  for (const e of teams) {
    const prize = prizeOf.get(e.team.id);
    if (!prize || prize.prizePaise <= 0) continue;
    // The engine never pays a bot; a prize without an owner is a bug, not a rule.
    if (!e.team.ownerId) throw new Error(`prize for ownerless team ${e.team.id}`);
    const { entry, created } = await postEntry(tx, {
      userId: e.team.ownerId,
      type: 'PRIZE',
      amountPaise: prize.prizePaise,
      status: 'APPROVED',
      dedupeKey: `PRIZE:${auction.id}:${e.team.id}`,
      reference: auction.id,
      note: `Prize rank ${prize.prizeRank} in ${auction.title}`,
      at,
    });
    if (created) {
      const auctionRef = { id: auction.id, title: auction.title };
      credits.push({
        userId: e.team.ownerId,
        view: toTransactionView({ ...entry, auction: auctionRef }),
      });
    }
  }
  return paidPaise;
}

/**
 * Scores a COMPLETED auction and credits its prizes, once. Safe to call any number of times,
 * concurrently, on any node.
 * @returns whether this call scored it (and what it paid), or why it did nothing.
 * @throws AppError 404 AUCTION_NOT_FOUND for an unknown auction.
 */
export async function scoreAuction(deps: AppDeps, auctionId: string): Promise<ScoreOutcome> {
  const at = new Date(deps.clock.now());
  const credits: Credit[] = [];
  const outcome = await deps.database.db.transaction(async (tx): Promise<ScoreOutcome> => {
    // The lock serialises scorers and orders scoring after any reorder that committed first.
    const auction = await loadAuction(tx, auctionId, 'update');
    if (auction.status !== 'COMPLETED') {
      return { scored: false, skipped: 'NOT_COMPLETED', paidPaise: 0 };
    }
    if (await findAuctionResult(tx, auctionId)) {
      return { scored: false, skipped: 'ALREADY_SCORED', paidPaise: 0 };
    }
    const paid = await storeAndPay(tx, auction, await evaluateTeams(tx, auction), at, credits);
    return paid === null
      ? { scored: false, skipped: 'ALREADY_SCORED', paidPaise: 0 }
      : { scored: true, paidPaise: paid };
  });
  // Winners with the wallet open see the prize arrive.
  for (const c of credits) deps.walletLive.changed(c.userId, c.view);
  return outcome;
}

/** Scores every COMPLETED auction that has no results yet (the safety-net job's pass). */
export async function scoreCompletedAuctions(
  deps: AppDeps,
  log?: FastifyBaseLogger,
): Promise<string[]> {
  const scored: string[] = [];
  for (const auctionId of await listUnscoredCompleted(deps.database.db)) {
    try {
      const outcome = await scoreAuction(deps, auctionId);
      if (outcome.scored) {
        scored.push(auctionId);
        log?.info({ auctionId, paidPaise: outcome.paidPaise }, 'auction scored by the results job');
      }
    } catch (err) {
      log?.error({ err, auctionId }, 'scoring an auction failed');
    }
  }
  return scored;
}
