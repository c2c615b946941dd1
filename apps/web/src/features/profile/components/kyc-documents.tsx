import type { PaymentInfo } from '@bidxi/protocol';
import { FileImage, X } from 'lucide-react';
import { useState } from 'react';
import { PrivateImage } from '@/components/private-image';
import { Button, IconButton } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Messages, profileUpdateErrorMessage } from '@/lib/messages';
import { notify } from '@/lib/notify';
import { useUpdatePaymentDetails } from '@/features/profile/api/update-payment-details';
import { FilePickButton } from '@/features/profile/components/file-pick-button';
import { useObjectUrl } from '@/features/profile/hooks/use-object-url';

/** Aadhaar and PAN images: on file (masked until tapped) and a picker whose update needs a file. */
export function KycDocuments({ info }: { info: PaymentInfo }) {
  return (
    <Card className="p-4">
      <h2 className="text-base font-bold text-ink">KYC documents</h2>
      <p className="mt-0.5 text-sm text-ink-muted">
        Needed to withdraw. Images are private: only you and BidXI admins can see them.
      </p>
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

  const save = async () => {
    if (!picked) return;
    try {
      const res = await update.mutateAsync({ [field]: picked });
      notify.success(res.message || Messages.profile.paymentUpdated);
      setPicked(null);
    } catch (error) {
      notify.error(profileUpdateErrorMessage(error, 'payment'));
    }
  };

  return (
    <section aria-label={`${name} card`} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <h3 className="text-sm font-semibold text-ink">{name}</h3>
        <span className="text-xs font-medium text-ink-muted">
          {url ? 'On file' : 'Not uploaded'}
        </span>
      </div>
      {preview ? (
        <div className="relative">
          <img
            src={preview}
            alt={`New ${name} image preview`}
            className="aspect-[8/5] w-full rounded-xl border border-line bg-surface object-contain"
          />
          <IconButton
            label={`Remove chosen ${name} image`}
            onClick={() => setPicked(null)}
            className="absolute top-1 right-1 bg-card/90 text-ink hover:bg-card"
          >
            <X aria-hidden className="size-4" />
          </IconButton>
        </div>
      ) : url ? (
        <PrivateImage url={url} label={`${name} card`} />
      ) : (
        <div className="flex aspect-[8/5] w-full flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-line-strong bg-surface text-xs text-ink-subtle">
          <FileImage aria-hidden className="size-6" />
          No image yet
        </div>
      )}
      <FilePickButton
        label={`Choose ${name} image`}
        visibleLabel={picked ? 'Change' : 'Choose image'}
        onPick={setPicked}
      />
      <Button size="sm" onClick={() => void save()} disabled={!picked} isLoading={update.isPending}>
        {`Update ${name}`}
      </Button>
      {picked ? <p className="truncate text-xs text-ink-subtle">{picked.name}</p> : null}
    </section>
  );
}
