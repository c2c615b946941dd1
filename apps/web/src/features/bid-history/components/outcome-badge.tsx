import { useTranslation } from 'react-i18next';
import type { BidHistoryItem } from '@bidxi/protocol';
import { Ban, TrendingDown, TrendingUp, Trophy, type LucideIcon } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const OUTCOMES: Record<BidHistoryItem['outcome'], { tone: BadgeTone; icon: LucideIcon }> = {
  WON: { tone: 'success', icon: Trophy },
  LEADING: { tone: 'gold', icon: TrendingUp },
  OUTBID: { tone: 'danger', icon: TrendingDown },
  REFUSED: { tone: 'neutral', icon: Ban },
};

/** What became of a bid, as text and an icon (never colour alone). */
export function OutcomeBadge({ outcome }: { outcome: BidHistoryItem['outcome'] }) {
  const { t } = useTranslation('history');
  const { tone, icon: Icon } = OUTCOMES[outcome];
  return (
    <Badge tone={tone}>
      <Icon aria-hidden className="size-3.5" />
      {t(`outcome.${outcome}`)}
    </Badge>
  );
}
