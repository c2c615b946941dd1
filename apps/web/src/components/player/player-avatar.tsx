import type { PoolPlayerType } from '@bidxi/protocol';
import { clsx } from 'clsx';
import { useState } from 'react';
import { resolveApiUrl } from '@/lib/api-client';

/** Generated backgrounds: a colour family per player type (styles.css `--color-avatar-*`). */
const SHADES: Record<PoolPlayerType, readonly [string, string, string]> = {
  Batter: ['bg-avatar-bat-1', 'bg-avatar-bat-2', 'bg-avatar-bat-3'],
  Bowler: ['bg-avatar-bowl-1', 'bg-avatar-bowl-2', 'bg-avatar-bowl-3'],
  'Wicket-Keeper': ['bg-avatar-wk-1', 'bg-avatar-wk-2', 'bg-avatar-wk-3'],
  'All-Rounder': ['bg-avatar-ar-1', 'bg-avatar-ar-2', 'bg-avatar-ar-3'],
};

/** Up to two initials: 'Bhuvneshwar Kumar' → 'BK', 'Jake Fraser-McGurk' → 'JF'. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * The generated picture's background class: the player type picks the family, the name (FNV-1a
 * hash, case-insensitive) one of its shades, so a player looks the same on every screen and phone.
 */
export function avatarShadeOf(name: string, type: PoolPlayerType): string {
  let hash = 0x811c9dc5;
  for (const ch of name.trim().toLowerCase()) {
    hash ^= ch.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return SHADES[type][hash % 3]!;
}

/**
 * A player's photo (an admin's upload), or initials on a colour of their type and name when there
 * is none or it fails to load. Decorative: the name is always written beside it.
 */
export function PlayerAvatar({
  name,
  type,
  imageUrl,
  className,
}: {
  name: string;
  type: PoolPlayerType;
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
        decoding="async"
        draggable={false}
        onError={() => setFailed(imageUrl)}
        data-testid="player-photo"
        className={clsx('shrink-0 rounded-2xl bg-night-800 object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden
      data-testid="player-initials"
      className={clsx(
        'relative flex shrink-0 items-center justify-center overflow-hidden rounded-2xl font-extrabold tracking-wide text-white ring-1 ring-white/15 ring-inset',
        avatarShadeOf(name, type),
        className,
      )}
    >
      {/* A pitch-stripe sheen, drawn with the palette's white: depth without an image. */}
      <span className="absolute inset-0 bg-linear-to-br from-white/20 via-transparent to-night-950/30" />
      <span className="relative">{initialsOf(name)}</span>
    </span>
  );
}
