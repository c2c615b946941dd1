/** The admin's money desk (spec 000 §7 "Admin calls"): every route here needs an admin session. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminTransactionsQuery,
  AdminTransactionsResponse,
  UpdateWalletRequestBody,
  UpdateWalletRequestResponse,
  WalletRequestsBody,
  WalletRequestsResponse,
} from '@bidxi/protocol';
import type { AppDeps } from '../../platform/deps';
import { authOf } from '../../platform/auth';
import { listRequests, listTransactions, updateRequest } from './admin-wallet.service';

/** `GET /api/admin/transactions`, `POST /api/admin/wallet-requests`, `POST /api/admin/update/wallet-requests`. */
export const adminWalletRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  // onRequest, so a player is refused before the body is validated (no 400 with admin field messages).

  app.get('/admin/transactions', {
    schema: {
      tags,
      security,
      summary: 'All wallet entries with users, filtered, with totals per type',
      querystring: AdminTransactionsQuery,
      response: { 200: AdminTransactionsResponse },
    },
    handler: async (req) => listTransactions(deps, req.query),
  });

  app.post('/admin/wallet-requests', {
    schema: {
      tags,
      security,
      summary: 'Recharge and withdrawal requests (PENDING by default)',
      body: WalletRequestsBody,
      response: { 200: WalletRequestsResponse },
    },
    handler: async (req) => listRequests(deps, req.body),
  });

  app.post('/admin/update/wallet-requests', {
    schema: {
      tags,
      security,
      summary: 'Approve or deny a wallet request (once)',
      body: UpdateWalletRequestBody,
      response: { 200: UpdateWalletRequestResponse },
    },
    handler: async (req) => updateRequest(deps, authOf(req), req.body),
  });
};
