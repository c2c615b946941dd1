/**
 * The client's bid checks (spec 001 §5 "Bid checks (client)"), with the spec's messages, run before a
 * bid is sent. The rules are the engine's (`@bidxi/engine`), so client and server agree; the server
 * still judges every bid.
 */
import { canAddToSquad, croresToLakhs, minIncrementLakhs, minNextBidLakhs } from '@bidxi/engine';
import type { RoomLotView, RoomPlayerView, RoomTeamView } from '@bidxi/protocol';
import { Messages } from '@/lib/messages';

/** The spec's 1 s: a bid with less time left is not sent. */
export const MIN_TIME_LEFT_MS = 1_000;
/** The jump modal starts at the current bid plus 2 Cr (spec 001 §9 "Jump default"). */
export const DEFAULT_JUMP_LAKHS = 200;

export interface BidContext {
  lot: RoomLotView | null;
  player: RoomPlayerView | null;
  myTeam: RoomTeamView | null;
  myUserId: string | null;
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

/** Time, leader and squad checks every bid passes first; null when they pass. */
export function commonBidError(ctx: BidContext): string | null {
  const { lot, player, myTeam } = ctx;
  if (!lot || !player) return Messages.room.timeUp;
  if (Date.parse(lot.closesAt) - ctx.serverNowMs < MIN_TIME_LEFT_MS) return Messages.room.timeUp;
  if (ctx.myUserId !== null && lot.highestBidderId === ctx.myUserId) {
    return Messages.room.alreadyHighest;
  }
  if (!myTeam) return Messages.room.notRegistered;
  const squad = canAddToSquad(
    myTeam.squad.map((s) => s.type),
    player.type,
  );
  return squad.ok ? null : squad.error.message;
}

/** INCREASE BID. */
export function checkIncrementBid(ctx: BidContext): BidCheck {
  const common = commonBidError(ctx);
  if (common) return { ok: false, message: common };
  const amountLakhs = nextBidLakhs(ctx.lot!, ctx.player!.basePriceLakhs);
  if (amountLakhs > ctx.myTeam!.purseRemainingLakhs) {
    return { ok: false, message: Messages.room.purseShort };
  }
  return { ok: true, amountLakhs };
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
    return { ok: false, message: Messages.room.invalidJump };
  }
  const common = commonBidError(ctx);
  if (common) return { ok: false, message: common };
  const lot = ctx.lot!;
  const floorLakhs = lot.currentBidLakhs ?? ctx.player!.basePriceLakhs;
  const amountLakhs = croresToLakhs(value);
  const isBelowCurrent =
    lot.currentBidLakhs === null ? value * 100 < floorLakhs : value * 100 <= floorLakhs;
  if (isBelowCurrent) return { ok: false, message: Messages.room.jumpBelowCurrent };
  if (value * 100 > ctx.myTeam!.purseRemainingLakhs) {
    return { ok: false, message: Messages.room.jumpAbovePurse };
  }
  const minLakhs = nextBidLakhs(lot, ctx.player!.basePriceLakhs);
  if (amountLakhs === null || amountLakhs % 5 !== 0 || amountLakhs < minLakhs) {
    return { ok: false, message: Messages.room.jumpAmountError };
  }
  return { ok: true, amountLakhs };
}
