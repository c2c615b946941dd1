import { useTranslation } from 'react-i18next';
import { UpiId } from '@bidxi/protocol';
import { AtSign } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/input';
import { profileUpdateErrorMessage, profileMessages } from '@/lib/messages/profile';
import { notify } from '@/lib/notify';
import { useUpdatePaymentDetails } from '@/features/profile/api/update-payment-details';

/** The payout UPI id; its update button stays disabled while the field is empty (spec 001 §2). */
export function UpiForm({ current }: { current: string | null }) {
  const [upiId, setUpiId] = useState(current ?? '');
  const [error, setError] = useState<string>();
  const update = useUpdatePaymentDetails();
  const { t } = useTranslation('profile');
  const isEmpty = upiId.trim() === '';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (isEmpty) return;
    const parsed = UpiId.safeParse(upiId);
    if (!parsed.success) {
      setError(profileMessages.profile.invalidUpi);
      return;
    }
    try {
      await update.mutateAsync({ upiId: parsed.data });
      notify.success(profileMessages.profile.paymentUpdated);
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
        aria-label={t('upi.title')}
      >
        <h2 className="text-base font-bold text-ink">{t('upi.title')}</h2>
        <TextField
          label={t('upi.label')}
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
          hint={current ? t('upi.paidTo', { upi: current }) : t('upi.paidToThis')}
        />
        <Button type="submit" disabled={isEmpty} isLoading={update.isPending} fullWidth>
          {t('upi.submit')}
        </Button>
      </form>
    </Card>
  );
}
