/**
 * Create or edit an auction (admin): react-hook-form + zod, India-time date and time inputs, an image
 * upload with preview, and the room settings in an 'Advanced' section.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminAuctionView } from '@bidxi/protocol';
import { ChevronDown, ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { adminAuctionErrorMessage, Messages } from '@/lib/messages';
import { notify } from '@/lib/notify';
import { useCreateAuction, useUpdateAuction } from '@/features/admin/auctions/api/save-auction';
import { useUploadAuctionImage } from '@/features/admin/auctions/api/upload-auction-image';
import {
  AuctionFormSchema,
  auctionToForm,
  formToPayload,
  newAuctionDefaults,
  type AuctionFormValues,
} from '@/features/admin/auctions/components/auction-form-schema';

export function AuctionFormModal({
  isOpen,
  onClose,
  auction,
  onSaved,
}: {
  isOpen: boolean;
  onClose: () => void;
  /** Edit this auction; create a new one when absent. */
  auction?: AdminAuctionView | undefined;
  onSaved?: (auction: AdminAuctionView) => void;
}) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={auction ? 'Edit auction' : 'New auction'}
      description="Times are India time (IST). An auction runs at least 2 hours."
      className="max-h-[92dvh] max-w-2xl! overflow-y-auto"
    >
      {isOpen ? <AuctionForm auction={auction} onClose={onClose} onSaved={onSaved} /> : null}
    </Modal>
  );
}

function AuctionForm({
  auction,
  onClose,
  onSaved,
}: {
  auction: AdminAuctionView | undefined;
  onClose: () => void;
  onSaved: ((auction: AdminAuctionView) => void) | undefined;
}) {
  const create = useCreateAuction();
  const update = useUpdateAuction();
  const upload = useUploadAuctionImage();
  const [serverError, setServerError] = useState<string | undefined>();
  const [isAdvancedOpen, setAdvancedOpen] = useState(false);
  const [defaults] = useState(() => (auction ? auctionToForm(auction) : newAuctionDefaults()));
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = useForm<AuctionFormValues>({
    resolver: zodResolver(AuctionFormSchema),
    defaultValues: defaults,
  });
  const image = useWatch({ control, name: 'image' });
  const isLocked = auction !== undefined && auction.status !== 'SCHEDULED';

  const onSubmit = handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      const payload = formToPayload(values);
      const res = auction
        ? await update.mutateAsync(
            isLocked
              ? {
                  auctionId: auction.id,
                  title: payload.title,
                  description: payload.description,
                  image: payload.image,
                  ytLink: payload.ytLink,
                }
              : { ...payload, auctionId: auction.id },
          )
        : await create.mutateAsync(payload);
      notify.success(auction ? Messages.adminAuctions.updated : Messages.adminAuctions.created);
      onSaved?.(res.auction);
      onClose();
    } catch (error) {
      setServerError(adminAuctionErrorMessage(error));
    }
  });

  const onPickImage = async (file: File | undefined) => {
    if (!file) return;
    try {
      const res = await upload.mutateAsync({ file });
      setValue('image', res.imageUrl, { shouldDirty: true });
      notify.success(Messages.adminAuctions.imageUploaded);
    } catch (error) {
      notify.error(adminAuctionErrorMessage(error) || Messages.adminAuctions.imageFailed);
    }
  };

  const firstError = firstMessage(errors);
  const isSaving = create.isPending || update.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 flex flex-col gap-4" aria-label="Auction">
      <TextField label="Title" maxLength={120} isInvalid={!!errors.title} {...register('title')} />
      <TextArea label="Description" rows={3} {...register('description')} />
      <ImageField
        src={image}
        isUploading={upload.isPending}
        onPick={(f) => void onPickImage(f)}
        onRemove={() => setValue('image', null, { shouldDirty: true })}
      />
      <TextField
        label="Video link (optional)"
        type="url"
        placeholder="https://youtube.com/…"
        isInvalid={!!errors.ytLink}
        {...register('ytLink')}
      />

      <fieldset
        disabled={isLocked}
        className="grid grid-cols-1 gap-4 disabled:opacity-60 sm:grid-cols-2"
      >
        <TextField
          label="Start date (IST)"
          type="date"
          isInvalid={!!errors.scheduledDate}
          {...register('scheduledDate')}
        />
        <TextField
          label="Start time (IST)"
          type="time"
          isInvalid={!!errors.startTime}
          {...register('startTime')}
        />
        <TextField
          label="End (IST, optional)"
          type="datetime-local"
          hint="Empty = start + 2 hours; at least 2 hours after the start."
          isInvalid={!!errors.endTime}
          {...register('endTime')}
        />
        <TextField
          label="Registration fee (₹)"
          inputMode="decimal"
          isInvalid={!!errors.registrationFee}
          {...register('registrationFee')}
        />
        <TextField
          label="Purse (Cr)"
          inputMode="decimal"
          isInvalid={!!errors.budgetLimit}
          {...register('budgetLimit')}
        />
      </fieldset>
      {isLocked ? (
        <p className="text-xs text-ink-muted">
          This auction is {auction.status.toLowerCase()}: only the title, description, image and
          video link can change.
        </p>
      ) : null}

      <div className="rounded-2xl border border-line">
        <button
          type="button"
          aria-expanded={isAdvancedOpen}
          aria-controls="auction-advanced"
          onClick={() => setAdvancedOpen((o) => !o)}
          className="flex min-h-12 w-full items-center justify-between rounded-2xl px-4 text-left text-sm font-bold text-ink hover:bg-surface"
        >
          Advanced
          <ChevronDown
            aria-hidden
            className={`size-5 transition-transform ${isAdvancedOpen ? 'rotate-180' : ''}`}
          />
        </button>
        <fieldset
          id="auction-advanced"
          hidden={!isAdvancedOpen}
          disabled={isLocked}
          className="grid grid-cols-2 gap-4 border-t border-line p-4 sm:grid-cols-3"
        >
          <legend className="sr-only">Advanced settings</legend>
          <TextField
            label="Prize pool (% of fees)"
            inputMode="numeric"
            isInvalid={!!errors.prizePoolPercent}
            {...register('prizePoolPercent')}
          />
          <TextField
            label="1st prize (%)"
            inputMode="numeric"
            isInvalid={!!errors.split1}
            {...register('split1')}
          />
          <TextField
            label="2nd prize (%)"
            inputMode="numeric"
            isInvalid={!!errors.split2}
            {...register('split2')}
          />
          <TextField
            label="3rd prize (%)"
            inputMode="numeric"
            isInvalid={!!errors.split3}
            {...register('split3')}
          />
          <TextField
            label="Lot window (s)"
            inputMode="decimal"
            isInvalid={!!errors.lotWindowSec}
            {...register('lotWindowSec')}
          />
          <TextField
            label="Bid window (s)"
            inputMode="decimal"
            isInvalid={!!errors.bidWindowSec}
            {...register('bidWindowSec')}
          />
          <TextField
            label="Lobby (min)"
            inputMode="decimal"
            isInvalid={!!errors.lobbyMin}
            {...register('lobbyMin')}
          />
          <TextField
            label="Pause between lots (s)"
            inputMode="decimal"
            isInvalid={!!errors.pauseSec}
            {...register('pauseSec')}
          />
          <TextField
            label="Reorder window (min)"
            inputMode="decimal"
            isInvalid={!!errors.reorderMin}
            {...register('reorderMin')}
          />
          <TextField
            label="Practice bots"
            inputMode="numeric"
            isInvalid={!!errors.botTeams}
            {...register('botTeams')}
          />
        </fieldset>
      </div>

      <FormAlert message={firstError ?? serverError} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" isLoading={isSaving}>
          {auction ? 'Save changes' : 'Create auction'}
        </Button>
      </div>
    </form>
  );
}

