/**
 * 'Woohoo!' (spec 001 §2 "Success"): confetti (100 pieces, none under reduced motion) and the way into
 * the room. Back goes to /home (the route redirects a missing auction there too).
 */
import { Trans, useTranslation } from 'react-i18next';
import type { AuctionView } from '@bidxi/protocol';
import { DoorOpen, PartyPopper } from 'lucide-react';
import { useEffect } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { formatIndiaDateTime } from '@/lib/india-time';

/** Spec 001 §9 'Confetti: 100 pieces'. */
export const CONFETTI_PIECES = 100;

const CONFETTI_TOKENS = [
  '--color-gold-400',
  '--color-gold-500',
  '--color-night-600',
  '--color-success-600',
];

export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Fires the confetti once, in the theme's colours; resolves false when skipped. */
export async function fireConfetti(): Promise<boolean> {
  if (prefersReducedMotion()) return false;
  const { default: confetti } = await import('canvas-confetti');
  const style = getComputedStyle(document.documentElement);
  const colors = CONFETTI_TOKENS.map((t) => style.getPropertyValue(t).trim()).filter(Boolean);
  await confetti({
    particleCount: CONFETTI_PIECES,
    spread: 80,
    startVelocity: 40,
    origin: { y: 0.55 },
    disableForReducedMotion: true,
    ...(colors.length ? { colors } : {}),
  });
  return true;
}

export function RegistrationSuccess({ auction }: { auction: AuctionView }) {
  const navigate = useNavigate();
  const { t } = useTranslation('registration');
  // The browser's back button leaves for /home, not the registration form.
  const blocker = useBlocker(({ historyAction }) => historyAction === 'POP');
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    void navigate('/home', { replace: true });
  }, [blocker, navigate]);

  useEffect(() => {
    void fireConfetti().catch(() => undefined);
  }, []);

  return (
    <div className="flex flex-1 flex-col px-4 py-6">
      <div className="theme-dark bg-stadium flex flex-1 flex-col items-center justify-center rounded-3xl px-6 py-10 text-center text-white shadow-card">
        <span className="flex size-20 items-center justify-center rounded-full bg-gold-500 text-night-950 shadow-glow motion-safe:animate-pop-in">
          <PartyPopper aria-hidden className="size-10" />
        </span>
        <h1 className="mt-6 text-2xl font-extrabold">{t('success.woohoo')}</h1>
        <p className="mt-2 max-w-xs text-night-100">
          <Trans
            t={t}
            i18nKey="success.teamIn"
            values={{ title: auction.title }}
            components={{ 1: <span className="font-bold text-gold-300" /> }}
          />
        </p>
        <p className="mt-1 text-sm text-night-200">
          {auction.status === 'LIVE'
            ? t('success.live')
            : t('success.starts', { time: formatIndiaDateTime(auction.startsAt) })}
        </p>
        <ButtonLink
          to={`/auctionRoom/${encodeURIComponent(auction.id)}`}
          size="lg"
          fullWidth
          className="mt-10 max-w-xs"
          icon={<DoorOpen aria-hidden className="size-5" />}
        >
          {t('success.enterRoom')}
        </ButtonLink>
        <ButtonLink to="/home" replace variant="on-dark" fullWidth className="mt-3 max-w-xs">
          {t('success.backHome')}
        </ButtonLink>
      </div>
    </div>
  );
}
