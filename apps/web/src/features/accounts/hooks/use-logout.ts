import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endUserSession } from '@/lib/auth';
import { logout } from '@/features/accounts/api/logout';

/** Logout: tell the server (best effort), forget token, user id, e-mail and expiry, go to /. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // The request reads the token before it is cleared; its outcome does not change the logout.
    logout().catch(() => undefined);
    endUserSession();
    void navigate('/', { replace: true });
  }, [navigate]);
}
