// The five static pages (spec 001 §2 "Static pages"), one small lazy chunk.
import { StaticPage } from '@/features/content/components/static-page';

export const HowToPlayRoute = () => <StaticPage type="how-to-play" />;
export const HowToRegisterRoute = () => <StaticPage type="how-to-register" />;
export const HowToWithdrawRoute = () => <StaticPage type="how-to-withdraw" />;
export const PrivacyPolicyRoute = () => <StaticPage type="privacy-policy" />;
export const TermsRoute = () => <StaticPage type="terms-and-conditions" />;
