import type { AuctionPhase } from '@bidxi/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { valueText } from './action-values';

/** Every code the organiser's controls write to the actions log (statuses, phases, reasons). */
const PHASES: AuctionPhase[] = [
  'WAITING',
  'LOT_OPEN',
  'BETWEEN_LOTS',
  'BIDDING_ENDED',
  'COMPLETED',
];
const LOGGED = ['OPEN', 'SOLD', 'UNSOLD', 'AVAILABLE', 'SKIPPED', ...PHASES];

afterEach(() => i18n.changeLanguage('en'));

describe('valueText in Hindi', () => {
  it.each(LOGGED)('reads the logged code %s in Hindi, never raw', async (code) => {
    await i18n.changeLanguage('hi');
    await i18n.loadNamespaces('admin');
    const text = valueText('status', code);
    expect(text).not.toBe(code);
    expect(text).toMatch(/[\u0900-\u097F]/);
  });

  it('reads a skipped lot as the log shows it: खुला → अनसोल्ड', async () => {
    await i18n.changeLanguage('hi');
    await i18n.loadNamespaces('admin');
    expect([valueText('status', 'OPEN'), valueText('status', 'UNSOLD')]).toEqual(['खुला', 'अनसोल्ड']);
  });
});
