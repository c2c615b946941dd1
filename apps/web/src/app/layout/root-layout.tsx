import { useEffect, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { useMoneyModeSync } from '@/app/layout/money-mode-sync';
import { removeStaticSplash } from '@/app/static-splash';
import { setUnauthorizedHandler } from '@/lib/unauthorized';
import { endAdminSession, expireUserSession, suspendUserSession } from '@/lib/auth';

/**
 * The root route: decides what a 401 means. A player call → session expired (toast, /login); an
 * admin call → silent admin logout (/admin/login), as spec 000 §4 and §8 say. A 403 USER_BANNED on a
 * player call → "Your account has been suspended" (toast, /login), not "Session expired". Whatever screen it
 * shows first, the pre-rendered splash of index.html (if any) gives way to it.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const moneyMode = useMoneyModeSync();
  useLayoutEffect(removeStaticSplash, []);
  useEffect(
    () =>
      setUnauthorizedHandler((auth, reason) => {
        if (auth === 'admin') {
          endAdminSession();
          void navigate('/admin/login', { replace: true });
        } else {
          if (reason === 'banned') suspendUserSession();
          else expireUserSession();
          void navigate('/login', { replace: true });
        }
      }),
    [navigate],
  );
  return (
    <>
      {/* A changed money mode (rare: first visit to a play-money deployment) redraws every amount. */}
      <Outlet key={moneyMode} />
      <ScrollRestoration />
    </>
  );
}
