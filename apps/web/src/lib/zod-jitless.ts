/**
 * zod parses in the browser without `new Function`. On its first parse zod probes whether it may
 * compile object parsers (`new Function('')` in a try/catch); our Content-Security-Policy forbids eval
 * (`script-src 'self'`, apps/server/src/platform/security-headers.ts), so the probe failed on every
 * page that parsed a response or a form, and the browser recorded a CSP violation each time
 * (Lighthouse best practices: "Issues were logged in the Issues panel"). `jitless` skips the probe;
 * zod then uses the interpreter it fell back to anyway, so parsing is unchanged.
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig` (shared by every copy of zod on the page)
 * and reads them when it parses. Setting them there, rather than through `z.config`, keeps zod out of
 * the first download: importing `config` from zod's core would add 3.9 KB gzip to it.
 * zod-jitless.test.ts fails if zod stops reading this object. Imported first by src/app/boot.tsx,
 * before any screen can parse.
 */
interface ZodGlobalConfig {
  jitless?: boolean;
}

const scope = globalThis as typeof globalThis & { __zod_globalConfig?: ZodGlobalConfig };
// The same object whether zod has loaded already (it keeps a reference to it) or loads later.
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
