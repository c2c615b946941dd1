// The web app's build-time configuration, parsed once with zod. The only reader of `import.meta.env`.
import { z } from 'zod';

const EnvSchema = z.object({
  /** Base path (same origin) or absolute URL of the HTTP API. */
  VITE_API_BASE_URL: z
    .string()
    .trim()
    .refine((v) => v.startsWith('/') || /^https?:\/\//.test(v), 'must start with / or http(s)://')
    .default('/api'),
  MODE: z.string(),
  DEV: z.boolean(),
});

function parseEnv(raw: Record<string, unknown>) {
  const result = EnvSchema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid web app environment:\n${lines.join('\n')}`);
  }
  return {
    apiBaseUrl: result.data.VITE_API_BASE_URL.replace(/\/+$/, ''),
    mode: result.data.MODE,
    isDev: result.data.DEV,
  } as const;
}

export const env = parseEnv(import.meta.env);
