import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** One step back in history, or `fallback` when the page was opened directly (nothing to go back to). */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
