/**
 * The server's configuration, parsed once from the environment with zod (STYLE.md "Config").
 * A bad value fails fast, listing every bad key. Nothing else in the server reads `process.env`.
 */
import { z } from 'zod';
import { isIP } from 'node:net';
import path from 'node:path';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** proxy-addr's named ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyEntry = (entry: string) => {
  if (PROXY_RANGES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address || !isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
};

/**
 * Which proxies' `X-Forwarded-For` to believe, as Fastify's `trustProxy` takes it: `false` (none:
 * the client is the TCP peer), `true` (any: only when nothing but the proxy can reach the node), a
 * hop count (`1` = the nearest proxy), or a comma-separated list of addresses, CIDRs and proxy-addr
 * ranges (`127.0.0.1`, `10.0.0.0/8`, `loopback`). Unset: `loopback`, since the documented deployment
 * is a reverse proxy on the same host (only a local process can send from a loopback address).
 */
const TrustProxy = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((v, ctx): boolean | number | string => {
      const text = (v ?? 'loopback').trim();
      if (text === 'false') return false;
      if (text === 'true') return true;
      if (/^\d{1,2}$/.test(text)) return Number(text);
      const entries = text.split(',').map((e) => e.trim());
      if (entries.every(isProxyEntry)) return entries.join(',');
      ctx.addIssue({
        code: 'custom',
        message: 'use false, true, a hop count, or proxy addresses/CIDRs separated by commas',
      });
      return z.NEVER;
    }),
);

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** PostgreSQL URL; absent → embedded PGlite under DATA_DIR (ARCHITECTURE.md §2). */
    DATABASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    DATA_DIR: z.string().default('./data'),
    /** HS256 secret (≥ 32 chars); absent → generated once and kept in DATA_DIR/jwt-secret. */
    JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
    SESSION_TIMEOUT_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(60 * 24 * 30)
      .default(720),
    /** smtp://user:pass@host:port; absent → mails are written to DATA_DIR/outbox/ and logged. */
    SMTP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    MAIL_FROM: z.string().default('BidXI <no-reply@bidxi.app>'),
    /** The origin users reach the app at; used in e-mailed links. */
    PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    ADMIN_EMAIL: z.email().default('admin@bidxi.app'),
    ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(6).optional()),
    SUPPORT_WHATSAPP: z
      .string()
      .regex(/^91\d{10}$/)
      .default('919876543210'),
    SUPPORT_EMAIL: z.email().default('support@bidxi.app'),
    /** The UPI id players pay recharges to (shown as a QR code with the amount). */
    UPI_PAYEE_VPA: z
      .string()
      .regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z]{2,64}$/)
      .default('bidxi@okaxis'),
    UPI_PAYEE_NAME: z.string().min(1).max(60).default('BidXI'),
    /** Directory of the built web app; absent → apps/web/dist when it exists. */
    WEB_DIST_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Pretty, human-readable logs (development). */
    LOG_PRETTY: z.stringbool().default(false),
    /** redis://…; set on every node of a multi-node install (socket.io Redis streams adapter). */
    REDIS_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    /** Prefix of BidXI's Redis keys (the socket.io stream is `<prefix>:socket.io`). */
    REDIS_PREFIX: z
      .string()
      .regex(/^[\w:-]{1,64}$/)
      .default('bidxi'),
    /** Which proxies to believe about the client address (README "Configuration"). */
    TRUST_PROXY: TrustProxy,
    /**
     * How long a verified session is trusted again without the token check and session query (ms);
     * 0 = never. At most 1000: a ban or logout must reach every node within 1 s.
     */
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(1000).default(750),
    /** Requests per minute per IP across the API. */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /** Keep a free demo auction (whole player sheet, 3 bots) scheduled or live at all times. */
    DEMO_AUCTIONS: z.stringbool().default(true),
    /**
     * The longest the auction scheduler sleeps (ms). It wakes at the next auction start (or when a
     * demo is due) and re-plans whenever an auction changes; this cap is the safety net for a missed
     * notice or a clock jump. 0 = never on its own (tests call `schedulerTick`).
     */
    SCHEDULER_MAX_SLEEP_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
    /** How often the push reminders pass runs (ms); 0 = only once at start. */
    PUSH_REMINDERS_INTERVAL_MS: z.coerce.number().int().min(0).default(1000),
    /** How often COMPLETED auctions without results are scored (ms); 0 = only once at start. */
    RESULTS_INTERVAL_MS: z.coerce.number().int().min(0).default(5000),
    /**
     * How often this node checks the auction leases (takes over a dead node's lot clocks within about
     * this long); 0 = never on its own (tests call `pollLeases`).
     */
    ROOM_LEASE_INTERVAL_MS: z.coerce.number().int().min(0).default(1000),
    /** How many spectators may watch one auction at once through its spectator link. */
    SPECTATORS_PER_AUCTION: z.coerce.number().int().min(0).max(100_000).default(500),
    /**
     * Bearer token of `GET /metrics` (Prometheus); absent → metrics are off and the route answers 404.
     */
    METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
    /**
     * How often every wallet is reconciled against its ledger for `bidxi_ledger_mismatches` (ms; runs
     * only with METRICS_TOKEN set); 0 = only once at start.
     */
    LEDGER_CHECK_INTERVAL_MS: z.coerce.number().int().min(0).default(300_000),
    /**
     * `real` (the spec's product: ₹ wallet, recharge, withdrawal, KYC) or `play` (coins only;
     * recharge, withdrawal, KYC and UPI are refused; every user gets a starting grant and a daily top-up).
     */
    MONEY_MODE: z.enum(['real', 'play']).default('real'),
    /** Play mode: coins granted once to every user (a ledger credit). */
    PLAY_START_COINS: z.coerce.number().int().min(0).max(1_000_000).default(1000),
    /** Play mode: coins credited once per India day after the day of the starting grant. */
    PLAY_DAILY_COINS: z.coerce.number().int().min(0).max(1_000_000).default(100),
    /** VAPID key pair of web push (base64url); absent → generated once into DATA_DIR/vapid-keys.json. */
    VAPID_PUBLIC_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[\w-]{80,90}$/)
        .optional(),
    ),
    VAPID_PRIVATE_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[\w-]{40,45}$/)
        .optional(),
    ),
    /** Who push services may contact about this sender: `mailto:` or `https:`; absent → SUPPORT_EMAIL. */
    VAPID_SUBJECT: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^(mailto:|https:\/\/)\S+$/)
        .optional(),
    ),
    /**
     * Hosts a push subscription's endpoint may name (comma-separated; `.example.com` = any subdomain):
     * the browsers' push services by default, so the server never posts to an address a client picked.
     */
    PUSH_ENDPOINT_HOSTS: z
      .string()
      .regex(/^\.?[\w.-]+(,\.?[\w.-]+)*$/)
      .default('fcm.googleapis.com,.push.services.mozilla.com,.push.apple.com,.notify.windows.com'),
    /**
     * Real mode: the most anyone may request in recharges per India day, whole rupees
     * (pending + approved), on top of each user's own limit; 0 = no deployment cap (only the spec's
     * ₹10,000 per request and the user's own limit).
     */
    RECHARGE_DAILY_CAP_RUPEES: z.coerce.number().int().min(0).max(10_000_000).default(0),
  })
  .refine((e) => (e.VAPID_PUBLIC_KEY === undefined) === (e.VAPID_PRIVATE_KEY === undefined), {
    message: 'set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together',
    path: ['VAPID_PRIVATE_KEY'],
  });

