import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/i18n/i18n';
import { INTL_LOCALES, LANGUAGES, LANGUAGE_NAMES, type Language } from '@/i18n/languages';

/**
 * English / हिन्दी switch: two buttons, the current one pressed. Each language is named in
 * itself so a reader of either finds theirs, and marked as that language (WCAG 3.1.2: a screen reader
 * reads 'हिन्दी' as Hindi, and the browser picks a Devanagari face for it on an English page). The choice is kept on this device and, signed in, with the
 * account (features/accounts/hooks/use-language-sync.ts); the whole app re-renders in it at once.
 */
export function LanguageSwitch({
  tone = 'light',
  className,
}: {
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  // useTranslation re-renders this on every change of language.
  const active: Language = i18n.resolvedLanguage === 'hi' ? 'hi' : 'en';
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={clsx(
        'inline-flex rounded-full p-1 ring-1',
        tone === 'dark' ? 'bg-night-800/80 ring-night-600' : 'bg-surface ring-line',
        className,
      )}
    >
      {LANGUAGES.map((language) => {
        const isActive = language === active;
        return (
          <button
            key={language}
            type="button"
            lang={INTL_LOCALES[language]}
            aria-pressed={isActive}
            onClick={() => void changeLanguage(language)}
            className={clsx(
              'min-h-11 min-w-11 rounded-full px-4 text-sm font-semibold',
              isActive
                ? tone === 'dark'
                  ? 'bg-gold-400 text-night-950'
                  : 'bg-night-900 text-white'
                : tone === 'dark'
                  ? 'text-night-100 hover:text-gold-300'
                  : 'text-ink hover:bg-card',
            )}
          >
            {LANGUAGE_NAMES[language]}
          </button>
        );
      })}
    </div>
  );
}
