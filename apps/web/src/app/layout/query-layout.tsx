import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '@/lib/query-client';

/**
 * A pathless layout route around every screen that reads server data: it provides the app's one
 * QueryClient. It is lazy, so TanStack Query loads with the first such screen (in parallel with it),
 * not with the splash. The client is a singleton, so its cache survives moving between branches.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
