/**
 * What the guided tour changes on other screens (spec 001 §4 "Tour"): while it is open a demo LIVE
 * auction replaces the real list, the wallet shows a demo balance of 100 and, at step 2, the
 * registration state is forced to not_registered. Screens read these; the tour UI is features/tour.
 */
import { DEFAULT_AUCTION_SETTINGS, INDIA_TIME_ZONE, type AuctionView } from '@bidxi/protocol';
import { useSession } from '@/stores/session';

export const TOUR_DEMO_AUCTION_ID = 'tour-demo';
/** Spec 001 §9 'Tour: demo balance 100' (₹ in the wallet). */
export const TOUR_DEMO_BALANCE_RUPEES = 100;
/** The step at which the auction's registration state is forced to not_registered. */
export const TOUR_REGISTER_STEP = 2;

export function useIsTourOpen(): boolean {
  return useSession((s) => s.tour.isOpen);
}

/** The tour's step while it is open, else null. */
export function useTourStep(): number | null {
  return useSession((s) => (s.tour.isOpen ? s.tour.step : null));
}

// Made on first use (the tour's first demo), not per call or when the module loads: a formatter with
// a time zone costs tens of milliseconds of a phone's main thread (ICU zone data).
let indiaText: Intl.DateTimeFormat | undefined;

/** The wire's auction time text ('DD/MM/YYYY, HH:MM:SS', India time) of the demo. */
function india(d: Date): string {
  indiaText ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: INDIA_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return indiaText.format(d);
}

/**
 * The demo auction shown in place of the real ones while the tour is open. Build it only while the
 * tour is open (screens call it behind useIsTourOpen): most visits never need it.
 */
export function tourDemoAuction(now = Date.now()): AuctionView {
  const startsAt = new Date(now - 10 * 60_000);
  const endsAt = new Date(now + 110 * 60_000);
  return {
    id: TOUR_DEMO_AUCTION_ID,
    title: 'BidXI Tour Cup',
    description:
      'A practice auction for the tour: 100 Cr purse, real IPL players, and an XI to build within the squad limits.',
    imageUrl: null,
    ytLink: null,
    status: 'LIVE',
    startTime: india(startsAt),
    endTime: india(endsAt),
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    lotsStartAt: new Date(startsAt.getTime() + 5 * 60_000).toISOString(),
    biddingEndedAt: null,
    budgetLimit: 100,
    registrationFee: 0,
    isEndTimeUpdated: false,
    isDemo: true,
    createdById: null,
    participants: [],
    teamCount: 6,
    totalPlayerCount: 148,
    settings: { ...DEFAULT_AUCTION_SETTINGS, prizeSplit: [...DEFAULT_AUCTION_SETTINGS.prizeSplit] },
    currentTime: new Date(now).toISOString(),
  };
}
