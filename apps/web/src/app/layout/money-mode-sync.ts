// Keeps the web app's money mode (issue 16) in step with the server's public app config.
import { useEffect } from 'react';
import { setMoneyMode, useMoneyMode, type MoneyMode } from '@/lib/money-mode';
import { useAppConfig } from '@/features/support/api/get-app-config';

/** Reads `moneyMode` from `GET /api/app-config` and records it; returns the mode to render with. */
export function useMoneyModeSync(): MoneyMode {
  const served = useAppConfig().data?.moneyMode;
  useEffect(() => {
    if (served) setMoneyMode(served);
  }, [served]);
  return useMoneyMode();
}
