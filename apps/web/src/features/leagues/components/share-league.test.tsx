// Sharing an invite: the share sheet gets the prepared text (title, code, link, start in India
// time); without a share sheet the button is a WhatsApp link with the same text; Hindi too.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { ShareLeague } from '@/features/leagues/components/share-league';

const league = { title: 'Friday & Friends', startsAt: '2026-11-29T12:00:00.000Z' };
const link = 'https://bidxi.in/join/ABC234';
const show = () => render(<ShareLeague league={league} code="ABC234" link={link} />);

describe('ShareLeague', () => {
  it('opens the share sheet with the title, code, link and India-time start', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledTimes(1);
    const { title, text } = share.mock.calls[0]![0] as { title: string; text: string };
    expect(title).toBe('Friday & Friends');
    expect(text).toBe(
      'Join my BidXI league "Friday & Friends"! Starts 29 Nov 2026, 5:30 pm IST. Code ABC234: https://bidxi.in/join/ABC234',
    );
  });

  it('falls back to a WhatsApp link with the same text where there is no share sheet', () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    show();
    const a = screen.getByRole('link', { name: 'Share on WhatsApp' });
    const href = a.getAttribute('href')!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const text = decodeURIComponent(href.slice('https://wa.me/?text='.length));
    expect(text).toContain('"Friday & Friends"');
    expect(text).toContain('Code ABC234: https://bidxi.in/join/ABC234');
    expect(text).toContain('5:30 pm IST');
    expect(a.getAttribute('rel')).toContain('noopener');
  });

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    show();
    const a = screen.getByRole('link', { name: 'WhatsApp पर शेयर करें' });
    const text = decodeURIComponent(a.getAttribute('href')!.split('text=')[1]!);
    expect(text).toContain('मेरी BidXI लीग "Friday & Friends" में जुड़ें!');
    expect(text).toContain('कोड ABC234');
  });
});
