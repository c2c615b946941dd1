/**
 * The registration form's outcome card (spec 001 §2 "Registration"): after success a LIVE auction offers
 * 'Enter Auction', a SCHEDULED one 'Go Home' (two steps back); errors offer 'Try Again'.
 */
import { useTranslation } from 'react-i18next';
import type { AuctionStatus } from '@bidxi/protocol';
import { ErrorCode } from '@bidxi/protocol';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { auctionMessages } from '@/lib/messages/auctions';

/** What a registration attempt ended with: the server's status of the auction, or an error code. */
export type Outcome =
  | { kind: 'success'; auctionStatus: AuctionStatus; message: string }
  | { kind: 'error'; message: string; code: string };

/** The success or failure card of an attempt; `onTryAgain` returns to the form. */
export function RegistrationOutcome({
  outcome,
  auctionId,
  onTryAgain,
}: {
  outcome: Outcome;
  auctionId: string;
  onTryAgain: () => void;
}) {
  const navigate = useNavigate();
  const { t } = useTranslation('registration');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const goHomeTwoBack = () => {
    // Registration ← detail ← home: two steps back when the history has them, else straight home.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx >= 2) void navigate(-2);
    else void navigate('/home', { replace: true });
  };

  if (outcome.kind === 'success') {
    return (
      <Card className="flex flex-col items-center px-6 py-8 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-success-50 text-success-600">
          <CircleCheck aria-hidden className="size-9" />
        </span>
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="mt-4 text-xl font-extrabold text-ink focus:outline-none"
        >
          {auctionMessages.registration.successTitle}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{outcome.message}</p>
        <div className="mt-6 w-full">
          {outcome.auctionStatus === 'LIVE' ? (
            <ButtonLink
              to={`/successregister?auctionId=${encodeURIComponent(auctionId)}`}
              replace
              size="lg"
              fullWidth
            >
              {t('enterAuction')}
            </ButtonLink>
          ) : (
            <Button size="lg" fullWidth onClick={goHomeTwoBack}>
              {t('goHome')}
            </Button>
          )}
        </div>
      </Card>
    );
  }
  return (
    <Card className="flex flex-col items-center px-6 py-8 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-danger-50 text-danger-600">
        <CircleX aria-hidden className="size-9" />
      </span>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-xl font-extrabold text-ink focus:outline-none"
      >
        {outcome.message}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{auctionMessages.registration.failedText}</p>
      <div className="mt-6 flex w-full flex-col gap-3">
        <Button size="lg" fullWidth onClick={onTryAgain}>
          {t('tryAgain')}
        </Button>
        {outcome.code === ErrorCode.INSUFFICIENT_BALANCE ? (
          <ButtonLink to="/myWallet" variant="secondary" fullWidth>
            {t('goToWallet')}
          </ButtonLink>
        ) : null}
      </div>
    </Card>
  );
}
