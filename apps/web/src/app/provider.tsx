import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';
import { PwaStatus } from '@/app/pwa-status';
import { AppToaster } from '@/app/toaster';

/** App-wide providers: server state, toasts and the service worker. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
      <PwaStatus />
    </QueryClientProvider>
  );
}
