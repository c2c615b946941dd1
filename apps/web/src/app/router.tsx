/**
 * Every route of the app (spec 000 §2, spec 001 §2) and its guard. The admin panel is one lazy chunk.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { PLANNED_ROUTES } from '@/app/coming-soon-routes';
import {
  adminGuestLoader,
  alwaysRevalidate,
  guestOnlyLoader,
  requireAdminLoader,
  requireUserLoader,
} from '@/app/guards';
import { AppShell } from '@/app/layout/app-shell';
import { RootLayout } from '@/app/layout/root-layout';
import { ComingSoonRoute } from '@/app/routes/coming-soon';
import { HomeRoute } from '@/app/routes/home';
import { NotFoundRoute } from '@/app/routes/not-found';
import { RouteErrorBoundary } from '@/app/routes/route-error';
import { SplashRoute } from '@/app/routes/splash';

const loadAdmin = () => import('@/app/routes/admin/admin-routes');

// The account forms (react-hook-form, resolvers) load with the first account screen visited.
const lazyLogin = async () => ({ Component: (await import('@/app/routes/login')).LoginRoute });
const lazySignup = async () => ({ Component: (await import('@/app/routes/signup')).SignupRoute });
const lazyForgotPassword = async () => ({
  Component: (await import('@/app/routes/forgot-password')).ForgotPasswordRoute,
});
const lazyResetPassword = async () => ({
  Component: (await import('@/app/routes/reset-password')).ResetPasswordRoute,
});

// The live room: its own full-screen night layout (header with Rules), one lazy chunk.
const lazyAuctionRoom = async () => ({
  Component: (await import('@/app/routes/auction-room')).AuctionRoomRoute,
});

const adminChildren: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await loadAdmin()).AdminDashboardRoute }) },
  { path: 'users', lazy: async () => ({ Component: (await loadAdmin()).AdminUsersRoute }) },
  ...['auctions', 'wallet-requests', 'transactions', 'analytics', 'content', '*'].map(
    (path): RouteObject => ({
      path,
      lazy: async () => ({ Component: (await loadAdmin()).AdminComingSoonRoute }),
    }),
  ),
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: FullScreenSpinner,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        loader: guestOnlyLoader,
        shouldRevalidate: alwaysRevalidate,
        children: [
          { index: true, Component: SplashRoute },
          { path: 'login', lazy: lazyLogin },
          { path: 'signup', lazy: lazySignup },
        ],
      },
      // Open to everyone (a signed-in user may still reset a password).
      { path: 'fpp', lazy: lazyForgotPassword },
      { path: 'resetpass/:email/:token', lazy: lazyResetPassword },
      {
        loader: requireUserLoader,
        shouldRevalidate: alwaysRevalidate,
        Component: AppShell,
        children: [
          { path: 'home', Component: HomeRoute },
          ...PLANNED_ROUTES.map(({ path, handle, ...page }): RouteObject => ({
            path: path.slice(1),
            handle,
            element: <ComingSoonRoute {...page} />,
          })),
        ],
      },
      {
        loader: requireUserLoader,
        shouldRevalidate: alwaysRevalidate,
        children: [
          { path: 'auctionRoom/:auctionId', lazy: lazyAuctionRoom },
          { path: 'auction-room', lazy: lazyAuctionRoom },
        ],
      },
      {
        path: 'admin/login',
        loader: adminGuestLoader,
        lazy: async () => ({ Component: (await loadAdmin()).AdminLoginRoute }),
      },
      {
        path: 'admin',
        loader: requireAdminLoader,
        shouldRevalidate: alwaysRevalidate,
        lazy: async () => ({ Component: (await loadAdmin()).AdminLayoutRoute }),
        children: adminChildren,
      },
      { path: '*', Component: NotFoundRoute },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
