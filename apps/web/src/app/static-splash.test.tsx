import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { isStaticSplashShowing, STATIC_SPLASH_CLASS, STATIC_SPLASH_ID } from '@/app/static-splash';
import { renderStaticSplash } from '@/app/static-splash.render';
import { changeLanguage } from '@/i18n/i18n';

function showStaticSplash() {
  const copy = document.createElement('div');
  copy.id = STATIC_SPLASH_ID;
  copy.innerHTML = renderStaticSplash();
  document.body.prepend(copy);
  document.documentElement.classList.add(STATIC_SPLASH_CLASS);
}

afterEach(() => {
  document.getElementById(STATIC_SPLASH_ID)?.remove();
  document.documentElement.classList.remove(STATIC_SPLASH_CLASS);
});

describe('pre-rendered splash', () => {
  it('renders the splash screen to static HTML', () => {
    const html = renderStaticSplash();
    expect(html).toContain('Discover the Thrill of');
    expect(html).toContain('href="/login"');
    expect(html).not.toContain('animate-slide-up');
  });

  it('gives way to the app splash, which then skips the entrance animations', async () => {
    showStaticSplash();
    expect(isStaticSplashShowing()).toBe(true);
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />);
    await waitFor(() => expect(document.getElementById(STATIC_SPLASH_ID)).toBeNull());
    expect(isStaticSplashShowing()).toBe(false);
    const heading = screen.getByRole('heading', { name: /Discover the Thrill of/ });
    expect(heading.parentElement?.className).not.toContain('animate-slide-up');
  });

  it('presses the button the visitor tapped on the copy before the app had started', async () => {
    showStaticSplash();
    // What public/splash-gate.js notes on a tap on the copy's हिन्दी button.
    document.documentElement.setAttribute('data-static-splash-press', 'हिन्दी');
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />);
    const start = await screen.findByRole('button', { name: 'शुरू करें' });
    expect(start.tagName).toBe('BUTTON');
    expect(document.documentElement.hasAttribute('data-static-splash-press')).toBe(false);
    await changeLanguage('en');
  });

  it('leaves the entrance animations on when there was no pre-rendered copy', async () => {
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />);
    const heading = await screen.findByRole('heading', { name: /Discover the Thrill of/ });
    expect(heading.parentElement?.className).toContain('animate-slide-up');
  });
});
