import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { changeLanguage, currentLanguage, i18n } from '@/i18n/i18n';
import { isLanguage } from '@/i18n/languages';
import { useSession } from '@/stores/session';
import { currentUserQuery } from '../api/get-current-user';
import { setAccountLanguage } from '../api/set-language';

/**
 * Keeps the app's language and the account's in step, in the
 * signed-in frame:
 * - once per sign-in, an account that has a language shows the app in it (a new phone reads as the
 *   last one did); an account without one (new, or older than the choice) takes this device's;
 * - a switch while signed in (side menu) is kept with the account.
 * A failed save changes nothing on screen: the device keeps the choice and the next switch retries.
 */
export function useLanguageSync(): void {
  const userId = useSession((s) => s.userId);
  const queryClient = useQueryClient();
  const profile = useQuery({ ...currentUserQuery(userId ?? ''), enabled: userId !== null });
  const accountLanguage = profile.data?.user.language;
  const syncedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!userId || accountLanguage === undefined || syncedFor.current === userId) return;
    syncedFor.current = userId;
    if (accountLanguage === null) void setAccountLanguage(currentLanguage()).catch(() => undefined);
    else if (accountLanguage !== currentLanguage()) void changeLanguage(accountLanguage);
  }, [userId, accountLanguage]);

  useEffect(() => {
    if (!userId) return;
    const onChange = (language: string) => {
      // Until the account's language is applied, a change is that application, not a choice.
      if (syncedFor.current !== userId || !isLanguage(language)) return;
      const query = currentUserQuery(userId);
      if (queryClient.getQueryData(query.queryKey)?.user.language === language) return;
      void setAccountLanguage(language)
        .then(() =>
          queryClient.setQueryData(query.queryKey, (old) =>
            old ? { ...old, user: { ...old.user, language } } : old,
          ),
        )
        .catch(() => undefined);
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [userId, queryClient]);
}
