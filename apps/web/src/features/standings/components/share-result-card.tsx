/**
 * The result card on the results screen: a preview of the player's card (made on the server in the
 * app's language), Share — the phone's share sheet with the PNG as a file where the browser can
 * share files, else a download — and a Download link.
 */
import { useTranslation } from 'react-i18next';
import { Download, Share2 } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useResultCard } from '@/features/standings/api/get-result-card';

/** 'bidxi-friday-night-auction.png' */
export function resultCardFileName(auctionName: string): string {
  const slug = auctionName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return slug ? `bidxi-${slug}.png` : 'bidxi-result.png';
}

/** Whether this browser's share sheet takes `file` (Web Share API level 2). */
function canShareFile(file: File): boolean {
  return typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
}

/** Saves `url` as `fileName` through a transient link (the download path where sharing files is not possible). */
function download(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
}

export function ShareResultCard({
  auctionId,
  auctionName,
}: {
  auctionId: string;
  auctionName: string;
}) {
  const { t, i18n } = useTranslation('standings');
  const language = i18n.resolvedLanguage === 'hi' ? 'hi' : 'en';
  const card = useResultCard(auctionId, language, auctionId !== '');
  const fileName = resultCardFileName(auctionName);
  const file = useMemo(
    () => (card.data ? new File([card.data], fileName, { type: 'image/png' }) : null),
    [card.data, fileName],
  );
  const url = useMemo(() => (card.data ? URL.createObjectURL(card.data) : null), [card.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );

  const onShare = async () => {
    if (!file || !url) return;
    if (canShareFile(file)) {
      // A dismissed share sheet rejects with AbortError: nothing to tell the player.
      await navigator
        .share({
          files: [file],
          title: auctionName,
          text: t('shareCard.text', { name: auctionName }),
        })
        .catch(() => undefined);
    } else {
      download(url, fileName);
    }
  };

  return (
    <section aria-labelledby="result-card-title" data-testid="result-card">
      <Card className="flex items-center gap-3 p-3">
        <div className="w-20 shrink-0">
          {url ? (
            <img
              src={url}
              alt={t('shareCard.alt')}
              width={1080}
              height={1350}
              className="h-auto w-20 rounded-lg"
            />
          ) : (
            <Skeleton className="aspect-[4/5] w-20 rounded-lg" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h2 id="result-card-title" className="text-sm font-bold text-ink">
            {t('shareCard.title')}
          </h2>
          {card.isError ? (
            <div className="flex flex-col gap-2">
              <p role="alert" className="text-xs text-danger-700">
                {t('shareCard.failed')}
              </p>
              <Button size="sm" variant="secondary" onClick={() => void card.refetch()}>
                {t('retry')}
              </Button>
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                isLoading={card.isPending}
                disabled={!file}
                onClick={() => void onShare()}
                icon={<Share2 aria-hidden className="size-4" />}
              >
                {card.isPending ? t('shareCard.making') : t('shareCard.share')}
              </Button>
              {url ? (
                <a
                  href={url}
                  download={fileName}
                  className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                >
                  <Download aria-hidden className="size-4" />
                  {t('shareCard.download')}
                </a>
              ) : null}
            </div>
          )}
        </div>
      </Card>
    </section>
  );
}
