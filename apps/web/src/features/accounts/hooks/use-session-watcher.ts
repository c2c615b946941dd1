import { SESSION_CHECK_INTERVAL_MS } from '@bidxi/protocol';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router';
import { expireUserSession } from '@/lib/auth';
import { checkSession } from '@/features/accounts/api/check-session';
import { isSessionExpired, useSession } from '@/stores/session';

/**
 * Checks the session every 30 s and whenever the app comes back to the foreground; on expiry shows
 * 'Session expired. Please log in again.', clears the session and goes to /login (spec 001 §6).
 * A session still live here is also checked with the server, so one the server ended (a ban, a
 * logout elsewhere) ends on screen within one check, without waiting for the player's next click.
 */
export function useSessionWatcher(): void {
  const navigate = useNavigate();
  const check = useEffectEvent(() => {
    const session = useSession.getState();
    if (!isSessionExpired(session)) {
      // The API client ends the session on a 401 or 403 USER_BANNED; anything else (offline) waits.
      if (session.token) void checkSession().catch(() => undefined);
      return;
    }
    expireUserSession();
    void navigate('/login', { replace: true });
  });

  useEffect(() => {
    const id = window.setInterval(() => check(), SESSION_CHECK_INTERVAL_MS);
    const onFocus = () => check();
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(id);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}
