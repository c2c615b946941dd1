/**
 * Test helpers for the wallet, profile and OTP features: multipart bodies, real images made with
 * sharp, a funded wallet, KYC on file, and OTP codes read from the development SMS outbox.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { adminToken, bearer, type TestUser } from './factories';

let ipCounter = 0;
/** A fresh client address, so per-IP rate limits never bite across tests. */
export const nextIp = () => {
  ipCounter += 1;
  return `10.77.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
};

/** A file part of a test form. */
export interface FilePart {
  data: Buffer;
  filename: string;
  type?: string;
}

/** A multipart/form-data payload and its content-type header. */
export async function multipart(
  fields: Record<string, string>,
  files: Record<string, FilePart> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, f] of Object.entries(files)) {
    form.append(k, new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/png' }), f.filename);
  }
  const req = new Request('http://bidxi.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type') ?? '' },
  };
}

/** A real PNG of the given size. */
export const pngImage = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();

/** A real JPEG (with noise, so it has some size). */
export const jpegImage = (width = 400, height = 300) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();

/** POST JSON with a bearer token. */
export const postJson = (
  app: FastifyInstance,
  url: string,
  token: string | null,
  payload: object,
  headers: Record<string, string> = {},
  ip = nextIp(),
) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    remoteAddress: ip,
  });

/** Sends a multipart form. */
export async function sendForm(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  token: string | null,
  fields: Record<string, string>,
  files: Record<string, FilePart> = {},
) {
  const body = await multipart(fields, files);
  return app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    remoteAddress: nextIp(),
  });
}

let utrCounter = 0;
/** A UTR no other test uses. */
export const freshUtr = () => {
  utrCounter += 1;
  return `UTR${Date.now().toString(36).toUpperCase()}${utrCounter}X${Math.floor(Math.random() * 1e6)}`;
};

/** Files a recharge of `rupees` and has the admin approve it. */
export async function fundWallet(app: FastifyInstance, user: TestUser, rupees: number) {
  const res = await postJson(app, '/api/wallet/recharge-request', user.token, {
    amount: rupees,
    UTRNumber: freshUtr(),
  });
  if (res.statusCode !== 201) throw new Error(`recharge failed: ${res.body}`);
  const id: string = res.json().transaction.id;
  const ok = await postJson(app, '/api/admin/update/wallet-requests', await adminToken(app), {
    transactionId: id,
    action: 'APPROVED',
  });
  if (ok.statusCode !== 200) throw new Error(`approval failed: ${ok.body}`);
}

/** Puts a UPI id, an Aadhaar image and a PAN image on file. */
export async function completeKyc(
  app: FastifyInstance,
  user: TestUser,
  upiId = 'player.one@okaxis',
) {
  const png = await pngImage();
  const res = await sendForm(
    app,
    'PUT',
    '/api/wallet/payment-details',
    user.token,
    { upiId },
    {
      aadharCard: { data: png, filename: 'aadhaar.png' },
      panCard: { data: png, filename: 'pan.png' },
    },
  );
  if (res.statusCode !== 200) throw new Error(`payment details failed: ${res.body}`);
  return res.json();
}

/** The code of the newest SMS sent to `phone` (`+91…`), from DATA_DIR/outbox. */
export function readOtpFromOutbox(dataDir: string, phone: string): string {
  const dir = path.join(dataDir, 'outbox');
  const digits = phone.replace(/\D/g, '');
  const files = readdirSync(dir)
    .filter((f) => f.startsWith('sms-') && f.endsWith(`-${digits}.txt`))
    .sort();
  const newest = files.at(-1);
  if (!newest) throw new Error(`no SMS to ${phone}`);
  const code = /\b(\d{6})\b/.exec(readFileSync(path.join(dir, newest), 'utf8'))?.[1];
  if (!code) throw new Error(`no code in ${newest}`);
  return code;
}

/** How many SMS were sent to `phone`. */
export function countSms(dataDir: string, phone: string): number {
  const digits = phone.replace(/\D/g, '');
  try {
    return readdirSync(path.join(dataDir, 'outbox')).filter((f) => f.endsWith(`-${digits}.txt`))
      .length;
  } catch {
    return 0;
  }
}
