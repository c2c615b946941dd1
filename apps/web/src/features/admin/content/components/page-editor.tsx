/** One static page's editor: Markdown text, its preview as players see it, and a sticky Save bar. */
import { STATIC_CONTENT_MAX_LENGTH, type StaticContentType } from '@bidxi/protocol';
import { clsx } from 'clsx';
import { CloudOff, Save } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { tabPanelId, Tabs } from '@/components/ui/tabs';
import { formatIndiaDateTime } from '@/lib/india-time';
import { adminAuctionErrorMessage } from '@/lib/messages/admin';
import { contentMessages } from '@/lib/messages/content';
import { notify } from '@/lib/notify';
import { usePageText, useSavePageText } from '@/features/admin/content/api/content';

export function PageEditor({
  type,
  label,
  onDirtyChange,
}: {
  type: StaticContentType;
  label: string;
  onDirtyChange: (isDirty: boolean) => void;
}) {
  const query = usePageText(type);
  const { t } = useTranslation('admin');
  if (query.isPending) {
    return (
      <SkeletonGroup label={t('content.loading')} className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-96 rounded-2xl" />
        <Skeleton className="hidden h-96 rounded-2xl lg:block" />
      </SkeletonGroup>
    );
  }
  if (query.isError) {
    return (
      <Card>
        <EmptyState
          icon={<CloudOff aria-hidden className="size-8" />}
          title={t('content.loadFailed')}
          description={adminAuctionErrorMessage(query.error)}
          action={
            <Button fullWidth onClick={() => void query.refetch()}>
              {t('common.tryAgain')}
            </Button>
          }
        />
      </Card>
    );
  }
  return (
    <Editor
      type={type}
      label={label}
      saved={query.data?.content ?? ''}
      updatedAt={query.data?.updatedAt}
      onDirtyChange={onDirtyChange}
    />
  );
}

type View = 'text' | 'preview';
const VIEWS = ['text', 'preview'] as const;

function Editor({
  type,
  label,
  saved,
  updatedAt,
  onDirtyChange,
}: {
  type: StaticContentType;
  label: string;
  saved: string;
  updatedAt: string | undefined;
  onDirtyChange: (isDirty: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(saved);
  const [view, setView] = useState<View>('text');
  const [error, setError] = useState<string | undefined>();
  const save = useSavePageText();
  const textId = useId();
  const isDirty = text !== saved;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSave = async () => {
    setError(undefined);
    if (!text.trim()) {
      setError(t('content.required'));
      return;
    }
    try {
      await save.mutateAsync({ type, content: text });
      notify.success(contentMessages.content.saved);
    } catch (e) {
      setError(adminAuctionErrorMessage(e) || contentMessages.content.saveFailed);
    }
  };

  // Phones show one pane at a time (tabs); wide screens show both side by side.
  const pane = (id: View) => clsx('flex-col gap-1.5', view === id ? 'flex' : 'hidden', 'lg:flex');

  return (
    <div className="flex flex-col gap-4">
      <Tabs
        tabs={VIEWS.map((id) => ({ id, label: t(`content.views.${id}`) }))}
        value={view}
        onChange={setView}
        label={t('content.viewsLabel', { page: label })}
        idPrefix="content"
        className="lg:hidden"
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <div id={tabPanelId('content', 'text')} className={pane('text')}>
          <label htmlFor={textId} className="text-sm font-semibold text-ink">
            {t('content.text')}
          </label>
          <textarea
            id={textId}
            value={text}
            maxLength={STATIC_CONTENT_MAX_LENGTH}
            onChange={(e) => setText(e.target.value)}
            aria-describedby={`${textId}-hint`}
            className="num h-[60dvh] w-full resize-y rounded-2xl border border-line-strong bg-card p-4 text-sm leading-relaxed text-ink focus:border-night-600 focus:ring-4 focus:ring-night-600/15 focus:outline-none lg:h-[32rem]"
          />
          <p id={`${textId}-hint`} className="text-xs text-ink-subtle">
            {t('content.hint')}
          </p>
        </div>
        <div id={tabPanelId('content', 'preview')} className={pane('preview')}>
          <span className="text-sm font-semibold text-ink">{t('content.preview')}</span>
          <Card
            className="h-[60dvh] overflow-y-auto p-5 lg:h-[32rem]"
            aria-label={t('content.views.preview')}
          >
            {text.trim() ? (
              <Markdown source={text} />
            ) : (
              <p className="text-sm text-ink-muted">{contentMessages.content.noContent}</p>
            )}
          </Card>
        </div>
      </div>
      <FormAlert message={error} />
      <div className="sticky bottom-0 z-20 -mx-4 flex items-center justify-end gap-3 border-t border-line bg-card/95 px-4 pt-3 pb-safe-4 backdrop-blur lg:-mx-8 lg:px-8">
        <p role="status" className="mr-auto text-sm text-ink-muted">
          {isDirty
            ? t('content.unsaved')
            : updatedAt
              ? t('content.saved', { time: formatIndiaDateTime(updatedAt) })
              : t('content.notSaved')}
        </p>
        <Button
          onClick={() => void onSave()}
          isLoading={save.isPending}
          disabled={!isDirty}
          icon={<Save aria-hidden className="size-4" />}
        >
          {t('content.save')}
        </Button>
      </div>
    </div>
  );
}
