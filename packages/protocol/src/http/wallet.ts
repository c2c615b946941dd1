/**
 * The user's wallet (spec 000 §7 "User calls", spec 001 §2–§5 "Wallet", ARCHITECTURE.md §3–§4).
 * Amounts on the wire are rupees (`amount`, a number with at most 2 decimals); the server keeps integer
 * paise and also sends them (`…Paise`). A `userId` in a body must be the caller's own unless the caller
 * is an admin (403 otherwise); without one, the caller's wallet is meant.
 */
import { z } from 'zod/mini';
import { WalletMessage } from '../messages';
import { PaymentInfo, SubjectUserId } from './profile';

/** Recharge limits in rupees (spec 001 §5 "Recharge"). */
export const RECHARGE_MIN_RUPEES = 1;
export const RECHARGE_MAX_RUPEES = 10_000;
/** Smallest withdrawal in rupees (spec 001 §5 "Withdraw"). */
export const WITHDRAWAL_MIN_RUPEES = 1;

/**
 * Rupees → integer paise, exactly (from the number's decimal text, no float arithmetic).
 * @returns null for NaN, ±Infinity, exponent forms (1e21, 1e-7), more than 2 decimals or an unsafe size.
 * @example rupeesToPaise(12.5) === 1250; rupeesToPaise(0.001) === null
 */
export function rupeesToPaise(rupees: number): number | null {
  if (typeof rupees !== 'number' || !Number.isFinite(rupees)) return null;
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(String(rupees));
  if (!m) return null;
  const paise = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(paise)) return null;
  return m[1] === '-' ? -paise : paise;
}

/** Integer paise → rupees (a number with at most 2 decimals). @example paiseToRupees(123456) === 1234.56 */
export const paiseToRupees = (paise: number): number => paise / 100;

/**
 * A rupee amount: a JSON number (never a string, NaN or Infinity) in whole paise. An exponent that
 * parses to whole paise (`1e3`) cannot be told apart after JSON parsing and is accepted as 1000.
 * Range rules are the server's (422).
 */
export const RupeeAmount = (requiredMessage: string) =>
  z
    .number({ error: requiredMessage })
    .check(z.refine((n) => rupeesToPaise(n) !== null, { message: WalletMessage.WHOLE_PAISE }));

/**
 * Words people type before a reference ("UTR: …", "UPI/…", "IMPS-…", "NEFT …", "Ref No. …"), each
 * followed by separators or straight by a digit, so an alphanumeric reference that merely begins with
 * those letters keeps them.
 */
