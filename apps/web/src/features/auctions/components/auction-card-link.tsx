import { useTranslation } from 'react-i18next';
import type { AuctionView } from '@bidxi/protocol';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * An auction card that opens /auction/{id}, passing the auction along so the detail paints at once.
 * During the tour clicking is disabled (spec 001 §2 "Home"): the card is plain, not a link.
 */
export function AuctionCardLink({
  auction,
  isInteractive,
  className,
  children,
}: {
  auction: AuctionView;
  isInteractive: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('auctions');
  if (!isInteractive) {
    return (
      <div aria-disabled="true" className={className}>
        {children}
      </div>
    );
  }
  return (
    <Link
      to={`/auction/${encodeURIComponent(auction.id)}`}
      state={{ auction }}
      aria-label={t('cardLabel', {
        title: auction.title,
        status: t(`status.${auction.status}`).toLowerCase(),
      })}
      className={className}
    >
      {children}
    </Link>
  );
}
