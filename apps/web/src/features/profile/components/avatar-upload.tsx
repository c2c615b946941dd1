import { useTranslation } from 'react-i18next';
import { Camera } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { profileUpdateErrorMessage, profileMessages } from '@/lib/messages/profile';
import { notify } from '@/lib/notify';
import { useUploadPicture } from '@/features/profile/api/upload-picture';
import { FilePickButton } from '@/features/profile/components/file-pick-button';
import { useObjectUrl } from '@/features/profile/hooks/use-object-url';

/** The profile picture: pick → preview → save (spec 000 §5 "Image upload: needs an image preview"). */
export function AvatarUpload({
  imageUrl,
  username,
}: {
  imageUrl: string | null;
  username: string;
}) {
  const [picked, setPicked] = useState<File | null>(null);
  const preview = useObjectUrl(picked);
  const upload = useUploadPicture();
  const { t } = useTranslation('profile');
  const shown = preview ?? imageUrl;

  const save = async () => {
    if (!picked) return;
    try {
      await upload.mutateAsync(picked);
      notify.success(profileMessages.profile.pictureUpdated);
      setPicked(null);
    } catch (error) {
      notify.error(profileUpdateErrorMessage(error, 'picture'));
    }
  };

  return (
    <div className="flex flex-col items-center gap-3">
      <div className="relative">
        {shown ? (
          <img
            src={shown}
            alt={preview ? t('picture.preview') : t('picture.of', { name: username })}
            className="size-24 rounded-full object-cover ring-4 ring-night-700"
          />
        ) : (
          <span
            aria-hidden
            className="flex size-24 items-center justify-center rounded-full bg-night-700 text-2xl font-extrabold text-gold-300 ring-4 ring-night-600"
          >
            {(username || '?').slice(0, 1).toUpperCase()}
          </span>
        )}
        <span
          aria-hidden
          className="absolute right-0 bottom-0 flex size-8 items-center justify-center rounded-full bg-gold-500 text-night-950 shadow-card"
        >
          <Camera className="size-4" />
        </span>
      </div>
      {picked ? (
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="on-dark"
            onClick={() => setPicked(null)}
            disabled={upload.isPending}
          >
            {t('picture.cancel')}
          </Button>
          <Button size="sm" onClick={() => void save()} isLoading={upload.isPending}>
            {upload.isPending ? t('picture.uploading') : t('picture.save')}
          </Button>
        </div>
      ) : (
        <FilePickButton label={t('picture.change')} variant="on-dark" onPick={setPicked} />
      )}
    </div>
  );
}
