/**
 * The LIVE auctions carousel (spec 001 §2 "Home"): advances every 5 s, a 75 px swipe moves it, arrows
 * and dots. Embla does the sliding; the swipe is ours so the spec's threshold holds exactly. Loaded
 * lazily with Home so Embla stays out of the first download.
 */
import { useTranslation } from 'react-i18next';
import type { AuctionView } from '@bidxi/protocol';
import { clsx } from 'clsx';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { IconButton } from '@/components/ui/button';
import { AuctionCardLink } from '@/features/auctions/components/auction-card-link';
import { AuctionImage } from '@/features/auctions/components/auction-image';
import { AuctionStatusBadge, DemoBadge } from '@/features/auctions/components/status-badge';
import { swipeDirection, useAutoplay } from '@/features/auctions/hooks/use-autoplay';
import { formatIndiaDateTime } from '@/lib/india-time';
import { formatCroreAmount, formatRupeeAmount } from '@/lib/money';
import { truncate } from '@/lib/text';

/** Spec 001 §9: names are cut at 24 characters in the header (the carousel). */
export const CAROUSEL_NAME_MAX = 24;

function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // an engine without :focus-visible: treat focus as keyboard focus
  }
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export default function LiveCarousel({
  auctions,
  isInteractive,
}: {
  auctions: readonly AuctionView[];
  isInteractive: boolean;
}) {
  const [viewportRef, api] = useEmblaCarousel({ loop: auctions.length > 1, watchDrag: false });
  const [selected, setSelected] = useState(0);
  const [isHeld, setHeld] = useState(false);
  const swipe = useRef<{ x: number; id: number } | null>(null);
  const { t } = useTranslation('auctions');
  const suppressClick = useRef(false);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  const count = auctions.length;
  const go = useCallback(
    (to: 'next' | 'prev' | number) => {
      if (!api) return;
      const jump = prefersReducedMotion();
      if (to === 'next') api.scrollNext(jump);
      else if (to === 'prev') api.scrollPrev(jump);
      else api.scrollTo(to, jump);
    },
    [api],
  );
  const advance = useCallback(() => go('next'), [go]);
  const { restart } = useAutoplay(count > 1 && api ? advance : null, { isPaused: isHeld });
  const move = (to: 'next' | 'prev' | number) => {
    go(to);
    restart();
  };

  const onPointerDown = (e: PointerEvent) => {
    swipe.current = { x: e.clientX, id: e.pointerId };
    suppressClick.current = false;
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== e.pointerId) return;
    const direction = swipeDirection(e.clientX - start.x);
    if (direction && count > 1) {
      suppressClick.current = true;
      move(direction);
    }
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      className="relative"
      // Hover (a mouse) or keyboard focus holds the slides still; a tap does not (it never 'leaves').
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHeld(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setHeld(false)}
      onFocus={(e) => isKeyboardFocus(e.target) && setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div
        ref={viewportRef}
        className="touch-pan-y overflow-hidden rounded-3xl"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
        onClickCapture={(e) => {
          if (suppressClick.current) {
            e.preventDefault();
            e.stopPropagation();
            suppressClick.current = false;
          }
        }}
      >
        <div className="flex">
          {auctions.map((auction, index) => (
            <div
              key={auction.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { index: index + 1, count })}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <LiveSlide auction={auction} isInteractive={isInteractive} />
            </div>
          ))}
        </div>
      </div>

      {count > 1 ? (
        <>
          <IconButton
            label={t('carousel.previous')}
            onClick={() => move('prev')}
            className="absolute top-[5.5rem] left-2 -translate-y-1/2 bg-night-950/55 text-white backdrop-blur hover:bg-night-950/75"
          >
            <ChevronLeft aria-hidden className="size-6" />
          </IconButton>
          <IconButton
            label={t('carousel.next')}
            onClick={() => move('next')}
            className="absolute top-[5.5rem] right-2 -translate-y-1/2 bg-night-950/55 text-white backdrop-blur hover:bg-night-950/75"
          >
            <ChevronRight aria-hidden className="size-6" />
          </IconButton>
          <div className="mt-1 flex justify-center" role="group" aria-label={t('carousel.choose')}>
            {auctions.map((auction, index) => (
              <button
                key={auction.id}
                type="button"
                aria-label={t('carousel.show', { index: index + 1, count })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => move(index)}
                className="flex size-11 items-center justify-center rounded-full"
              >
                <span
                  className={clsx(
                    'block h-2 rounded-full transition-[width,background-color] duration-200',
                    index === selected ? 'w-5 bg-gold-500' : 'w-2 bg-line-strong',
                  )}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

function LiveSlide({ auction, isInteractive }: { auction: AuctionView; isInteractive: boolean }) {
  const { t } = useTranslation('auctions');
  return (
    <AuctionCardLink
      auction={auction}
      isInteractive={isInteractive}
      className="theme-dark group relative block overflow-hidden rounded-3xl bg-night-900 text-white"
    >
      <AuctionImage
        src={auction.imageUrl}
        className="aspect-[16/8] w-full"
        iconClassName="size-14"
      />
      <div className="absolute inset-x-0 top-0 flex items-center gap-2 p-3">
        <AuctionStatusBadge status={auction.status} className="bg-success-50/95" />
        {auction.isDemo ? <DemoBadge /> : null}
      </div>
      <div className="bg-hero px-4 pt-3 pb-4">
        <h3 className="text-lg font-extrabold" title={auction.title}>
          {truncate(auction.title, CAROUSEL_NAME_MAX)}
        </h3>
        <p className="mt-0.5 text-xs text-night-200">
          {t('carousel.started', { time: formatIndiaDateTime(auction.startsAt) })}
        </p>
        <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
          <Fact label={t('carousel.fee')} value={formatRupeeAmount(auction.registrationFee)} />
          <Fact label={t('carousel.purse')} value={formatCroreAmount(auction.budgetLimit)} />
          <Fact label={t('carousel.teams')} value={String(auction.teamCount)} />
        </dl>
      </div>
    </AuctionCardLink>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-night-800/80 px-2 py-1.5">
      <dt className="text-xs text-night-200">{label}</dt>
      <dd className="num text-sm font-bold text-white">{value}</dd>
    </div>
  );
}
