/**
 * The game's rules in plain words (ARCHITECTURE.md §4), filled with one auction's settings. Used by
 * the How-to-Play PDF and the default how-to-play page, so both say what the server enforces.
 */
import {
  INCREMENT_THRESHOLD_LAKHS,
  LARGE_INCREMENT_LAKHS,
  SMALL_INCREMENT_LAKHS,
  SQUAD_SIZE,
  TYPE_MAX,
  TYPE_MIN,
} from '@bidxi/engine';
import { DEFAULT_AUCTION_SETTINGS, DEFAULT_BUDGET_LIMIT_CR } from '@bidxi/protocol';

export interface RulesInput {
  budgetLimitCr: number;
  /** ₹; null when the rules are general (no particular auction). */
  registrationFeeRupees: number | null;
  prizePoolPercent: number;
  prizeSplit: readonly [number, number, number];
  lotWindowMs: number;
  bidWindowMs: number;
  lobbyMs: number;
  pauseBetweenLotsMs: number;
  reorderWindowMs: number;
}

export interface RulesSection {
  heading: string;
  items: string[];
}

export const DEFAULT_RULES_INPUT: RulesInput = {
  budgetLimitCr: DEFAULT_BUDGET_LIMIT_CR,
  registrationFeeRupees: null,
  ...DEFAULT_AUCTION_SETTINGS,
};

const secs = (ms: number) => `${+(ms / 1000).toFixed(1)} seconds`;
const mins = (ms: number) => `${+(ms / 60_000).toFixed(1)} minutes`;
const cr = (lakhs: number) => `${lakhs / 100} Cr`;
const rupees = (r: number) =>
  `Rs ${r.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const range = (min: number, max: number) => (min === max ? `exactly ${min}` : `${min} to ${max}`);

export function gameRules(r: RulesInput): RulesSection[] {
  const [first, second, third] = r.prizeSplit;
  const fee =
    r.registrationFeeRupees === null
      ? 'Each auction shows its registration fee. It is paid from your BidXI wallet when you register your team; you need a wallet balance that covers it.'
      : r.registrationFeeRupees === 0
        ? 'This auction is free to enter (registration fee Rs 0.00); it is played for fun and pays no prizes.'
        : `The registration fee of this auction is ${rupees(r.registrationFeeRupees)}, paid from your BidXI wallet when you register your team.`;
  return [
    {
      heading: 'Joining an auction',
      items: [
        fee,
        'Register one team per auction: a team name (at least 3 characters), a 10-digit mobile number and an optional team icon.',
        'You can register while the auction is scheduled, and while it is live until bidding has finished.',
        `Every team gets the same purse of ${r.budgetLimitCr} Cr to buy players with. The purse is game money, not rupees.`,
        'If an admin cancels a scheduled auction, every registration fee is refunded to the wallet.',
      ],
    },
    {
      heading: 'The live room',
      items: [
        `The room opens at the start time. After a lobby of ${mins(r.lobbyMs)}, players come up one at a time.`,
        'Players come up by lot group (the number after the type in the pool), then Batters, Bowlers, Wicket-Keepers and All-Rounders, then in pool order.',
        'A player is auctioned only while at least 2 registered participants are connected ("Waiting for other players to join").',
        `Each player opens at their base price with no bidder. If nobody bids, bidding on that player closes after ${secs(r.lotWindowMs)}.`,
        `Each accepted bid resets the clock: bidding closes ${secs(r.bidWindowMs)} after the latest bid. The server's clock decides.`,
        `The first bid is at least the base price. After that the next bid must be at least ${cr(SMALL_INCREMENT_LAKHS)} more while the bid is under ${cr(INCREMENT_THRESHOLD_LAKHS)}, and ${cr(LARGE_INCREMENT_LAKHS)} more from ${cr(INCREMENT_THRESHOLD_LAKHS)}. You may jump to any higher amount in steps of 0.05 Cr.`,
        'You cannot outbid yourself, bid more than your remaining purse, or bid for a player your squad has no room for.',
        `When bidding closes, the highest bidder buys the player and the amount leaves their purse; with no bid the player is unsold. The next player comes up after ${secs(r.pauseBetweenLotsMs)}.`,
        'Any participant may pull back an unsold player once; that player is auctioned again right after the current one.',
      ],
    },
    {
      heading: 'Your squad',
      items: [
        `A squad has at most ${SQUAD_SIZE} players, and at most ${TYPE_MAX.Batter} Batters, ${TYPE_MAX.Bowler} Bowlers, ${TYPE_MAX['Wicket-Keeper']} Wicket-Keepers and ${TYPE_MAX['All-Rounder']} All-Rounders.`,
        `A valid final team has exactly ${SQUAD_SIZE} players: Batters ${range(TYPE_MIN.Batter, TYPE_MAX.Batter)}, Bowlers ${range(TYPE_MIN.Bowler, TYPE_MAX.Bowler)}, Wicket-Keepers ${range(TYPE_MIN['Wicket-Keeper'], TYPE_MAX['Wicket-Keeper'])}, All-Rounders ${range(TYPE_MIN['All-Rounder'], TYPE_MAX['All-Rounder'])}.`,
        'Bidding ends when no player is left to auction or every team has 11 players.',
        `Then the reorder window opens for ${mins(r.reorderWindowMs)}: owners of valid teams set their batting order (slots 1 to 11). The auction completes when the window closes.`,
      ],
    },
    {
      heading: 'Scoring and prizes',
      items: [
        "A player's points are the points listed for the slot you put them in, plus their bonus. Your score is the sum over your eleven.",
        'Valid teams are ranked by score, highest first; equal scores share a rank. Teams with an invalid composition are not ranked ("auction has failed").',
        `The prize pool is ${r.prizePoolPercent}% of the registration fees collected. It is split ${first}% / ${second}% / ${third}% between ranks 1, 2 and 3.`,
        "Teams tied on a rank share the prizes of the ranks they cover equally. Prizes are credited to the winners' wallets once, when the auction completes.",
      ],
    },
  ];
}

/** The rules as the static pages' text format (`## ` headings, `- ` bullets). */
export function rulesText(sections: readonly RulesSection[]): string {
  return sections
    .map((s) => [`## ${s.heading}`, '', ...s.items.map((i) => `- ${i}`)].join('\n'))
    .join('\n\n');
}
