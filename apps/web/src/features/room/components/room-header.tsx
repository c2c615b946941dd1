import { useTranslation } from 'react-i18next';
import { ArrowLeft, BookOpen, House, Menu, Trophy } from 'lucide-react';
import { memo } from 'react';
import { Link, useNavigate } from 'react-router';
import { LogoMark } from '@/components/brand/logo';
import { IconButton } from '@/components/ui/button';

const iconClass = 'text-night-100 hover:bg-night-800';

/**
 * The room's header in the night palette: back (leaves the room for /home), home, the Rules button, prizes and the menu (spec 001 §2 "Shared header and side menu").
 */
export const RoomHeader = memo(function RoomHeader({
  onOpenRules,
  onOpenMenu,
}: {
  onOpenRules: () => void;
  onOpenMenu?: (() => void) | undefined;
}) {
  const navigate = useNavigate();
  const { t } = useTranslation('room');
  return (
    <header className="sticky top-0 z-30 border-b border-night-800 bg-night-950/95 pt-safe backdrop-blur">
      <div className="flex h-14 items-center gap-0.5 px-1.5">
        <IconButton
          label={t('header.leave')}
          onClick={() => void navigate('/home')}
          className={iconClass}
        >
          <ArrowLeft aria-hidden className="size-6" />
        </IconButton>
        <Link
          to="/home"
          aria-label={t('header.home')}
          title={t('header.home')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-night-100 hover:bg-night-800"
        >
          <House aria-hidden className="size-5" />
        </Link>
        <span className="flex min-w-0 flex-1 items-center gap-2 px-1">
          <LogoMark className="size-7 shrink-0" />
          <span className="sr-only">BidXI</span>
        </span>
        <button
          type="button"
          onClick={onOpenRules}
          aria-haspopup="dialog"
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-gold-300 hover:bg-night-800"
        >
          <BookOpen aria-hidden className="size-4" />
          {t('header.rules')}
        </button>
        <Link
          to="/my-auctions"
          aria-label={t('header.prizes')}
          title={t('header.prizes')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gold-400 hover:bg-night-800"
        >
          <Trophy aria-hidden className="size-5" />
        </Link>
        {onOpenMenu ? (
          <IconButton
            label={t('header.menu')}
            onClick={onOpenMenu}
            aria-haspopup="dialog"
            className={iconClass}
          >
            <Menu aria-hidden className="size-6" />
          </IconButton>
        ) : null}
      </div>
    </header>
  );
});
