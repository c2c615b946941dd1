import { BookOpen, Gavel, Wallet } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { usePageTitle } from '@/hooks/use-page-title';
import { firstName, useCurrentUser } from '@/features/accounts/api/get-current-user';
import { useMoneyMode } from '@/lib/money-mode';
import { useGaming } from '@/features/profile/api/get-gaming';

// The auctions part of Home is its own chunk: guests (splash, login) never download it.
const HomeAuctions = lazy(async () => ({
  default: (await import('@/features/auctions/components/home-auctions')).HomeAuctions,
}));
const PlayWithFriendsCard = lazy(async () => ({
  default: (await import('@/features/leagues/components/play-with-friends-card'))
    .PlayWithFriendsCard,
}));
const OpenLeagues = lazy(async () => ({
  default: (await import('@/features/leagues/components/open-leagues')).OpenLeagues,
}));
const PracticeCard = lazy(async () => ({
  default: (await import('@/features/auctions/components/practice-card')).PracticeCard,
}));

const SHORTCUTS = [
  { to: '/myWallet', label: 'home.myWallet', icon: Wallet },
  { to: '/my-auctions', label: 'menu.myAuctions', icon: Gavel },
  { to: '/how-to-play', label: 'menu.howToPlay', icon: BookOpen },
] as const;

/**
 * Home (spec 001 §2): the greeting, Practice vs bots, live auctions, scheduled and
 * completed ones, shortcuts.
 */
export function HomeRoute() {
  const { t } = useTranslation();
  usePageTitle(t('home.title'));
  const user = useCurrentUser();
  // A self-excluded player may not start a practice auction (the server refuses it): no button.
  const isExcluded = useGaming().data?.selfExcludedUntil != null;

  return (
    // From 1024 px: the greeting, practice card and shortcuts in a side column, the auctions beside.
    <div className="flex flex-col gap-6 px-4 py-5 lg:grid lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start lg:gap-8 lg:px-8 lg:py-8">
      {/* On a phone this column dissolves (contents) and `order` puts the shortcuts last. */}
      <div className="contents lg:sticky lg:top-20 lg:flex lg:flex-col lg:gap-6">
        <section
          data-tour="greeting"
          className="theme-dark bg-hero order-1 rounded-3xl px-5 py-5 text-white shadow-card"
        >
          {user.isLoading ? (
            <Skeleton className="h-8 w-48 bg-night-700" />
          ) : (
            <h1 className="truncate text-xl font-extrabold">
              {t('home.welcome', { name: firstName(user.username) })}
            </h1>
          )}
          <p className="mt-1 text-sm text-night-200">{t('home.ready')}</p>
        </section>

        {isExcluded ? null : (
          <div className="order-2 flex flex-col gap-6">
            <Suspense fallback={<Skeleton className="h-40 w-full rounded-2xl" />}>
              <PlayWithFriendsCard />
            </Suspense>
            <Suspense fallback={null}>
              <OpenLeagues />
            </Suspense>
            <Suspense fallback={<Skeleton className="h-40 w-full rounded-2xl" />}>
              <PracticeCard />
            </Suspense>
          </div>
        )}

        <Shortcuts />
      </div>

      <div className="order-3 flex min-w-0 flex-col gap-6">
        <Suspense fallback={<HomeAuctionsSkeleton />}>
          <HomeAuctions />
        </Suspense>
      </div>
    </div>
  );
}

function Shortcuts() {
  const { t } = useTranslation();
  const isPlay = useMoneyMode() === 'play';
  return (
    <nav aria-label={t('home.shortcuts')} className="order-4">
      <ul className="grid grid-cols-3 gap-3">
        {SHORTCUTS.map(({ to, label: money, icon: Icon }) => {
          // Play money: the wallet holds coins, and says so.
          const label = to === '/myWallet' && isPlay ? 'home.myCoins' : money;
          return (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full min-h-24 flex-col items-center justify-start gap-2 rounded-2xl border border-line bg-card px-2 py-3 text-center text-sm font-semibold text-ink shadow-card hover:border-gold-400"
              >
                <span className="flex size-10 items-center justify-center rounded-xl bg-gold-50 text-gold-700">
                  <Icon aria-hidden className="size-5" />
                </span>
                {t(label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** /auctionHome (spec 001 §2 'listed; content not shown'): the same auctions without the greeting. */
export function AuctionHomeRoute() {
  const { t } = useTranslation();
  usePageTitle(t('home.auctions'));
  return (
    <div className="flex flex-col gap-4 px-4 py-5">
      <h1 className="text-xl font-extrabold text-ink">{t('home.auctions')}</h1>
      <Suspense fallback={<HomeAuctionsSkeleton />}>
        <HomeAuctions />
      </Suspense>
    </div>
  );
}

function HomeAuctionsSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonGroup label={t('home.loadingAuctions')} className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <Skeleton className="h-7 w-32" />
        <Skeleton className="aspect-[16/11] w-full rounded-3xl" />
      </div>
      <Skeleton className="h-13 w-full rounded-2xl" />
      <Skeleton className="h-11 w-full rounded-xl" />
      <Skeleton className="h-24 w-full rounded-2xl" />
    </SkeletonGroup>
  );
}
