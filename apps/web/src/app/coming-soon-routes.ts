// Player screens that are declared but not built yet: what each will hold (spec 001 §2).
import {
  BadgeCheck,
  BookOpen,
  ClipboardList,
  FileText,
  Gavel,
  History,
  ListOrdered,
  Medal,
  ShieldCheck,
  Smartphone,
  Trophy,
  UserRound,
  Users,
  Wallet,
  HandCoins,
  type LucideIcon,
} from 'lucide-react';
import type { HeaderHandle } from '@/app/layout/app-header';

export interface PlannedRoute {
  path: string;
  title: string;
  description: string;
  icon: LucideIcon;
  handle?: HeaderHandle;
}

export const PLANNED_ROUTES: readonly PlannedRoute[] = [
  {
    path: '/kyc',
    title: 'Phone verification',
    description: 'Verify your mobile number with a one-time code to unlock withdrawals.',
    icon: Smartphone,
  },
  {
    path: '/auction/:id',
    title: 'Auction details',
    description:
      "The auction's schedule, purse, registration fee and prizes, and the way to enter it.",
    icon: Gavel,
  },
  {
    path: '/register/:id',
    title: 'Auction Registration',
    description:
      'Register a team with its name, mobile number and icon; the fee comes from your wallet.',
    icon: ClipboardList,
  },
  {
    path: '/successregister',
    title: 'Registration complete',
    description: 'Your confirmation and the way into the auction room will appear here.',
    icon: BadgeCheck,
  },
  {
    path: '/profile',
    title: 'My Profile',
    description: 'Your picture, phone number, KYC documents and UPI payment method.',
    icon: UserRound,
  },
  {
    path: '/bidhistory',
    title: 'Bid history',
    description: 'Every bid you have placed, searchable by player.',
    icon: History,
  },
  {
    path: '/yourTeamPlayers/:auctionId/:userId',
    title: 'Team players',
    description: "The team's XI in batting order with prices and points; owners can reorder it.",
    icon: ListOrdered,
  },
  {
    path: '/teamPage/:auctionId/:userId',
    title: 'Standings',
    description: "Every team's rank, points, purse and winnings in the auction.",
    icon: Medal,
  },
  {
    path: '/result/:auctionId',
    title: 'Auction result',
    description: 'The final standings and the prize winners of the auction.',
    icon: Trophy,
  },
  {
    path: '/auctionHome',
    title: 'Auctions',
    description: 'All auctions in one place: live now, scheduled and completed.',
    icon: Users,
  },
  {
    path: '/my-auctions',
    title: 'My Auctions',
    description: 'The auctions you have entered, with live standings and results.',
    icon: Gavel,
  },
  {
    path: '/myWallet',
    title: 'My Wallet',
    description: 'Your balance, adding money by UPI, withdrawals and every transaction.',
    icon: Wallet,
  },
  {
    path: '/how-to-play',
    title: 'How to Play',
    description: 'The rules of the game: purse, squad limits, bidding and scoring.',
    icon: BookOpen,
  },
  {
    path: '/how-to-register',
    title: 'How to Register',
    description: 'Adding money and registering a team for an auction, step by step.',
    icon: ClipboardList,
  },
  {
    path: '/how-to-withdraw',
    title: 'How to Withdraw',
    description: 'Verifying your phone and withdrawing your winnings to UPI.',
    icon: HandCoins,
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: 'How BidXI collects, uses and protects your data.',
    icon: ShieldCheck,
  },
  {
    path: '/terms-and-conditions',
    title: 'Terms and Conditions',
    description: 'The terms of using BidXI, its auctions and its wallet.',
    icon: FileText,
  },
];
