/**
 * Create or edit an auction (admin): react-hook-form + zod, India-time date and time inputs, an image
 * upload with preview, and the room settings in an 'Advanced' section.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorCode, type AdminAuctionView } from '@bidxi/protocol';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { ApiRequestError } from '@/lib/api-client';
import { adminAuctionErrorMessage, adminMessages } from '@/lib/messages/admin';
import { notify } from '@/lib/notify';
import { useCreateAuction, useUpdateAuction } from '@/features/admin/auctions/api/save-auction';
import { useUploadAuctionImage } from '@/features/admin/auctions/api/upload-auction-image';
import { AuctionAdvancedSettings } from '@/features/admin/auctions/components/auction-advanced-settings';
import {
  AuctionFormSchema,
  auctionToForm,
  FORM_FIELD_OF,
  formToPayload,
  newAuctionDefaults,
  type AuctionFormValues,
} from '@/features/admin/auctions/components/auction-form-schema';
import { AuctionImageField } from '@/features/admin/auctions/components/auction-image-field';
import { AuctionScheduleFields } from '@/features/admin/auctions/components/auction-schedule-fields';
import { TextArea } from '@/features/admin/auctions/components/text-area';

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
  const { t } = useTranslation('adminAuctions');
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={auction ? t('form.editTitle') : t('list.new')}
      description={t('form.intro')}
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
  const { t } = useTranslation('adminAuctions');
  const create = useCreateAuction();
  const update = useUpdateAuction();
  const upload = useUploadAuctionImage();
  const [serverError, setServerError] = useState<string | undefined>();
  const [defaults] = useState(() => (auction ? auctionToForm(auction) : newAuctionDefaults()));
  const {
    register,
    handleSubmit,
    setValue,
    setError,
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
      notify.success(
        auction ? adminMessages.adminAuctions.updated : adminMessages.adminAuctions.created,
      );
      onSaved?.(res.auction);
      onClose();
    } catch (error) {
      // A refusal about a field sits on that field; anything else under the form.
      const onFields = serverFieldErrors(error);
      for (const [field, message] of onFields) setError(field, { message }, { shouldFocus: true });
      if (onFields.length === 0) setServerError(adminAuctionErrorMessage(error));
    }
  });

  const onPickImage = async (file: File | undefined) => {
    if (!file) return;
    try {
      const res = await upload.mutateAsync({ file });
      setValue('image', res.imageUrl, { shouldDirty: true });
      notify.success(adminMessages.adminAuctions.imageUploaded);
    } catch (error) {
      notify.error(adminAuctionErrorMessage(error) || adminMessages.adminAuctions.imageFailed);
    }
  };

  const isSaving = create.isPending || update.isPending;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="mt-5 flex flex-col gap-4"
      aria-label={t('list.columns.auction')}
    >
      <TextField
        label={t('form.title')}
        maxLength={120}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextArea label={t('form.description')} rows={3} {...register('description')} />
      <AuctionImageField
        src={image}
        isUploading={upload.isPending}
        onPick={(f) => void onPickImage(f)}
        onRemove={() => setValue('image', null, { shouldDirty: true })}
      />
      <TextField
        label={t('form.video')}
        type="url"
        placeholder="https://youtube.com/…"
        error={errors.ytLink?.message}
        {...register('ytLink')}
      />

      <AuctionScheduleFields register={register} errors={errors} isLocked={isLocked} />
      {isLocked ? (
        <p className="text-xs text-ink-muted">{t(`form.locked.${auction.status}`)}</p>
      ) : null}

      <AuctionAdvancedSettings register={register} errors={errors} isLocked={isLocked} />

      <FormAlert message={serverError} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isLoading={isSaving}>
          {auction ? t('form.save') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}

/** Which form field a server refusal is about, with its message (none when it is not about one). */
function serverFieldErrors(error: unknown): [keyof AuctionFormValues, string][] {
  if (!(error instanceof ApiRequestError)) return [];
  const byCode: Partial<Record<string, keyof AuctionFormValues>> = {
    [ErrorCode.INVALID_END_TIME]: 'endTime',
    [ErrorCode.START_IN_PAST]: 'startTime',
    [ErrorCode.REGISTRATIONS_EXIST]: 'registrationFee',
    [ErrorCode.BOTS_NEED_FREE_AUCTION]: 'botTeams',
  };
  const field = byCode[error.code];
  if (field) return [[field, adminAuctionErrorMessage(error)]];
  return Object.entries(error.fields ?? {}).flatMap(([key, message]) => {
    const target = FORM_FIELD_OF[key.split('.')[0] ?? ''];
    return target ? [[target, message] as [keyof AuctionFormValues, string]] : [];
  });
}
