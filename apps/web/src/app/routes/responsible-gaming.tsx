// /responsible-gaming: daily recharge limit, self-exclusion and the age confirmation.
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { ResponsibleGamingScreen } from '@/features/profile/components/responsible-gaming-screen';

export function ResponsibleGamingRoute() {
  const { t } = useTranslation('gaming');
  usePageTitle(t('title'));
  return <ResponsibleGamingScreen />;
}