const FIELD_ORDER: (keyof AuctionFormValues)[] = [
  'title',
  'description',
  'ytLink',
  'scheduledDate',
  'startTime',
  'endTime',
  'registrationFee',
  'budgetLimit',
  'prizePoolPercent',
  'split1',
  'split2',
  'split3',
  'lotWindowSec',
  'bidWindowSec',
  'lobbyMin',
  'pauseSec',
  'reorderMin',
  'botTeams',
];

function firstMessage(errors: FieldErrors<AuctionFormValues>): string | undefined {
  for (const key of FIELD_ORDER) {
    const message = errors[key]?.message;
    if (message) return message;
  }
  return undefined;
}

function TextArea({
  label,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        id={id}
        className="block w-full rounded-xl border border-line-strong bg-card px-4 py-3 text-base text-ink placeholder:text-ink-subtle focus:border-night-600 focus:ring-4 focus:ring-night-600/15 focus:outline-none"
        {...rest}
      />
    </div>
  );
}

function ImageField({
  src,
  isUploading,
  onPick,
  onRemove,
}: {
  src: string | null;
  isUploading: boolean;
  onPick: (file: File | undefined) => void;
  onRemove: () => void;
}) {
  const id = useId();
  let preview: ReactNode = <ImagePlus aria-hidden className="size-7 text-ink-subtle" />;
  if (isUploading) preview = <Spinner className="size-6 text-night-600" />;
  else if (src)
    preview = <img src={src} alt="Auction image preview" className="size-full object-cover" />;
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-semibold text-ink">Image</span>
      <div className="flex items-center gap-3 rounded-xl border border-line-strong p-3">
        <span className="flex aspect-video w-32 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-surface">
          {preview}
        </span>
        <div className="flex flex-1 flex-wrap gap-2">
          <label
            htmlFor={id}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-xl border border-line-strong px-3 text-sm font-semibold text-ink focus-within:ring-4 focus-within:ring-night-600/15 hover:bg-surface"
          >
            {src ? 'Replace image' : 'Upload image'}
            <input
              id={id}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              onChange={(e) => {
                onPick(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
          {src ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={onRemove}
              icon={<Trash2 aria-hidden className="size-4" />}
            >
              Remove
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
