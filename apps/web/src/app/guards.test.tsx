import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY, useAdminSession, useSession } from '@/stores/session';
import { profileReply, stubFetch } from '@/testing/fetch-stub';
import { renderApp, signInAs } from '@/testing/render-app';

const EXPIRED = 'Session expired. Please log in again.';

describe('player guards', () => {
  it('sends a guest from /home to /login', async () => {
    stubFetch({});
    const { router } = renderApp('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByText(EXPIRED)).toBeNull();
  });

  it.each(['/profile', '/myWallet', '/how-to-play', '/auctionRoom/a1', '/teamPage/a1/u1'])(
    'sends a guest from %s to /login',
    async (path) => {
      stubFetch({});
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    },
  );

  it.each(['/', '/login', '/signup'])('sends a signed-in user from %s to /home', async (path) => {
    signInAs();
    stubFetch({ 'POST /api/user/getById': profileReply });
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Virat' })).toBeTruthy();
  });

  it('lets a guest open /fpp and a reset link', async () => {
    stubFetch({});
    const { router } = renderApp('/resetpass/rohit%40example.com/abcdefghijklmnop');
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeTruthy();
    expect(screen.getByText('rohit@example.com')).toBeTruthy();
    expect(router.state.location.pathname).toMatch(/^\/resetpass\//);
  });

  it('an expired session on a protected route: toast, cleared, /login', async () => {
    signInAs(-1);
    stubFetch({});
    const { router } = renderApp('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(EXPIRED)).toBeTruthy();
    const session = useSession.getState();
    expect([session.token, session.userId, session.email, session.expiresAt]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').state.token).toBeNull();
  });

  it('the 30-second check ends a session that runs out while the user is on a page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs(0.5); // 30 s left
    stubFetch({ 'POST /api/user/getById': profileReply });
    const { router } = renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Welcome, Virat' })).toBeTruthy();
    await act(async () => {}); // let the shell's effects (the watcher) start

    act(() => vi.advanceTimersByTime(29_000));
    expect(router.state.location.pathname).toBe('/home');
    act(() => vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(EXPIRED)).toBeTruthy();
    expect(useSession.getState().token).toBeNull();
  });

  it('a player banned while idle is logged out by the 30-second check, told "suspended"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs();
    let isBanned = false;
    stubFetch({
      'POST /api/user/getById': profileReply,
      'GET /api/user/session': () =>
        isBanned
          ? {
              status: 403,
              body: {
                error: { code: 'USER_BANNED', message: 'Your account has been suspended' },
              },
            }
          : { status: 200, body: { status: 200 } },
    });
    const { router } = renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Welcome, Virat' })).toBeTruthy();
    await act(async () => {}); // let the shell's effects (the watcher) start
    isBanned = true;
    act(() => vi.advanceTimersByTime(30_000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Your account has been suspended')).toBeTruthy();
    expect(useSession.getState().token).toBeNull();
  });

  it('a 401 on a player call is a session expiry', async () => {
    signInAs();
    stubFetch({
      'POST /api/user/getById': {
        status: 401,
        body: { error: { code: 'SESSION_EXPIRED', message: 'expired' } },
      },
    });
    const { router } = renderApp('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(EXPIRED)).toBeTruthy();
  });

  it('Get Started goes to /signup without a stored token', async () => {
    stubFetch({});
    const { router, user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(screen.queryByRole('button', { name: 'Install Now' })).toBeNull();
  });

  it('a signed-in player opens a player screen, titled', async () => {
    signInAs();
    stubFetch({ 'POST /api/user/getById': profileReply });
    renderApp('/myWallet');
    expect(await screen.findByRole('heading', { name: 'My Wallet' })).toBeTruthy();
    // The title is set in an effect, which may run just after the heading is committed.
    await waitFor(() => expect(document.title).toBe('My Wallet · BidXI'));
  });

  it('an unknown address shows the 404 page', async () => {
    stubFetch({});
    renderApp('/no/such/page');
    expect(await screen.findByText('That one went out of the ground')).toBeTruthy();
  });
});

describe('side menu', () => {
  it('opens, closes on Escape, and logs out to /', async () => {
    signInAs();
    const { calls } = stubFetch({
      'POST /api/user/getById': profileReply,
      'GET /api/app-config': {
        status: 200,
        body: {
          supportWhatsapp: '919876543210',
          upiPayeeVpa: 'bidxi@okaxis',
          upiPayeeName: 'BidXI',
          supportEmail: 'help@bidxi.in',
          protocolVersion: 1,
        },
      },
      'POST /api/user/logout': { status: 200, body: { status: 200 } },
    });
    const { router, user } = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menu).toBeTruthy();
    expect((await screen.findByRole('link', { name: /WhatsApp us/ })).getAttribute('href')).toBe(
      'https://wa.me/919876543210',
    );
    expect(screen.getByRole('link', { name: 'help@bidxi.in' }).getAttribute('href')).toBe(
      'mailto:help@bidxi.in',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useSession.getState().token).toBeNull();
    const logoutCall = calls.find((c) => c.path === '/api/user/logout');
    expect(logoutCall?.headers.get('Authorization')).toBe('Bearer user-token');
  });
});

describe('admin guards', () => {
  it('sends /admin/users to /admin/login without the admin token', async () => {
    stubFetch({});
    const { router } = renderApp('/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(await screen.findByRole('heading', { name: 'Admin sign in' })).toBeTruthy();
  });

  it('a player session does not open the admin panel', async () => {
    signInAs();
    stubFetch({});
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  it('an admin 401 silently clears the admin session and goes to /admin/login', async () => {
    useAdminSession.getState().signIn('admin-token');
    stubFetch({
      'GET /api/users/getAll': {
        status: 401,
        body: { error: { code: 'UNAUTHENTICATED', message: '' } },
      },
    });
    const { router } = renderApp('/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(useAdminSession.getState()).toMatchObject({
      adminToken: null,
      isAdminAuthenticated: false,
    });
    expect(screen.queryByText(EXPIRED)).toBeNull();
  });
});
