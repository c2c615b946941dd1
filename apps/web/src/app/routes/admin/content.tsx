// The static pages' editor: its own lazy chunk inside /admin (the Markdown preview loads on use).
import { useAdminPageTitle } from '@/features/admin/hooks/use-admin-page-title';
import { ContentEditorScreen } from '@/features/admin/content/components/content-editor';

export function AdminContentRoute() {
  useAdminPageTitle('nav.content');
  return <ContentEditorScreen />;
}
