// /profile: the profile feature with the accounts feature's logout.
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { useLogout } from '@/features/accounts/hooks/use-logout';
import { ProfileScreen } from '@/features/profile/components/profile-screen';

export function ProfileRoute() {
  const { t } = useTranslation('profile');
  usePageTitle(t('title'));
  const logout = useLogout();
  return <ProfileScreen onLogout={logout} />;
}
