import { House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/brand/logo';
import { ButtonLink } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';
import { isSessionActive, useSession } from '@/stores/session';

/** 404: the address matches no screen. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  const isSignedIn = useSession((s) => isSessionActive(s));
  return (
    <div className="theme-dark bg-stadium min-h-dvh text-white">
      <main className="mx-auto flex min-h-dvh max-w-app flex-col px-6 pt-safe pb-safe-4">
        <div className="flex h-16 items-center">
          <Logo />
        </div>
        <div className="flex flex-1 flex-col items-center justify-center text-center">
          <p className="num text-[5rem] leading-none font-black text-gold-400" aria-hidden>
            404
          </p>
          <h1 className="mt-4 text-xl font-extrabold">{t('notFound.heading')}</h1>
          <p className="mt-2 max-w-xs text-night-200">{t('notFound.body')}</p>
        </div>
        <ButtonLink
          to={isSignedIn ? '/home' : '/'}
          size="lg"
          fullWidth
          icon={<House aria-hidden className="size-5" />}
        >
          {t('actions.goHome')}
        </ButtonLink>
      </main>
    </div>
  );
}
