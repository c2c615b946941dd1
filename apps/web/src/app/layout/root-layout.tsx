import { useEffect, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { removeStaticSplash } from '@/app/static-splash';
import { setUnauthorizedHandler } from '@/lib/unauthorized';
import { endAdminSession, expireUserSession } from '@/lib/auth';

/**
 * The root route: decides what a 401 means. A player call → session expired (toast, /login); an
 * admin call → silent admin logout (/admin/login), as spec 000 §4 and §8 say. Whatever screen it
 * shows first, the pre-rendered splash of index.html (if any) gives way to it.
 */
export function RootLayout() {
  const navigate = useNavigate();
  useLayoutEffect(removeStaticSplash, []);
  useEffect(
    () =>
      setUnauthorizedHandler((auth) => {
        if (auth === 'admin') {
          endAdminSession();
          void navigate('/admin/login', { replace: true });
        } else {
          expireUserSession();
          void navigate('/login', { replace: true });
        }
      }),
    [navigate],
  );
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
