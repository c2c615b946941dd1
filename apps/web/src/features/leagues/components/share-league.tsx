/**
 * Sharing a league's invite: the phone's share sheet (Web Share API) with a prepared text — title,
 * code, link and start in India time — or, where the browser has no share sheet, a WhatsApp link
 * with the same text (in India a league is born in a WhatsApp group).
 */
import type { LeagueView } from '@bidxi/protocol';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { formatIndiaDateTime } from '@/lib/india-time';

/** The invite's text in the current language. */
export function useShareText(
  league: Pick<LeagueView, 'title' | 'startsAt'>,
  code: string,
  link: string,
) {
  const { t } = useTranslation('leagues');
  return t('share.text', {
    title: league.title,
    code,
    link,
    when: formatIndiaDateTime(league.startsAt),
  });
}

/** `https://wa.me/?text=…` with `text` encoded. */
export const whatsAppLink = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

export function ShareLeague({
  league,
  code,
  link,
}: {
  league: Pick<LeagueView, 'title' | 'startsAt'>;
  code: string;
  link: string;
}) {
  const { t } = useTranslation('leagues');
  const text = useShareText(league, code, link);
  if (typeof navigator.share !== 'function') {
    return (
      <a
        href={whatsAppLink(text)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses({ variant: 'primary', fullWidth: true })}
      >
        {t('share.whatsApp')}
      </a>
    );
  }
  const onShare = async () => {
    // A dismissed share sheet rejects with AbortError: nothing to tell the player.
    await navigator.share({ title: league.title, text }).catch(() => undefined);
  };
  return (
    <Button fullWidth onClick={() => void onShare()}>
      {t('league.share')}
    </Button>
  );
}
