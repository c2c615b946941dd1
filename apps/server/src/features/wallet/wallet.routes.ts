/** The user's wallet calls (spec 000 §7 "User calls"): schema + one-line handlers. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdempotencyHeaders,
  RechargeRequestBody,
  TransactionHistoryResponse,
  WalletBalanceResponse,
  WalletOwnerBody,
  WalletRequestCreatedResponse,
  WithdrawRequestBody,
} from '@bidxi/protocol';
import type { AppDeps } from '../../platform/deps';
import { authOf } from '../../platform/auth';
import { sendAnswer } from './idempotency.service';
import { realMoneyOnly } from '../../platform/money-mode';
import { getTransactionHistory, getWalletBalance } from './wallet.service';
import { requestRecharge, requestWithdrawal } from './wallet-requests.service';

/** `POST /api/wallet/{balance,recharge-request,withdraw-request,transaction-history}` (user token). */
export const walletRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['wallet'];
  const security = [{ bearer: [] }];
  app.addHook('preHandler', app.requireUser);

  app.post('/wallet/balance', {
    schema: {
      tags,
      security,
      summary: 'Balance, hold, available (₹ and paise) and payment info',
      body: WalletOwnerBody,
      response: { 200: WalletBalanceResponse },
    },
    handler: async (req) => getWalletBalance(deps, authOf(req), req.body),
  });

  app.post('/wallet/recharge-request', {
    schema: {
      tags,
      security,
      summary: 'Ask for a recharge (₹1–₹10,000, unique UTR); credited on admin approval',
      headers: IdempotencyHeaders,
      body: RechargeRequestBody,
      response: { 201: WalletRequestCreatedResponse },
    },
    preHandler: realMoneyOnly(deps.config, 'Recharge'),
    handler: async (req, reply) =>
      sendAnswer(
        reply,
        await requestRecharge(deps, authOf(req), req.body, req.headers['idempotency-key']),
      ),
  });

  app.post('/wallet/withdraw-request', {
    schema: {
      tags,
      security,
      summary: 'Ask for a withdrawal (≥ ₹1, ≤ available; UPI or mobile, Aadhaar and PAN needed)',
      headers: IdempotencyHeaders,
      body: WithdrawRequestBody,
      response: { 201: WalletRequestCreatedResponse },
    },
    preHandler: realMoneyOnly(deps.config, 'Withdrawal'),
    handler: async (req, reply) =>
      sendAnswer(
        reply,
        await requestWithdrawal(deps, authOf(req), req.body, req.headers['idempotency-key']),
      ),
  });

  app.post('/wallet/transaction-history', {
    schema: {
      tags,
      security,
      summary: 'Every wallet entry, newest first',
      body: WalletOwnerBody,
      response: { 200: TransactionHistoryResponse },
    },
    handler: async (req) => getTransactionHistory(deps, authOf(req), req.body),
  });
};
