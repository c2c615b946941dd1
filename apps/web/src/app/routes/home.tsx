import { BookOpen, Gavel, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageTitle } from '@/hooks/use-page-title';
import { firstName, useCurrentUser } from '@/features/accounts/api/get-current-user';

const SHORTCUTS = [
  { to: '/myWallet', label: 'My Wallet', icon: Wallet },
  { to: '/my-auctions', label: 'My Auctions', icon: Gavel },
  { to: '/how-to-play', label: 'How to Play', icon: BookOpen },
] as const;

/** Home for now: the greeting and an empty state until the auctions list arrives. */
export function HomeRoute() {
  usePageTitle('Home');
  const user = useCurrentUser();

  return (
    <div className="flex flex-col gap-5 px-4 py-5">
      <section className="theme-dark bg-hero rounded-3xl px-5 py-6 text-white shadow-card">
        {user.isLoading ? (
          <Skeleton className="h-8 w-48 bg-night-700" />
        ) : (
          <h1 className="truncate text-xl font-extrabold">Welcome, {firstName(user.username)}</h1>
        )}
        <p className="mt-1 text-sm text-night-200">Ready to build your XI?</p>
      </section>

      <Card>
        <EmptyState
          icon={<Gavel aria-hidden className="size-8" />}
          title="Auctions are coming soon"
          description="Live, scheduled and completed auctions will appear here. Meanwhile, learn how the game works."
          action={
            <ButtonLink to="/how-to-play" variant="secondary" fullWidth>
              How to Play
            </ButtonLink>
          }
        />
      </Card>

      <nav aria-label="Shortcuts">
        <ul className="grid grid-cols-3 gap-3">
          {SHORTCUTS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full min-h-24 flex-col items-center justify-start gap-2 rounded-2xl border border-line bg-card px-2 py-3 text-center text-sm font-semibold text-ink shadow-card hover:border-gold-400"
              >
                <span className="flex size-10 items-center justify-center rounded-xl bg-gold-50 text-gold-700">
                  <Icon aria-hidden className="size-5" />
                </span>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
