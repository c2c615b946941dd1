import type { AuctionStatus } from '@bidxi/protocol';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<AuctionStatus, BadgeTone> = {
  LIVE: 'success',
  SCHEDULED: 'gold',
  COMPLETED: 'neutral',
  CANCELLED: 'danger',
};

export function AdminStatusBadge({ status }: { status: AuctionStatus }) {
  return <Badge tone={TONES[status]}>{status}</Badge>;
}
