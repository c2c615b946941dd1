import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { gamingErrorMessage } from '@/lib/messages/gaming';
import { notify } from '@/lib/notify';
import { useConfirmAge } from '@/features/profile/api/change-gaming';
import { useGaming } from '@/features/profile/api/get-gaming';
import { ExcludedNotice } from '@/features/profile/components/responsible-gaming-screen';
import { gamingDateText } from '@/features/profile/utils/gaming-text';

/** A strip over every signed-in screen while the player is self-excluded. */
export function SelfExclusionStrip() {
  const gaming = useGaming();
  const until = gaming.data?.selfExcludedUntil;
  if (!until) return null;
  return <ExclusionStrip until={until} />;
}

/** The strip itself: its own component, so only a self-excluded player loads the `gaming` texts. */
function ExclusionStrip({ until }: { until: string }) {
  // Loads the `gaming` texts (and re-renders on a language change) before the notice speaks.
  useTranslation('gaming');
  return (
    <div className="px-4 pt-3">
      <ExcludedNotice untilText={gamingDateText(until)} />
    </div>
  );
}

/**
 * Asks an account made before the 18+ question, once, after login: a dialog that only the
 * confirmation closes (money actions are refused by the server until then).
 */
export function AgeGate() {
  const gaming = useGaming();
  const isOpen = gaming.data !== undefined && gaming.data.ageConfirmedAt === null;
  // Only an account that has to answer loads the dialog's texts (the `gaming` catalogue).
  return isOpen ? <AgeDialog /> : null;
}

function AgeDialog() {
  const { t } = useTranslation('gaming');
  const confirm = useConfirmAge();
  const [isTicked, setTicked] = useState(false);
  const submit = async () => {
    try {
      await confirm.mutateAsync(undefined);
    } catch (err) {
      notify.error(gamingErrorMessage(err, t('age.failed')));
    }
  };
  return (
    <Modal
      isOpen
      onClose={() => undefined}
      role="alertdialog"
      title={t('age.title')}
      description={t('age.text')}
      footer={
        <Button
          size="lg"
          fullWidth
          disabled={!isTicked}
          isLoading={confirm.isPending}
          icon={<ShieldCheck aria-hidden className="size-5" />}
          onClick={() => void submit()}
        >
          {t('age.confirm')}
        </Button>
      }
    >
      <label className="mt-4 flex min-h-11 cursor-pointer items-center gap-3 text-base font-semibold text-ink">
        <input
          type="checkbox"
          checked={isTicked}
          onChange={(e) => setTicked(e.target.checked)}
          className="size-5 accent-gold-500"
        />
        {t('age.check')}
      </label>
    </Modal>
  );
}
