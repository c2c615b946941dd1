import { useTranslation } from 'react-i18next';
import type { PaymentInfo } from '@bidxi/protocol';
import { FileImage, X } from 'lucide-react';
import { useState } from 'react';
import { PrivateImage } from '@/components/private-image';
import { Button, IconButton } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { profileUpdateErrorMessage, profileMessages } from '@/lib/messages/profile';
import { notify } from '@/lib/notify';
import { useUpdatePaymentDetails } from '@/features/profile/api/update-payment-details';
import { FilePickButton } from '@/features/profile/components/file-pick-button';
import { useObjectUrl } from '@/features/profile/hooks/use-object-url';

/** Aadhaar and PAN images: on file (masked until tapped) and a picker whose update needs a file. */
export function KycDocuments({ info }: { info: PaymentInfo }) {
  const { t } = useTranslation('profile');
  return (
    <Card className="p-4">
      <h2 className="text-base font-bold text-ink">{t('kyc.title')}</h2>
      <p className="mt-0.5 text-sm text-ink-muted">{t('kyc.intro')}</p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <DocumentSlot name="Aadhaar" field="aadharCard" url={info.aadharCardUrl} />
        <DocumentSlot name="PAN" field="panCard" url={info.panCardUrl} />
      </div>
    </Card>
  );
}

function DocumentSlot({
  name,
  field,
  url,
}: {
  name: 'Aadhaar' | 'PAN';
  field: 'aadharCard' | 'panCard';
  url: string | null;
}) {
  const [picked, setPicked] = useState<File | null>(null);
  const preview = useObjectUrl(picked);
  const update = useUpdatePaymentDetails();
  const { t } = useTranslation('profile');
  const label = t(`kyc.names.${name}`);

  const save = async () => {
    if (!picked) return;
    try {
      await update.mutateAsync({ [field]: picked });
      notify.success(profileMessages.profile.paymentUpdated);
      setPicked(null);
    } catch (error) {
      notify.error(profileUpdateErrorMessage(error, 'payment'));
    }
  };

  return (
    <section aria-label={t('kyc.card', { name: label })} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <h3 className="text-sm font-semibold text-ink">{label}</h3>
        <span className="text-xs font-medium text-ink-muted">
          {url ? t('kyc.onFile') : t('kyc.notUploaded')}
        </span>
      </div>
      {preview ? (
        <div className="relative">
          <img
            src={preview}
            alt={t('kyc.preview', { name: label })}
            className="aspect-[8/5] w-full rounded-xl border border-line bg-surface object-contain"
          />
          <IconButton
            label={t('kyc.remove', { name: label })}
            onClick={() => setPicked(null)}
            className="absolute top-1 right-1 bg-card/90 text-ink hover:bg-card"
          >
            <X aria-hidden className="size-4" />
          </IconButton>
        </div>
      ) : url ? (
        <PrivateImage url={url} label={t('kyc.card', { name: label })} />
      ) : (
        <div className="flex aspect-[8/5] w-full flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-line-strong bg-surface text-xs text-ink-subtle">
          <FileImage aria-hidden className="size-6" />
          {t('kyc.noImage')}
        </div>
      )}
      <FilePickButton
        label={t('kyc.choose', { name: label })}
        visibleLabel={picked ? t('kyc.change') : t('kyc.chooseImage')}
        onPick={setPicked}
      />
      <Button size="sm" onClick={() => void save()} disabled={!picked} isLoading={update.isPending}>
        {t('kyc.update', { name: label })}
      </Button>
      {picked ? <p className="truncate text-xs text-ink-subtle">{picked.name}</p> : null}
    </section>
  );
}
