/**
 * The server's texts in each language: e-mails, SMS, push notices, the How-to-Play
 * PDF and the shareable card images. One i18next instance over the JSON catalogues in `locales/<language>/<namespace>.json`;
 * English is the spec's text and the fallback for a missing key. Everything is bundled, so the
 * instance is ready synchronously.
 */
import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, type Language } from '@bidxi/protocol';
import enCard from './locales/en/card.json';
import enMail from './locales/en/mail.json';
import enPdf from './locales/en/pdf.json';
import enPush from './locales/en/push.json';
import enRules from './locales/en/rules.json';
import enSms from './locales/en/sms.json';
import hiCard from './locales/hi/card.json';
import hiMail from './locales/hi/mail.json';
import hiPdf from './locales/hi/pdf.json';
import hiPush from './locales/hi/push.json';
import hiRules from './locales/hi/rules.json';
import hiSms from './locales/hi/sms.json';

/** Every catalogue, by language and namespace (tests compare the keys of each language). */
export const CATALOGUES = {
  en: { card: enCard, mail: enMail, pdf: enPdf, push: enPush, rules: enRules, sms: enSms },
  hi: { card: hiCard, mail: hiMail, pdf: hiPdf, push: hiPush, rules: hiRules, sms: hiSms },
} as const;

/** A namespace of the server's catalogues. */
export type Namespace = keyof (typeof CATALOGUES)['en'];

/** The `Intl` locale of each language (Indian digit grouping in both). */
export const INTL_LOCALES: Readonly<Record<Language, string>> = { en: 'en-IN', hi: 'hi-IN' };

const instance = i18next.createInstance();
void instance.init({
  resources: CATALOGUES,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(CATALOGUES.en),
  defaultNS: 'mail',
  initAsync: false,
  // Plain texts; e-mail HTML escapes its values itself.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/**
 * The texts of `namespace` in `language` (`null`/`undefined`: English, e.g. a user who never chose).
 * Plurals take `count` (`title_one` / `title_other`).
 */
export function translator(language: Language | null | undefined, namespace: Namespace): TFunction {
  return instance.getFixedT(language ?? 'en', namespace);
}
