import type { SquadPlayerView } from '@bidxi/protocol';
import { clsx } from 'clsx';
import { ChevronDown, ChevronUp } from 'lucide-react';
import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { IconButton } from '@/components/ui/button';
import { formatCroreAmount } from '@/lib/money';
import { PlayerAvatar } from '@/components/player/player-avatar';
import { PLAYER_TYPE_LABEL } from '@/lib/player-type-label';

export interface SquadRowProps {
  player: SquadPlayerView;
  count: number;
  /** The owner may reorder: the row is a drag handle and has move buttons. */
  isEditable?: boolean;
  isDragging?: boolean;
  /** Slot points changed by the unsaved order. */
  isChanged?: boolean;
  onMoveUp?: () => void;
  onMoveDown?: () => void;
  rowRef?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  /** dnd-kit's attributes and listeners for the handle. */
  handleProps?: HTMLAttributes<HTMLDivElement>;
}

/** One player of the XI: slot number, picture, name, type, 'Sold for' price and slot points + bonus. */
export function SquadRow({
  player,
  count,
  isEditable = false,
  isDragging = false,
  isChanged = false,
  onMoveUp,
  onMoveDown,
  rowRef,
  style,
  handleProps,
}: SquadRowProps) {
  const { t } = useTranslation('team');
  const { position, name, type, soldPrice, positionPoints, bonus, points } = player;
  return (
    <li
      ref={rowRef}
      style={style}
      data-testid="squad-row"
      data-player-id={player.id}
      data-dragging={isDragging || undefined}
      className={clsx(
        'relative flex items-center gap-1 rounded-2xl border bg-card py-1.5 pr-0.5 pl-2.5',
        isDragging
          ? 'z-10 border-gold-400 shadow-raised motion-safe:scale-[1.02]'
          : 'border-line shadow-card',
      )}
    >
      <div
        {...handleProps}
        aria-label={isEditable ? t('row.label', { position, name, points }) : undefined}
        className={clsx(
          'flex min-w-0 flex-1 items-center gap-2.5 rounded-xl py-1',
          isEditable &&
            'cursor-grab touch-manipulation select-none [-webkit-touch-callout:none] active:cursor-grabbing',
        )}
      >
        <div className="relative shrink-0">
          <PlayerAvatar name={name} type={type} imageUrl={player.imageUrl} className="size-12" />
          <span
            aria-hidden
            className="num absolute -top-1.5 -left-1.5 flex size-6 items-center justify-center rounded-full bg-card text-xs font-extrabold text-ink shadow-card ring-1 ring-line-strong"
          >
            {position}
          </span>
        </div>
        <div className="min-w-0 flex-1">
          {/* Whole names, on two lines if they must ('Bhuvneshwar Kumar'). */}
          <p className="line-clamp-2 text-base leading-5 font-bold break-words text-ink">{name}</p>
          <p className="truncate text-xs text-ink-muted">
            {PLAYER_TYPE_LABEL[type]}
            {soldPrice !== null ? (
              <>
                {' · '}
                <Trans
                  t={t}
                  i18nKey="row.soldFor"
                  values={{ price: formatCroreAmount(soldPrice) }}
                  components={[<span key="0" className="num font-semibold text-ink" />]}
                />
              </>
            ) : null}
          </p>
          <p className="num truncate text-xs text-ink-muted" data-testid="player-points">
            <span className={clsx('text-sm font-bold', isChanged ? 'text-gold-700' : 'text-ink')}>
              {t('row.points', { points })}
            </span>{' '}
            · {t('row.slot', { slot: positionPoints, bonus })}
          </p>
        </div>
      </div>
      {isEditable ? (
        <div className="flex shrink-0 flex-col">
          <IconButton
            label={t('row.moveUp', { name })}
            onClick={onMoveUp}
            disabled={position === 1}
            className="text-ink hover:bg-surface disabled:text-line-strong"
          >
            <ChevronUp aria-hidden className="size-5" />
          </IconButton>
          <IconButton
            label={t('row.moveDown', { name })}
            onClick={onMoveDown}
            disabled={position === count}
            className="text-ink hover:bg-surface disabled:text-line-strong"
          >
            <ChevronDown aria-hidden className="size-5" />
          </IconButton>
        </div>
      ) : null}
    </li>
  );
}
