import type { WalletEntryType } from '@bidxi/protocol';
import {
  ArrowDownLeft,
  ArrowUpRight,
  Gift,
  Receipt,
  RotateCcw,
  SlidersHorizontal,
  type LucideIcon,
} from 'lucide-react';

/** How each ledger entry type reads and looks in lists. */
export const ENTRY_TYPES: Record<WalletEntryType, { label: string; icon: LucideIcon }> = {
  RECHARGE: { label: 'Recharge', icon: ArrowDownLeft },
  WITHDRAWAL: { label: 'Withdrawal', icon: ArrowUpRight },
  REGISTRATION_FEE: { label: 'Registration fee', icon: Receipt },
  PRIZE: { label: 'Prize', icon: Gift },
  REFUND: { label: 'Refund', icon: RotateCcw },
  ADJUSTMENT: { label: 'Adjustment', icon: SlidersHorizontal },
};
