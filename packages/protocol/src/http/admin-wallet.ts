/**
 * The admin's money desk (spec 000 §6–§7 "Admin calls"; admin token): `GET /api/admin/transactions`,
 * `POST /api/admin/wallet-requests`, `POST /api/admin/update/wallet-requests`. Amounts as in wallet.ts:
 * `amount` in ₹ (positive, with `direction`), `…Paise` integers.
 */
import { z } from 'zod/mini';
import { SafeText } from './text';
import { TransactionView, WalletEntryStatus, WalletEntryType } from './wallet';

/** A date filter: `YYYY-MM-DD` (a whole day in India time) or an ISO-8601 instant with offset. */
export const DateBound = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/**
 * Querystring of `GET /api/admin/transactions`. `from`/`to` are inclusive (a date `to` covers that
 * whole India-time day). Newest first; `limit` 1–500 (default 100), `offset` ≥ 0.
 */
export const AdminTransactionsQuery = z.object({
  type: z.optional(WalletEntryType),
  status: z.optional(WalletEntryStatus),
  userId: z.optional(z.uuid()),
  from: z.optional(DateBound),
  to: z.optional(DateBound),
  limit: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(500))), 100),
  offset: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(0))), 0),
});
export type AdminTransactionsQuery = z.infer<typeof AdminTransactionsQuery>;

/** Who a listed entry belongs to. */
export const EntryUser = z.object({ id: z.string(), username: z.string(), email: z.string() });

/** An entry in the admin's list: the entry, its user, and the admin who resolved it (if any). */
export const AdminTransaction = z.extend(TransactionView, {
  user: EntryUser,
  actedById: z.nullable(z.string()),
});
export type AdminTransaction = z.infer<typeof AdminTransaction>;

/**
 * Totals per type over every entry matching the filters (not only the page): `count`, and the sum
 * of the amounts without sign (`amount` ₹, `amountPaise`), plus `netPaise` (credits − debits of the APPROVED entries only: what actually moved).
 */
export const TypeTotal = z.object({
  type: WalletEntryType,
  count: z.int(),
  amount: z.number(),
  amountPaise: z.int(),
  netPaise: z.int(),
});

/** 200 from `GET /api/admin/transactions`; `total` is the number of matching entries. */
export const AdminTransactionsResponse = z.object({
  transactions: z.array(AdminTransaction),
  totals: z.array(TypeTotal),
  total: z.int(),
  limit: z.int(),
  offset: z.int(),
});
export type AdminTransactionsResponse = z.infer<typeof AdminTransactionsResponse>;

/**
 * Body of `POST /api/admin/wallet-requests`: PENDING requests of both types unless told otherwise
 * (`'ALL'` lifts a filter). Newest first, at most 500.
 */
export const WalletRequestsBody = z.object({
  status: z._default(z.enum(['PENDING', 'APPROVED', 'DENIED', 'ALL']), 'PENDING'),
  type: z._default(z.enum(['RECHARGE', 'WITHDRAWAL', 'ALL']), 'ALL'),
});
export type WalletRequestsBody = z.infer<typeof WalletRequestsBody>;

/**
 * A recharge or withdrawal request with what the admin needs to act: the user's UPI id and verified
 * mobile (+91), and, beside withdrawals only, the KYC image URLs (`/api/images/<id>`, admin/owner only;
 * null on recharges or when missing).
 */
export const WalletRequestView = z.extend(TransactionView, {
  actedById: z.nullable(z.string()),
  user: z.extend(EntryUser, {
    upiId: z.nullable(z.string()),
    mobileNumber: z.nullable(z.string()),
    aadharCardUrl: z.nullable(z.string()),
    panCardUrl: z.nullable(z.string()),
  }),
});
export type WalletRequestView = z.infer<typeof WalletRequestView>;

/** 200 from `POST /api/admin/wallet-requests`. */
export const WalletRequestsResponse = z.object({ requests: z.array(WalletRequestView) });
export type WalletRequestsResponse = z.infer<typeof WalletRequestsResponse>;

/**
 * Body of `POST /api/admin/update/wallet-requests`. Approving a recharge credits it; approving a
 * withdrawal pays it out (balance and hold drop); denying a withdrawal releases the hold. Once only:
 * 409 ALREADY_RESOLVED after; 404 unknown id; 422 NOT_A_WALLET_REQUEST for other entry types.
 */
export const UpdateWalletRequestBody = z.object({
  transactionId: z.uuid(),
  action: z.enum(['APPROVED', 'DENIED']),
  note: z.optional(SafeText({ label: 'Note', max: 500, multiline: true })),
});
export type UpdateWalletRequestBody = z.infer<typeof UpdateWalletRequestBody>;

/** 200 from `POST /api/admin/update/wallet-requests`: the resolved entry and its owner's id. */
export const UpdateWalletRequestResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  userId: z.string(),
  transaction: TransactionView,
});
export type UpdateWalletRequestResponse = z.infer<typeof UpdateWalletRequestResponse>;
