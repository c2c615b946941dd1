import { useTranslation } from 'react-i18next';
import { Mail, MessageCircle } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppConfig, whatsappUrl } from '@/features/support/api/get-app-config';

const linkClass =
  'flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-semibold text-ink hover:bg-surface';

/** Contact Us: WhatsApp and e-mail of the support team, from the server's app config. */
export function ContactLinks() {
  const config = useAppConfig();
  const { t } = useTranslation();

  if (config.isPending) {
    return (
      <div className="flex flex-col gap-2 px-3" aria-busy>
        <Skeleton className="h-9" />
        <Skeleton className="h-9" />
      </div>
    );
  }
  if (config.isError) {
    return (
      <button type="button" onClick={() => void config.refetch()} className={linkClass}>
        <span className="text-ink-muted">{t('contact.unavailable')}</span>
        <span className="text-night-700 underline">{t('contact.retry')}</span>
      </button>
    );
  }
  const { supportWhatsapp, supportEmail } = config.data;
  return (
    <ul className="flex flex-col">
      {supportWhatsapp ? (
        <li>
          <a
            href={whatsappUrl(supportWhatsapp)}
            target="_blank"
            rel="noreferrer"
            className={linkClass}
          >
            <MessageCircle aria-hidden className="size-5 text-night-600" />
            {t('contact.whatsapp')}
            <span className="sr-only"> {t('contact.opensWhatsapp')}</span>
          </a>
        </li>
      ) : null}
      {supportEmail ? (
        <li>
          <a href={`mailto:${supportEmail}`} className={linkClass}>
            <Mail aria-hidden className="size-5 text-night-600" />
            <span className="truncate">{supportEmail}</span>
          </a>
        </li>
      ) : null}
    </ul>
  );
}
