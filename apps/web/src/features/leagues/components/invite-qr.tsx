/** A scannable QR code of a league's invite link (the `qrcode` library, drawn as one SVG path). */
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';
import { qrPath } from '@/lib/qr-path';

export function InviteQr({ url, label }: { url: string; label: string }) {
  const qr = useQuery({
    queryKey: ['invite-qr', url],
    queryFn: () => qrPath(url),
    staleTime: Infinity,
  });
  if (!qr.data) return <Skeleton className="size-40 rounded-2xl" />;
  const quiet = 2;
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="invite-qr"
      viewBox={`${-quiet} ${-quiet} ${qr.data.size + quiet * 2} ${qr.data.size + quiet * 2}`}
      shapeRendering="crispEdges"
      className="size-40 rounded-2xl bg-white p-1 text-ink ring-1 ring-line"
    >
      <path d={qr.data.d} fill="currentColor" />
    </svg>
  );
}
