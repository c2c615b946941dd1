import { AdminDashboardResponse } from '@bidxi/protocol';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const adminDashboardKey = ['admin', 'dashboard'] as const;

/** `GET /api/admin/dashboard` (admin token): what waits, what runs, today's money. */
export function getAdminDashboard(signal?: AbortSignal) {
  return apiRequest('/admin/dashboard', { auth: 'admin', schema: AdminDashboardResponse, signal });
}

/** The dashboard's figures, refreshed every 30 s while the screen is open. */
export function useAdminDashboard() {
  return useQuery({
    queryKey: adminDashboardKey,
    queryFn: ({ signal }) => getAdminDashboard(signal),
    refetchInterval: 30_000,
  });
}
