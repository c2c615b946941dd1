/**
 * The bid log sheet, fetched the first time it is opened (every lazy route ≤ 50 KB gzip):
 * the room, the watch page, the replay and the results card carry only this stub; the sheet, its
 * verification and its exports are a chunk of their own. Once opened it stays mounted, so closing
 * still animates.
 */
import { lazy, Suspense, useState } from 'react';
import type { BidLogSheetProps } from './bid-log-sheet';

const BidLogSheetChunk = lazy(async () => ({
  default: (await import('./bid-log-sheet')).BidLogSheet,
}));

export function LazyBidLogSheet(props: BidLogSheetProps) {
  const [opened, setOpened] = useState(props.isOpen);
  if (props.isOpen && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <BidLogSheetChunk {...props} />
    </Suspense>
  );
}
