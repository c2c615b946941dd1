import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderApp, signInAs } from '@/testing/render-app';
import { fullPaymentInfo, noPaymentInfo, userDetailReply } from '@/testing/wallet-fixtures';

const updated = {
  status: 200,
  body: {
    success: true,
    message: 'Payment details updated successfully',
    paymentInfo: fullPaymentInfo,
  },
};

function png(name: string, bytes = 10) {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

async function openProfile(info = noPaymentInfo) {
  const stub = stubFetch({
    'POST /api/user/getById': userDetailReply(info),
    'PUT /api/wallet/payment-details': updated,
    'GET /api/images/11111111-1111-4111-8111-111111111111': { status: 200, body: 'image bytes' },
    'POST /api/upload/userImage': {
      status: 200,
      body: {
        success: true,
        message: 'Profile picture updated successfully',
        imageUrl: '/api/images/33333333-3333-4333-8333-333333333333',
      },
    },
  });
  const app = renderApp('/profile');
  await screen.findByRole('heading', { name: 'Virat Kohli' });
  return { ...app, ...stub };
}

describe('My Profile', () => {
  beforeEach(() => signInAs());

  it('shows name, e-mail and Not Completed until everything is on file', async () => {
    await openProfile();
    expect(screen.getByText('virat@example.com')).toBeTruthy();
    expect(screen.getByText('Not Completed')).toBeTruthy();
    expect(screen.getAllByText('Not uploaded')).toHaveLength(2);
  });

  it('shows Completed with the verified phone, UPI id and masked KYC images', async () => {
    await openProfile(fullPaymentInfo);
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.getByText('+91 98765 43210')).toBeTruthy();
    expect((screen.getByLabelText('UPI ID') as HTMLInputElement).value).toBe('virat@okaxis');
    expect(screen.getByRole('button', { name: 'Show Aadhaar card' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show PAN card' })).toBeTruthy();
  });

  it('fetches a KYC image with the bearer token only when tapped', async () => {
    const { calls, user } = await openProfile(fullPaymentInfo);
    const imagePath = '/api/images/11111111-1111-4111-8111-111111111111';
    expect(calls.some((c) => c.path === imagePath)).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Show Aadhaar card' }));
    expect(await screen.findByRole('img', { name: 'Aadhaar card' })).toBeTruthy();
    const call = calls.find((c) => c.path === imagePath);
    expect(call?.headers.get('Authorization')).toBe('Bearer user-token');
  });

  it('keeps Update UPI disabled while the field is empty and checks the format', async () => {
    const { user, calls } = await openProfile();
    const button = screen.getByRole('button', { name: 'Update UPI' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await user.type(screen.getByLabelText('UPI ID'), '   ');
    expect(button.disabled).toBe(true);
    await user.type(screen.getByLabelText('UPI ID'), 'not-a-upi');
    expect(button.disabled).toBe(false);
    await user.click(button);
    expect(screen.getByText('Please enter a valid UPI ID (e.g. name@bank)')).toBeTruthy();
    await user.clear(screen.getByLabelText('UPI ID'));
    await user.type(screen.getByLabelText('UPI ID'), 'virat@okaxis');
    await user.click(button);
    expect(await screen.findByText('Payment details updated successfully')).toBeTruthy();
    const body = calls.find((c) => c.path === '/api/wallet/payment-details')?.body as FormData;
    expect(body.get('upiId')).toBe('virat@okaxis');
    expect(body.has('mobileNumber')).toBe(false);
  });

  it('keeps Update Aadhaar and Update PAN disabled until a file is picked', async () => {
    const { user, calls } = await openProfile();
    const aadhaar = screen.getByRole('button', { name: 'Update Aadhaar' }) as HTMLButtonElement;
    const pan = screen.getByRole('button', { name: 'Update PAN' }) as HTMLButtonElement;
    expect(aadhaar.disabled).toBe(true);
    expect(pan.disabled).toBe(true);

    await user.upload(screen.getByLabelText('Choose PAN image'), png('pan.png'));
    expect(pan.disabled).toBe(false);
    expect(aadhaar.disabled).toBe(true);
    expect(screen.getByRole('img', { name: 'New PAN image preview' })).toBeTruthy();
    await user.click(pan);
    expect(await screen.findByText('Payment details updated successfully')).toBeTruthy();
    const body = calls.find((c) => c.method === 'PUT')?.body as FormData;
    expect((body.get('panCard') as File).name).toBe('pan.png');
    expect(body.has('aadharCard')).toBe(false);
    await waitFor(() => expect(pan.disabled).toBe(true));
  });

  it('refuses an image over 5 MB before uploading', async () => {
    const { user, calls } = await openProfile();
    await user.upload(
      screen.getByLabelText('Choose Aadhaar image'),
      png('big.png', 5 * 1024 * 1024 + 1),
    );
    expect(await screen.findByText('File size must be under 5MB.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Update Aadhaar' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('previews a new picture and uploads it', async () => {
    const { user, calls } = await openProfile();
    await user.upload(screen.getByLabelText('Change picture'), png('me.png'));
    expect(screen.getByRole('img', { name: 'New profile picture preview' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save picture' }));
    expect(await screen.findByText('Profile picture updated successfully')).toBeTruthy();
    const body = calls.find((c) => c.path === '/api/upload/userImage')?.body as FormData;
    expect((body.get('file') as File).name).toBe('me.png');
  });

  it('sends a number to verify to /kyc; the button needs a number', async () => {
    const { user, router } = await openProfile();
    const card = within(screen.getByRole('form', { name: 'Phone number' }));
    const verify = card.getByRole('button', { name: 'Verify number' }) as HTMLButtonElement;
    expect(verify.disabled).toBe(true);
    await user.type(card.getByLabelText('Mobile number'), '12345');
    await user.click(verify);
    expect(card.getByText('Please enter a valid 10-digit phone number')).toBeTruthy();
    await user.clear(card.getByLabelText('Mobile number'));
    await user.type(card.getByLabelText('Mobile number'), '9876543210');
    await user.click(verify);
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc'));
    expect(router.state.location.search).toBe('?phone=9876543210');
    expect(((await screen.findByLabelText('Mobile number')) as HTMLInputElement).value).toBe(
      '9876543210',
    );
  });

  it('logs out to the splash screen', async () => {
    const { user, router } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
