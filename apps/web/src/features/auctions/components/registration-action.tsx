import { useTranslation } from 'react-i18next';
import type { AuctionView, ValidateRegistrationResponse } from '@bidxi/protocol';
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import {
  actionFor,
  popupFor,
  type RegistrationState,
} from '@/features/auctions/registration-state';
import { auctionMessages } from '@/lib/messages/auctions';
import { notify } from '@/lib/notify';

/**
 * The status-driven action button of the detail page (spec 001 §4), the 'Validating registration...'
 * modal while the check runs, and the check's popup (spec 001 §8) once it answers.
 */
export function RegistrationAction({
  auction,
  state,
  check,
  checkedAt,
  isChecking,
  isDemo,
  userId,
  onRetry,
}: {
  auction: AuctionView;
  state: RegistrationState | null;
  check: ValidateRegistrationResponse | undefined;
  /** When the shown answer arrived: a new answer shows its popup again. */
  checkedAt: number;
  isChecking: boolean;
  isDemo: boolean;
  userId: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation(['auctions', 'common']);
  const demoNote = t('detail.demoNote');
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [isValidatingHidden, setValidatingHidden] = useState(false);
  const popup = state && !isDemo ? popupFor(state, check) : null;
  const isPopupOpen = popup !== null && !isChecking && dismissedAt !== checkedAt;

  const action = state
    ? actionFor(state, {
        auctionId: auction.id,
        auctionStatus: check?.auctionStatus ?? auction.status,
        hasTeam: (check?.teams.length ?? 0) > 0,
        userId,
      })
    : null;

  return (
    <>
      <div className="flex flex-col gap-2">
        {isChecking || !action ? (
          <Button size="lg" fullWidth disabled icon={<Spinner className="size-4" />}>
            {auctionMessages.auctions.validating}
          </Button>
        ) : isDemo ? (
          <>
            <Button size="lg" fullWidth onClick={() => notify.info(demoNote)}>
              {action.label}
            </Button>
            <p className="text-center text-xs text-ink-muted">{demoNote}</p>
          </>
        ) : action.kind === 'link' ? (
          <ButtonLink
            to={action.to}
            size="lg"
            fullWidth
            variant={action.tone === 'secondary' ? 'secondary' : action.tone}
          >
            {action.label}
          </ButtonLink>
        ) : action.kind === 'retry' ? (
          <Button size="lg" fullWidth variant="secondary" onClick={onRetry}>
            {action.label}
          </Button>
        ) : (
          <Button size="lg" fullWidth disabled>
            {action.label}
          </Button>
        )}
      </div>

      <Modal
        isOpen={isChecking && !isDemo && !isValidatingHidden}
        onClose={() => setValidatingHidden(true)}
        title={auctionMessages.auctions.validating}
        role="alertdialog"
      >
        <div className="mt-4 flex justify-center text-night-600" aria-busy="true">
          <Spinner className="size-8" />
        </div>
      </Modal>

      <Modal
        isOpen={isPopupOpen}
        onClose={() => setDismissedAt(checkedAt)}
        title={popup?.title ?? ''}
        description={popup?.text}
        role="alertdialog"
        footer={
          <>
            <Button variant="secondary" onClick={() => setDismissedAt(checkedAt)} data-autofocus>
              {t('common:actions.close')}
            </Button>
            {action?.kind === 'link' ? (
              <ButtonLink to={action.to} variant={action.tone === 'danger' ? 'danger' : 'primary'}>
                {action.label}
              </ButtonLink>
            ) : action?.kind === 'retry' ? (
              <Button
                onClick={() => {
                  setDismissedAt(checkedAt);
                  onRetry();
                }}
              >
                {action.label}
              </Button>
            ) : null}
          </>
        }
      />
    </>
  );
}
