import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { preloadRoutesOnIntent } from '@/app/route-preload';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('preloadRoutesOnIntent', () => {
  it('loads the chunk of the page a link points to when the pointer rests on it, once', () => {
    const lazyRoom = vi.fn(async () => ({}));
    const lazyOther = vi.fn(async () => ({}));
    const routes: RouteObject[] = [
      { path: '/auctionRoom/:auctionId', lazy: lazyRoom },
      { path: '/profile', lazy: lazyOther },
    ];
    stop = preloadRoutesOnIntent(routes);
    render(<a href="/auctionRoom/a1">Join</a>);
    const link = screen.getByRole('link', { name: 'Join' });
    fireEvent.pointerOver(link);
    fireEvent.focusIn(link);
    expect(lazyRoom).toHaveBeenCalledTimes(1);
    expect(lazyOther).not.toHaveBeenCalled();
  });

  it('ignores links that leave the app', () => {
    const lazy = vi.fn(async () => ({}));
    stop = preloadRoutesOnIntent([{ path: '*', lazy }]);
    render(<a href="https://example.com/profile">Away</a>);
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Away' }));
    expect(lazy).not.toHaveBeenCalled();
  });
});
