import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';

const sent = {
  status: 201,
  body: { status: 201, message: 'If an account exists, a link was sent.' },
};

async function openForgotPassword() {
  const app = renderApp('/fpp', { fakeTimers: true });
  await screen.findByRole('heading', { name: 'Forget Password' });
  return app;
}

describe('Forgot password', () => {
  it('shows the banner and the way back to log in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch({});
    await openForgotPassword();
    expect(screen.getByText('No issues, we got your back!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'or directly Log In' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('an invalid e-mail shows the inline message and sends nothing; a valid one clears it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = stubFetch({ 'POST /api/resetLink': sent });
    const { user } = await openForgotPassword();
    const email = screen.getByLabelText('Email');

    await user.type(email, 'not an email');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(email);
    await user.type(email, 'rohit@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(
      await screen.findByText(
        'If an account exists for this email, a reset link has been sent to it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('counts down 120 s after a valid send, then offers Send Email again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = stubFetch({ 'POST /api/resetLink': sent });
    const { user } = await openForgotPassword();
    await user.type(screen.getByLabelText('Email'), 'Rohit@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));

    const button = await screen.findByRole('button', { name: 'Resend in 120s' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(calls[0]).toMatchObject({
      path: '/api/resetLink',
      body: { email: 'rohit@example.com' },
    });
    expect(calls[0]?.headers.has('Authorization')).toBe(false);

    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Resend in 119s' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('button', { name: 'Resend in 59s' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(59_000));
    const again = screen.getByRole('button', { name: 'Send Email' });
    expect((again as HTMLButtonElement).disabled).toBe(false);
  });

  it.each([
    [400, 411, 'Invalid inputs'],
    [404, 404, 'User not found'],
    [500, undefined, 'Some error occurred'],
  ])(
    'HTTP %i / body %s toasts "%s" (the countdown still runs)',
    async (http, bodyStatus, message) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      stubFetch({
        'POST /api/resetLink': {
          status: http,
          body: { status: bodyStatus, error: { code: 'X', message: '' } },
        },
      });
      const { user } = await openForgotPassword();
      await user.type(screen.getByLabelText('Email'), 'rohit@example.com');
      await user.click(screen.getByRole('button', { name: 'Send Email' }));
      expect(await screen.findByText(message)).toBeTruthy();
      expect(screen.getByRole('button', { name: /Resend in \d+s/ })).toBeTruthy();
    },
  );
});
