/** `GET /api/app-config`: public settings the web app needs (support contacts, payee), from server config. */
import { z } from 'zod/mini';

export const AppConfigResponse = z.object({
  /** WhatsApp number with country code 91, digits only (spec 001 §2, side menu). */
  supportWhatsapp: z.string(),
  supportEmail: z.string(),
  /** Payee of wallet recharges: the UPI QR code encodes `upi://pay?pa=<vpa>&pn=<name>&am=<amount>&cu=INR`. */
  upiPayeeVpa: z.string(),
  upiPayeeName: z.string(),
  /** Server's API version; the web app warns when it differs from its own PROTOCOL_VERSION. */
  protocolVersion: z.int(),
  /**
   * `real`: rupees. `play`: the wallet holds coins (1 coin = ₹1 of the ledger's units, so
   * fees and prizes keep their numbers), and recharge, withdrawal, KYC and UPI are unavailable.
   */
  moneyMode: z._default(z.enum(['real', 'play']), 'real'),
});
export type AppConfigResponse = z.infer<typeof AppConfigResponse>;
