import {
  BarChart3,
  FileText,
  Gavel,
  History,
  LayoutDashboard,
  ReceiptIndianRupee,
  Users,
  WalletCards,
  type LucideIcon,
} from 'lucide-react';

/** A section of the admin panel, as the menu lists it. */
export interface AdminSection {
  to: string;
  label: string;
  icon: LucideIcon;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    to: '/admin',
    label: 'Dashboard',
    icon: LayoutDashboard,
  },
  {
    to: '/admin/users',
    label: 'Users',
    icon: Users,
  },
  {
    to: '/admin/auctions',
    label: 'Auctions',
    icon: Gavel,
  },
  {
    to: '/admin/wallet-requests',
    label: 'Wallet requests',
    icon: WalletCards,
  },
  {
    to: '/admin/transactions',
    label: 'Transactions',
    icon: ReceiptIndianRupee,
  },
  {
    to: '/admin/analytics',
    label: 'Analytics',
    icon: BarChart3,
  },
  {
    to: '/admin/content',
    label: 'Content',
    icon: FileText,
  },
  {
    to: '/admin/actions',
    label: 'Actions log',
    icon: History,
  },
];

/** The section `pathname` is in (`/admin/auctions/…` is in Auctions), if any. */
export function sectionFor(pathname: string): AdminSection | undefined {
  const path = pathname.replace(/\/+$/, '');
  return ADMIN_SECTIONS.find(
    (s) => path === s.to || (s.to !== '/admin' && path.startsWith(`${s.to}/`)),
  );
}
