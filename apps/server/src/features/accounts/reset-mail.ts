/**
 * The password-reset e-mail in the recipient's language (catalogue `mail`, src/i18n).
 * The English texts are the ones the spec's flow has always sent.
 */
import { RESET_TOKEN_TTL_MINUTES, type Language } from '@bidxi/protocol';
import { translator } from '../../i18n/i18n';
import type { MailMessage } from '../../platform/mailer';

/** Builds the reset mail to `to` greeting `username`, with `link`, in `language`. */
export function resetMail(opts: {
  to: string;
  username: string;
  link: string;
  language: Language;
}): MailMessage {
  const t = translator(opts.language, 'mail');
  const greeting = (name: string) => t('reset.greeting', { name });
  const body = t('reset.body', { minutes: RESET_TOKEN_TTL_MINUTES });
  return {
    to: opts.to,
    subject: t('reset.subject'),
    text: `${greeting(opts.username)}\n\n${body}\n\n${opts.link}\n\n${t('reset.ignore')}\n\n${t('reset.signature')}`,
    // The catalogues' texts are ours; only the username is the user's, so only it is escaped.
    html: `<p>${greeting(escapeHtml(opts.username))}</p><p>${body}</p><p><a href="${opts.link}">${t('reset.button')}</a></p><p>${t('reset.ignore')}</p><p>${t('reset.signature')}</p>`,
  };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
