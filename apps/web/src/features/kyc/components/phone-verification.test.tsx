import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderApp, signInAs } from '@/testing/render-app';
import { fullPaymentInfo, userDetailReply } from '@/testing/wallet-fixtures';

const sent = (message = 'OTP sent successfully') => ({
  status: 200,
  body: {
    success: true,
    message,
    mobileNumber: '+919876543210',
    expiresAt: '2030-01-01T00:10:00.000Z',
    resendAvailableAt: '2030-01-01T00:01:00.000Z',
  },
});

function stubOtp(overrides: Record<string, unknown> = {}) {
  return stubFetch({
    'POST /api/user/getById': userDetailReply(),
    'POST /api/otp/generate': sent(),
    'POST /api/otp/resend': sent('OTP resent successfully'),
    'POST /api/otp/verify': {
      status: 200,
      body: {
        success: true,
        message: 'Phone number verified successfully',
        mobileNumber: '+919876543210',
      },
    },
    ...(overrides as object),
  });
}

const boxes = () =>
  Array.from(
    { length: 6 },
    (_, i) => screen.getByLabelText(`Digit ${i + 1} of 6`) as HTMLInputElement,
  );
const code = () =>
  boxes()
    .map((b) => b.value)
    .join('');

async function toCodeStep(options?: { fakeTimers?: boolean }) {
  const app = renderApp('/kyc', options);
  await app.user.type(await screen.findByLabelText('Mobile number'), '9876543210');
  await app.user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByRole('group', { name: 'One-time code' });
  return app;
}

describe('Phone verification', () => {
  beforeEach(() => signInAs());

  it('wants 10 digits after +91 before sending a code', async () => {
    const { calls } = stubOtp();
    const { user } = renderApp('/kyc');
    const phone = (await screen.findByLabelText('Mobile number')) as HTMLInputElement;
    await user.type(phone, '98a765');
    expect(phone.value).toBe('98765');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText('Please enter a valid 10-digit phone number')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/otp/generate')).toBe(false);
    await user.type(phone, '432109876'); // only 10 digits fit
    expect(phone.value).toBe('9876543210');
  });

  it('sends the code, then six boxes: typing moves on, Backspace goes back', async () => {
    const { calls } = stubOtp();
    const { user } = await toCodeStep();
    expect(calls.find((c) => c.path === '/api/otp/generate')?.body).toEqual({
      mobileNumber: '9876543210',
    });
    expect(await screen.findByText('OTP sent successfully')).toBeTruthy();
    expect(boxes()[0]!.getAttribute('autocomplete')).toBe('one-time-code');
    expect(boxes()[0]!.getAttribute('inputmode')).toBe('numeric');

    await user.click(boxes()[0]!);
    await user.keyboard('12x3');
    expect(code()).toBe('123');
    expect(document.activeElement).toBe(boxes()[3]);
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(boxes()[2]);
    expect(code()).toBe('12');
  });

  it('fills every box from a pasted 6-digit code and verifies it', async () => {
    const { calls } = stubOtp();
    const { user } = await toCodeStep();
    await user.click(boxes()[2]!);
    await user.paste('Your code: 482 913');
    expect(code()).toBe('482913');
    expect(document.activeElement).toBe(boxes()[5]);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const toast = (await screen.findByText('Phone number verified successfully')).closest(
      '[data-sonner-toast]',
    );
    expect(toast?.textContent).toContain('Phone verification');
    expect(calls.find((c) => c.path === '/api/otp/verify')?.body).toEqual({ otp: '482913' });
    expect(await screen.findByRole('heading', { name: 'Phone verified' })).toBeTruthy();
  });

  it('fills the boxes when the browser auto-fills the whole code into the first one', async () => {
    stubOtp();
    await toCodeStep();
    fireEvent.change(boxes()[0]!, { target: { value: '775533' } });
    expect(code()).toBe('775533');
  });

  it('says a code needs 6 digits, and shows the server refusal of a wrong one', async () => {
    const { calls } = stubOtp({
      'POST /api/otp/verify': {
        status: 422,
        body: {
          attemptsLeft: 4,
          error: { code: 'OTP_INVALID', message: 'Invalid OTP. Please try again.' },
        },
      },
    });
    const { user } = await toCodeStep();
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Please enter a valid 6-digit OTP')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/otp/verify')).toBe(false);

    await user.click(boxes()[3]!);
    await user.keyboard('456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid OTP. Please try again.')).toBeTruthy();
    expect(screen.getByText('4 attempts left')).toBeTruthy();
    expect(boxes()[0]!.getAttribute('aria-invalid')).toBe('true');
  });

  it('offers a resend only after a 60 s countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = stubOtp();
    const { user } = await toCodeStep({ fakeTimers: true });
    const resend = () => screen.getByRole('button', { name: /Resend OTP/ }) as HTMLButtonElement;
    expect(resend().textContent).toBe('Resend OTP in 1:00');
    expect(resend().disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(resend().textContent).toBe('Resend OTP in 0:30');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(resend().textContent).toBe('Resend OTP');
    expect(resend().disabled).toBe(false);
    await user.click(resend());
    expect(await screen.findByText('OTP resent successfully')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/otp/resend')?.body).toEqual({
      mobileNumber: '9876543210',
    });
    await waitFor(() => expect(resend().textContent).toBe('Resend OTP in 1:00'));
  });

  it('waits as long as the server says when a code was sent too recently', async () => {
    stubOtp({
      'POST /api/otp/generate': {
        status: 429,
        body: {
          retryAfterSeconds: 42,
          error: {
            code: 'OTP_RESEND_TOO_SOON',
            message: 'Please wait 42 s before requesting another OTP.',
          },
        },
      },
    });
    const { user } = renderApp('/kyc');
    await user.type(await screen.findByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please wait 42 s before requesting another OTP.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Send OTP in 4[12]s/ })).toBeTruthy();
  });

  it('shows the verified number on file', async () => {
    stubOtp({ 'POST /api/user/getById': userDetailReply(fullPaymentInfo) });
    renderApp('/kyc');
    expect(await screen.findByText('+91 98765 43210')).toBeTruthy();
  });
});
