import { ArrowLeft, House, Menu, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches, useNavigate } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { IconButton } from '@/components/ui/button';

/** Route `handle` options of the shared header. */
export interface HeaderHandle {
  /** 'history' = one step back instead of /home (spec 001 §2). */
  back?: 'home' | 'history';
}

const iconLinkClass =
  'inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface';

/** The shared header: back arrow, brand, home, prizes and the menu button (spec 001 §2). */
export function AppHeader({
  onOpenMenu,
  isMenuOpen,
}: {
  onOpenMenu: () => void;
  isMenuOpen: boolean;
}) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as HeaderHandle | undefined;
  const isHome = pathname === '/home';

  const goBack = () => {
    if (handle?.back === 'history') void navigate(-1);
    else void navigate('/home');
  };

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-card/95 pt-safe backdrop-blur">
      <div className="flex h-14 items-center gap-1 px-2">
        {isHome ? null : (
          <IconButton
            label={t('actions.back')}
            onClick={goBack}
            className="text-ink hover:bg-surface"
          >
            <ArrowLeft aria-hidden className="size-6" />
          </IconButton>
        )}
        <Link to="/home" className="rounded-lg px-2 py-1" aria-label={t('header.brandHome')}>
          <Logo tone="light" />
        </Link>
        <nav aria-label={t('header.quickLinks')} className="ml-auto flex items-center">
          <HeaderLink to="/home" label={t('header.home')} isCurrent={isHome}>
            <House aria-hidden className="size-5" />
          </HeaderLink>
          <HeaderLink
            to="/my-auctions"
            label={t('header.prizes')}
            isCurrent={pathname === '/my-auctions'}
          >
            <Trophy aria-hidden className="size-5 text-gold-700" />
          </HeaderLink>
          <IconButton
            label={t('header.openMenu')}
            onClick={onOpenMenu}
            aria-haspopup="dialog"
            aria-expanded={isMenuOpen}
            className="text-ink hover:bg-surface"
          >
            <Menu aria-hidden className="size-6" />
          </IconButton>
        </nav>
      </div>
    </header>
  );
}

function HeaderLink({
  to,
  label,
  isCurrent,
  children,
}: {
  to: string;
  label: string;
  isCurrent: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      aria-current={isCurrent ? 'page' : undefined}
      className={iconLinkClass}
    >
      {children}
    </Link>
  );
}
