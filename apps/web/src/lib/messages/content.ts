// Content page and PDF download texts.
import { translatable } from '@/lib/messages/translate';

export const contentMessages = translatable({
  content: {
    // spec 001 §8 "Content pages".
    notFoundToast: 'No content found!',
    noContent: 'No content available',
    loadFailed: 'Could not load this page. Please try again.',
    saved: 'Content saved',
    saveFailed: 'Could not save the content. Please try again.',
  },
  pdf: { downloaded: 'PDF downloaded successfully', failed: 'PDF download failed' },
} as const);
