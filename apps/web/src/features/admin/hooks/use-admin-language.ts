import type { Language } from '@bidxi/protocol';
import { useEffect } from 'react';
import { changeLanguage, currentLanguage, i18n } from '@/i18n/i18n';
import { isLanguage } from '@/i18n/languages';
import { setAdminLanguage } from '@/features/admin/api/set-admin-language';

/**
 * At admin sign-in: an account with a language shows the panel in
 * it; one without takes this device's. A failed save changes nothing on screen.
 */
export function applyAdminLanguage(accountLanguage: Language | null): void {
  if (accountLanguage === null) void setAdminLanguage(currentLanguage()).catch(() => undefined);
  else if (accountLanguage !== currentLanguage()) void changeLanguage(accountLanguage);
}

/** While the admin panel is open, each switch of language is kept with the admin's account too. */
export function useAdminLanguageSync(): void {
  useEffect(() => {
    const onChange = (language: string) => {
      if (isLanguage(language)) void setAdminLanguage(language).catch(() => undefined);
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, []);
}
