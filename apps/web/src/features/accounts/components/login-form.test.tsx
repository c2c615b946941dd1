import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/stores/session';
import { profileReply, stubFetch, testUser } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';

async function openLogin() {
  const app = renderApp('/login');
  await screen.findByRole('button', { name: 'Sign in' });
  return app;
}

describe('Login', () => {
  it('asks for the e-mail and the password before sending anything', async () => {
    const { fetchMock } = stubFetch({});
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('wants a password of at least 6 characters', async () => {
    const { fetchMock } = stubFetch({});
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'a@b.co');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Password should be at least 6 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    stubFetch({});
    const { user } = await openLogin();
    const field = screen.getByLabelText('Password');
    expect(field.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field.getAttribute('type')).toBe('password');
  });

  it.each([
    [400, 400, 'WRONG_PASSWORD', 'Incorrect password'],
    [404, 404, 'USER_NOT_FOUND', 'user not found'],
    [400, 411, 'VALIDATION', 'invalid inputs'],
    [403, 403, 'USER_BANNED', 'Your account has been suspended'],
    // A 429 shows the server's own text, which says how long to wait.
    [429, undefined, 'RATE_LIMITED', 'server text'],
    [500, undefined, 'INTERNAL', 'Some error occurred'],
  ])(
    'HTTP %i with body status %s (%s) toasts "%s"',
    async (httpStatus, bodyStatus, code, message) => {
      stubFetch({
        'POST /api/user/login': {
          status: httpStatus,
          body: { status: bodyStatus, error: { code, message: 'server text' } },
        },
      });
      const { user, router } = await openLogin();
      await user.type(screen.getByLabelText('Email'), 'virat@example.com');
      await user.type(screen.getByLabelText('Password'), 'secret123');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByText(message)).toBeTruthy();
      expect(router.state.location.pathname).toBe('/login');
      expect(useSession.getState().token).toBeNull();
    },
  );

  it('signs in with the lower-cased e-mail, stores the session and goes home', async () => {
    const { calls } = stubFetch({
      'POST /api/user/login': {
        status: 201,
        body: { status: 201, token: 'tok', session_timeout: 60, user: testUser },
      },
      'POST /api/user/getById': profileReply,
    });
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText('Email'), '  Virat@Example.COM ');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('loggedIn successfully')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/user/login',
      body: { email: 'virat@example.com', password: 'secret123' },
    });
    const session = useSession.getState();
    expect(session).toMatchObject({ token: 'tok', userId: 'u_1', email: testUser.email });
    expect(session.expiresAt).toBeGreaterThanOrEqual(before + 60 * 60_000);
    expect(await screen.findByRole('heading', { name: 'Welcome, Virat' })).toBeTruthy();
  });

  it('says "Signing in..." while the request runs', async () => {
    let release: () => void = () => undefined;
    stubFetch({
      'POST /api/user/login': () =>
        new Promise((resolve) => {
          release = () =>
            resolve({
              status: 404,
              body: { status: 404, error: { code: 'USER_NOT_FOUND', message: '' } },
            });
        }),
    });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'virat@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeTruthy();
    release();
    expect(await screen.findByText('user not found')).toBeTruthy();
  });

  it('sets the page title', async () => {
    stubFetch({});
    await openLogin();
    expect(document.title).toBe('Sign in · BidXI');
  });
});
