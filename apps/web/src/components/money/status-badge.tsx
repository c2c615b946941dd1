import { useTranslation } from 'react-i18next';
import type { WalletEntryStatus } from '@bidxi/protocol';
import { CircleCheck, CircleX, Clock3 } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const LOOK: Record<WalletEntryStatus, { tone: BadgeTone; Icon: typeof Clock3 }> = {
  PENDING: { tone: 'gold', Icon: Clock3 },
  APPROVED: { tone: 'success', Icon: CircleCheck },
  DENIED: { tone: 'danger', Icon: CircleX },
};

/** A wallet entry's status in words and an icon (never colour alone). */
export function StatusBadge({ status }: { status: WalletEntryStatus }) {
  const { tone, Icon } = LOOK[status];
  const { t } = useTranslation();
  return (
    <Badge tone={tone}>
      <Icon aria-hidden className="size-3.5" />
      {t(`money.status.${status}`)}
    </Badge>
  );
}
