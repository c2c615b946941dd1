import { t } from '@/i18n/i18n';
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

const ICONS: Record<WalletEntryType, LucideIcon> = {
  RECHARGE: ArrowDownLeft,
  WITHDRAWAL: ArrowUpRight,
  REGISTRATION_FEE: Receipt,
  PRIZE: Gift,
  REFUND: RotateCcw,
  ADJUSTMENT: SlidersHorizontal,
};

/** How each ledger entry type reads (in the current language, read when used) and looks in lists. */
export const ENTRY_TYPES = Object.fromEntries(
  (Object.keys(ICONS) as WalletEntryType[]).map((type) => [
    type,
    {
      get label() {
        return t(`money.entry.${type}`);
      },
      icon: ICONS[type],
    },
  ]),
) as Record<WalletEntryType, { readonly label: string; icon: LucideIcon }>;
