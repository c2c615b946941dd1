import { SearchX } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { usePageTitle } from '@/hooks/use-page-title';

/** An admin address that leads nowhere. */
export function AdminNotFound() {
  usePageTitle('Not found · Admin');
  return (
    <Card className="mx-auto max-w-xl">
      <EmptyState
        icon={<SearchX aria-hidden className="size-8" />}
        title="This admin page does not exist"
        description="Check the address, or pick a section from the menu."
        action={
          <ButtonLink to="/admin" fullWidth>
            Back to dashboard
          </ButtonLink>
        }
      />
    </Card>
  );
}
