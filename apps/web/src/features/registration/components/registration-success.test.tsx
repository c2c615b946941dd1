import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/app/routes/auctions';
import {
  CONFETTI_PIECES,
  fireConfetti,
} from '@/features/registration/components/registration-success';
import { makeAuction } from '@/testing/auction-fixtures';
import { profileReply, stubFetch } from '@/testing/fetch-stub';
import { renderApp, signInAs } from '@/testing/render-app';

const confetti = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('canvas-confetti', () => ({ default: confetti }));

function stub() {
  signInAs();
  stubFetch({
    'POST /api/user/getById': profileReply,
    'GET /api/auctions/a1': { status: 200, body: { auction: makeAuction({ status: 'LIVE' }) } },
  });
}

describe('registration success', () => {
  it('Woohoo!, the room button, and back goes to /home', async () => {
    stub();
    const { router } = renderApp('/auction/a1');
    await act(() => router.navigate('/successregister?auctionId=a1'));
    expect(await screen.findByRole('heading', { name: 'Woohoo!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enter Auction Room' }).getAttribute('href')).toBe(
      '/auctionRoom/a1',
    );
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('a missing auction goes to /home', async () => {
    stub();
    const first = renderApp('/successregister?auctionId=nope');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/home'));
    first.unmount();
    const second = renderApp('/successregister');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/home'));
  });

  it('throws 100 pieces of confetti, none under reduced motion', async () => {
    confetti.mockClear();
    expect(await fireConfetti()).toBe(true);
    expect(confetti).toHaveBeenCalledWith(
      expect.objectContaining({ particleCount: CONFETTI_PIECES }),
    );
    expect(CONFETTI_PIECES).toBe(100);

    confetti.mockClear();
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    expect(await fireConfetti()).toBe(false);
    expect(confetti).not.toHaveBeenCalled();
  });
});
