/**
 * RT-7's bidders: per room, 8 bots that contest every lot, the same for ours and bare (a room's side
 * only supplies how to bid and feeds in what its first client sees). Each bot draws a private maximum
 * per lot; whenever the lot changes (opened, or a new highest bid) every bot that is not leading and
 * can still afford the lot's minimum next bid waits a human "think" time and then bids that minimum
 * (if it is still not leading and the minimum has not moved past its maximum). So a lot climbs until
 * the second-highest maximum, and a few bids race and lose, as in a room of people.
 *
 * Measured while `stats.measuring`: every bid's ack latency (client send → ack), accepted bids, and
 * every close: its delay from the lot's final closesAt (the opening one or the last a winning bid set)
 * to the close event's arrival at the room's first client.
 */
import { minNextBidLakhs } from '@bidxi/engine';
import type { Ack } from '../lib/clients';

/** Bidding clients per room (of 10 connected). */
export const BIDDERS_PER_ROOM = 8;
/** A bot's pause between seeing a change and bidding: uniform in [min, max] ms. */
export const THINK_MS = { min: 250, max: 1500 } as const;
/** A close event arriving later than this after the lot's final closesAt is a late close. */
export const LATE_CLOSE_MS = 250;
/** Base price of every seeded lot, in lakhs (seed.ts' default). */
export const BASE_PRICE_LAKHS = 50;

/** A bot's maximum for one lot: base price + 4…16 small increments (0.5–4.5 Cr). */
const drawMaxLakhs = () => BASE_PRICE_LAKHS + 25 * (4 + Math.floor(Math.random() * 13));

export interface ManyRoomsStats {
  measuring: boolean;
  latencies: number[];
  sent: number;
  accepted: number;
  refused: Record<string, number>;
  closes: number;
  /** Closes whose event came more than {@link LATE_CLOSE_MS} after the final closesAt. */
  lateCloses: number;
  closeDelays: number[];
  /** Closed lots with bids from at least two bots. */
  contested: number;
}

export const newStats = (): ManyRoomsStats => ({
  measuring: false,
  latencies: [],
  sent: 0,
  accepted: 0,
  refused: {},
  closes: 0,
  lateCloses: 0,
  closeDelays: [],
  contested: 0,
});

/** Bids `amountLakhs` on lot `lotId` from bot `bidder` (0…7) of this room. */
export type RoomBid = (bidder: number, lotId: number, amountLakhs: number) => Promise<Ack>;

interface OpenLot {
  lotId: number;
  currentBidLakhs: number | null;
  /** The bot leading, or −1 (none, or a client that is not one of the bots). */
  leader: number;
  closesAtMs: number;
  maxLakhs: number[];
  bidders: Set<number>;
}

/** The bots of one room. Feed it `lot` on every lot open or new highest bid and `closed` on a close. */
export class RoomBots {
  private lot: OpenLot | null = null;
  private readonly timers: (NodeJS.Timeout | undefined)[] = [];
  /** Bots bid between `start()` (every client connected) and `stop()`. */
  private active = false;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly bid: RoomBid,
    private readonly stats: ManyRoomsStats,
  ) {}

  /** The lot `lotId` is open at `currentBidLakhs` (null: no bid yet), led by bot `leader` (−1: none). */
  update(lotId: number, currentBidLakhs: number | null, leader: number, closesAtMs: number) {
    let lot = this.lot;
    if (!lot || lot.lotId !== lotId) {
      if (lot && lotId < lot.lotId) return;
      lot = {
        lotId,
        currentBidLakhs: null,
        leader: -1,
        closesAtMs,
        maxLakhs: Array.from({ length: BIDDERS_PER_ROOM }, drawMaxLakhs),
        bidders: new Set(),
      };
      this.lot = lot;
    }
    if (
      currentBidLakhs !== null &&
      lot.currentBidLakhs !== null &&
      currentBidLakhs < lot.currentBidLakhs
    )
      return;
    lot.currentBidLakhs = currentBidLakhs;
    lot.leader = leader;
    lot.closesAtMs = Math.max(lot.closesAtMs, closesAtMs);
    if (leader >= 0) lot.bidders.add(leader);
    this.schedule();
  }

  /** The close of lot `lotId` reached the room's first client at `arrivedAtMs`. */
  closed(lotId: number, arrivedAtMs: number) {
    const lot = this.lot;
    if (!lot || lot.lotId !== lotId) return;
    this.lot = null;
    this.timers.forEach((t) => clearTimeout(t));
    if (!this.stats.measuring) return;
    const delay = arrivedAtMs - lot.closesAtMs;
    this.stats.closes += 1;
    this.stats.closeDelays.push(delay);
    if (delay > LATE_CLOSE_MS) this.stats.lateCloses += 1;
    if (lot.bidders.size >= 2) this.stats.contested += 1;
  }

  /** Starts bidding on the lot seen so far and every later one. */
  start() {
    this.active = true;
    this.schedule();
  }

  /** Stops bidding and waits for the bids in flight (each bounded by its ack timeout). */
  async stop() {
    this.active = false;
    this.timers.forEach((t) => clearTimeout(t));
    await Promise.all(this.inFlight);
  }

  private schedule() {
    const lot = this.lot;
    if (!lot || !this.active) return;
    const next = minNextBidLakhs({
      basePriceLakhs: BASE_PRICE_LAKHS,
      currentBidLakhs: lot.currentBidLakhs,
    });
    for (let b = 0; b < BIDDERS_PER_ROOM; b++) {
      clearTimeout(this.timers[b]);
      if (b === lot.leader || next > lot.maxLakhs[b]!) continue;
      const think = THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min);
      this.timers[b] = setTimeout(() => this.fire(b, lot.lotId, next), think);
    }
  }

  private fire(bidder: number, lotId: number, amountLakhs: number) {
    if (!this.active || this.lot?.lotId !== lotId || this.lot.leader === bidder) return;
    const measured = this.stats.measuring;
    const t0 = performance.now();
    const p = this.bid(bidder, lotId, amountLakhs).then((ack) => {
      if (!measured) return;
      const s = this.stats;
      s.sent += 1;
      s.latencies.push(performance.now() - t0);
      if (ack.success) s.accepted += 1;
      else {
        const code = ack.error?.code ?? '?';
        s.refused[code] = (s.refused[code] ?? 0) + 1;
      }
    });
    this.inFlight.add(p);
    void p.finally(() => this.inFlight.delete(p));
  }
}
