import { SessionCheckResponse } from '@bidxi/protocol';
import { apiRequest } from '@/lib/api-client';

/**
 * `GET /api/user/session`: asks the server whether the session is still live. The API client ends
 * the session on its answer (401: expired; 403 USER_BANNED: suspended), so a revoked or banned
 * session ends on screen even while the player does not click.
 */
export function checkSession(): Promise<unknown> {
  return apiRequest('/user/session', { auth: 'user', schema: SessionCheckResponse });
}