/** Parsed configuration. Paths are absolute; `publicUrl` falls back to http://localhost:PORT. */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string | undefined;
  sessionTimeoutMinutes: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  adminEmail: string;
  adminPassword: string | undefined;
  supportWhatsapp: string;
  supportEmail: string;
  upiPayeeVpa: string;
  upiPayeeName: string;
  webDistDir: string | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  logPretty: boolean;
  sessionCacheMs: number;
  rateLimitPerMinute: number;
  /** Fastify `trustProxy`: false, true, a hop count or addresses/CIDRs (comma-separated); default `loopback`. */
  trustProxy: boolean | number | string;
  demoAuctions: boolean;
  /** The auction scheduler's safety-net sleep (ms); 0 = it never runs on its own. */
  schedulerMaxSleepMs: number;
  pushRemindersIntervalMs: number;
  resultsIntervalMs: number;
  roomLeaseIntervalMs: number;
  spectatorsPerAuction: number;
  /** `GET /metrics` bearer token; undefined = metrics off. */
  metricsToken: string | undefined;
  ledgerCheckIntervalMs: number;
  redisUrl: string | undefined;
  redisPrefix: string;
  /** `real` (₹) or `play` (coins, no money in or out). */
  moneyMode: 'real' | 'play';
  /** Play mode: the starting grant, whole coins. */
  playStartCoins: number;
  /** Play mode: the daily top-up, whole coins. */
  playDailyCoins: number;
  /** Configured VAPID keys (several nodes share one pair); undefined → generated into DATA_DIR. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** The VAPID `sub` claim (`mailto:` or `https:`). */
  vapidSubject: string;
  /** Hosts a push endpoint may name; a leading dot allows every subdomain. */
  pushEndpointHosts: string[];
  /** Real mode: the deployment's daily recharge cap per user in paise; null = none. */
  rechargeDailyCapPaise: number | null;
}

/**
 * Parses `env` into a {@link Config}.
 * @throws Error listing every invalid key when the environment is bad.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    jwtSecret: e.JWT_SECRET,
    sessionTimeoutMinutes: e.SESSION_TIMEOUT_MINUTES,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    adminEmail: e.ADMIN_EMAIL.trim().toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    supportWhatsapp: e.SUPPORT_WHATSAPP,
    supportEmail: e.SUPPORT_EMAIL,
    upiPayeeVpa: e.UPI_PAYEE_VPA,
    upiPayeeName: e.UPI_PAYEE_NAME,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY,
    sessionCacheMs: e.SESSION_CACHE_MS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    demoAuctions: e.DEMO_AUCTIONS,
    schedulerMaxSleepMs: e.SCHEDULER_MAX_SLEEP_MS,
    pushRemindersIntervalMs: e.PUSH_REMINDERS_INTERVAL_MS,
    resultsIntervalMs: e.RESULTS_INTERVAL_MS,
    roomLeaseIntervalMs: e.ROOM_LEASE_INTERVAL_MS,
    spectatorsPerAuction: e.SPECTATORS_PER_AUCTION,
    metricsToken: e.METRICS_TOKEN,
    ledgerCheckIntervalMs: e.LEDGER_CHECK_INTERVAL_MS,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    moneyMode: e.MONEY_MODE,
    playStartCoins: e.PLAY_START_COINS,
    playDailyCoins: e.PLAY_DAILY_COINS,
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
    pushEndpointHosts: e.PUSH_ENDPOINT_HOSTS.split(',').map((h) => h.toLowerCase()),
    rechargeDailyCapPaise:
      e.RECHARGE_DAILY_CAP_RUPEES > 0 ? e.RECHARGE_DAILY_CAP_RUPEES * 100 : null,
  };
}
