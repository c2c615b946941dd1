/**
 * The app's i18next instance. Catalogues are JSON files under `locales/<language>/<ns>.json`,
 * one namespace per feature; English `common` ships in the first load, every other catalogue is its
 * own chunk fetched when a screen first asks for its namespace (`useTranslation('wallet')`).
 *
 * Outside React (message mappers, toasts) call {@link t} from this module: it reads the current
 * language at call time.
 */
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import common from './locales/en/common.json';
import {
  INTL_LOCALES,
  LANGUAGES,
  initialLanguage,
  storeLanguage,
  type Language,
} from './languages';
import { scriptFontReady } from './script-font';

/** The namespace of the spec's message texts (lib/messages), translated by path. */
export const MESSAGES_NS = 'messages';

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

/** Every namespace that has an English catalogue (the source of truth for keys). */
export const NAMESPACES: readonly string[] = Object.keys(catalogues)
  .map((path) => /^\.\/locales\/en\/(.+)\.json$/.exec(path)?.[1])
  .filter((ns): ns is string => ns !== undefined);

export const i18n = i18next.createInstance();

/**
 * Settles when the instance has its first language's `common` catalogue (at once for English) and,
 * for Hindi, the Devanagari font (i18n/script-font.ts).
 */
export const i18nReady: Promise<unknown> = Promise.all([
  scriptFontReady(initialLanguage()),
  i18n
    .use(initReactI18next)
    .use(
      resourcesToBackend(async (language: string, namespace: string) => {
        const load = catalogues[`./locales/${language}/${namespace}.json`];
        if (!load) throw new Error(`No ${language} catalogue for namespace "${namespace}"`);
        return (await load()).default;
      }),
    )
    .init({
      lng: initialLanguage(),
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      // `messages` (toasts, validation and error texts) is read outside React, so it loads with the language.
      ns: ['common', MESSAGES_NS],
      defaultNS: 'common',
      // The English of `messages` is the spec's texts in lib/messages (see lib/messages/translate.ts).
      resources: { en: { common, [MESSAGES_NS]: {} } },
      // English common is bundled; everything else comes from the backend above.
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    }),
]);

syncDocumentLanguage(i18n.language as Language);
i18n.on('languageChanged', (language) => syncDocumentLanguage(language as Language));

/** Translates outside React, in the current language. */
export const t = i18n.t.bind(i18n);

/** The current language (English until the instance says otherwise). */
export function currentLanguage(): Language {
  return i18n.resolvedLanguage === 'hi' ? 'hi' : 'en';
}

/** The `Intl` locale of the current language: `en-IN` or `hi-IN`. */
export function intlLocale(): string {
  return INTL_LOCALES[currentLanguage()];
}

/** Switches the app's language and remembers it on this device. */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await scriptFontReady(language);
  await i18n.changeLanguage(language);
}

function syncDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined')
    document.documentElement.lang = INTL_LOCALES[language] ?? 'en-IN';
}
