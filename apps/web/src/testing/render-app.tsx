import { vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppToaster } from '@/app/toaster';
import { routes } from '@/app/router';
import { queryClient } from '@/lib/query-client';
import { useAdminSession, useSession } from '@/stores/session';

/** Renders the real route table at `path` with the app's providers (minus the service worker). */
export function renderApp(path: string, { fakeTimers = false } = {}) {
  queryClient.clear();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup(
    fakeTimers ? { advanceTimers: (ms: number) => vi.advanceTimersByTime(ms) } : {},
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return { router, user, ...view };
}

/** Puts a signed-in player in the store, with a session that ends `minutesLeft` from now. */
export function signInAs(minutesLeft = 60) {
  useSession.setState({
    token: 'user-token',
    userId: 'u_1',
    email: 'virat@example.com',
    username: 'Virat Kohli',
    expiresAt: Date.now() + minutesLeft * 60_000,
  });
}

export function signOutAll() {
  useSession.getState().clear();
  useAdminSession.getState().clear();
}
