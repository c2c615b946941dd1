import { useTranslation } from 'react-i18next';
import { House, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { usePageTitle } from '@/hooks/use-page-title';

export interface ComingSoonProps {
  title: string;
  description: string;
  icon: LucideIcon;
}

/** A screen that is planned but not built yet: what it will hold and a way home. */
export function ComingSoonRoute({ title, description, icon: Icon }: ComingSoonProps) {
  usePageTitle(title);
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 flex-col px-4 py-6">
      <Card className="flex flex-col items-center px-6 py-10 text-center">
        <div className="relative mb-5">
          <span className="flex size-20 items-center justify-center rounded-3xl bg-night-900 text-gold-400 shadow-card">
            <Icon aria-hidden className="size-9" />
          </span>
        </div>
        <Badge tone="gold">{t('comingSoon')}</Badge>
        <h1 className="mt-3 text-xl font-extrabold text-ink">{title}</h1>
        <p className="mt-2 max-w-xs text-sm text-ink-muted">{description}</p>
        <ButtonLink
          to="/home"
          fullWidth
          size="lg"
          className="mt-8 max-w-xs"
          icon={<House aria-hidden className="size-5" />}
        >
          {t('actions.goHome')}
        </ButtonLink>
      </Card>
    </div>
  );
}
