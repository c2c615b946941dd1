/** Builds the How-to-Play PDF for one auction (its settings and pool), or the general one. */
import { lakhsToCrores } from '@bidxi/engine';
import type { AppDeps } from '../../platform/deps';
import { settingsOf } from '../auctions/auctions.port';
import { loadAuction } from '../auctions/auctions.service';
import { formatIndiaLong } from '../../platform/india-time';
import { listPool } from '../players/players.port';
import { DEFAULT_RULES_INPUT, gameRules } from './game-rules';
import { renderHowToPlayPdf } from './how-to-play-pdf';

const rupees = (paise: number) =>
  `Rs ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** @returns the PDF and a file name. @throws 404 AUCTION_NOT_FOUND. */
export async function auctionHowToPlayPdf(deps: AppDeps, auctionId: string) {
  const db = deps.database.db;
  const a = await loadAuction(db, auctionId);
  const pool = await listPool(db, a.id);
  const s = settingsOf(a);
  const pdf = await renderHowToPlayPdf({
    heading: 'How to Play',
    facts: [
      `Auction: ${a.title}`,
      `Starts: ${formatIndiaLong(a.startsAt)} (players come up ${s.lobbyMs / 60_000} minutes later)`,
      `Registration fee: ${rupees(a.registrationFeePaise)}   Purse per team: ${lakhsToCrores(a.budgetLimitLakhs)} Cr   Players in the pool: ${pool.length}`,
    ],
    rules: gameRules({
      ...s,
      budgetLimitCr: lakhsToCrores(a.budgetLimitLakhs),
      registrationFeeRupees: a.registrationFeePaise / 100,
    }),
    players: pool,
  });
  const slug = a.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return { pdf, fileName: `bidxi-how-to-play-${slug || a.id}.pdf` };
}

/** The general rules with default settings (the how-to-play page's download). */
export async function generalHowToPlayPdf() {
  const pdf = await renderHowToPlayPdf({
    heading: 'How to Play',
    facts: [],
    rules: gameRules(DEFAULT_RULES_INPUT),
    players: [],
  });
  return { pdf, fileName: 'bidxi-how-to-play.pdf' };
}
