import { roomMessages } from '@/lib/messages/room';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { MessageCircle } from 'lucide-react';
import { memo } from 'react';
import { useRoomContext, useRoomSelector } from '../room-context';

/**
 * The room's chat in one line on the main view: the latest message and who sent it,
 * with the unread dot; a tap opens Chat. Not a live region: chat is not announced over the bidding.
 */
export const ChatTicker = memo(function ChatTicker() {
  const { store, myUserId } = useRoomContext();
  const last = useRoomSelector((s) => s.room?.chat.at(-1) ?? null);
  const hasUnread = useRoomSelector((s) => s.hasUnreadChat);
  const sender = last ? (last.userId === myUserId ? roomMessages.room.you : last.username) : null;
  const { t } = useTranslation('room');
  return (
    <button
      type="button"
      onClick={() => store.getState().openSheet('chat')}
      aria-haspopup="dialog"
      data-testid="chat-ticker"
      className="flex min-h-11 items-center gap-2 rounded-2xl border border-night-700 bg-night-900/80 px-3 text-left text-sm hover:border-gold-400"
    >
      <span className="relative shrink-0">
        <MessageCircle aria-hidden className="size-4 text-gold-300" />
        {hasUnread ? (
          <span
            aria-hidden
            className="absolute -top-1 -right-1 size-2 rounded-full bg-danger-600 ring-2 ring-night-900"
          />
        ) : null}
      </span>
      <span className={clsx('min-w-0 flex-1 truncate', last ? 'text-white' : 'text-night-200')}>
        {last ? (
          <>
            <strong className="font-semibold text-gold-300">{sender}:</strong> {last.message}
          </>
        ) : (
          t('chat.tickerEmpty')
        )}
      </span>
      {hasUnread ? <span className="sr-only">{t('tabs.unread')}</span> : null}
    </button>
  );
});
