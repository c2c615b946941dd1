/**
 * The JWT signing secret: from config, else generated once (48 random bytes) and kept in
 * DATA_DIR/jwt-secret with mode 0600, so sessions survive restarts of a single node.
 * Several nodes must share one JWT_SECRET (README, "Several nodes").
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** A VAPID key pair (base64url): the public key browsers subscribe with, the private key signing. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The web-push VAPID keys: from config, else generated once by `generate` (web-push's
 * `generateVAPIDKeys`) and kept in DATA_DIR/vapid-keys.json with mode 0600, exactly as the JWT
 * secret, so subscriptions stay valid across restarts. Several nodes must share one pair
 * (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY): a subscription is bound to the key it was made with.
 */
export function resolveVapidKeys(
  configured: VapidKeys | undefined,
  dataDir: string,
  generate: () => VapidKeys,
): VapidKeys {
  if (configured) return configured;
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (stored.publicKey && stored.privateKey) {
      return { publicKey: stored.publicKey, privateKey: stored.privateKey };
    }
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = generate();
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
