import { AdminActionsResponse, type AdminActionCode, type AdminTargetType } from '@bidxi/protocol';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The actions log's filters as the API takes them (`from` inclusive, `to` exclusive, ISO instants). */
export interface AdminActionFilters {
  adminId?: string | undefined;
  action?: AdminActionCode | undefined;
  targetType?: AdminTargetType | undefined;
  targetId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export const ACTIONS_PAGE_SIZE = 30;

/** `GET /api/admin/actions?adminId&action&targetType&targetId&from&to&cursor&limit` (admin token). */
export function getAdminActions(
  filters: AdminActionFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (cursor) params.set('cursor', cursor);
  params.set('limit', String(ACTIONS_PAGE_SIZE));
  return apiRequest(`/admin/actions?${params.toString()}`, {
    auth: 'admin',
    schema: AdminActionsResponse,
    signal,
  });
}

/** Pages of the log for `filters`, newest first; the next page follows the last one's cursor. */
export function useAdminActions(filters: AdminActionFilters) {
  return useInfiniteQuery({
    queryKey: ['admin', 'actions', filters],
    queryFn: ({ pageParam, signal }) => getAdminActions(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // A filter change keeps the old list on screen until its answer arrives (no skeleton flash).
    placeholderData: keepPreviousData,
  });
}
