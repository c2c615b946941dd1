import { useWalletLive } from '@/features/wallet/hooks/use-wallet-live';

/** Mounts the live wallet channel for the signed-in frame (renders nothing). */
export function WalletLive() {
  useWalletLive();
  return null;
}
