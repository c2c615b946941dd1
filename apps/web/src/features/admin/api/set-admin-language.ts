import { SetLanguageResponse, type Language } from '@bidxi/protocol';
import { apiRequest } from '@/lib/api-client';

/**
 * `PUT /api/users/language {language}` with the admin's token: an admin's language is kept with their
 * account as a player's is.
 */
export function setAdminLanguage(language: Language) {
  return apiRequest('/users/language', {
    method: 'PUT',
    auth: 'admin',
    body: { language },
    schema: SetLanguageResponse,
  });
}
