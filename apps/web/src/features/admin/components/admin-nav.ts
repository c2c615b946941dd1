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

/** A section of the admin panel, as the menu lists it; its name is `nav.<key>` in the `admin` catalogue. */
export interface AdminSection {
  to: string;
  key:
    | 'dashboard'
    | 'users'
    | 'auctions'
    | 'walletRequests'
    | 'transactions'
    | 'analytics'
    | 'content'
    | 'actions';
  icon: LucideIcon;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    to: '/admin',
    key: 'dashboard',
    icon: LayoutDashboard,
  },
  {
    to: '/admin/users',
    key: 'users',
    icon: Users,
  },
  {
    to: '/admin/auctions',
    key: 'auctions',
    icon: Gavel,
  },
  {
    to: '/admin/wallet-requests',
    key: 'walletRequests',
    icon: WalletCards,
  },
  {
    to: '/admin/transactions',
    key: 'transactions',
    icon: ReceiptIndianRupee,
  },
  {
    to: '/admin/analytics',
    key: 'analytics',
    icon: BarChart3,
  },
  {
    to: '/admin/content',
    key: 'content',
    icon: FileText,
  },
  {
    to: '/admin/actions',
    key: 'actions',
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
