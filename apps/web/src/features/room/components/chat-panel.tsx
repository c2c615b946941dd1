import { useTranslation } from 'react-i18next';
import type { Ack, ChatMessageView } from '@bidxi/protocol';
import { SendHorizontal } from 'lucide-react';
import { clsx } from 'clsx';
import { memo, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { IconButton } from '@/components/ui/button';
import { formatIndiaClock } from '@/lib/india-time';
import { commonMessages } from '@/lib/messages/common';
import { roomMessages } from '@/lib/messages/room';
import { notify } from '@/lib/notify';
import { useRoomContext, useRoomSelector } from '../room-context';

/** Room chat with sender names; a message is 2–300 characters and not blank (spec 001 §5 "Chat"). */
export const ChatPanel = memo(function ChatPanel() {
  const { socket, myUserId, isReadOnly = false } = useRoomContext();
  const chat = useRoomSelector((s) => s.room?.chat);
  const isConnected = useRoomSelector((s) => s.connection === 'connected');
  const [text, setText] = useState('');
  const [isSending, setSending] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const inputId = useId();
  const { t } = useTranslation('room');

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [chat?.length]);

  const send = (e: FormEvent) => {
    e.preventDefault();
    const message = text.trim();
    if (message.length < 2) {
      notify.error(roomMessages.room.chatTooShort);
      return;
    }
    if (!socket || isSending) return;
    setSending(true);
    socket.emit('sendChatMessage', { message }, (ack: Ack<unknown>) => {
      setSending(false);
      if (ack?.success) setText('');
      else notify.error(ack?.error?.message ?? commonMessages.someError);
    });
  };

  return (
    <div className="flex h-full min-h-64 flex-col" data-testid="chat-panel">
      <ol
        ref={listRef}
        className="relative flex-1 space-y-2 overflow-y-auto px-4 py-3"
        aria-label={t('chat.messages')}
      >
        {(chat ?? []).length === 0 ? (
          <li className="py-6 text-center text-sm text-night-200">{t('chat.empty')}</li>
        ) : (
          (chat ?? []).map((m) => (
            <ChatLine key={m.id} message={m} isMine={m.userId === myUserId} />
          ))
        )}
      </ol>
      {isReadOnly ? null : (
        <form
          onSubmit={send}
          className="flex items-center gap-2 border-t border-night-700 px-3 py-2"
        >
          <label htmlFor={inputId} className="sr-only">
            {t('chat.message')}
          </label>
          <input
            id={inputId}
            value={text}
            maxLength={300}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('chat.placeholder')}
            autoComplete="off"
            enterKeyHint="send"
            className="min-h-11 min-w-0 flex-1 rounded-full border border-night-600 bg-night-800 px-4 text-base text-white placeholder:text-night-400 focus:border-gold-400 focus:outline-none"
          />
          <IconButton
            label={t('chat.send')}
            type="submit"
            disabled={!isConnected || isSending}
            className="bg-gold-500 text-night-950 hover:bg-gold-400 disabled:opacity-45"
          >
            <SendHorizontal aria-hidden className="size-5" />
          </IconButton>
        </form>
      )}
    </div>
  );
});

function ChatLine({ message, isMine }: { message: ChatMessageView; isMine: boolean }) {
  const { t } = useTranslation('room');
  return (
    <li className={clsx('flex flex-col', isMine ? 'items-end' : 'items-start')}>
      <span className="px-1 text-xs text-night-200">
        <strong className="font-semibold text-gold-300">
          {isMine ? t('you') : message.username}
        </strong>{' '}
        · {formatIndiaClock(message.timestamp)}
      </span>
      <span
        className={clsx(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words',
          isMine
            ? 'rounded-tr-sm bg-gold-500 text-night-950'
            : 'rounded-tl-sm bg-night-800 text-white',
        )}
      >
        {message.message}
      </span>
    </li>
  );
}
