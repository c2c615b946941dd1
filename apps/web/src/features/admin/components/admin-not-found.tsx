import { SearchX } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useTranslation } from 'react-i18next';
import { useAdminPageTitle } from '@/features/admin/hooks/use-admin-page-title';

/** An admin address that leads nowhere. */
export function AdminNotFound() {
  const { t } = useTranslation('admin');
  useAdminPageTitle('title.notFound');
  return (
    <Card className="mx-auto max-w-xl">
      <EmptyState
        icon={<SearchX aria-hidden className="size-8" />}
        title={t('notFound.title')}
        description={t('notFound.text')}
        action={
          <ButtonLink to="/admin" fullWidth>
            {t('notFound.back')}
          </ButtonLink>
        }
      />
    </Card>
  );
}
