import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from '@/components/brand/logo';
import { IconButton } from '@/components/ui/button';

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** A line of encouragement above the card (spec banners). */
  banner?: ReactNode;
  onBack?: () => void;
  backLabel?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** Account screens: a navy hero with the title, then the form on a white card. */
export function AuthLayout({
  title,
  subtitle,
  banner,
  onBack,
  backLabel,
  children,
  footer,
}: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex min-h-dvh max-w-app flex-col bg-surface px-safe">
      <header className="theme-dark bg-hero rounded-b-[2rem] px-5 pt-safe pb-16 text-white">
        <div className="flex h-14 items-center gap-2">
          {onBack ? (
            <IconButton
              label={backLabel ?? t('actions.goBack')}
              onClick={onBack}
              className="-ml-2 text-white hover:bg-night-700"
            >
              <ArrowLeft aria-hidden className="size-6" />
            </IconButton>
          ) : null}
          <Logo />
        </div>
        <h1 className="mt-5 text-2xl font-extrabold tracking-tight">{title}</h1>
        {subtitle ? <p className="mt-1 text-base text-night-200">{subtitle}</p> : null}
      </header>
      <main className="-mt-10 flex flex-1 flex-col px-4 pb-safe-4">
        {banner ? (
          <div className="mb-3 rounded-2xl border border-gold-300 bg-gold-50 px-4 py-3 text-sm font-semibold text-gold-700 shadow-card">
            {banner}
          </div>
        ) : null}
        <div className="rounded-3xl border border-line bg-card p-5 shadow-card">{children}</div>
        {footer ? <div className="mt-6 text-center text-sm text-ink-muted">{footer}</div> : null}
      </main>
    </div>
  );
}
