import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { ADMIN_SECTIONS } from '@/features/admin/components/admin-nav';

/** The dashboard placeholder: where each admin area lives and which ones work today. */
export function AdminDashboard() {
  const sections = ADMIN_SECTIONS.filter((s) => s.to !== '/admin');
  return (
    <section aria-labelledby="dashboard-title" className="flex flex-col gap-6">
      <div className="theme-dark bg-hero rounded-3xl px-6 py-7 text-white shadow-card">
        <p className="text-sm font-semibold text-gold-300">Admin panel</p>
        <h1 id="dashboard-title" className="mt-1 text-2xl font-extrabold">
          Run the auctions
        </h1>
        <p className="mt-1 max-w-xl text-night-200">
          Manage players, auctions and money from here. Live figures arrive with the analytics
          section.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {sections.map(({ to, label, icon: Icon, summary, isReady }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col gap-3 rounded-2xl border border-line bg-card p-5 shadow-card transition-colors hover:border-gold-400"
            >
              <div className="flex items-center justify-between">
                <span className="flex size-11 items-center justify-center rounded-xl bg-night-900 text-gold-300">
                  <Icon aria-hidden className="size-5" />
                </span>
                {isReady ? <Badge tone="success">Live</Badge> : <Badge>Coming soon</Badge>}
              </div>
              <div>
                <p className="font-bold text-ink">{label}</p>
                <p className="mt-1 text-sm text-ink-muted">{summary}</p>
              </div>
              <span className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-night-700">
                Open{' '}
                <ArrowRight
                  aria-hidden
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
