import { useState } from 'react';
import { useNavigate } from '../../kernel/router.tsx';
import { useTranslation } from 'react-i18next';
import { chatEncryptionEnabled } from '@tribune/domain';
import { usePageMeta } from '../../kernel/meta.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';
import { useSession } from '../../kernel/session/session.ts';
import KeyStatusBar from './keys/KeyStatusBar.tsx';
import { useConversations } from './data/hooks.ts';
import { chatPathForUser } from './data/open-chat.ts';
import { refreshChat, useChatSession } from './data/session.ts';
import { ChatHeader } from './ChatHeader.tsx';
import { ConversationList } from './ui/ConversationList.tsx';
import { ConversationPane } from './ui/ConversationPane.tsx';
import { MessageSearch } from './ui/MessageSearch.tsx';
import { NewConversationPane } from './ui/NewConversationPane.tsx';
import { PaneSkeleton } from './ui/PaneSkeleton.tsx';
import { UserSearchPanel } from './ui/UserSearchPanel.tsx';
import './chat.css';

/**
 * The chat screens (routes messages, messagesConversation, messagesNew): the conversation list
 * beside the active pane on wide screens, one of them at a time on phones.
 */
export default function ChatPage() {
  const { t } = useTranslation();
  const { locale, words, config, flags, routeName, params } = useShell();
  const navigate = useNavigate();
  const user = useSession().user;
  const chat = useChatSession();
  const conversations = useConversations();
  const [searchOpen, setSearchOpen] = useState(false);
  usePageMeta({ title: t('chat.title'), noCrawl: true });

  const e2e = chatEncryptionEnabled(config, flags);
  const base = `/${locale}/${words.messages}`;
  const conversationId = routeName === 'messagesConversation' ? (params.conversationId ?? null) : null;
  const userSlug = routeName === 'messagesNew' ? (params.userSlug ?? null) : null;
  const view = conversationId || userSlug ? 'pane' : 'list';
  const syncSettled = chat.sync === 'synced' || chat.sync === 'error';
  if (!user) return <PaneSkeleton />;

  let list;
  if (conversations === undefined || (conversations.length === 0 && !syncSettled)) {
    list = <PaneSkeleton />;
  } else if (conversations.length === 0 && chat.sync === 'error') {
    list = <ErrorState message={t('chat.loadError')} onRetry={() => void refreshChat().catch(() => undefined)} />;
  } else if (conversations.length === 0) {
    list = (
      <div className="chat-empty" data-testid="chat-empty">
        <p className="chat-empty-title">{t('chat.empty.title')}</p>
        <p className="muted">{t('chat.empty.text')}</p>
        <button type="button" className="button" onClick={() => setSearchOpen(true)}>
          {t('chat.empty.action')}
        </button>
      </div>
    );
  } else {
    list = <ConversationList conversations={conversations} activeId={conversationId} basePath={base} />;
  }

  let pane;
  if (conversationId) {
    pane = <ConversationPane conversationId={conversationId} myUserId={user.id} syncSettled={syncSettled} />;
  } else if (userSlug) {
    pane = <NewConversationPane key={userSlug} userSlug={userSlug} myUserId={user.id} />;
  } else {
    pane = (
      <section className="chat-pane chat-pane-message">
        <p className="muted">{t('chat.selectConversation')}</p>
      </section>
    );
  }

  return (
    <div className="chat" data-view={view} data-testid="chat-page">
      {e2e ? <KeyStatusBar /> : null}
      <ChatHeader
        session={chat}
        settingsHref={e2e ? `${base}/${words.settings}` : null}
        onNewMessage={() => setSearchOpen(true)}
      />
      <div className="chat-body">
        <nav className="chat-sidebar" aria-label={t('chat.list.label')}>
          <MessageSearch onOpen={(id) => void navigate(`${base}/${encodeURIComponent(id)}`)} />
          {list}
        </nav>
        <div className="chat-main">{pane}</div>
      </div>
      <UserSearchPanel
        open={searchOpen}
        onClose={() => setSearchOpen(false)}
        onSelect={(picked) => {
          setSearchOpen(false);
          void chatPathForUser({ id: picked.id, slug: picked.slug }, locale, words.messages).then((path) =>
            navigate(path),
          );
        }}
      />
    </div>
  );
}
