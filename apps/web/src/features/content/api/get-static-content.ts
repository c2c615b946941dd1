import { StaticContentResponse, type StaticContentType } from '@bidxi/protocol';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/static-content/:type` (no login needed): 404 'Content not found for the specified type'. */
export async function getStaticContent(type: StaticContentType, signal?: AbortSignal) {
  const { content } = await apiRequest(`/static-content/${type}`, {
    auth: 'none',
    schema: StaticContentResponse,
    signal,
  });
  return content;
}

export const staticContentKey = (type: StaticContentType) => ['static-content', type] as const;

export function useStaticContent(type: StaticContentType) {
  return useQuery({
    queryKey: staticContentKey(type),
    queryFn: ({ signal }) => getStaticContent(type, signal),
    staleTime: 5 * 60_000,
  });
}
