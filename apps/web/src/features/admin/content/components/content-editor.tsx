/**
 * Static-content editor (admin): pick a page, edit its text (headings `#`/`##`, bullets `- `,
 * paragraphs) with a live preview rendered exactly as players see it, save.
 */
import {
  STATIC_CONTENT_MAX_LENGTH,
  STATIC_CONTENT_TYPES,
  type StaticContentType,
} from '@bidxi/protocol';
import { CloudOff, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { Markdown } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatIndiaDateTime } from '@/lib/india-time';
import { adminAuctionErrorMessage, Messages } from '@/lib/messages';
import { notify } from '@/lib/notify';
import { usePageText, useSavePageText } from '@/features/admin/content/api/content';

const LABELS: Record<StaticContentType, string> = {
  'how-to-play': 'How to Play',
  'how-to-register': 'How to Register',
  'how-to-withdraw': 'How to Withdraw',
  'privacy-policy': 'Privacy Policy',
  'terms-and-conditions': 'Terms and Conditions',
};

export function ContentEditorScreen() {
  const [type, setType] = useState<StaticContentType>('how-to-play');
  const selectId = useId();
  return (
    <section aria-labelledby="content-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="content-title" className="text-xl font-extrabold text-ink">
            Content
          </h1>
          <p className="text-sm text-ink-muted">The help and legal pages players read.</p>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={selectId} className="text-sm font-semibold text-ink">
            Page
          </label>
          <select
            id={selectId}
            value={type}
            onChange={(e) => setType(e.target.value as StaticContentType)}
            className="min-h-11 rounded-xl border border-line-strong bg-card px-3 text-sm font-semibold text-ink"
          >
            {STATIC_CONTENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {LABELS[t]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <PageEditor key={type} type={type} />
    </section>
  );
}

function PageEditor({ type }: { type: StaticContentType }) {
  const query = usePageText(type);
  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading page" className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-96 rounded-2xl" />
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Card>
        <EmptyState
          icon={<CloudOff aria-hidden className="size-8" />}
          title="Could not load the page"
          description={adminAuctionErrorMessage(query.error)}
          action={
            <Button fullWidth onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        />
      </Card>
    );
  }
  return (
    <Editor type={type} initial={query.data?.content ?? ''} updatedAt={query.data?.updatedAt} />
  );
}

function Editor({
  type,
  initial,
  updatedAt,
}: {
  type: StaticContentType;
  initial: string;
  updatedAt: string | undefined;
}) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const save = useSavePageText();
  const textId = useId();
  const isDirty = text !== initial;

  const onSave = async () => {
    setError(undefined);
    if (!text.trim()) {
      setError('Content is required');
      return;
    }
    try {
      await save.mutateAsync({ type, content: text });
      notify.success(Messages.content.saved);
    } catch (e) {
      setError(adminAuctionErrorMessage(e) || Messages.content.saveFailed);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={textId} className="text-sm font-semibold text-ink">
            Text
          </label>
          <textarea
            id={textId}
            value={text}
            maxLength={STATIC_CONTENT_MAX_LENGTH}
            onChange={(e) => setText(e.target.value)}
            aria-describedby={`${textId}-hint`}
            className="num h-[32rem] w-full resize-y rounded-2xl border border-line-strong bg-card p-4 text-sm leading-relaxed text-ink focus:border-night-600 focus:ring-4 focus:ring-night-600/15 focus:outline-none"
          />
          <p id={`${textId}-hint`} className="text-xs text-ink-subtle">
            # Heading, ## Section, - bullet; a blank line starts a new paragraph.
            {updatedAt ? ` Last saved ${formatIndiaDateTime(updatedAt)}.` : ' Not saved yet.'}
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-semibold text-ink">Preview</span>
          <Card className="h-[32rem] overflow-y-auto p-5" aria-label="Preview">
            {text.trim() ? (
              <Markdown source={text} />
            ) : (
              <p className="text-sm text-ink-muted">{Messages.content.noContent}</p>
            )}
          </Card>
        </div>
      </div>
      <FormAlert message={error} />
      <div className="flex items-center justify-end gap-3">
        {isDirty ? <span className="text-sm text-ink-muted">Unsaved changes</span> : null}
        <Button
          onClick={() => void onSave()}
          isLoading={save.isPending}
          disabled={!isDirty}
          icon={<Save aria-hidden className="size-4" />}
        >
          Save
        </Button>
      </div>
    </div>
  );
}
