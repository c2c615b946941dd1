import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/app/routes/register';
import { makeAuction, makeTeam } from '@/testing/auction-fixtures';
import { profileReply, stubFetch, type StubReply } from '@/testing/fetch-stub';
import { renderApp, signInAs } from '@/testing/render-app';

function setup(reply: StubReply, auction = makeAuction()) {
  signInAs();
  const stub = stubFetch({
    'POST /api/user/getById': profileReply,
    'GET /api/auctions/a1': { status: 200, body: { auction } },
    'POST /api/auctions/registration-2': reply,
  });
  return { ...stub, ...renderApp('/register/a1') };
}

const ok = (auctionStatus: 'LIVE' | 'SCHEDULED'): StubReply => ({
  status: 201,
  body: { message: 'The team is Sucessfully Registered', auctionStatus, team: makeTeam() },
});

describe('Auction Registration', () => {
  it('shows the total fee and checks every field with the spec messages', async () => {
    const { user, calls } = setup(ok('SCHEDULED'));
    expect(await screen.findByRole('heading', { name: 'Auction Registration' })).toBeTruthy();
    expect(await screen.findByText('Total fee')).toBeTruthy();
    expect(screen.getAllByText('₹49.00')).toHaveLength(2);
    const submit = screen.getByRole('button', { name: 'Register Team' });

    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('Team name is required');
    await user.type(screen.getByLabelText('Team name'), 'ab');
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Team name must be at least 3 characters',
    );
    await user.type(screen.getByLabelText('Team name'), 'c');
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('Mobile number is required');
    await user.type(screen.getByLabelText('Mobile number'), '98765');
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter a valid 10-digit mobile number',
    );

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/Choose icon/), big);
    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('File size must be under 5MB.');
    expect(calls.filter((c) => c.path === '/api/auctions/registration-2')).toHaveLength(0);
  });

  it('keeps only digits in the mobile number, typed or pasted with +91', async () => {
    const { user } = setup(ok('SCHEDULED'));
    const mobile = (await screen.findByLabelText('Mobile number')) as HTMLInputElement;
    await user.type(mobile, '98a7b6-5');
    expect(mobile.value).toBe('98765');
    await user.clear(mobile);
    await user.click(mobile);
    await user.paste('+91 98765-43210');
    expect(mobile.value).toBe('9876543210');
  });

  it('sends the form with the icon; a SCHEDULED auction offers Go Home', async () => {
    const { user, calls } = setup(ok('SCHEDULED'));
    await user.type(await screen.findByLabelText('Team name'), 'Royal Strikers');
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    const icon = new File(['png'], 'crest.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/Choose icon/), icon);
    expect(screen.getByRole('img', { name: 'Team icon preview' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Register Team' }));

    expect(
      await screen.findByRole('heading', { name: 'Team Registration Successful!' }),
    ).toBeTruthy();
    expect(
      (await screen.findAllByText('The team is Sucessfully Registered')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Go Home' })).toBeTruthy();
    const form = calls.find((c) => c.path === '/api/auctions/registration-2')?.body as FormData;
    expect(form.get('auctionId')).toBe('a1');
    expect(form.get('teamName')).toBe('Royal Strikers');
    expect(form.get('mobileNumber')).toBe('9876543210');
    expect((form.get('icon') as File).name).toBe('crest.png');
  });

  it('a LIVE auction offers Enter Auction to the success screen', async () => {
    const { user } = setup(ok('LIVE'), makeAuction({ status: 'LIVE' }));
    await user.type(await screen.findByLabelText('Team name'), 'Royal Strikers');
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Register Team' }));
    const enter = await screen.findByRole('link', { name: 'Enter Auction' });
    expect(enter.getAttribute('href')).toBe('/successregister?auctionId=a1');
  });

  it('a refusal shows the server message and Try Again brings the form back', async () => {
    const { user } = setup({
      status: 409,
      body: { error: { code: 'ALREADY_REGISTERED', message: 'You are already registered' } },
    });
    await user.type(await screen.findByLabelText('Team name'), 'Royal Strikers');
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Register Team' }));
    expect(await screen.findByRole('heading', { name: 'You are already registered' })).toBeTruthy();
    expect(screen.getByText('An error occurred. Please try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Team name') as HTMLInputElement).value).toBe('Royal Strikers'),
    );
  });
});
