import { clsx } from 'clsx';
import { LogOut, Menu } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import { IconButton } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { endAdminSession } from '@/lib/auth';
import { adminLogout } from '@/features/admin/api/admin-login';
import { ADMIN_SECTIONS, sectionFor } from '@/features/admin/components/admin-nav';
import { useAdminLanguageSync } from '@/features/admin/hooks/use-admin-language';

/**
 * The admin panel frame: full width; a navy sidebar on desktop, a top bar + drawer on phones. The
 * language switch sits in the sidebar and the drawer; the choice is kept on the device and with the
 * admin's account.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  useAdminLanguageSync();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [isNavOpen, setNavOpen] = useState(false);
  const current = sectionFor(pathname);

  const onLogout = () => {
    adminLogout().catch(() => undefined);
    endAdminSession();
    void navigate('/admin/login', { replace: true });
  };

  return (
    <div className="min-h-dvh bg-surface lg:grid lg:grid-cols-[16rem_1fr]">
      <aside className="theme-dark sticky top-0 hidden h-dvh flex-col bg-night-900 text-white lg:flex">
        <div className="flex h-16 items-center gap-2 px-5">
          <Logo />
          <span className="rounded-md bg-night-700 px-1.5 py-0.5 text-xs font-bold text-gold-300">
            {t('layout.badge')}
          </span>
        </div>
        <AdminNavList onNavigate={() => undefined} />
        <div className="mt-auto flex flex-col gap-3 p-3">
          <LanguageSwitch tone="dark" className="self-start" />
          <LogoutButton onClick={onLogout} />
        </div>
      </aside>

      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-line bg-card/95 px-4 pt-safe backdrop-blur lg:px-8">
          <IconButton
            label={t('layout.openMenu')}
            onClick={() => setNavOpen(true)}
            className="-ml-2 text-ink hover:bg-surface lg:hidden"
          >
            <Menu aria-hidden className="size-6" />
          </IconButton>
          <div className="lg:hidden">
            <Logo tone="light" />
          </div>
          <p className="hidden text-sm font-semibold text-ink-muted lg:block">
            {t('layout.panel')}
            {current ? ` / ${t(`nav.${current.key}`)}` : ''}
          </p>
          <button
            type="button"
            onClick={onLogout}
            className="ml-auto inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-semibold text-ink hover:bg-surface"
          >
            <LogOut aria-hidden className="size-4" />
            {t('layout.logout')}
          </button>
        </header>
        <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 pb-safe-4 lg:px-8">
          <Outlet />
        </main>
      </div>

      <Sheet
        isOpen={isNavOpen}
        onClose={() => setNavOpen(false)}
        title={t('layout.menu')}
        side="left"
        tone="dark"
      >
        <div className="flex min-h-full flex-col pb-safe-4">
          <AdminNavList onNavigate={() => setNavOpen(false)} />
          <div className="mt-auto flex flex-col gap-3 p-3">
            <LanguageSwitch tone="dark" className="self-start" />
            <LogoutButton onClick={onLogout} />
          </div>
        </div>
      </Sheet>
    </div>
  );
}

function AdminNavList({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('layout.nav')} className="px-3 py-2">
      <ul className="flex flex-col gap-1">
        {ADMIN_SECTIONS.map(({ to, key, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              onClick={onNavigate}
              className={({ isActive }) =>
                clsx(
                  'flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-semibold transition-colors',
                  isActive
                    ? 'bg-gold-500 text-night-950'
                    : 'text-night-100 hover:bg-night-800 hover:text-white',
                )
              }
            >
              <Icon aria-hidden className="size-5" />
              <span className="flex-1">{t(`nav.${key}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function LogoutButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-sm font-semibold text-night-100 hover:bg-night-800 hover:text-white"
    >
      <LogOut aria-hidden className="size-5" />
      {t('layout.logout')}
    </button>
  );
}
