import { useTranslation } from 'react-i18next';
import { PrivateImage } from '@/components/private-image';

/** One KYC image for an admin: masked until tapped, fetched with the admin token. */
export function KycSlot({ name, url, who }: { name: string; url: string | null; who: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-col gap-1">
      <p className="text-xs font-semibold text-ink-muted">{name}</p>
      {url ? (
        <PrivateImage url={url} label={t('common.card', { who, name })} auth="admin" />
      ) : (
        <p className="flex aspect-[8/5] items-center justify-center rounded-xl border border-dashed border-line-strong text-xs text-ink-subtle">
          {t('common.notUploaded')}
        </p>
      )}
    </div>
  );
}
