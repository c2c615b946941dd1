// /settings/notifications: web push for this device and the four notice toggles.
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { NotificationSettings } from '@/features/notifications/components/notification-settings';

export function NotificationSettingsRoute() {
  const { t } = useTranslation('notifications');
  usePageTitle(t('title'));
  return <NotificationSettings />;
}
