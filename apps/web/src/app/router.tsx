/**
 * Every route of the app (spec 000 §2, spec 001 §2) and its guard. Only the guards, the root layout and
 * the error page (which must work when a chunk fails to load) are in the first download; every screen
 * is a lazy chunk, and the screens that read server data sit under the lazy QueryLayout (TanStack
 * Query). The admin panel is one chunk.
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
import { RootLayout } from '@/app/layout/root-layout';
import { lazyInOwnTask } from '@/app/lazy-in-own-task';
import { preloadRoutesOnIntent } from '@/app/route-preload';
import { RouteErrorBoundary } from '@/app/routes/route-error';
import { preloadSocketClient } from '@/lib/socket-client';

const loadAdmin = () => import('@/app/routes/admin/admin-routes');

// The splash is lazy too: on `/` the copy pre-rendered into index.html paints before it arrives
// (src/app/static-splash.ts), and no other screen needs its illustration.
const lazySplash = async () => ({ Component: (await import('@/app/routes/splash')).SplashRoute });

// The server-state provider: loaded in parallel with the first screen below it.
const lazyQueryLayout = async () => ({
  Component: (await import('@/app/layout/query-layout')).QueryLayout,
});

// The signed-in frame (header, side menu, tour) and Home: lazy, so guests on the splash never load
// them; the router fetches the frame and the page in parallel.
const lazyAppShell = async () => ({
  Component: (await import('@/app/layout/app-shell')).AppShell,
});
const loadHome = () => import('@/app/routes/home');

// The account forms (react-hook-form, resolvers) load with the first account screen visited.
const lazyLogin = async () => ({ Component: (await import('@/app/routes/login')).LoginRoute });
const lazySignup = async () => ({ Component: (await import('@/app/routes/signup')).SignupRoute });
const lazyForgotPassword = async () => ({
  Component: (await import('@/app/routes/forgot-password')).ForgotPasswordRoute,
});
const lazyResetPassword = async () => ({
  Component: (await import('@/app/routes/reset-password')).ResetPasswordRoute,
});

// The live room: its own full-screen night layout (header with Rules), one lazy chunk; the socket
// library (a shared chunk) downloads beside it.
const lazyAuctionRoom = async () => {
  preloadSocketClient();
  return { Component: (await import('@/app/routes/auction-room')).AuctionRoomRoute };
};

// The public watch link and the replay of a completed auction (the room screen,
// read-only, without sign-in; the replay never connects).
const lazyWatch = async () => {
  preloadSocketClient();
  return { Component: (await import('@/app/routes/watch')).WatchRoute };
};
const lazyReplay = async () => ({ Component: (await import('@/app/routes/replay')).ReplayRoute });

// Wallet, profile and phone verification: one lazy chunk each (the QR code library loads on demand).
const lazyWallet = async () => ({
  Component: (await import('@/app/routes/my-wallet')).MyWalletRoute,
});
const lazyProfile = async () => ({
  Component: (await import('@/app/routes/profile')).ProfileRoute,
});
const lazyKyc = async () => ({ Component: (await import('@/app/routes/kyc')).KycRoute });
const lazyNotificationSettings = async () => ({
  Component: (await import('@/app/routes/notification-settings')).NotificationSettingsRoute,
});
const lazyGaming = async () => ({
  Component: (await import('@/app/routes/responsible-gaming')).ResponsibleGamingRoute,
});

// The auction screens and the static pages (spec 001 §2): lazy chunks, so the carousel, date picker
// and confetti libraries stay out of the first download.
const loadAuctions = () => import('@/app/routes/auctions');
const loadStatic = () => import('@/app/routes/static-pages');
// Leagues: create, a league's page, the join screen of an invite link (one chunk).
const loadLeagues = () => import('@/app/routes/leagues');
// After the hammer: the XI's order, standings and results, bid history (a lazy chunk each).
const loadStandings = () => import('@/app/routes/standings');
const resultRoutes: RouteObject[] = [
  {
    path: 'yourTeamPlayers/:auctionId/:userId',
    handle: { back: 'history', layout: 'wide' },
    lazy: async () => ({ Component: (await import('@/app/routes/team-players')).TeamPlayersRoute }),
  },
  {
    path: 'teamPage/:auctionId/:userId',
    handle: { layout: 'medium' },
    lazy: async () => ({ Component: (await loadStandings()).StandingsRoute }),
  },
  {
    path: 'result/:auctionId',
    handle: { layout: 'medium' },
    lazy: async () => ({ Component: (await loadStandings()).ResultRoute }),
  },
  {
    path: 'bidhistory',
    handle: { layout: 'medium' },
    lazy: async () => ({ Component: (await import('@/app/routes/bid-history')).BidHistoryRoute }),
  },
];
const auctionRoutes: RouteObject[] = [
  // Home is a small chunk of its own; its carousel and calendar load lazily inside it.
  {
    path: 'home',
    handle: { layout: 'wide' },
    lazy: async () => ({ Component: (await loadHome()).HomeRoute }),
  },
  { path: 'auctionHome', lazy: async () => ({ Component: (await loadHome()).AuctionHomeRoute }) },
  {
    path: 'auction/:id',
    handle: { layout: 'wide' },
    lazy: async () => ({ Component: (await loadAuctions()).AuctionDetailRoute }),
  },
  {
    path: 'register/:id',
    lazy: async () => ({ Component: (await import('@/app/routes/register')).RegisterRoute }),
  },
  {
    path: 'successregister',
    lazy: async () => ({ Component: (await loadAuctions()).SuccessRegisterRoute }),
  },
  {
    path: 'my-auctions',
    handle: { layout: 'wide' },
    lazy: async () => ({ Component: (await loadAuctions()).MyAuctionsRoute }),
  },
  {
    path: 'leagues/new',
    lazy: async () => ({ Component: (await loadLeagues()).CreateLeagueRoute }),
  },
  {
    path: 'league/:code',
    lazy: async () => ({ Component: (await loadLeagues()).LeagueRoute }),
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
const loadAdminAuctionDetail = () => import('@/app/routes/admin/auction-detail');
const loadAdminContent = () => import('@/app/routes/admin/content');
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
    lazy: async () => ({ Component: (await loadAdminAuctionDetail()).AdminAuctionDetailRoute }),
  },
  {
    path: 'content',
    lazy: async () => ({ Component: (await loadAdminContent()).AdminContentRoute }),
  },
  {
    path: 'auctions/:auctionId/results',
    lazy: async () => ({ Component: (await loadAdminAnalytics()).AdminAuctionResultsRoute }),
  },
  {
    path: 'analytics',
    lazy: async () => ({ Component: (await loadAdminAnalytics()).AdminAnalyticsRoute }),
  },
  { path: 'actions', lazy: async () => ({ Component: (await loadAdmin()).AdminActionsLogRoute }) },
  { path: '*', lazy: async () => ({ Component: (await loadAdmin()).AdminNotFoundRoute }) },
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
          { index: true, lazy: lazySplash },
          {
            lazy: lazyQueryLayout,
            children: [
              { path: 'login', lazy: lazyLogin },
              { path: 'signup', lazy: lazySignup },
            ],
          },
        ],
      },
      {
        lazy: lazyQueryLayout,
        children: [
          // Open to everyone (a signed-in user may still reset a password).
          { path: 'fpp', lazy: lazyForgotPassword },
          { path: 'watch/:id', lazy: lazyWatch },
          // An invite link: open signed out (it offers sign-up or login and comes back here).
          {
            path: 'join/:code',
            lazy: async () => ({ Component: (await loadLeagues()).JoinLeagueRoute }),
          },
          { path: 'auction/:id/replay', lazy: lazyReplay },
          { path: 'resetpass/:email/:token', lazy: lazyResetPassword },
          {
            loader: requireUserLoader,
            shouldRevalidate: alwaysRevalidate,
            lazy: lazyAppShell,
            children: [
              ...auctionRoutes,
              ...resultRoutes,
              { path: 'myWallet', handle: { layout: 'wide' }, lazy: lazyWallet },
              { path: 'profile', handle: { layout: 'wide' }, lazy: lazyProfile },
              { path: 'kyc', lazy: lazyKyc, handle: { back: 'history' } },
              { path: 'settings/notifications', lazy: lazyNotificationSettings },
              { path: 'responsible-gaming', lazy: lazyGaming },
              ...PLANNED_ROUTES.map(({ path, handle, ...page }): RouteObject => ({
                path: path.slice(1),
                handle,
                lazy: async () => {
                  const { ComingSoonRoute } = await import('@/app/routes/coming-soon');
                  return { element: <ComingSoonRoute {...page} /> };
                },
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
            lazy: async () => ({
              Component: (await import('@/app/routes/admin/admin-login')).AdminLoginRoute,
            }),
          },
          {
            path: 'admin',
            loader: requireAdminLoader,
            shouldRevalidate: alwaysRevalidate,
            lazy: async () => ({ Component: (await loadAdmin()).AdminLayoutRoute }),
            children: adminChildren,
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('@/app/routes/not-found')).NotFoundRoute }),
      },
    ],
  },
];

/**
 * The app's router; a link's page starts loading when the user shows intent (route-preload.ts), and
 * each route's chunk starts loading in a task of its own (lazy-in-own-task.ts).
 */
export function createAppRouter() {
  const tree = lazyInOwnTask(routes);
  preloadRoutesOnIntent(tree);
  return createBrowserRouter(tree);
}
