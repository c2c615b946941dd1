import { clsx } from 'clsx';

/** A player's picture, or initials on navy when there is none. */
export function PlayerAvatar({
  name,
  imageUrl,
  className,
}: {
  name: string;
  imageUrl: string | null;
  className?: string;
}) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  if (imageUrl) {
    return (
      <img
        src={imageUrl}
        alt=""
        className={clsx('shrink-0 rounded-2xl bg-night-800 object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={clsx(
        'flex shrink-0 items-center justify-center rounded-2xl bg-night-700 font-extrabold text-gold-300 ring-1 ring-night-600',
        className,
      )}
    >
      {initials}
    </span>
  );
}
