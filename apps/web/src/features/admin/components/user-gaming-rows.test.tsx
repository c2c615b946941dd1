import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserGamingRows } from '@/features/admin/components/user-gaming-rows';

const user = {
  id: 'u_1',
  email: 'a@b.in',
  username: 'Asha',
  imageUrl: null,
  role: 'USER' as const,
  banned: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  mobileNumber: null,
  language: null,
};
const NOW = Date.parse('2026-11-24T04:00:00.000Z');
const rows = (over: object) =>
  render(
    <dl>
      <UserGamingRows user={{ ...user, ...over }} nowMs={NOW} />
    </dl>,
  );

describe("the admin's view of a player's responsible gaming", () => {
  it('shows a running self-exclusion and the 18+ date, with no control to change them', () => {
    rows({
      ageConfirmedAt: '2026-11-01T04:00:00.000Z',
      selfExcludedUntil: '2026-12-01T04:00:00.000Z',
    });
    expect(screen.getByText('Until 1 Dec 2026, 9:30 am IST')).toBeTruthy();
    expect(screen.getByText('1 Nov 2026')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says No for an ended exclusion and Not yet for an unconfirmed age', () => {
    rows({ ageConfirmedAt: null, selfExcludedUntil: '2026-11-20T04:00:00.000Z' });
    expect(screen.getByText('No')).toBeTruthy();
    expect(screen.getByText('Not yet')).toBeTruthy();
  });
});
