// The static pages' editor: its own lazy chunk inside /admin (the Markdown preview loads on use).
import { usePageTitle } from '@/hooks/use-page-title';
import { ContentEditorScreen } from '@/features/admin/content/components/content-editor';

export function AdminContentRoute() {
  usePageTitle('Content · Admin');
  return <ContentEditorScreen />;
}
