import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../kernel/shell-context.ts';
import type { LocalMessage } from '../store/db.ts';
import { loadOlderFromServer, useMessages } from '../data/hooks.ts';
import { buildTimeline, formatDivider, formatTime } from './timeline.ts';

/** Within this many pixels of the bottom the list follows new messages. */
const STICK_PX = 80;

/**
 * The messages of one conversation, oldest first: date dividers, timestamps after gaps, own and
 * partner bubbles. A sentinel at the top loads older messages (local pages of 100, then the server)
 * while keeping the scroll position; new messages scroll into view when the user is at the bottom.
 */
export function MessageList({
  conversationId,
  myUserId,
  partnerName,
}: {
  conversationId: string;
  myUserId: string;
  partnerName: string;
}) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const [pages, setPages] = useState(1);
  const { messages, hasOlderLocal } = useMessages(conversationId, pages);
  const [serverHasMore, setServerHasMore] = useState(true);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [sentinelVisible, setSentinelVisible] = useState(false);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const fromBottom = useRef(0);
  const edges = useRef<{ first: string | null; last: string | null }>({ first: null, last: null });

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setSentinelVisible(entries.some((e) => e.isIntersecting)), {
      root: scrollerRef.current,
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, []);

  // Older messages: the next local page first; the server once the device has no more.
  useEffect(() => {
    if (!sentinelVisible || loadingOlder || messages.length === 0) return;
    if (hasOlderLocal) {
      setPages((p) => p + 1);
      return;
    }
    if (!serverHasMore) return;
    setLoadingOlder(true);
    loadOlderFromServer(conversationId).then(
      (more) => {
        setServerHasMore(more);
        setLoadingOlder(false);
      },
      () => {
        // A failed page stops the automatic loading; the next visit tries again.
        setServerHasMore(false);
        setLoadingOlder(false);
      },
    );
  }, [sentinelVisible, loadingOlder, hasOlderLocal, serverHasMore, messages.length, conversationId]);

  useLayoutEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    const first = messages[0]?.id ?? null;
    const last = messages[messages.length - 1]?.id ?? null;
    const before = edges.current;
    edges.current = { first, last };
    const lastMessage = messages[messages.length - 1];
    if (
      before.last === null ||
      (last !== before.last && (fromBottom.current < STICK_PX || lastMessage?.senderId === myUserId))
    ) {
      el.scrollTop = el.scrollHeight;
    } else if (first !== before.first && last === before.last) {
      // Older messages were prepended: keep the same distance from the bottom.
      el.scrollTop = el.scrollHeight - el.clientHeight - fromBottom.current;
    }
    fromBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight;
  }, [messages, myUserId]);

  const now = new Date();
  const dayKey = now.toDateString();
  // Dividers depend on today; recomputed when the messages or the day change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const timeline = useMemo(() => buildTimeline(messages, new Date()), [messages, dayKey]);
  const words = { today: t('chat.day.today'), yesterday: t('chat.day.yesterday') };

  return (
    <div
      className="chat-messages"
      ref={scrollerRef}
      onScroll={(e) => {
        const el = e.currentTarget;
        fromBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight;
      }}
      tabIndex={0}
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={t('chat.conversation.log', { name: partnerName })}
      data-testid="chat-messages"
    >
      <div ref={sentinelRef} className="chat-sentinel" aria-hidden="true" />
      {loadingOlder ? <p className="chat-loading-older muted">{t('chat.conversation.loadingOlder')}</p> : null}
      {timeline.map((item) =>
        item.type === 'divider' ? (
          <div key={item.key} className="chat-divider" role="separator">
            <span>{formatDivider(item, locale, words)}</span>
          </div>
        ) : (
          <Bubble
            key={item.key}
            message={item.message}
            own={item.message.senderId === myUserId}
            showTime={item.showTime}
            locale={locale}
          />
        ),
      )}
    </div>
  );
}

function Bubble({
  message,
  own,
  showTime,
  locale,
}: {
  message: LocalMessage;
  own: boolean;
  showTime: boolean;
  locale: string;
}) {
  const { t } = useTranslation();
  const at = new Date(message.sentAt);
  let body;
  if (message.pending) body = <em className="chat-bubble-note">{t('chat.message.pending')}</em>;
  else if (message.failed) body = <em className="chat-bubble-note">{t('chat.message.failed')}</em>;
  else body = <span className="chat-bubble-text">{message.text}</span>;
  return (
    <div className={own ? 'chat-row own' : 'chat-row'} data-testid="chat-message">
      {showTime ? (
        <time className="chat-time" dateTime={at.toISOString()}>
          {formatTime(at, locale)}
        </time>
      ) : null}
      <div className="chat-bubble">
        <span className="visually-hidden">{own ? t('chat.message.you') : message.senderName}: </span>
        {body}
      </div>
    </div>
  );
}
