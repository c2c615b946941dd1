// /responsible-gaming: daily recharge limit, self-exclusion and the age confirmation (issue 16).
import { usePageTitle } from '@/hooks/use-page-title';
import { ResponsibleGamingScreen } from '@/features/profile/components/responsible-gaming-screen';

export function ResponsibleGamingRoute() {
  usePageTitle('Responsible gaming');
  return <ResponsibleGamingScreen />;
}
