// /kyc: phone verification, showing the number already on the profile (a `?phone=` pre-fills it).
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RealMoneyOnly } from '@/app/routes/real-money-only';
import { usePageTitle } from '@/hooks/use-page-title';
import { KycScreen } from '@/features/kyc/components/kyc-screen';
import { useProfile } from '@/features/profile/api/get-profile';

export function KycRoute() {
  const { t } = useTranslation('kyc');
  usePageTitle(t('title'));
  const [params] = useSearchParams();
  const profile = useProfile();
  const currentMobile = profile.data
    ? profile.data.user.wallet.paymentInfo.mobileNumber
    : profile.isError
      ? null
      : undefined;
  return (
    <RealMoneyOnly>
      <KycScreen currentMobile={currentMobile} initialPhone={params.get('phone') ?? ''} />
    </RealMoneyOnly>
  );
}
