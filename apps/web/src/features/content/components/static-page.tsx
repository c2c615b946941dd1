/**
 * A static page (spec 001 §2 "Static pages"): text loaded by type and rendered from its Markdown
 * subset; How to Play also offers the PDF. 'Content not found' warns 'No content found!'.
 */
import { useTranslation } from 'react-i18next';
import { ErrorCode, type StaticContentType } from '@bidxi/protocol';
import { CloudOff, Download, FileQuestion } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Markdown } from '@/components/markdown';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { usePageTitle } from '@/hooks/use-page-title';
import { usePdfDownload } from '@/hooks/use-pdf-download';
import { ApiRequestError } from '@/lib/api-client';
import { formatIndiaDate } from '@/lib/india-time';
import { contentMessages } from '@/lib/messages/content';
import { notify } from '@/lib/notify';
import { howToPlayPdfPath } from '@/lib/how-to-play-pdf';
import { currentLanguage } from '@/i18n/i18n';
import { useStaticContent } from '@/features/content/api/get-static-content';

/**
 * The page's chrome in the reader's language; the text itself is what the admin wrote, in English
 * (pages have one text), which a Hindi reader is told rather than left to find out.
 */
export function StaticPage({ type }: { type: StaticContentType }) {
  const { t, i18n } = useTranslation('content');
  const isEnglishOnly = i18n.resolvedLanguage !== undefined && i18n.resolvedLanguage !== 'en';
  const title = t(`titles.${type}`);
  usePageTitle(title);
  const query = useStaticContent(type);
  const isMissing =
    query.error instanceof ApiRequestError &&
    (query.error.code === ErrorCode.CONTENT_NOT_FOUND || query.error.httpStatus === 404);

  useEffect(() => {
    if (isMissing) notify.warning(contentMessages.content.notFoundToast, `content-missing-${type}`);
  }, [isMissing, type]);

  return (
    <div className="flex flex-col gap-4 px-4 py-5">
      {type === 'how-to-play' ? <HowToPlayPdf /> : null}
      <Card className="px-5 py-6">
        {query.isPending ? (
          <SkeletonGroup label={t('loading', { title })} className="flex flex-col gap-3">
            <Skeleton className="h-7 w-52" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="mt-3 h-6 w-40" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-3/4" />
          </SkeletonGroup>
        ) : query.isError ? (
          isMissing ? (
            <EmptyState
              icon={<FileQuestion aria-hidden className="size-8" />}
              title={title}
              description={contentMessages.content.noContent}
            />
          ) : (
            <EmptyState
              icon={<CloudOff aria-hidden className="size-8" />}
              title={title}
              description={contentMessages.content.loadFailed}
              action={
                <Button fullWidth onClick={() => void query.refetch()} isLoading={query.isFetching}>
                  {t('retry')}
                </Button>
              }
            />
          )
        ) : (
          <>
            {isEnglishOnly ? (
              <p
                role="note"
                data-testid="english-only"
                className="mb-4 rounded-xl bg-gold-50 px-3 py-2 text-sm text-ink"
              >
                {t('englishOnly')}
              </p>
            ) : null}
            <div lang={isEnglishOnly ? 'en' : undefined}>
              <Markdown source={query.data.content} />
            </div>
            <p className="mt-6 text-xs text-ink-subtle">
              {t('updated', { date: formatIndiaDate(query.data.updatedAt) })}
            </p>
          </>
        )}
      </Card>
    </div>
  );
}

function HowToPlayPdf() {
  const { t } = useTranslation('content');
  const { download, isDownloading } = usePdfDownload(
    `/api${howToPlayPdfPath(null, currentLanguage())}`,
    'bidxi-how-to-play.pdf',
  );
  return (
    <Button
      fullWidth
      onClick={() => void download()}
      isLoading={isDownloading}
      icon={<Download aria-hidden className="size-5" />}
    >
      {t('pdf')}
    </Button>
  );
}
