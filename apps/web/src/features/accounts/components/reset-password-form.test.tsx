import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';

const PATH = '/resetpass/rohit%40example.com/0123456789abcdef0123';

async function submit(
  user: ReturnType<typeof renderApp>['user'],
  password: string,
  confirm: string,
) {
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset' }));
}

describe('Reset password', () => {
  it('validates: both required, then equal', async () => {
    const { fetchMock } = stubFetch({});
    const { user } = renderApp(PATH);
    await screen.findByRole('heading', { name: 'Reset Password' });
    await submit(user, 'newpass1', '');
    expect((await screen.findByRole('alert')).textContent).toBe('All fields are required.');
    await submit(user, '', 'different');
    expect((await screen.findByRole('alert')).textContent).toBe('Passwords do not match.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the password needs 6 characters before sending', async () => {
    const { fetchMock } = stubFetch({});
    const { user } = renderApp(PATH);
    await screen.findByRole('heading', { name: 'Reset Password' });
    expect(screen.getByLabelText('Password').getAttribute('placeholder')).toBe(
      'At least 6 characters',
    );
    await submit(user, 'abc12', 'abc12');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Password should be at least 6 characters',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names the field rule the server gives with "Invalid inputs"', async () => {
    stubFetch({
      'POST /api/resetPass': {
        status: 400,
        body: {
          status: 411,
          error: {
            code: 'VALIDATION',
            message: 'password: Password should be at least 6 characters',
            fields: { password: 'Password should be at least 6 characters' },
          },
        },
      },
    });
    const { user } = renderApp(PATH);
    await screen.findByRole('heading', { name: 'Reset Password' });
    await submit(user, 'newpass1', 'newpass1');
    expect(
      await screen.findByText('Invalid inputs: Password should be at least 6 characters'),
    ).toBeTruthy();
  });

  it('success toasts and goes to /login', async () => {
    const { calls } = stubFetch({
      'POST /api/resetPass': { status: 201, body: { status: 201, message: 'ok' } },
    });
    const { user, router } = renderApp(PATH);
    await screen.findByRole('heading', { name: 'Reset Password' });
    await submit(user, 'newpass1', 'newpass1');
    expect(await screen.findByText('Password Changed Successfully')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls[0]?.body).toEqual({
      email: 'rohit@example.com',
      token: '0123456789abcdef0123',
      password: 'newpass1',
    });
  });

  it.each([
    [400, 411, 'VALIDATION', 'Invalid inputs'],
    [400, 400, 'RESET_LINK_INVALID', 'Reset Link used'],
  ])('HTTP %i / body %s toasts "%s"', async (http, bodyStatus, code, message) => {
    stubFetch({
      'POST /api/resetPass': {
        status: http,
        body: { status: bodyStatus, error: { code, message: '' } },
      },
    });
    const { user, router } = renderApp(PATH);
    await screen.findByRole('heading', { name: 'Reset Password' });
    await submit(user, 'newpass1', 'newpass1');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(router.state.location.pathname).toMatch(/^\/resetpass\//);
  });
});
