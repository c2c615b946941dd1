// Session texts, on their own so the guards (first download) need not load every area's texts.
import { AccountMessage } from '@bidxi/protocol';
import { translatable } from '@/lib/messages/translate';

export const sessionMessages = translatable(
  {
    expired: 'Session expired. Please log in again.',
    loggedOut: 'You have been logged out',
    /** A ban ended the session (403 USER_BANNED on the next call). */
    suspended: AccountMessage.SUSPENDED,
  } as const,
  'session',
);
