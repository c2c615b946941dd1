/**
 * The auction form (react-hook-form, resolvers, the schedule and settings fields) loads when it is
 * first opened, not with the admin auction screens. Once loaded it stays mounted, so
 * the modal's close keeps working as before.
 */
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { AuctionFormModal } from '@/features/admin/auctions/components/auction-form-modal';

const AuctionFormModalChunk = lazy(async () => ({
  default: (await import('@/features/admin/auctions/components/auction-form-modal'))
    .AuctionFormModal,
}));

/** {@link AuctionFormModal}, downloaded on its first opening. */
export function LazyAuctionFormModal(props: ComponentProps<typeof AuctionFormModal>) {
  const [wasOpened, setWasOpened] = useState(props.isOpen);
  if (props.isOpen && !wasOpened) setWasOpened(true);
  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <AuctionFormModalChunk {...props} />
    </Suspense>
  );
}
