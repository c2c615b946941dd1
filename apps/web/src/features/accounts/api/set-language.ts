import { SetLanguageResponse, type Language } from '@bidxi/protocol';
import { apiRequest } from '@/lib/api-client';

/** `PUT /api/users/language {language}`: keeps the caller's language with the account. */
export function setAccountLanguage(language: Language) {
  return apiRequest('/users/language', {
    method: 'PUT',
    body: { language },
    schema: SetLanguageResponse,
  });
}
