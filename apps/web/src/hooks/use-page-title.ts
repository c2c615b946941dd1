import { useEffect } from 'react';

export const APP_NAME = 'BidXI';

/** Sets the document title to '<Page> · BidXI' while the page is shown. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = page ? `${page} · ${APP_NAME}` : APP_NAME;
    return () => {
      document.title = previous;
    };
  }, [page]);
}
