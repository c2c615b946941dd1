/**
 * Static-content editor (admin): pick a page, edit its Markdown with a preview rendered exactly as
 * players see it, save from a bar that stays in reach. Unsaved edits are never lost silently:
 * switching page or leaving the screen asks first.
 */
import { STATIC_CONTENT_TYPES, type StaticContentType } from '@bidxi/protocol';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/modal';
import { PageEditor } from '@/features/admin/content/components/page-editor';
import { useUnsavedGuard } from '@/features/admin/content/hooks/use-unsaved-guard';

/** The editor; page names are the static pages' own titles (`content` catalogue). */
export function ContentEditorScreen() {
  const { t } = useTranslation(['admin', 'content']);
  const label = (page: StaticContentType) => t(`titles.${page}`, { ns: 'content' });
  const [type, setType] = useState<StaticContentType>('how-to-play');
  const [isDirty, setDirty] = useState(false);
  /** A page the admin picked while the current one had unsaved edits. */
  const [pendingType, setPendingType] = useState<StaticContentType | null>(null);
  const leaving = useUnsavedGuard(isDirty);
  const selectId = useId();

  const open = (next: StaticContentType) => {
    setDirty(false);
    setPendingType(null);
    setType(next);
  };
  const pick = (next: StaticContentType) => {
    if (next === type) return;
    if (isDirty) setPendingType(next);
    else open(next);
  };
  const isAsking = pendingType !== null || leaving !== null;

  return (
    <section aria-labelledby="content-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="content-title" className="text-xl font-extrabold text-ink">
            {t('nav.content')}
          </h1>
          <p className="text-sm text-ink-muted">{t('content.subtitle')}</p>
        </div>
        <div className="flex w-full flex-col gap-1.5 sm:w-auto">
          <label htmlFor={selectId} className="text-sm font-semibold text-ink">
            {t('content.page')}
          </label>
          <select
            id={selectId}
            value={type}
            onChange={(e) => pick(e.target.value as StaticContentType)}
            className="min-h-11 rounded-xl border border-line-strong bg-card px-3 text-sm font-semibold text-ink"
          >
            {STATIC_CONTENT_TYPES.map((page) => (
              <option key={page} value={page}>
                {label(page)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <PageEditor key={type} type={type} label={label(type)} onDirtyChange={setDirty} />
      <ConfirmDialog
        isOpen={isAsking}
        title={t('content.discardTitle', { page: label(type) })}
        description={
          pendingType
            ? t('content.discardOpen', { page: label(pendingType) })
            : t('content.discardLeave')
        }
        confirmLabel={t('content.discard')}
        cancelLabel={t('content.keepEditing')}
        confirmVariant="danger"
        onConfirm={() => {
          if (pendingType) open(pendingType);
          else leaving?.proceed();
        }}
        onCancel={() => {
          setPendingType(null);
          leaving?.reset();
        }}
      />
    </section>
  );
}
