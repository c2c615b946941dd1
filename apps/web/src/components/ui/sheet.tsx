import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '@/components/ui/button';
import { useDialogFocus } from '@/hooks/use-dialog-focus';

export interface SheetProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  /** Visually hide the title (it still names the dialog). */
  hideTitle?: boolean;
  side?: 'right' | 'left' | 'bottom';
  /** 'dark' = a navy panel (admin navigation). */
  tone?: 'light' | 'dark';
  children: ReactNode;
  className?: string;
}

/**
 * A drawer (side menu) or bottom sheet (a centred dialog from 1024 px): modal, focus-trapped, closes
 * on Escape or a tap outside.
 */
export function Sheet({
  isOpen,
  onClose,
  title,
  hideTitle = false,
  side = 'right',
  tone = 'light',
  children,
  className,
}: SheetProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialogFocus(panelRef, isOpen, onClose);
  if (!isOpen) return null;

  return createPortal(
    <div className="fixed inset-0 z-50">
      <div
        aria-hidden
        onClick={onClose}
        className="absolute inset-0 bg-scrim motion-safe:animate-fade-in"
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={clsx(
          'absolute flex flex-col shadow-raised focus:outline-none',
          tone === 'dark' ? 'theme-dark bg-night-900 text-white' : 'bg-card text-ink',
          side === 'right' &&
            'inset-y-0 right-0 w-full max-w-menu motion-safe:animate-slide-in-right',
          side === 'left' && 'inset-y-0 left-0 w-full max-w-menu motion-safe:animate-slide-in-left',
          // A bottom sheet on a phone; from 1024 px a dialog centred in the window.
          side === 'bottom' &&
            'inset-x-0 bottom-0 mx-auto max-h-[90dvh] max-w-app rounded-t-3xl pb-safe motion-safe:animate-slide-up lg:inset-0 lg:m-auto lg:h-fit lg:max-h-[85dvh] lg:max-w-lg lg:rounded-3xl lg:pb-2',
          className,
        )}
      >
        <div
          className={clsx(
            'flex items-center justify-between gap-2 px-4 pt-safe',
            hideTitle && 'absolute top-0 right-0 z-10',
          )}
        >
          <h2 id={titleId} className={clsx('py-3 text-lg font-bold', hideTitle && 'sr-only')}>
            {title}
          </h2>
          <IconButton
            label={t('actions.close')}
            onClick={onClose}
            className={
              tone === 'dark'
                ? 'text-night-100 hover:bg-night-800'
                : 'text-ink-muted hover:bg-surface'
            }
          >
            <X aria-hidden className="size-5" />
          </IconButton>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
