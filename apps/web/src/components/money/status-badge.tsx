import type { WalletEntryStatus } from '@bidxi/protocol';
import { CircleCheck, CircleX, Clock3 } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const LOOK: Record<WalletEntryStatus, { label: string; tone: BadgeTone; Icon: typeof Clock3 }> = {
  PENDING: { label: 'Pending', tone: 'gold', Icon: Clock3 },
  APPROVED: { label: 'Approved', tone: 'success', Icon: CircleCheck },
  DENIED: { label: 'Denied', tone: 'danger', Icon: CircleX },
};

/** A wallet entry's status in words and an icon (never colour alone). */
export function StatusBadge({ status }: { status: WalletEntryStatus }) {
  const { label, tone, Icon } = LOOK[status];
  return (
    <Badge tone={tone}>
      <Icon aria-hidden className="size-3.5" />
      {label}
    </Badge>
  );
}
