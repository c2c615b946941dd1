import { Eye } from 'lucide-react';
import { auditMessages } from '@/lib/messages/audit';

/** 'Spectating' beside the room's title: this screen watches, it cannot bid or chat. */
export function SpectatingBadge() {
  return (
    <span
      data-testid="spectating-badge"
      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-night-800 px-2.5 py-1 text-xs font-semibold text-gold-300 ring-1 ring-night-600 ring-inset"
    >
      <Eye aria-hidden className="size-3.5" />
      {auditMessages.spectate.badge}
    </span>
  );
}
