import type { AuctionStatus } from '@bidxi/protocol';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<AuctionStatus, BadgeTone> = {
  LIVE: 'success',
  SCHEDULED: 'gold',
  COMPLETED: 'neutral',
  CANCELLED: 'danger',
};

/** An auction's status as a badge, in the current language ('LIVE' / 'लाइव'). */
export function AdminStatusBadge({ status }: { status: AuctionStatus }) {
  const { t } = useTranslation('adminAuctions');
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>;
}
