import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@/stores/session';
import { clampTourStep, stepAt } from '@/features/tour/tour-steps';

/** The tour's controls: every move sets the step first, then goes to that step's screen. */
export function useTour() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tour = useSession((s) => s.tour);
  const openTour = useSession((s) => s.openTour);
  const setTourStep = useSession((s) => s.setTourStep);
  const closeTour = useSession((s) => s.closeTour);

  const goTo = useCallback(
    (step: number) => {
      const next = clampTourStep(step);
      setTourStep(next);
      const { route } = stepAt(next);
      if (route !== pathname) void navigate(route);
    },
    [navigate, pathname, setTourStep],
  );

  /** Skip Tour, Finish Tour and close: back to step 0, closed (spec 001 §4 "Tour"). */
  const end = useCallback(() => {
    setTourStep(0);
    closeTour();
  }, [closeTour, setTourStep]);

  const start = useCallback(() => {
    openTour(0);
    const { route } = stepAt(0);
    if (route !== pathname) void navigate(route);
  }, [navigate, openTour, pathname]);

  return {
    step: tour.step,
    isOpen: tour.isOpen,
    next: () => goTo(tour.step + 1),
    previous: () => goTo(tour.step - 1),
    end,
    start,
  };
}
