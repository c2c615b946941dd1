import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';

/**
 * Sets the document title to '<page> · Admin · BidXI' in the current language; `page` is a key of the
 * `admin` catalogue ('nav.users', 'title.auction').
 */
export function useAdminPageTitle(page: string): void {
  const { t } = useTranslation('admin');
  // Keys are built by the caller from the catalogue's `nav` and `title` groups.
  const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  usePageTitle(translate('title.suffix', { page: translate(page) }));
}
