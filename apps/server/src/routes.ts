/**
 * Every API route plugin, registered under `/api` by app.ts. A feature adds its plugin here: to
 * `adminRoutes` when every route of it is for admins (app.ts applies `requireAdmin` to them once, in
 * their own context), else to `apiRoutes`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from './platform/deps';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { adminUsersRoutes } from './features/admin/admin-users.routes';
import { healthRoutes } from './features/health/health.routes';
import { imagesRoutes } from './features/images/images.routes';
import { walletRoutes } from './features/wallet/wallet.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { otpRoutes } from './features/otp/otp.routes';
import { adminWalletRoutes } from './features/admin/admin-wallet.routes';
import { roomRoutes } from './features/room/room.routes';
import { auctionsRoutes } from './features/auctions/auctions.routes';
import { teamsRoutes } from './features/teams/teams.routes';
import { contentRoutes } from './features/content/content.routes';
import { howToPlayRoutes } from './features/content/how-to-play.routes';
import { adminAuctionsRoutes } from './features/admin/admin-auctions.routes';
import { adminPlayersRoutes } from './features/admin/admin-players.routes';
import { resultsRoutes } from './features/results/results.routes';
import { adminAnalyticsRoutes } from './features/admin/admin-analytics.routes';
import { adminDashboardRoutes } from './features/admin/admin-dashboard.routes';
import { auditRoutes } from './features/audit/audit.routes';
import { auctionOrganiserRoutes, organiserRoutes } from './features/organiser/organiser.routes';
import { leagueCardRoutes } from './features/leagues/league-card.routes';
import { leaguesRoutes } from './features/leagues/leagues.routes';
import { practiceRoutes } from './features/practice/practice.routes';
import { pushRoutes } from './features/push/push.routes';
import { adminLogRoutes } from './features/admin-log/admin-log.routes';
import { gamingRoutes } from './features/gaming/gaming.routes';
import { watchListRoutes } from './features/watch-list/watch-list.routes';

export const apiRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }>[] = [
  healthRoutes,
  accountsRoutes,
  imagesRoutes,
  walletRoutes,
  profileRoutes,
  otpRoutes,
  roomRoutes,
  auctionsRoutes,
  teamsRoutes,
  contentRoutes,
  howToPlayRoutes,
  resultsRoutes,
  auditRoutes,
  practiceRoutes,
  pushRoutes,
  gamingRoutes,
  leaguesRoutes,
  leagueCardRoutes,
  auctionOrganiserRoutes,
  watchListRoutes,
];

/** Plugins whose every route needs an admin session (`requireAdmin`, applied once by app.ts). */
export const adminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }>[] = [
  adminUsersRoutes,
  adminWalletRoutes,
  adminAuctionsRoutes,
  adminPlayersRoutes,
  adminAnalyticsRoutes,
  adminDashboardRoutes,
  organiserRoutes,
  adminLogRoutes,
];
