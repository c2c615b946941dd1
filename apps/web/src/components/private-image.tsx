import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Eye, EyeOff, FileLock2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { apiBlob, type AuthKind } from '@/lib/api-client';

/**
 * A private image (Aadhaar, PAN) shown masked until tapped. It is fetched with the bearer token only
 * when revealed (an `<img src>` cannot send the header) and shown through an object URL.
 */
export function PrivateImage({
  url,
  label,
  auth = 'user',
  className,
}: {
  url: string;
  /** e.g. 'Aadhaar card'. */
  label: string;
  auth?: AuthKind;
  className?: string;
}) {
  const [isRevealed, setRevealed] = useState(false);
  const { t } = useTranslation();
  const image = useQuery({
    queryKey: ['private-image', auth, url],
    queryFn: ({ signal }) => apiBlob(url, { auth, signal }),
    enabled: isRevealed,
    staleTime: Infinity,
    gcTime: 60_000,
  });
  const objectUrl = useMemo(
    () => (image.data ? URL.createObjectURL(image.data) : null),
    [image.data],
  );
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );

  return (
    <button
      type="button"
      onClick={() => {
        if (isRevealed && image.isError) void image.refetch();
        else setRevealed((v) => !v);
      }}
      aria-pressed={isRevealed}
      aria-label={t(isRevealed ? 'ui.hideField' : 'ui.showField', { label })}
      className={clsx(
        'group relative flex aspect-[8/5] w-full items-center justify-center overflow-hidden rounded-xl border border-line bg-surface',
        className,
      )}
    >
      {isRevealed && objectUrl ? (
        <img src={objectUrl} alt={label} className="size-full object-contain" />
      ) : (
        <span
          aria-hidden
          className="absolute inset-0 bg-[repeating-linear-gradient(135deg,var(--color-line)_0_6px,transparent_6px_12px)] opacity-70"
        />
      )}
      {isRevealed && image.isFetching && !objectUrl ? (
        <Spinner className="relative size-6 text-night-600" />
      ) : null}
      {isRevealed && image.isError ? (
        <span className="relative px-2 text-xs font-semibold text-danger-700">
          {t('ui.imageFailed')}
        </span>
      ) : null}
      {!isRevealed ? (
        <span className="relative flex flex-col items-center gap-1 rounded-lg bg-card/90 px-3 py-2 text-xs font-semibold text-ink">
          <FileLock2 aria-hidden className="size-5 text-night-600" />
          <span className="flex items-center gap-1">
            <Eye aria-hidden className="size-3.5" />
            {t('ui.tapToView')}
          </span>
        </span>
      ) : objectUrl ? (
        <span className="absolute right-1.5 bottom-1.5 flex items-center gap-1 rounded-md bg-card/90 px-2 py-1 text-xs font-semibold text-ink opacity-90">
          <EyeOff aria-hidden className="size-3.5" />
          {t('ui.hide')}
        </span>
      ) : null}
    </button>
  );
}
