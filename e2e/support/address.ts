/**
 * A made-up client address for an API call the tests make on a player's behalf: the e2e server
 * trusts `X-Forwarded-For` from 127.0.0.1 (`TRUST_PROXY`), so each call counts against the per-address
 * limits of a phone of its own, as players' calls do — not against one address for the whole suite
 * (sign-up allows 20 per 15 min per address). `shared-ip.spec.ts` tests one shared address on a
 * server of its own.
 */
export function phoneAddress(): string {
  const octet = () => 1 + Math.floor(Math.random() * 254);
  return `10.${octet()}.${octet()}.${octet()}`;
}
