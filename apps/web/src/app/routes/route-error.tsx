import { RefreshCw } from 'lucide-react';
import { useLayoutEffect } from 'react';
import { useRouteError } from 'react-router';
import { removeStaticSplash } from '@/app/static-splash';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';

/** Last-resort error screen of the router (a render error, or a chunk missing after an update). */
export function RouteErrorBoundary() {
  usePageTitle('Something went wrong');
  useLayoutEffect(removeStaticSplash, []);
  const error = useRouteError();
  const isChunkError =
    error instanceof Error &&
    /dynamically imported module|Loading chunk|import/i.test(error.message);
  console.error(error);
  return (
    <div className="theme-dark bg-stadium min-h-dvh text-white">
      <main className="mx-auto flex min-h-dvh max-w-app flex-col px-6 pt-safe pb-safe-4">
        <div className="flex h-16 items-center">
          <Logo />
        </div>
        <div className="flex flex-1 flex-col items-center justify-center text-center">
          <h1 className="text-xl font-extrabold">
            {isChunkError ? 'BidXI has been updated' : 'Something went wrong'}
          </h1>
          <p className="mt-2 max-w-xs text-night-200">
            {isChunkError
              ? 'Reload to get the latest version.'
              : 'An unexpected error stopped this screen. Reloading usually fixes it.'}
          </p>
        </div>
        <Button
          size="lg"
          fullWidth
          onClick={() => window.location.reload()}
          icon={<RefreshCw aria-hidden className="size-5" />}
        >
          Reload
        </Button>
      </main>
    </div>
  );
}
