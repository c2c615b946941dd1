import { RefreshCw } from 'lucide-react';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { removeStaticSplash } from '@/app/static-splash';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';

/** Last-resort error screen of the router (a render error, or a chunk missing after an update). */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  usePageTitle(t('routeError.title'));
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
            {isChunkError ? t('routeError.updated') : t('routeError.title')}
          </h1>
          <p className="mt-2 max-w-xs text-night-200">
            {isChunkError ? t('routeError.updatedBody') : t('routeError.body')}
          </p>
        </div>
        <Button
          size="lg"
          fullWidth
          onClick={() => window.location.reload()}
          icon={<RefreshCw aria-hidden className="size-5" />}
        >
          {t('actions.reload')}
        </Button>
      </main>
    </div>
  );
}
