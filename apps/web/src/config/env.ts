// The web app's build-time configuration, checked once. The only reader of `import.meta.env`.
// Plain checks, not zod: the root layout (first download) reads `env`, and zod would join that download.

/** What Vite puts in `import.meta.env` that this app reads. */
interface RawEnv {
  /** Base path (same origin) or absolute URL of the HTTP API; `/api` when unset. */
  VITE_API_BASE_URL?: unknown;
  MODE?: unknown;
  DEV?: unknown;
}

function parseEnv(raw: RawEnv) {
  const problems: string[] = [];
  const base = raw.VITE_API_BASE_URL === undefined ? '/api' : raw.VITE_API_BASE_URL;
  const apiBaseUrl = typeof base === 'string' ? base.trim() : '';
  if (typeof base !== 'string') problems.push('- VITE_API_BASE_URL: must be a string');
  else if (!apiBaseUrl.startsWith('/') && !/^https?:\/\//.test(apiBaseUrl))
    problems.push('- VITE_API_BASE_URL: must start with / or http(s)://');
  if (typeof raw.MODE !== 'string') problems.push('- MODE: must be a string');
  if (typeof raw.DEV !== 'boolean') problems.push('- DEV: must be a boolean');
  if (problems.length) throw new Error(`Invalid web app environment:\n${problems.join('\n')}`);
  return {
    apiBaseUrl: apiBaseUrl.replace(/\/+$/, ''),
    mode: raw.MODE as string,
    isDev: raw.DEV as boolean,
  } as const;
}

export const env = parseEnv(import.meta.env);
