/**
 * The client's bid checks (spec 001 §5 "Bid checks (client)"), with the spec's messages, run before a
 * bid is sent. The rules are the engine's (`@bidxi/engine`): the reason a bid is impossible is the
 * engine's `whyCannotBid` (bid-block.ts) and a jump's amount is judged by `checkBid`, the function the
 * server refuses with, so client and server agree; the server still judges every bid.
 */
import {
  checkBid,
  croresToLakhs,
  minIncrementLakhs,
  minNextBidLakhs,
  type AuctionState,
} from '@bidxi/engine';
import type { RoomLotView, RoomPlayerView, RoomTeamView } from '@bidxi/protocol';
import { bidBlockText } from '@/lib/messages/smart-bidding';
import { roomMessages } from '@/lib/messages/room';
import { bidBlockOf } from './bid-block';

/** The spec's 1 s: a bid with less time left is not sent. */
export const MIN_TIME_LEFT_MS = 1_000;
/** The jump modal starts at the current bid plus 2 Cr (spec 001 §9 "Jump default"). */
export const DEFAULT_JUMP_LAKHS = 200;

export interface BidContext {
  lot: RoomLotView | null;
  player: RoomPlayerView | null;
  myTeam: RoomTeamView | null;
  myUserId: string | null;
  /** The engine state the view was derived from (null before the first snapshot). */
  state: AuctionState | null;
  /** Now on the server's clock (epoch ms). */
  serverNowMs: number;
}

export type BidCheck = { ok: true; amountLakhs: number } | { ok: false; message: string };

/** The bid a tap on INCREASE BID places: the base price first, then current + 25L / 50L. */
export function nextBidLakhs(lot: Pick<RoomLotView, 'currentBidLakhs'>, basePriceLakhs: number) {
  return minNextBidLakhs({ basePriceLakhs, currentBidLakhs: lot.currentBidLakhs });
}

/** The increment the INCREASE BID label shows: 25L below 5 Cr, else 50L. */
export function incrementLakhsOf(
  lot: Pick<RoomLotView, 'currentBidLakhs'>,
  basePriceLakhs: number,
) {
  return minIncrementLakhs(lot.currentBidLakhs ?? basePriceLakhs);
}

/**
 * Why no bid can be placed now (the engine's reason, bid-block.ts, in the spec's words where it has
 * them: time, leader, purse, squad; then pass, max bid, pause); null when the next bid is possible.
 */
export function commonBidError(ctx: BidContext): string | null {
  if (!ctx.lot || !ctx.player) return roomMessages.room.timeUp;
  const block = bidBlockOf(ctx.state, ctx.myTeam?.teamId ?? null, ctx.serverNowMs);
  return block ? bidBlockText(block) : null;
}

/** What INCREASE BID showed when it was drawn: the lot on screen and the amount on its label. */
export interface IncreaseOffer {
  lotId: number;
  auctionPlayerId: string;
  /** The amount on the label (integer lakhs). */
  amountLakhs: number;
}

/** The offer INCREASE BID draws for `lot`: its next bid (base price first, then + 25L / 50L). */
export function increaseOfferOf(
  lot: Pick<RoomLotView, 'lotId' | 'auctionPlayerId' | 'currentBidLakhs'>,
  basePriceLakhs: number,
): IncreaseOffer {
  const { lotId, auctionPlayerId } = lot;
  return { lotId, auctionPlayerId, amountLakhs: nextBidLakhs(lot, basePriceLakhs) };
}

/**
 * A tap on INCREASE BID that showed `offer`: the bid is the amount its label rendered, on the lot it
 * rendered, even if the price moved between the render and the tap (the server then refuses it
 * `BID_TOO_LOW` and the button offers the new price). Refused here only for what is true at the tap:
 * no lot, time up, leading, purse (spec 001 §5).
 */
export function checkIncreaseTap(offer: IncreaseOffer | null, ctx: BidContext): BidCheck {
  if (!offer) return { ok: false, message: roomMessages.room.timeUp };
  const common = commonBidError(ctx);
  if (common) return { ok: false, message: common };
  if (offer.amountLakhs > ctx.myTeam!.purseRemainingLakhs) {
    return { ok: false, message: roomMessages.room.purseShort };
  }
  return { ok: true, amountLakhs: offer.amountLakhs };
}

/** Keeps digits and the first decimal point only (the jump field's filter). */
export function sanitizeJumpInput(text: string): string {
  let seenPoint = false;
  let out = '';
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '.' && !seenPoint) {
      seenPoint = true;
      out += ch;
    }
  }
  return out;
}

/** The jump field's starting value: the current bid (or base price) plus 2 Cr, in Cr. */
export function defaultJumpText(lot: RoomLotView, basePriceLakhs: number): string {
  return String(((lot.currentBidLakhs ?? basePriceLakhs) + DEFAULT_JUMP_LAKHS) / 100);
}

/** JUMP: `text` is the whole bid in Cr. */
export function checkJumpBid(ctx: BidContext, text: string): BidCheck {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0) {
    return { ok: false, message: roomMessages.room.invalidJump };
  }
  const common = commonBidError(ctx);
  if (common) return { ok: false, message: common };
  const lot = ctx.lot!;
  const floorLakhs = lot.currentBidLakhs ?? ctx.player!.basePriceLakhs;
  const amountLakhs = croresToLakhs(value);
  const isBelowCurrent =
    lot.currentBidLakhs === null ? value * 100 < floorLakhs : value * 100 <= floorLakhs;
  if (isBelowCurrent) return { ok: false, message: roomMessages.room.jumpBelowCurrent };
  if (value * 100 > ctx.myTeam!.purseRemainingLakhs) {
    return { ok: false, message: roomMessages.room.jumpAbovePurse };
  }
  const minLakhs = nextBidLakhs(lot, ctx.player!.basePriceLakhs);
  if (amountLakhs === null || amountLakhs % 5 !== 0 || amountLakhs < minLakhs) {
    return { ok: false, message: roomMessages.room.jumpAmountError };
  }
  // The amount as the server will judge it: above the reserve-aware max bid it is refused.
  const teamId = ctx.myTeam!.teamId;
  const verdict = ctx.state
    ? checkBid(
        ctx.state,
        { type: 'placeBid', lotId: lot.lotId, teamId, amountLakhs },
        ctx.serverNowMs,
      )
    : null;
  if (verdict && !verdict.ok) return { ok: false, message: bidBlockText(verdict.error) };
  return { ok: true, amountLakhs };
}
