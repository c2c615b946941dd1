import { useCallback, useState } from 'react';
import { apiBlob } from '@/lib/api-client';
import { contentMessages } from '@/lib/messages/content';
import { notify } from '@/lib/notify';

/** True for a usable PDF (spec 001 §5 "PDF download": of type pdf and non-empty). */
export function isPdfBlob(blob: Blob): boolean {
  return blob.size > 0 && /pdf/i.test(blob.type);
}

/**
 * Downloads a PDF from the API (`/api/…`) and saves it as `fileName`, with the spec's toasts
 * ('PDF downloaded successfully' / 'PDF download failed').
 */
export function usePdfDownload(url: string, fileName: string) {
  const [isDownloading, setDownloading] = useState(false);
  const download = useCallback(async () => {
    setDownloading(true);
    try {
      const blob = await apiBlob(url, { auth: 'none' });
      if (!isPdfBlob(blob)) throw new Error('not a pdf');
      const href = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = href;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      // Give the browser a moment to start the download before the URL is released.
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
      notify.success(contentMessages.pdf.downloaded);
    } catch {
      notify.error(contentMessages.pdf.failed);
    } finally {
      setDownloading(false);
    }
  }, [url, fileName]);
  return { download, isDownloading };
}
