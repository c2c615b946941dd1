// The result card on /result: fetched for the signed-in player in the app's language; Share hands
// the PNG to the share sheet where files can be shared, else downloads it; a Download link; Hindi.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { stubFetch } from '@/testing/fetch-stub';
import { renderApp, signInAs } from '@/testing/render-app';
import { AUCTION_ID, standings } from '@/testing/results-fixtures';

const CARD_PATH = `/api/auctions/${AUCTION_ID}/result-card.png`;

function showResults() {
  signInAs();
  const stub = stubFetch({
    [`GET /api/results/${AUCTION_ID}`]: { status: 200, body: standings() },
    [`GET ${CARD_PATH}`]: { status: 200, body: 'png bytes' },
  });
  renderApp(`/result/${AUCTION_ID}`);
  return stub;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ShareResultCard', () => {
  it('shares the card as a PNG file where the share sheet takes files', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share, canShare: () => true });
    const stub = showResults();
    const button = await screen.findByRole('button', { name: 'Share card' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(stub.calls.some((c) => c.path === CARD_PATH)).toBe(true);
    expect(screen.getByRole('img', { name: /Your result card/ })).toBeTruthy();
    await userEvent.click(button);
    expect(share).toHaveBeenCalledTimes(1);
    const { files, title } = share.mock.calls[0]![0] as { files: File[]; title: string };
    expect(title).toBe('IPL Mega Auction');
    expect(files[0]!.name).toBe('bidxi-ipl-mega-auction.png');
    expect(files[0]!.type).toBe('image/png');
  });

  it('downloads where files cannot be shared, and offers a Download link', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined, canShare: undefined });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    showResults();
    const link = await screen.findByRole('link', { name: 'Download' });
    expect(link.getAttribute('download')).toBe('bidxi-ipl-mega-auction.png');
    expect(link.getAttribute('href')).toMatch(/^blob:/);
    await userEvent.click(screen.getByRole('button', { name: 'Share card' }));
    expect(click).toHaveBeenCalled();
  });

  it('says the card is being made until it arrives', async () => {
    signInAs();
    stubFetch({
      [`GET /api/results/${AUCTION_ID}`]: { status: 200, body: standings() },
      // Never answers: the card is still being made.
      [`GET ${CARD_PATH}`]: () => new Promise(() => undefined),
    });
    renderApp(`/result/${AUCTION_ID}`);
    const button = await screen.findByRole('button', { name: 'Making your card…' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
  });

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    showResults();
    expect(await screen.findByRole('link', { name: 'डाउनलोड करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'कार्ड शेयर करें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'आपका नतीजा कार्ड' })).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});
