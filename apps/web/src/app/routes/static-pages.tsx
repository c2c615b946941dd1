// The five static pages (spec 001 §2 "Static pages"), one small lazy chunk.
import { RealMoneyOnly } from '@/app/routes/real-money-only';
import { StaticPage } from '@/features/content/components/static-page';

export const HowToPlayRoute = () => <StaticPage type="how-to-play" />;
export const HowToRegisterRoute = () => <StaticPage type="how-to-register" />;
export const HowToWithdrawRoute = () => (
  <RealMoneyOnly>
    <StaticPage type="how-to-withdraw" />
  </RealMoneyOnly>
);
export const PrivacyPolicyRoute = () => <StaticPage type="privacy-policy" />;
export const TermsRoute = () => <StaticPage type="terms-and-conditions" />;
