/**
 * The admin sign-in frame: on phones a navy header over the form card; from the lg breakpoint a
 * desktop split, the admin panel's promise on navy at the left and the form at the right.
 */
import { BarChart3, Gavel, WalletCards, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/brand/logo';
import { LanguageSwitch } from '@/components/i18n/language-switch';

/** What the panel is for; each text is `login.duties.<key>` in the `admin` catalogue. */
const DUTIES: { icon: LucideIcon; key: 'wallets' | 'auctions' | 'figures' }[] = [
  { icon: WalletCards, key: 'wallets' },
  { icon: Gavel, key: 'auctions' },
  { icon: BarChart3, key: 'figures' },
];

/** The sign-in frame; the language switch in the header lets an admin choose before signing in. */
export function AdminLoginLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <div className="min-h-dvh bg-surface px-safe lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(30rem,40%)] lg:px-0">
      <header className="theme-dark bg-hero rounded-b-[2rem] px-5 pt-safe pb-16 text-white lg:flex lg:flex-col lg:rounded-none lg:px-14 lg:py-12">
        <div className="flex h-14 items-center gap-2">
          <Logo />
          <span className="rounded-md bg-night-700 px-1.5 py-0.5 text-xs font-bold text-gold-300">
            {t('layout.badge')}
          </span>
          <LanguageSwitch tone="dark" className="ml-auto" />
        </div>
        <div className="lg:my-auto lg:max-w-lg">
          <h1 className="mt-5 text-2xl font-extrabold tracking-tight">{t('title.signIn')}</h1>
          <p className="mt-1 text-base text-night-200 lg:mt-3 lg:text-lg">{t('login.tagline')}</p>
          <ul className="mt-10 hidden flex-col gap-4 lg:flex">
            {DUTIES.map(({ icon: Icon, key }) => (
              <li key={key} className="flex items-center gap-3 text-night-100">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-night-800 text-gold-300">
                  <Icon aria-hidden className="size-5" />
                </span>
                {t(`login.duties.${key}`)}
              </li>
            ))}
          </ul>
        </div>
      </header>
      <main className="-mt-10 px-4 pb-safe-4 lg:mt-0 lg:flex lg:items-center lg:justify-center lg:px-12">
        <div className="mx-auto w-full max-w-md rounded-3xl border border-line bg-card p-5 shadow-card lg:p-8">
          {children}
        </div>
      </main>
    </div>
  );
}
