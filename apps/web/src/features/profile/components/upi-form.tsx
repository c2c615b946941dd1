import { UpiId } from '@bidxi/protocol';
import { AtSign } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/input';
import { Messages, profileUpdateErrorMessage } from '@/lib/messages';
import { notify } from '@/lib/notify';
import { useUpdatePaymentDetails } from '@/features/profile/api/update-payment-details';

/** The payout UPI id; its update button stays disabled while the field is empty (spec 001 §2). */
export function UpiForm({ current }: { current: string | null }) {
  const [upiId, setUpiId] = useState(current ?? '');
  const [error, setError] = useState<string>();
  const update = useUpdatePaymentDetails();
  const isEmpty = upiId.trim() === '';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (isEmpty) return;
    const parsed = UpiId.safeParse(upiId);
    if (!parsed.success) {
      setError(Messages.profile.invalidUpi);
      return;
    }
    try {
      const res = await update.mutateAsync({ upiId: parsed.data });
      notify.success(res.message || Messages.profile.paymentUpdated);
    } catch (err) {
      notify.error(profileUpdateErrorMessage(err, 'payment'));
    }
  };

  return (
    <Card className="p-4">
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="flex flex-col gap-3"
        aria-label="Payment method"
      >
        <h2 className="text-base font-bold text-ink">Payment method</h2>
        <TextField
          label="UPI ID"
          value={upiId}
          onChange={(e) => {
            setUpiId(e.target.value);
            setError(undefined);
          }}
          placeholder="name@bank"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          leading={<AtSign aria-hidden className="size-5" />}
          error={error}
          hint={
            current ? `Withdrawals are paid to ${current}.` : 'Withdrawals are paid to this UPI ID.'
          }
        />
        <Button type="submit" disabled={isEmpty} isLoading={update.isPending} fullWidth>
          Update UPI
        </Button>
      </form>
    </Card>
  );
}
