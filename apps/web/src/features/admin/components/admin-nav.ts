import {
  BarChart3,
  FileText,
  Gavel,
  LayoutDashboard,
  ReceiptIndianRupee,
  Users,
  WalletCards,
  type LucideIcon,
} from 'lucide-react';

export interface AdminSection {
  to: string;
  label: string;
  icon: LucideIcon;
  /** One sentence for the dashboard and the coming-soon page. */
  summary: string;
  isReady: boolean;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    to: '/admin',
    label: 'Dashboard',
    icon: LayoutDashboard,
    summary: 'The state of the platform at a glance.',
    isReady: true,
  },
  {
    to: '/admin/users',
    label: 'Users',
    icon: Users,
    summary: 'Find players by name or e-mail, view their profile and KYC, ban or unban them.',
    isReady: true,
  },
  {
    to: '/admin/auctions',
    label: 'Auctions',
    icon: Gavel,
    summary: 'Create and schedule auctions, set fees, purses and prize splits.',
    isReady: true,
  },
  {
    to: '/admin/wallet-requests',
    label: 'Wallet requests',
    icon: WalletCards,
    summary: 'Approve or deny recharge and withdrawal requests.',
    isReady: true,
  },
  {
    to: '/admin/transactions',
    label: 'Transactions',
    icon: ReceiptIndianRupee,
    summary: 'Every wallet entry: recharges, withdrawals, fees, prizes and refunds.',
    isReady: true,
  },
  {
    to: '/admin/analytics',
    label: 'Analytics',
    icon: BarChart3,
    summary: 'Auctions, registrations, bids per user and the financial summary.',
    isReady: true,
  },
  {
    to: '/admin/content',
    label: 'Content',
    icon: FileText,
    summary: 'Edit How to Play, the privacy policy, terms and other pages.',
    isReady: true,
  },
];

export function sectionFor(pathname: string): AdminSection | undefined {
  return ADMIN_SECTIONS.find((s) => s.to === pathname.replace(/\/+$/, ''));
}
