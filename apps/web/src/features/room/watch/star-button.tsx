import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A 44 px star toggle for one player: filled gold when starred (aria-pressed). */
export function StarButton({
  name,
  isStarred,
  onToggle,
  className,
}: {
  name: string;
  isStarred: boolean;
  onToggle: () => void;
  className?: string;
}) {
  const { t } = useTranslation('watch');
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={isStarred}
      aria-label={isStarred ? t('unstar', { name }) : t('star', { name })}
      data-testid="star-toggle"
      className={clsx(
        'flex size-11 shrink-0 items-center justify-center rounded-xl border hover:border-gold-400',
        isStarred ? 'border-gold-400 bg-gold-400/10' : 'border-night-600 bg-night-800',
        className,
      )}
    >
      <Star
        aria-hidden
        className={clsx('size-5', isStarred ? 'fill-gold-300 text-gold-300' : 'text-night-200')}
      />
    </button>
  );
}
