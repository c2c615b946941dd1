import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { avatarShadeOf, initialsOf, PlayerAvatar } from './player-avatar';

describe('PlayerAvatar', () => {
  it('derives the generated colour from the type (family) and the name (shade), the same every time', () => {
    expect(avatarShadeOf('Rohit Sharma', 'Batter')).toMatch(/^bg-avatar-bat-[123]$/);
    expect(avatarShadeOf('Rohit Sharma', 'Bowler')).toMatch(/^bg-avatar-bowl-[123]$/);
    expect(avatarShadeOf('MS Dhoni', 'Wicket-Keeper')).toMatch(/^bg-avatar-wk-[123]$/);
    expect(avatarShadeOf('Hardik Pandya', 'All-Rounder')).toMatch(/^bg-avatar-ar-[123]$/);
    expect(avatarShadeOf(' rohit sharma ', 'Batter')).toBe(avatarShadeOf('Rohit Sharma', 'Batter'));
    const shades = new Set(
      ['Virat Kohli', 'Shubman Gill', 'KL Rahul', 'Shreyas Iyer', 'Rinku Singh', 'Tilak Varma'].map(
        (n) => avatarShadeOf(n, 'Batter'),
      ),
    );
    expect(shades.size).toBeGreaterThan(1);
  });

  it('writes up to two initials', () => {
    expect(initialsOf('Bhuvneshwar Kumar')).toBe('BK');
    expect(initialsOf('Jake Fraser-McGurk')).toBe('JF');
    expect(initialsOf('Rashid')).toBe('R');
  });

  it('shows the photo, and the generated picture when it fails to load', () => {
    render(<PlayerAvatar name="Rohit Sharma" type="Batter" imageUrl="/api/images/x" />);
    fireEvent.error(screen.getByTestId('player-photo'));
    expect(screen.getByTestId('player-initials').textContent).toBe('RS');
  });
});
