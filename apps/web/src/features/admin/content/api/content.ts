import { StaticContentResponse, type StaticContentType } from '@bidxi/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/lib/api-client';

const key = (type: StaticContentType) => ['admin', 'static-content', type] as const;

/** `GET /api/static-content/:type`: the page's current text, or null when it has none yet (404). */
export async function getPageText(type: StaticContentType, signal?: AbortSignal) {
  try {
    const { content } = await apiRequest(`/static-content/${type}`, {
      auth: 'none',
      schema: StaticContentResponse,
      signal,
    });
    return content;
  } catch (error) {
    if (error instanceof ApiRequestError && error.httpStatus === 404) return null;
    throw error;
  }
}

export function usePageText(type: StaticContentType) {
  return useQuery({
    queryKey: key(type),
    queryFn: ({ signal }) => getPageText(type, signal),
    staleTime: 0,
  });
}

/** `POST /api/static-content {type, content}` (admin): replaces the page's text. */
export function savePageText(body: { type: StaticContentType; content: string }) {
  return apiRequest('/static-content', {
    method: 'POST',
    auth: 'admin',
    body,
    schema: StaticContentResponse,
  });
}

export function useSavePageText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePageText,
    onSuccess: ({ content }) => {
      queryClient.setQueryData(key(content.type), content);
      void queryClient.invalidateQueries({ queryKey: ['static-content', content.type] });
    },
  });
}
