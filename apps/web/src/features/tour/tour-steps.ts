/**
 * The Quick Start Tour (spec 001 §2 "Guided tour", §4 "Tour"): 7 steps, 0 to 6, moving between Home,
 * an auction (the demo one) and the wallet. `target` names the `data-tour` element a step points at.
 */
import { TOUR_LAST_STEP } from '@/stores/session';
import { TOUR_DEMO_AUCTION_ID, TOUR_DEMO_BALANCE_RUPEES } from '@/lib/tour';
import { formatRupeeAmount } from '@/lib/money';
import { t } from '@/i18n/i18n';

export interface TourStep {
  route: string;
  target?: string;
  readonly title: string;
  readonly body: string;
}

const demoAuction = `/auction/${TOUR_DEMO_AUCTION_ID}`;

const PLACES: readonly { route: string; target?: string }[] = [
  { route: '/home', target: 'greeting' },
  { route: '/home', target: 'live' },
  { route: demoAuction, target: 'register-action' },
  { route: demoAuction, target: 'auction-facts' },
  { route: '/myWallet' },
  { route: '/myWallet' },
  { route: '/home', target: 'auction-tabs' },
];

// Step keys are indexes into the catalogue's array, which the typed keys do not spell out.
const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;

/** The steps; each title and body is read from the tour catalogue in the current language. */
export const TOUR_STEPS: readonly TourStep[] = PLACES.map((place, index) => ({
  ...place,
  get title() {
    return translate(`tour:steps.${index}.title`);
  },
  get body() {
    return translate(`tour:steps.${index}.body`, {
      balance: formatRupeeAmount(TOUR_DEMO_BALANCE_RUPEES),
    });
  },
}));

/** Clamps a step to 0–6 (next and previous never leave the tour). */
export function clampTourStep(step: number): number {
  return Math.min(TOUR_LAST_STEP, Math.max(0, Math.trunc(step)));
}

export function stepAt(step: number): TourStep {
  return TOUR_STEPS[clampTourStep(step)]!;
}
