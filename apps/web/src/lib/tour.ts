/**
 * What the guided tour changes on other screens (spec 001 §4 "Tour"): while it is open a demo LIVE
 * auction replaces the real list, the wallet shows a demo balance of 100 and, at step 2, the
 * registration state is forced to not_registered. Screens read these; the tour UI is features/tour.
 */
import { auctionTimeText, DEFAULT_AUCTION_SETTINGS, type AuctionView } from '@bidxi/protocol';
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
    startTime: auctionTimeText(startsAt),
    endTime: auctionTimeText(endsAt),
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
