import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../kernel/shell-context.ts';
import { ErrorState } from '../../../kernel/ui/ErrorState.tsx';
import { markRead, useConversation } from '../data/hooks.ts';
import { sendMessage } from '../data/send.ts';
import type { LocalConversation } from '../store/db.ts';
import { inputBlock } from './input-state.ts';
import { MessageInput } from './MessageInput.tsx';
import { MessageList } from './MessageList.tsx';
import { PartnerHeader } from './PartnerHeader.tsx';
import { KeyBanners, usePartner, usePartnerActions } from './partner.tsx';
import { PaneSkeleton } from './PaneSkeleton.tsx';

/**
 * The pane of one conversation (/{messages}/{conversationId}): partner header and menu, key
 * banners, the messages and the input. 'This conversation does not exist.' once the sync has
 * finished without it.
 */
export function ConversationPane({
  conversationId,
  myUserId,
  syncSettled,
}: {
  conversationId: string;
  myUserId: string;
  /** The first sync finished (or failed): a conversation missing now is unknown. */
  syncSettled: boolean;
}) {
  const { t } = useTranslation();
  const conversation = useConversation(conversationId);
  if (conversation === undefined || (conversation === null && !syncSettled)) return <PaneSkeleton />;
  if (conversation === null) {
    return (
      <section className="chat-pane chat-pane-message" data-testid="chat-not-found">
        <p className="alert alert-info" role="status">
          {t('chat.rules.notFound')}
        </p>
      </section>
    );
  }
  return <Conversation key={conversation.id} conversation={conversation} myUserId={myUserId} />;
}

function Conversation({ conversation, myUserId }: { conversation: LocalConversation; myUserId: string }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const partner = usePartner(conversation.userSlug, myUserId);
  const name = partner.profile?.attributes.display_name ?? conversation.name;
  const actions = usePartnerActions(partner, myUserId, name);
  const unread = conversation.unreadMessages;

  // Opening a conversation with unread messages marks them read (docs/CHAT.md "The app's rules"); so do new ones while it is open.
  // A hidden tab waits until the user comes back, so messages are not marked read unseen.
  useEffect(() => {
    if (unread <= 0) return;
    const read = () => {
      if (document.visibilityState === 'visible') void markRead(conversation.id).catch(() => undefined);
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [unread, conversation.id]);

  const block = inputBlock({
    self: conversation.userId === myUserId,
    partnerMissing: conversation.userId === null || partner.missing,
    blockedByYou: partner.profile ? partner.blockedByYou : conversation.blockedByCurrentUser,
    blockedYou: partner.profile ? partner.blockedYou : conversation.currentUserBlockedByUser,
    readOnly: conversation.readOnly,
  });

  return (
    <section className="chat-pane" aria-label={name} data-testid="chat-conversation">
      <PartnerHeader
        name={name}
        avatar={partner.profile?.attributes.avatar_thumbnail ?? conversation.avatar}
        profileHref={actions.profileHref}
        backHref={`/${locale}/${words.messages}`}
        menu={actions.menu}
        verified={partner.profile?.attributes.verified ?? conversation.verified ?? false}
      />
      {partner.error ? <ErrorState message={t('chat.conversation.partnerError')} onRetry={partner.retry} /> : null}
      {actions.blockFailed ? (
        <p className="alert alert-danger" role="alert">
          {t('block.error')}
        </p>
      ) : null}
      {block === null ? <KeyBanners name={name} partner={partner} userId={conversation.userId} /> : null}
      <MessageList conversationId={conversation.id} myUserId={myUserId} partnerName={name} />
      <MessageInput
        block={block}
        onSend={async (text) => {
          await sendMessage({ conversationId: conversation.id }, text);
        }}
      />
      {actions.dialogs}
    </section>
  );
}
