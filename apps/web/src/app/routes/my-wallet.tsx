// /myWallet: the wallet feature, given the payee from the app config and the phone OTP flow of the
// kyc feature for withdrawals (features are composed here, not imported by each other).
import { useTranslation } from 'react-i18next';
import { PlayWallet } from '@/app/routes/play-wallet';
import { usePageTitle } from '@/hooks/use-page-title';
import { useMoneyMode } from '@/lib/money-mode';
import { useAppConfig } from '@/features/support/api/get-app-config';
import { PhoneVerification } from '@/features/kyc/components/phone-verification';
import { WalletScreen } from '@/features/wallet/components/wallet-screen';

export function MyWalletRoute() {
  // The withdraw sheet's phone check speaks from the kyc catalogue: load both before painting.
  const { t } = useTranslation(['wallet', 'kyc']);
  const mode = useMoneyMode();
  usePageTitle(mode === 'play' ? t('coinsTitle') : t('title'));
  const config = useAppConfig();
  if (mode === 'play') return <PlayWallet />;
  const payee = config.data
    ? { vpa: config.data.upiPayeeVpa, name: config.data.upiPayeeName }
    : undefined;
  return (
    <WalletScreen
      payee={payee}
      renderPhoneVerification={({ onVerified }) => <PhoneVerification onVerified={onVerified} />}
    />
  );
}
