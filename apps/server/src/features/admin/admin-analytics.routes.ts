/**
 * Admin reports (admin token): the seven analytics calls of spec 000 §7 (`GET admin/analytics/…`,
 * optional `from`/`to`) and an auction's results with the money behind them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminAuctionResultsResponse,
  AllRegistrationRequestsQuery,
  AllRegistrationRequestsResponse,
  AnalyticsRangeQuery,
  BidsPerUserQuery,
  BidsPerUserResponse,
  EventCompletionRateResponse,
  FinancialSummaryResponse,
  RegistrationsPerAuctionResponse,
  SuccessfulRegistrationsResponse,
  TotalAuctionsResponse,
} from '@bidxi/protocol';
import type { AppDeps } from '../../platform/deps';
import { adminAuctionResults } from '../results/standings.service';
import {
  allRegistrationRequests,
  bidsPerUser,
  eventCompletionRate,
  financialSummary,
  registrationsPerAuction,
  successfulRegistrations,
  totalAuctions,
} from './admin-analytics.service';

export const adminAnalyticsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const tags = ['admin'];
  const security = [{ bearer: [] }];

  app.get('/admin/analytics/total-auctions', {
    schema: {
      tags,
      summary: 'Auctions starting in the range, by status',
      security,
      querystring: AnalyticsRangeQuery,
      response: { 200: TotalAuctionsResponse },
    },
    handler: async (req) => totalAuctions(deps, req.query),
  });

  app.get('/admin/analytics/bids-per-user', {
    schema: {
      tags,
      summary: 'Top users by bids in the range (accepted and refused)',
      security,
      querystring: BidsPerUserQuery,
      response: { 200: BidsPerUserResponse },
    },
    handler: async (req) => bidsPerUser(deps, req.query),
  });

  app.get('/admin/analytics/successful-registrations', {
    schema: {
      tags,
      summary: 'Teams registered per India-time day, with fees',
      security,
      querystring: AnalyticsRangeQuery,
      response: { 200: SuccessfulRegistrationsResponse },
    },
    handler: async (req) => successfulRegistrations(deps, req.query),
  });

  app.get('/admin/analytics/registrations-per-auction', {
    schema: {
      tags,
      summary: 'Teams and fees of each auction starting in the range',
      security,
      querystring: AnalyticsRangeQuery,
      response: { 200: RegistrationsPerAuctionResponse },
    },
    handler: async (req) => registrationsPerAuction(deps, req.query),
  });

  app.get('/admin/analytics/all-registration-requests', {
    schema: {
      tags,
      summary: 'Every registration (team, user, auction, fee, time), newest first',
      security,
      querystring: AllRegistrationRequestsQuery,
      response: { 200: AllRegistrationRequestsResponse },
    },
    handler: async (req) => allRegistrationRequests(deps, req.query),
  });

  app.get('/admin/analytics/event-completion-rate', {
    schema: {
      tags,
      summary: 'Completed ÷ (completed + cancelled + live past their end)',
      security,
      querystring: AnalyticsRangeQuery,
      response: { 200: EventCompletionRateResponse },
    },
    handler: async (req) => eventCompletionRate(deps, req.query),
  });

  app.get('/admin/analytics/financial-summary', {
    schema: {
      tags,
      summary: 'Recharges, withdrawals, fees, prizes, refunds by status; platform margin',
      security,
      querystring: AnalyticsRangeQuery,
      response: { 200: FinancialSummaryResponse },
    },
    handler: async (req) => financialSummary(deps, req.query),
  });

  app.get('/admin/auctions/:id/results', {
    schema: {
      tags,
      summary: 'An auction’s standings with bots, unpaid ranks, fees, pool and prizes paid',
      security,
      params: z.object({ id: z.string().max(64) }),
      response: { 200: AdminAuctionResultsResponse },
    },
    handler: async (req) => adminAuctionResults(deps, req.params.id),
  });
};
