import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/stores/session';
import { profileReply, stubFetch, testUser } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';

async function openSignup() {
  const app = renderApp('/signup');
  await screen.findByRole('button', { name: 'Sign Up' });
  return app;
}

async function fill(
  user: ReturnType<typeof renderApp>['user'],
  values: { username?: string; email?: string; password?: string; confirm?: string; age?: boolean },
) {
  if (values.username) await user.type(screen.getByLabelText('Username'), values.username);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm password'), values.confirm);
  if (values.age) await user.click(screen.getByLabelText('I confirm that I am 18 or older'));
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('Sign-up validation', () => {
  it.each([
    [{}, 'All fields are required.'],
    [{ username: 'Rohit', email: 'r@x.in', password: 'secret1' }, 'All fields are required.'],
    [
      { username: 'Rohit', email: 'r@x.in', password: 'secret1', confirm: 'secret2' },
      'Passwords do not match.',
    ],
    [
      { username: 'Rohit', email: 'rohit@x', password: 'secret1', confirm: 'secret1' },
      'Please enter a valid email address.',
    ],
    [
      { username: 'Rohit', email: 'rohit@x.in', password: 'abc', confirm: 'abc' },
      'Password should be atleast 6 characters long.',
    ],
    [
      { username: 'Rohit', email: 'rohit@x.in', password: 'secret1', confirm: 'secret1' },
      'Please confirm that you are 18 or older',
    ],
  ])('%o → "%s" and nothing is sent', async (values, message) => {
    const { fetchMock } = stubFetch({});
    const { user } = await openSignup();
    await fill(user, values);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('Sign-up outcomes', () => {
  const valid = {
    username: 'Virat Kohli',
    email: 'virat@example.com',
    password: 'secret1',
    confirm: 'secret1',
    age: true,
  };

  it('a registered e-mail toasts "User already registered"', async () => {
    stubFetch({
      'POST /api/users/register': {
        status: 409,
        body: { status: 409, error: { code: 'USER_EXISTS', message: 'exists' } },
      },
    });
    const { user, router } = await openSignup();
    await fill(user, valid);
    expect(await screen.findByText('User already registered')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('invalid inputs toast "Invalid inputs"', async () => {
    stubFetch({
      'POST /api/users/register': {
        status: 400,
        body: { status: 411, error: { code: 'VALIDATION', message: 'bad', fields: {} } },
      },
    });
    const { user } = await openSignup();
    await fill(user, valid);
    expect(await screen.findByText('Invalid inputs')).toBeTruthy();
  });

  it('success stores the session, toasts and goes home', async () => {
    const { calls } = stubFetch({
      'POST /api/users/register': {
        status: 201,
        body: { status: 201, user: testUser, login: { token: 'tok', session_timeout: 30 } },
      },
      'POST /api/user/getById': profileReply,
    });
    const { user, router } = await openSignup();
    await fill(user, valid);
    expect(await screen.findByText('Signed Up successfully')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(calls[0]?.body).toEqual({
      username: 'Virat Kohli',
      email: 'virat@example.com',
      password: 'secret1',
      ageConfirmed: true,
    });
    expect(useSession.getState().token).toBe('tok');
  });
});
