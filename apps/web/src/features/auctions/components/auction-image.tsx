import { clsx } from 'clsx';
import { Gavel } from 'lucide-react';
import { useState } from 'react';

/** An auction's picture, or a floodlit navy panel when it has none (or it fails to load). */
export function AuctionImage({
  src,
  className,
  iconClassName = 'size-10',
}: {
  src: string | null;
  className?: string;
  iconClassName?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailedSrc(src)}
        className={clsx('object-cover', className)}
      />
    );
  }
  return (
    <div
      aria-hidden
      className={clsx('theme-dark bg-stadium flex items-center justify-center', className)}
    >
      <Gavel className={clsx('text-gold-400/80', iconClassName)} />
    </div>
  );
}
