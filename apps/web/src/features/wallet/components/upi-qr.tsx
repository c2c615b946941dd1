import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QrCode } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { qrPath } from '@/lib/qr-path';

const UPI_NOTE = 'BidXI wallet recharge';

/** The UPI deep link every UPI app understands (NPCI "upi://pay"); '@' stays readable. */
export function upiPayUrl({ vpa, name, amount }: { vpa: string; name: string; amount: string }) {
  const enc = (v: string) => encodeURIComponent(v).replace(/%40/g, '@');
  return `upi://pay?pa=${enc(vpa)}&pn=${enc(name)}&am=${amount}&cu=INR&tn=${enc(UPI_NOTE)}`;
}

/** A scannable QR of `url`, redrawn as it changes (the previous one stays while the next is made). */
export function UpiQr({ url, label }: { url: string | null; label: string }) {
  const { t } = useTranslation('wallet');
  const qr = useQuery({
    queryKey: ['upi-qr', url],
    queryFn: () => qrPath(url ?? ''),
    enabled: url !== null,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });

  if (url === null) {
    return (
      <div className="flex size-36 shrink-0 flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-line-strong bg-card p-3 text-center text-xs text-ink-muted">
        <QrCode aria-hidden className="size-8 text-ink-subtle" />
        {t('recharge.qrHint')}
      </div>
    );
  }
  if (!qr.data) return <Skeleton className="size-36 shrink-0 rounded-2xl" />;
  const quiet = 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-quiet} ${-quiet} ${qr.data.size + quiet * 2} ${qr.data.size + quiet * 2}`}
      shapeRendering="crispEdges"
      className="size-36 shrink-0 rounded-2xl bg-white p-1 text-ink ring-1 ring-line"
    >
      <path d={qr.data.d} fill="currentColor" />
    </svg>
  );
}
