import { clsx } from 'clsx';
import { Bot, Shield } from 'lucide-react';
import { useState } from 'react';
import { resolveApiUrl } from '@/lib/api-client';

/** A team's icon (public image), or a shield (a robot for practice bots) when it has none. */
export function TeamLogo({
  imageUrl,
  isBot,
  className,
}: {
  imageUrl: string | null;
  isBot: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (imageUrl && failed !== imageUrl) {
    return (
      <img
        src={resolveApiUrl(imageUrl)}
        alt=""
        loading="lazy"
        onError={() => setFailed(imageUrl)}
        className={clsx('shrink-0 rounded-2xl bg-night-800 object-cover', className)}
      />
    );
  }
  const Icon = isBot ? Bot : Shield;
  return (
    <span
      aria-hidden
      className={clsx(
        'flex shrink-0 items-center justify-center rounded-2xl bg-night-800 text-gold-300',
        className,
      )}
    >
      <Icon className="size-1/2" />
    </span>
  );
}
