import type { PoolPlayerView } from '@bidxi/protocol';
import { Camera, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayerAvatar } from '@/components/player/player-avatar';
import { Spinner } from '@/components/ui/spinner';
import { adminAuctionErrorMessage } from '@/lib/messages/admin';
import { auctionMessages } from '@/lib/messages/auctions';
import { notify } from '@/lib/notify';
import {
  useRemovePoolPlayerPhoto,
  useUploadPoolPlayerPhoto,
} from '@/features/admin/auctions/api/pool-player';

/** Larger files are refused here before the upload (the server refuses them too: 413). */
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * A pool player's photo in the pool table: the picture (or the generated one), a
 * camera button to upload or replace it and a bin to remove it. The photo is the sheet player's,
 * so it shows in every auction of that player, in any status.
 */
export function PoolPhotoCell({ player }: { player: PoolPlayerView }) {
  const inputId = useId();
  const { t } = useTranslation('adminAuctions');
  const upload = useUploadPoolPlayerPhoto();
  const remove = useRemovePoolPlayerPhoto();
  const isBusy = upload.isPending || remove.isPending;

  const onPick = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_BYTES) {
      notify.error(auctionMessages.registration.fileTooLarge);
      return;
    }
    try {
      await upload.mutateAsync({ id: player.id, file });
      notify.success(t('pool.photoSaved', { name: player.name }));
    } catch (error) {
      notify.error(adminAuctionErrorMessage(error));
    }
  };

  const onRemove = async () => {
    try {
      await remove.mutateAsync(player.id);
      notify.success(t('pool.photoRemoved', { name: player.name }));
    } catch (error) {
      notify.error(adminAuctionErrorMessage(error));
    }
  };

  return (
    <div className="flex min-w-32 items-center gap-1">
      <span className="relative flex shrink-0">
        <PlayerAvatar
          name={player.name}
          type={player.type}
          imageUrl={player.imageUrl}
          className="size-10 text-sm"
        />
        {isBusy ? (
          <span className="absolute inset-0 flex items-center justify-center rounded-2xl bg-card/70">
            <Spinner className="size-5 text-night-600" />
          </span>
        ) : null}
      </span>
      <label
        htmlFor={inputId}
        title={player.imageUrl ? t('pool.replacePhoto') : t('pool.uploadPhoto')}
        className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-ink-muted focus-within:ring-4 focus-within:ring-night-600/15 hover:bg-surface"
      >
        <Camera aria-hidden className="size-4" />
        <span className="sr-only">
          {player.imageUrl
            ? t('pool.replacePhotoOf', { name: player.name })
            : t('pool.uploadPhotoOf', { name: player.name })}
        </span>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          disabled={isBusy}
          data-testid="pool-photo-input"
          onChange={(e) => {
            void onPick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
      {player.imageUrl ? (
        <button
          type="button"
          aria-label={t('pool.removePhotoOf', { name: player.name })}
          onClick={() => void onRemove()}
          disabled={isBusy}
          className="inline-flex size-11 items-center justify-center rounded-full text-danger-600 hover:bg-danger-50"
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
