/** A scannable QR code of a league's invite link (the `qrcode` library, drawn as one SVG path). */
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';

async function qrPath(text: string): Promise<{ size: number; d: string }> {
  const { create } = await import('qrcode');
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) d += `M${col} ${row}h1v1h-1z`;
    }
  }
  return { size: modules.size, d };
}

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
