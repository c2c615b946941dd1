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
import { AuctionHomeRoute, HomeRoute } from '@/app/routes/home';
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

// Wallet, profile and phone verification: one lazy chunk each (the QR code library loads on demand).
const lazyWallet = async () => ({
  Component: (await import('@/app/routes/my-wallet')).MyWalletRoute,
});
const lazyProfile = async () => ({
  Component: (await import('@/app/routes/profile')).ProfileRoute,
});
const lazyKyc = async () => ({ Component: (await import('@/app/routes/kyc')).KycRoute });

// The auction screens and the static pages (spec 001 §2): lazy chunks, so the carousel, date picker
// and confetti libraries stay out of the first download.
const loadAuctions = () => import('@/app/routes/auctions');
const loadStatic = () => import('@/app/routes/static-pages');
// After the hammer: the XI's order, standings and results, bid history (a lazy chunk each).
const loadStandings = () => import('@/app/routes/standings');
const resultRoutes: RouteObject[] = [
  {
    path: 'yourTeamPlayers/:auctionId/:userId',
    handle: { back: 'history' },
    lazy: async () => ({ Component: (await import('@/app/routes/team-players')).TeamPlayersRoute }),
  },
  {
    path: 'teamPage/:auctionId/:userId',
    lazy: async () => ({ Component: (await loadStandings()).StandingsRoute }),
  },
  {
    path: 'result/:auctionId',
    lazy: async () => ({ Component: (await loadStandings()).ResultRoute }),
  },
  {
    path: 'bidhistory',
    lazy: async () => ({ Component: (await import('@/app/routes/bid-history')).BidHistoryRoute }),
  },
];
const auctionRoutes: RouteObject[] = [
  // Home stays in the first chunk (signed-in users land there); its carousel and calendar load lazily.
  { path: 'home', Component: HomeRoute },
  { path: 'auctionHome', Component: AuctionHomeRoute },
  {
    path: 'auction/:id',
    lazy: async () => ({ Component: (await loadAuctions()).AuctionDetailRoute }),
  },
  { path: 'register/:id', lazy: async () => ({ Component: (await loadAuctions()).RegisterRoute }) },
  {
    path: 'successregister',
    lazy: async () => ({ Component: (await loadAuctions()).SuccessRegisterRoute }),
  },
  {
    path: 'my-auctions',
    lazy: async () => ({ Component: (await loadAuctions()).MyAuctionsRoute }),
  },
  { path: 'how-to-play', lazy: async () => ({ Component: (await loadStatic()).HowToPlayRoute }) },
  {
    path: 'how-to-register',
    lazy: async () => ({ Component: (await loadStatic()).HowToRegisterRoute }),
  },
  {
    path: 'how-to-withdraw',
    lazy: async () => ({ Component: (await loadStatic()).HowToWithdrawRoute }),
  },
  {
    path: 'privacy-policy',
    lazy: async () => ({ Component: (await loadStatic()).PrivacyPolicyRoute }),
  },
  {
    path: 'terms-and-conditions',
    lazy: async () => ({ Component: (await loadStatic()).TermsRoute }),
  },
];

const loadAdminAuctions = () => import('@/app/routes/admin/auctions');
// Analytics and an auction's results: their own chunk (recharts loads lazily inside the dashboard).
const loadAdminAnalytics = () => import('@/app/routes/admin/analytics');

const adminChildren: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await loadAdmin()).AdminDashboardRoute }) },
  { path: 'users', lazy: async () => ({ Component: (await loadAdmin()).AdminUsersRoute }) },
  {
    path: 'wallet-requests',
    lazy: async () => ({ Component: (await loadAdmin()).AdminWalletRequestsRoute }),
  },
  {
    path: 'transactions',
    lazy: async () => ({ Component: (await loadAdmin()).AdminTransactionsRoute }),
  },
  {
    path: 'auctions',
    lazy: async () => ({ Component: (await loadAdminAuctions()).AdminAuctionsRoute }),
  },
  {
    path: 'auctions/:auctionId',
    lazy: async () => ({ Component: (await loadAdminAuctions()).AdminAuctionDetailRoute }),
  },
  {
    path: 'content',
    lazy: async () => ({ Component: (await loadAdminAuctions()).AdminContentRoute }),
  },
  {
    path: 'auctions/:auctionId/results',
    lazy: async () => ({ Component: (await loadAdminAnalytics()).AdminAuctionResultsRoute }),
  },
  {
    path: 'analytics',
    lazy: async () => ({ Component: (await loadAdminAnalytics()).AdminAnalyticsRoute }),
  },
  ...['*'].map((path): RouteObject => ({
    path,
    lazy: async () => ({ Component: (await loadAdmin()).AdminComingSoonRoute }),
  })),
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
          ...auctionRoutes,
          ...resultRoutes,
          { path: 'myWallet', lazy: lazyWallet },
          { path: 'profile', lazy: lazyProfile },
          { path: 'kyc', lazy: lazyKyc, handle: { back: 'history' } },
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
