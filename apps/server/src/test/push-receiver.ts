/**
 * A local push service for tests: a real https server on 127.0.0.1 with a self-signed
 * certificate made here, which records what web-push posts to it, and a browser-side subscription
 * (a P-256 key pair and a 16-byte auth secret from node:crypto) whose messages it decrypts with
 * http_ece (RFC 8291, aes128gcm) — what a browser's push stack does.
 */
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import selfsigned from 'selfsigned';

/** A request the push service received. */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A browser's subscription: what it sends the server, and its private half to decrypt with. */
export interface TestSubscription {
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  auth: Buffer;
}

export interface PushReceiver {
  origin: string;
  /** An agent that trusts the receiver's certificate (the app's `pushAgent`). */
  agent: Agent;
  received: ReceivedPush[];
  /** Paths answered with this status instead of 201 (e.g. 410 for an expired subscription). */
  statusFor: Map<string, number>;
  subscription(path: string): TestSubscription;
  /** Decrypts a received body for `sub` and parses its JSON. */
  decrypt(sub: TestSubscription, body: Buffer): unknown;
  close(): Promise<void>;
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const received: ReceivedPush[] = [];
  const statusFor = new Map<string, number>();
  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = statusFor.get(path) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: pems.cert, keepAlive: false });
  return {
    origin,
    agent,
    received,
    statusFor,
    subscription(path) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      return {
        ecdh,
        auth,
        json: {
          endpoint: `${origin}${path}`,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: auth.toString('base64url'),
          },
        },
      };
    },
    decrypt(sub, body) {
      const plain = ece.decrypt(body, {
        version: 'aes128gcm',
        privateKey: sub.ecdh,
        authSecret: sub.auth.toString('base64url'),
      });
      return JSON.parse(plain.toString('utf8'));
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
