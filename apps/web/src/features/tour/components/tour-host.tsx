/**
 * The guided tour on screen: a non-modal dialog card (the page stays usable) with Next, Skip Tour,
 * Finish Tour and close, and a highlight around the element the step is about. Focus moves to the
 * card on every step and returns where it was when the tour ends; Escape ends it. Leaving the tour's
 * screens by other means ends it too. The card itself is a small lazy chunk.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '@/stores/session';
import { useTour } from '@/features/tour/hooks/use-tour';
import { stepAt } from '@/features/tour/tour-steps';

const TourCard = lazy(() => import('@/features/tour/components/tour-card'));

export function TourHost() {
  const { pathname } = useLocation();
  const tour = useTour();
  const step = stepAt(tour.step);
  const isHere = tour.isOpen && step.route === pathname;

  // Someone left the tour's screens (a link, the back button, a typed address): the tour ends.
  useEffect(() => {
    const { tour: current } = useSession.getState();
    if (current.isOpen && stepAt(current.step).route !== pathname) {
      useSession.getState().setTourStep(0);
      useSession.getState().closeTour();
    }
  }, [pathname]);

  useReturnFocus(tour.isOpen);

  if (!isHere) return null;
  return (
    <Suspense fallback={null}>
      <TourCard key={tour.step} tour={tour} target={step.target} />
    </Suspense>
  );
}

/** Remembers what had focus when the tour opened and puts focus back there when it closes. */
function useReturnFocus(isOpen: boolean) {
  const before = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!isOpen) return;
    before.current = document.activeElement as HTMLElement | null;
    return () => {
      const target = before.current?.isConnected ? before.current : document.getElementById('main');
      target?.focus({ preventScroll: true });
    };
  }, [isOpen]);
}
