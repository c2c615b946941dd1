import { CircleAlert, Hourglass, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { ApiRequestError } from '@/lib/api-client';
import { auditMessages } from '@/lib/messages/audit';
import { isNotCompleted } from '../api/get-replay-log';

function Frame({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <div
      data-testid={testId}
      className="theme-dark bg-stadium mx-auto flex min-h-dvh max-w-app flex-col justify-center text-center text-white px-safe"
    >
      <div className="flex flex-col items-center gap-4 px-6">{children}</div>
    </div>
  );
}

/** The replay's shape while the log downloads. */
export function ReplayLoading() {
  return (
    <SkeletonGroup
      label={auditMessages.replay.loading}
      className="theme-dark bg-stadium mx-auto flex min-h-dvh max-w-app flex-col gap-3 px-4 pt-20"
    >
      <Skeleton className="h-20 w-full rounded-2xl bg-night-800" />
      <Skeleton className="h-28 w-full rounded-3xl bg-night-800" />
      <Skeleton className="h-24 w-full rounded-2xl bg-night-800" />
      <Skeleton className="h-16 w-full rounded-2xl bg-night-800" />
    </SkeletonGroup>
  );
}

/** Why there is no replay: the auction runs still, does not exist, or the log cannot be read. */
export function ReplayError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const isMissing = error instanceof ApiRequestError && error.httpStatus === 404;
  const isBroken = !(error instanceof ApiRequestError);
  if (isNotCompleted(error)) {
    return (
      <Frame testId="replay-not-completed">
        <Hourglass aria-hidden className="size-10 text-gold-300" />
        <h1 className="text-xl font-extrabold">{auditMessages.replay.notCompleted}</h1>
        <p className="text-sm text-night-200">{auditMessages.replay.notCompletedText}</p>
        <ButtonLink to="/home" variant="on-dark" fullWidth>
          Home
        </ButtonLink>
      </Frame>
    );
  }
  return (
    <Frame testId="replay-error">
      {isMissing ? (
        <SearchX aria-hidden className="size-10 text-gold-300" />
      ) : (
        <CircleAlert aria-hidden className="size-10 text-gold-300" />
      )}
      <h1 className="text-xl font-extrabold">
        {isMissing
          ? auditMessages.replay.notFound
          : isBroken
            ? auditMessages.replay.broken
            : auditMessages.replay.loadFailed}
      </h1>
      {isMissing || isBroken ? (
        <ButtonLink to="/home" variant="on-dark" fullWidth>
          Home
        </ButtonLink>
      ) : (
        <Button onClick={onRetry} fullWidth>
          Try again
        </Button>
      )}
    </Frame>
  );
}