const UTR_PREFIX = /^(?:UTR|UPI|IMPS|NEFT|RTGS|RRN|REF)(?:\s*NO)?(?:[\s:#/._-]+|(?=\d))/;

/** Separators people type inside a reference: spaces, dashes, slashes, dots, colons, hashes, underscores. */
const UTR_SEPARATORS = /[\s/.:#_-]+/g;

/**
 * A UPI reference (12 digits) behind a bank's letter prefix ("SBIN", "AXIS", …) and/or zero padding:
 * group 1 is the 12 digits.
 */
const PADDED_UPI_REFERENCE = /^[A-Z]*?0*(\d{12})$/;

/**
 * The one form of a UTR that is stored and compared, so one bank payment is one request however it
 * was typed: NFKC, upper case, known prefix words dropped (repeatedly: "UPI/UTR: …"), separators
 * dropped; then a UPI reference is its 12 digits (a bank's letter prefix and zero padding before
 * them dropped), and any other reference loses its leading zeros.
 * @example normaliseUtr(' utr: 000123456789012 ') === '123456789012'
 * @example normaliseUtr('UPI/UTR-1234 5678 9012') === '123456789012'
 * @example normaliseUtr('SBIN/1234.5678.9012') === '123456789012'
 * @example normaliseUtr('000012345678') === '000012345678'
 */
export function normaliseUtr(text: string): string {
  let utr = text.normalize('NFKC').toUpperCase().trim();
  let previous;
  do {
    previous = utr;
    utr = utr.replace(UTR_PREFIX, '');
  } while (utr !== previous);
  utr = utr.replace(UTR_SEPARATORS, '');
  const upi = PADDED_UPI_REFERENCE.exec(utr);
  return upi ? upi[1]! : utr.replace(/^0+/, '');
}

/** A UPI transaction reference (UTR), {@link normaliseUtr}-ed, then 6–35 letters or digits. */
export const UtrNumber = z
  .string({ error: WalletMessage.UTR_REQUIRED })
  .check(
    z.trim(),
    z.minLength(1, { message: WalletMessage.UTR_REQUIRED }),
    z.overwrite(normaliseUtr),
    z.regex(/^[A-Z0-9]{6,35}$/, { message: WalletMessage.INVALID_UTR }),
  );

/**
 * The optional `Idempotency-Key` header of the request endpoints: 1–100 printable ASCII characters.
 * A retry with the same key and body returns the first answer (header `idempotent-replayed: true`)
 * and creates nothing; the same key with another body → 422 IDEMPOTENCY_KEY_REUSED.
 */
export const IdempotencyHeaders = z.looseObject({
  'idempotency-key': z.optional(
    z
      .string()
      .check(
        z.minLength(1),
        z.maxLength(100),
        z.regex(/^[\x20-\x7e]+$/, { message: 'Idempotency-Key must be printable ASCII' }),
      ),
  ),
});

/** Ledger entry types (ARCHITECTURE.md §4 "Wallet"). */
export const WalletEntryType = z.enum([
  'RECHARGE',
  'WITHDRAWAL',
  'REGISTRATION_FEE',
  'PRIZE',
  'REFUND',
  'ADJUSTMENT',
]);
export type WalletEntryType = z.infer<typeof WalletEntryType>;
/** Ledger entry statuses; an entry leaves PENDING once. */
export const WalletEntryStatus = z.enum(['PENDING', 'APPROVED', 'DENIED']);
export type WalletEntryStatus = z.infer<typeof WalletEntryStatus>;

/**
 * One ledger entry as its owner sees it. `amount` (₹) and `amountPaise` are positive; `direction`
 * says whether it adds to (CREDIT) or takes from (DEBIT) the wallet. `resolvedAt` is when an admin
 * approved or denied a request (null while PENDING or for automatic entries). Fees, refunds and
 * prizes name their `auction`.
 */
export const TransactionView = z.object({
  id: z.string(),
  createdAt: z.string(),
  type: WalletEntryType,
  status: WalletEntryStatus,
  direction: z.enum(['CREDIT', 'DEBIT']),
  amount: z.number(),
  amountPaise: z.int(),
  UTRNumber: z.nullable(z.string()),
  note: z.nullable(z.string()),
  resolvedAt: z.nullable(z.string()),
  /** The auction a registration fee, its refund or a prize is for; null on other entries. */
  auction: z.nullable(z.object({ id: z.string(), title: z.string() })),
});
export type TransactionView = z.infer<typeof TransactionView>;

/** Body of `POST /api/wallet/balance` and `POST /api/wallet/transaction-history` (`{}` = own wallet). */
export const WalletOwnerBody = z.object({ userId: z.optional(SubjectUserId) });
export type WalletOwnerBody = z.infer<typeof WalletOwnerBody>;

/**
 * 200 from `POST /api/wallet/balance`: balance = Σ approved entries, held = Σ pending withdrawals,
 * available = balance − held (what can be withdrawn or spent), in ₹ and in paise.
 */
export const WalletBalanceResponse = z.object({
  balance: z.number(),
  available: z.number(),
  held: z.number(),
  balancePaise: z.int(),
  availablePaise: z.int(),
  heldPaise: z.int(),
  paymentInfo: PaymentInfo,
});
export type WalletBalanceResponse = z.infer<typeof WalletBalanceResponse>;

/** `POST /api/wallet/recharge-request` → 201 (₹1–₹10,000; the UTR unique across all users: 409 DUPLICATE_UTR). */
export const RechargeRequestBody = z.object({
  userId: z.optional(SubjectUserId),
  amount: RupeeAmount(WalletMessage.INVALID_RECHARGE_AMOUNT),
  UTRNumber: UtrNumber,
});
export type RechargeRequestBody = z.infer<typeof RechargeRequestBody>;

/** `POST /api/wallet/withdraw-request` → 201: a PENDING withdrawal that holds `amount` until resolved. */
export const WithdrawRequestBody = z.object({
  userId: z.optional(SubjectUserId),
  amount: RupeeAmount(WalletMessage.INVALID_WITHDRAWAL_AMOUNT),
});
export type WithdrawRequestBody = z.infer<typeof WithdrawRequestBody>;

/** 201 from either request endpoint. */
export const WalletRequestCreatedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  transaction: TransactionView,
});
export type WalletRequestCreatedResponse = z.infer<typeof WalletRequestCreatedResponse>;

/** 200 from `POST /api/wallet/transaction-history`: the wallet's entries, newest first. */
export const TransactionHistoryResponse = z.object({
  data: z.object({ transactions: z.array(TransactionView) }),
});
export type TransactionHistoryResponse = z.infer<typeof TransactionHistoryResponse>;
