// Keeps the web app's money mode in step with the server's public app config. A plain
// fetch, not the query client: the root layout renders before the lazily loaded query layer.
import { useEffect } from 'react';
import { env } from '@/config/env';
import { setMoneyMode, useMoneyMode, type MoneyMode } from '@/lib/money-mode';

/** Reads `moneyMode` from `GET /api/app-config` once per mount and records it; returns the mode. */
export function useMoneyModeSync(): MoneyMode {
  useEffect(() => {
    const abort = new AbortController();
    fetch(`${env.apiBaseUrl}/app-config`, {
      signal: abort.signal,
      headers: { Accept: 'application/json' },
    })
      .then((res) => (res.ok ? (res.json() as Promise<{ moneyMode?: unknown }>) : null))
      .then((body) => {
        if (body?.moneyMode === 'play' || body?.moneyMode === 'real') setMoneyMode(body.moneyMode);
      })
      .catch(() => {
        /* offline or aborted: keep the remembered mode */
      });
    return () => abort.abort();
  }, []);
  return useMoneyMode();
}
