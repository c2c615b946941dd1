import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Warm the lazy route chunks the tour visits, so the findBy* waits stay short.
import '@/app/routes/auctions';
import '@/features/auctions/components/home-auctions';
import '@/features/tour/components/tour-card';
import '@/app/routes/my-wallet';
import { TOUR_SEEN_KEY, watchFirstLogin } from '@/features/tour/first-login';
import { clampTourStep, TOUR_STEPS } from '@/features/tour/tour-steps';
import { useSession } from '@/stores/session';
import { makeAuction } from '@/testing/auction-fixtures';
import { profileReply, stubFetch } from '@/testing/fetch-stub';
import { renderApp, signInAs } from '@/testing/render-app';

function stubAll() {
  return stubFetch({
    'POST /api/user/getById': profileReply,
    'GET /api/auctions/getallstatus': {
      status: 200,
      body: { auctions: [makeAuction({ title: 'Real Cup' })] },
    },
  });
}

const tourDialog = () => screen.findByRole('dialog', {}, { timeout: 3_000 });

describe('guided tour', () => {
  it('has 7 steps, 0 to 6, and clamps moves to them', () => {
    expect(TOUR_STEPS).toHaveLength(7);
    expect(clampTourStep(-1)).toBe(0);
    expect(clampTourStep(7)).toBe(6);
    useSession.getState().openTour(0);
    useSession.getState().setTourStep(99);
    expect(useSession.getState().tour.step).toBe(6);
  });

  it('runs from the side menu through home, the demo auction and the wallet to Finish Tour', async () => {
    signInAs();
    stubAll();
    const { user, router } = renderApp('/my-auctions');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'Quick Start Tour' }));

    let dialog = await tourDialog();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(within(dialog).getByText('Step 1 of 7')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Welcome to BidXI' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('heading')));
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    dialog = await tourDialog();
    expect(within(dialog).getByText('Step 2 of 7')).toBeTruthy();
    // The demo LIVE auction replaces the real list, and it cannot be opened.
    expect(await screen.findByText('BidXI Tour Cup')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auction/tour-demo'));
    dialog = await tourDialog();
    expect(within(dialog).getByRole('heading', { name: 'Register your team' })).toBeTruthy();
    // Step 2 forces the registration state to not_registered.
    expect(await screen.findByRole('button', { name: 'Register Now' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    dialog = await tourDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myWallet'));
    dialog = await tourDialog();
    expect(within(dialog).getByText('₹100.00')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auction/tour-demo'));
    dialog = await tourDialog();
    expect(within(dialog).getByText('Step 4 of 7')).toBeTruthy();
    for (let i = 0; i < 3; i += 1) {
      await user.click(within(await tourDialog()).getByRole('button', { name: 'Next' }));
    }
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    dialog = await tourDialog();
    expect(within(dialog).getByText('Step 7 of 7')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Skip Tour' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Next' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Finish Tour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useSession.getState().tour).toEqual({ step: 0, isOpen: false });
  });

  it('Skip Tour, close and Escape reset to step 0 and close', async () => {
    signInAs();
    stubAll();
    useSession.getState().openTour(1);
    const { user } = renderApp('/home');
    await user.click(within(await tourDialog()).getByRole('button', { name: 'Skip Tour' }));
    expect(useSession.getState().tour).toEqual({ step: 0, isOpen: false });

    act(() => useSession.getState().openTour(0));
    await user.click(within(await tourDialog()).getByRole('button', { name: 'Close tour' }));
    expect(useSession.getState().tour.isOpen).toBe(false);

    act(() => useSession.getState().openTour(1));
    const dialog = await tourDialog();
    within(dialog).getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Escape}');
    expect(useSession.getState().tour).toEqual({ step: 0, isOpen: false });
  });

  it('ends when the user leaves the tour’s screens', async () => {
    signInAs();
    stubAll();
    useSession.getState().openTour(0);
    const { router } = renderApp('/home');
    await tourDialog();
    await act(() => router.navigate('/how-to-register'));
    await waitFor(() => expect(useSession.getState().tour.isOpen).toBe(false));
  });

  it('opens on a first login on this device only, and closes on logout', () => {
    stubFetch({ 'POST /api/users/tour-seen': { status: 200, body: { tourSeen: true } } });
    const stop = watchFirstLogin();
    try {
      signInAs();
      expect(useSession.getState().tour).toEqual({ step: 0, isOpen: true });
      expect(JSON.parse(localStorage.getItem(TOUR_SEEN_KEY) ?? '[]')).toEqual(['u_1']);
      useSession.getState().clear();
      expect(useSession.getState().tour.isOpen).toBe(false);
      signInAs();
      expect(useSession.getState().tour.isOpen).toBe(false);
    } finally {
      stop();
    }
  });

  it('opens once per account: the account keeps the sighting, a new device does not open it again', async () => {
    // Let the saves an earlier test started land on its own stub first.
    await import('@/features/tour/api/save-tour-seen');
    await new Promise((r) => setTimeout(r, 20));
    const { calls } = stubFetch({
      'POST /api/users/tour-seen': { status: 200, body: { tourSeen: true } },
    });
    const stop = watchFirstLogin();
    const signIn = (tourSeen: boolean) =>
      useSession.getState().signIn({
        token: 'user-token',
        sessionTimeoutMinutes: 60,
        user: { id: 'u_2', email: 'rohit@example.com', username: 'Rohit', tourSeen },
      });
    try {
      // First device, an account that never saw it: the tour opens and the account keeps it.
      signIn(false);
      expect(useSession.getState().tour.isOpen).toBe(true);
      await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/api/users/tour-seen']));
      useSession.getState().clear();

      // A new device (nothing stored here) of the same account: the server says it was seen.
      localStorage.removeItem(TOUR_SEEN_KEY);
      useSession.getState().closeTour();
      signIn(true);
      expect(useSession.getState().tour.isOpen).toBe(false);
    } finally {
      stop();
    }
  });
});
