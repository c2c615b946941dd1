import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { useDialogFocus } from '@/hooks/use-dialog-focus';

export interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** 'alertdialog' for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/** A centred dialog (a bottom card on phones): modal, focus-trapped, Escape closes. */
export function Modal({
  isOpen,
  onClose,
  title,
  description,
  children,
  footer,
  role = 'dialog',
  className,
}: ModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useDialogFocus(ref, isOpen, onClose);
  if (!isOpen) return null;

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-4 pb-safe-4 sm:items-center">
      <div
        aria-hidden
        onClick={onClose}
        className="absolute inset-0 bg-scrim motion-safe:animate-fade-in"
      />
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={clsx(
          'relative w-full max-w-sm rounded-3xl bg-card p-6 shadow-raised focus:outline-none motion-safe:animate-pop-in',
          className,
        )}
      >
        <h2 id={titleId} className="text-lg font-bold text-ink">
          {title}
        </h2>
        {description ? (
          <div id={descriptionId} className="mt-2 text-sm text-ink-muted">
            {description}
          </div>
        ) : null}
        {children}
        {footer ? (
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {footer}
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The button that backs out, saying what it keeps (default 'Cancel'). */
  cancelLabel?: string;
  confirmVariant?: ButtonVariant;
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  isOpen,
  title,
  description,
  confirmLabel,
  cancelLabel,
  confirmVariant = 'primary',
  isPending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen={isOpen}
      onClose={onCancel}
      title={title}
      description={description}
      role="alertdialog"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            {cancelLabel ?? t('actions.cancel')}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} isLoading={isPending}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
