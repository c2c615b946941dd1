import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** The auction's image: a preview (or spinner while uploading), 'Upload'/'Replace' and 'Remove'. */
export function AuctionImageField({
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
  const { t } = useTranslation('adminAuctions');
  let preview: ReactNode = <ImagePlus aria-hidden className="size-7 text-ink-subtle" />;
  if (isUploading) preview = <Spinner className="size-6 text-night-600" />;
  else if (src)
    preview = <img src={src} alt={t('form.imagePreview')} className="size-full object-cover" />;
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-semibold text-ink">{t('form.image')}</span>
      <div className="flex items-center gap-3 rounded-xl border border-line-strong p-3">
        <span className="flex aspect-video w-32 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-surface">
          {preview}
        </span>
        <div className="flex flex-1 flex-wrap gap-2">
          <label
            htmlFor={id}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-xl border border-line-strong px-3 text-sm font-semibold text-ink focus-within:ring-4 focus-within:ring-night-600/15 hover:bg-surface"
          >
            {src ? t('form.replaceImage') : t('form.uploadImage')}
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
              {t('common.remove')}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
