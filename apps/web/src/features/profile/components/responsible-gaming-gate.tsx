import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { gamingErrorMessage } from '@/lib/messages/gaming';
import { notify } from '@/lib/notify';
import { useConfirmAge } from '@/features/profile/api/change-gaming';
import { useGaming } from '@/features/profile/api/get-gaming';
import { ExcludedNotice } from '@/features/profile/components/responsible-gaming-screen';

/** A strip over every signed-in screen while the player is self-excluded (issue 16). */
export function SelfExclusionStrip() {
  const gaming = useGaming();
  const text = gaming.data?.selfExcludedUntilText;
  if (!text) return null;
  return (
    <div className="px-4 pt-3">
      <ExcludedNotice untilText={text} />
    </div>
  );
}

/**
 * Asks an account made before the 18+ question, once, after login: a dialog that only the
 * confirmation closes (money actions are refused by the server until then).
 */
export function AgeGate() {
  const gaming = useGaming();
  const confirm = useConfirmAge();
  const [isTicked, setTicked] = useState(false);
  const isOpen = gaming.data !== undefined && gaming.data.ageConfirmedAt === null;
  const submit = async () => {
    try {
      await confirm.mutateAsync(undefined);
    } catch (err) {
      notify.error(gamingErrorMessage(err, 'Could not save. Please try again.'));
    }
  };
  return (
    <Modal
      isOpen={isOpen}
      onClose={() => undefined}
      role="alertdialog"
      title="Are you 18 or older?"
      description="BidXI is for adults. Please confirm your age to keep playing. If you are under 18, please do not use BidXI."
      footer={
        <Button
          size="lg"
          fullWidth
          disabled={!isTicked}
          isLoading={confirm.isPending}
          icon={<ShieldCheck aria-hidden className="size-5" />}
          onClick={() => void submit()}
        >
          Confirm
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
        I confirm that I am 18 or older
      </label>
    </Modal>
  );
}
