import type { BidHistoryItem } from '@bidxi/protocol';
import { Ban, TrendingDown, TrendingUp, Trophy, type LucideIcon } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const OUTCOMES: Record<
  BidHistoryItem['outcome'],
  { label: string; tone: BadgeTone; icon: LucideIcon }
> = {
  WON: { label: 'Won', tone: 'success', icon: Trophy },
  LEADING: { label: 'Leading', tone: 'gold', icon: TrendingUp },
  OUTBID: { label: 'Outbid', tone: 'danger', icon: TrendingDown },
  REFUSED: { label: 'Refused', tone: 'neutral', icon: Ban },
};

/** What became of a bid, as text and an icon (never colour alone). */
export function OutcomeBadge({ outcome }: { outcome: BidHistoryItem['outcome'] }) {
  const { label, tone, icon: Icon } = OUTCOMES[outcome];
  return (
    <Badge tone={tone}>
      <Icon aria-hidden className="size-3.5" />
      {label}
    </Badge>
  );
}
