import { clsx } from 'clsx';
import { Download, Radio, Trophy, Users } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  isStaticSplashShowing,
  removeStaticSplash,
  takeStaticSplashPress,
} from '@/app/static-splash';
import { Logo } from '@/components/brand/logo';
import { StadiumArt } from '@/components/brand/stadium-art';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';
import { promptInstall, useCanInstall } from '@/lib/install-prompt';
import { useSession } from '@/stores/session';

const HIGHLIGHTS = [
  { icon: Radio, label: 'splash.liveBidding' },
  { icon: Users, label: 'splash.buildXi' },
  { icon: Trophy, label: 'splash.winPrizes' },
] as const;

/**
 * The welcome screen (spec 000 §2): a night stadium, the pitch, Get Started and Install Now. The same
 * screen is pre-rendered into index.html (src/app/static-splash.ts); when that copy is on screen, this
 * one replaces it before painting, without the entrance animations (the copy had none either).
 */
export function SplashRoute() {
  const [animate] = useState(() => !isStaticSplashShowing());
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(removeStaticSplash, []);
  // A tap on the pre-rendered copy before the app had started (e.g. on हिन्दी) is pressed here.
  useEffect(() => {
    const label = takeStaticSplashPress();
    if (!label) return;
    const buttons = ref.current?.querySelectorAll('button') ?? [];
    [...buttons].find((b) => b.textContent?.trim() === label)?.click();
  }, []);
  return (
    <div ref={ref} className="contents">
      <SplashScreen animate={animate} />
    </div>
  );
}

/**
 * The splash itself. `animate` plays the entrance animations; the pre-rendered copy goes without, so
 * its heading is visible (and counts as the page's largest paint) from the first frame.
 */
export function SplashScreen({ animate }: { animate: boolean }) {
  const { t } = useTranslation();
  usePageTitle(t('splash.title'));
  const navigate = useNavigate();
  const canInstall = useCanInstall();

  const getStarted = () => {
    // Only the presence of a stored token decides (spec 000 §6).
    void navigate(useSession.getState().token ? '/home' : '/signup');
  };

  return (
    <div className="theme-dark bg-stadium min-h-dvh text-white">
      <div className="mx-auto flex min-h-dvh max-w-app flex-col px-6 pt-safe pb-safe-4">
        <header className="flex h-16 items-center justify-between">
          <Logo />
          <Link
            to="/login"
            className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-night-100 ring-1 ring-night-600 hover:text-gold-300 hover:ring-gold-400"
          >
            {t('splash.signIn')}
          </Link>
        </header>

        <main className="flex flex-1 flex-col">
          <div className="flex flex-1 items-center">
            <StadiumArt className={clsx(animate && 'motion-safe:animate-fade-in')} />
          </div>
          <div className={clsx(animate && 'motion-safe:animate-slide-up')}>
            <p className="text-sm font-semibold tracking-wider text-gold-300 uppercase">
              {t('splash.kicker')}
            </p>
            <h1 className="mt-2 text-2xl leading-tight font-extrabold tracking-tight text-balance">
              <Trans
                i18nKey="splash.headline"
                components={{ 1: <span className="text-gold-400" /> }}
              />
            </h1>
            <p className="mt-3 text-base text-night-200">{t('splash.intro')}</p>
            <ul className="mt-5 flex flex-wrap gap-2" aria-label={t('splash.highlights')}>
              {HIGHLIGHTS.map(({ icon: Icon, label }) => (
                <li
                  key={label}
                  className="inline-flex items-center gap-1.5 rounded-full bg-night-800/80 px-3 py-1.5 text-xs font-semibold text-night-100 ring-1 ring-night-600"
                >
                  <Icon aria-hidden className="size-3.5 text-gold-400" />
                  {t(label)}
                </li>
              ))}
            </ul>
          </div>

          <div className="flex flex-col gap-3 pt-8">
            <Button size="lg" fullWidth onClick={getStarted}>
              {t('splash.getStarted')}
            </Button>
            {canInstall ? (
              <Button
                size="lg"
                fullWidth
                variant="on-dark"
                icon={<Download aria-hidden className="size-5" />}
                onClick={() => void promptInstall()}
              >
                {t('splash.install')}
              </Button>
            ) : null}
            <LanguageSwitch tone="dark" className="self-center" />
          </div>
        </main>
      </div>
    </div>
  );
}
