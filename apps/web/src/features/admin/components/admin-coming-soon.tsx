import { Construction } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { usePageTitle } from '@/hooks/use-page-title';
import { sectionFor } from '@/features/admin/components/admin-nav';

/** An admin section that is not built yet, or an unknown admin address. */
export function AdminComingSoon() {
  const { pathname } = useLocation();
  const section = sectionFor(pathname);
  usePageTitle(section ? `${section.label} · Admin` : 'Not found · Admin');
  const Icon = section?.icon ?? Construction;
  return (
    <Card className="mx-auto max-w-xl">
      <EmptyState
        icon={<Icon aria-hidden className="size-8" />}
        title={section ? `${section.label} is coming soon` : 'This admin page does not exist'}
        description={
          section
            ? `${section.summary} This section is being built.`
            : 'Check the address, or pick a section from the menu.'
        }
        action={
          <ButtonLink to="/admin" fullWidth>
            Back to dashboard
          </ButtonLink>
        }
      />
    </Card>
  );
}
