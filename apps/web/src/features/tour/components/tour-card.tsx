/** The tour's card and highlight (loaded when the tour first shows). */
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { Wallet, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Button, IconButton } from '@/components/ui/button';
import { formatRupeeAmount } from '@/lib/money';
import { TOUR_DEMO_BALANCE_RUPEES } from '@/lib/tour';
import { TOUR_LAST_STEP } from '@/stores/session';
import type { useTour } from '@/features/tour/hooks/use-tour';
import { stepAt, TOUR_STEPS } from '@/features/tour/tour-steps';

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export default function TourCard({
  tour,
  target,
}: {
  tour: ReturnType<typeof useTour>;
  target?: string | undefined;
}) {
  // No suspense: the card waits for its catalogue instead of blanking the screen behind it.
  const { t, ready } = useTranslation('tour', { useSuspense: false });
  const titleId = useId();
  const bodyId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const box = useTargetBox(target);
  const step = stepAt(tour.step);
  const isLast = tour.step === TOUR_LAST_STEP;
  const isWalletStep = step.route === '/myWallet';
  // Keep the card clear of the highlighted element: at the top when the element is low on screen.
  const placeTop = box !== null && box.top + box.height / 2 > window.innerHeight / 2;

  useFocusOnStep(headingRef);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      tour.end();
    }
  };

  if (!ready) return null;
  return (
    <>
      {box ? (
        <div
          aria-hidden
          className="pointer-events-none fixed z-40 rounded-2xl shadow-[0_0_0_9999px_var(--color-scrim)] ring-4 ring-gold-400 transition-[top,left,width,height] duration-200"
          style={{
            top: box.top - 6,
            left: box.left - 6,
            width: box.width + 12,
            height: box.height + 12,
          }}
        />
      ) : null}
      <div
        className={clsx(
          'pointer-events-none fixed inset-x-0 z-40 mx-auto max-w-app px-3',
          placeTop ? 'top-16 pt-safe' : 'bottom-0 pb-safe-4',
        )}
      >
        <div
          role="dialog"
          aria-labelledby={titleId}
          aria-describedby={bodyId}
          onKeyDown={onKeyDown}
          className="theme-dark pointer-events-auto rounded-3xl bg-night-900 p-4 text-white shadow-raised motion-safe:animate-slide-up"
        >
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <p className="text-xs font-bold tracking-wider text-gold-300 uppercase">
                {t('step', { step: tour.step + 1, count: TOUR_STEPS.length })}
              </p>
              <h2
                ref={headingRef}
                id={titleId}
                tabIndex={-1}
                className="mt-0.5 text-lg font-extrabold focus:outline-none"
              >
                {step.title}
              </h2>
            </div>
            <IconButton
              label={t('close')}
              onClick={tour.end}
              className="-mt-1 -mr-1 text-night-100 hover:bg-night-800"
            >
              <X aria-hidden className="size-5" />
            </IconButton>
          </div>
          <p id={bodyId} className="mt-1 text-sm text-night-100">
            {step.body}
          </p>
          {isWalletStep ? (
            <p className="mt-3 flex items-center gap-2 rounded-xl bg-night-800 px-3 py-2 text-sm">
              <Wallet aria-hidden className="size-4 text-gold-300" />
              {t('demoBalance')}
              <span className="num ml-auto font-extrabold text-gold-300">
                {formatRupeeAmount(TOUR_DEMO_BALANCE_RUPEES)}
              </span>
            </p>
          ) : null}
          <div className="mt-3 flex justify-center gap-1.5" aria-hidden>
            {TOUR_STEPS.map((_, i) => (
              <span
                key={i}
                className={clsx(
                  'h-1.5 rounded-full',
                  i === tour.step ? 'w-5 bg-gold-400' : 'w-1.5 bg-night-600',
                )}
              />
            ))}
          </div>
          <div className="mt-3 flex items-center gap-2">
            {isLast ? null : (
              <Button
                variant="ghost"
                size="sm"
                onClick={tour.end}
                className="text-night-100 hover:bg-night-800"
              >
                {t('skip')}
              </Button>
            )}
            <div className="ml-auto flex gap-2">
              {tour.step > 0 ? (
                <Button variant="on-dark" size="sm" onClick={tour.previous}>
                  {t('back')}
                </Button>
              ) : null}
              {isLast ? (
                <Button size="sm" onClick={tour.end}>
                  {t('finish')}
                </Button>
              ) : (
                <Button size="sm" onClick={tour.next}>
                  {t('next')}
                </Button>
              )}
            </div>
          </div>
        </div>
      </div>
    </>
  );
}

/** Focus the step's heading when it appears; give focus back to where it was when the tour ends. */
function useFocusOnStep(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const id = window.setTimeout(() => ref.current?.focus({ preventScroll: true }), 50);
    return () => window.clearTimeout(id);
  }, [ref]);
}

/** Where the step's `data-tour` element is on screen (it may render a moment after the route). */
function useTargetBox(target: string | undefined): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  useEffect(() => {
    if (!target) return;
    let element: HTMLElement | null = null;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!element) return;
        const r = element.getBoundingClientRect();
        setBox({ top: r.top, left: r.left, width: r.width, height: r.height });
      });
    };
    let tries = 0;
    const find = window.setInterval(() => {
      element = document.querySelector<HTMLElement>(`[data-tour="${target}"]`);
      if (element || ++tries > 25) window.clearInterval(find);
      if (!element) return;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      element.scrollIntoView?.({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
      measure();
    }, 120);
    window.addEventListener('scroll', measure, { passive: true, capture: true });
    window.addEventListener('resize', measure);
    return () => {
      window.clearInterval(find);
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', measure, { capture: true });
      window.removeEventListener('resize', measure);
    };
  }, [target]);
  return target ? box : null;
}
