import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { endAdminSession, expireUserSession } from '@/lib/auth';

/**
 * The root route: decides what a 401 means. A player call → session expired (toast, /login); an
 * admin call → silent admin logout (/admin/login), as spec 000 §4 and §8 say.
 */
export function RootLayout() {
  const navigate = useNavigate();
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
