import { clsx } from 'clsx';
import { useState } from 'react';
import { resolveApiUrl } from '@/lib/api-client';

/** A player's picture, or initials on navy when there is none (or it fails to load). */
export function PlayerAvatar({
  name,
  imageUrl,
  className,
}: {
  name: string;
  imageUrl: string | null;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (imageUrl && failed !== imageUrl) {
    return (
      <img
        src={resolveApiUrl(imageUrl)}
        alt=""
        loading="lazy"
        draggable={false}
        onError={() => setFailed(imageUrl)}
        className={clsx('shrink-0 rounded-xl bg-night-800 object-cover', className)}
      />
    );
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden
      className={clsx(
        'flex shrink-0 items-center justify-center rounded-xl bg-night-800 text-sm font-extrabold text-gold-300',
        className,
      )}
    >
      {initials}
    </span>
  );
}
