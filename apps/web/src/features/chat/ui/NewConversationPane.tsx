import { useEffect } from 'react';
import { useNavigate } from '../../../kernel/router.tsx';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../kernel/shell-context.ts';
import { ErrorState } from '../../../kernel/ui/ErrorState.tsx';
import { useConversations } from '../data/hooks.ts';
import { sendMessage } from '../data/send.ts';
import { inputBlock } from './input-state.ts';
import { MessageInput } from './MessageInput.tsx';
import { PaneSkeleton } from './PaneSkeleton.tsx';
import { PartnerHeader } from './PartnerHeader.tsx';
import { KeyBanners, usePartner, usePartnerActions } from './partner.tsx';

/**
 * The new-conversation pane (/{messages}/new/{userSlug}): the partner and the input. The first
 * send creates the conversation and replaces the address with the conversation's (docs/CHAT.md "The app's rules"); a
 * conversation that exists already is opened instead.
 */
export function NewConversationPane({ userSlug, myUserId }: { userSlug: string; myUserId: string }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const navigate = useNavigate();
  const partner = usePartner(userSlug, myUserId);
  const conversations = useConversations();
  const profile = partner.profile;
  const base = `/${locale}/${words.messages}`;
  const existing =
    profile?.attributes.common_chat_conversation_id ??
    (profile ? conversations?.find((c) => c.userId === profile.id)?.id : undefined) ??
    null;

  useEffect(() => {
    if (existing) void navigate(`${base}/${encodeURIComponent(existing)}`, { replace: true });
  }, [existing, base, navigate]);

  const name = profile?.attributes.display_name ?? userSlug;
  const actions = usePartnerActions(partner, myUserId, name);
  if (partner.loading || existing) return <PaneSkeleton />;
  if (partner.error) return <ErrorState message={t('chat.conversation.partnerError')} onRetry={partner.retry} />;

  const block = inputBlock({
    self: profile?.id === myUserId,
    partnerMissing: partner.missing || !profile,
    blockedByYou: partner.blockedByYou,
    blockedYou: partner.blockedYou,
    readOnly: false,
  });

  return (
    <section
      className="chat-pane"
      aria-label={t('chat.newConversation.title', { name })}
      data-testid="chat-new-conversation"
    >
      <PartnerHeader
        name={partner.missing ? t('chat.newConversation.unknownUser') : name}
        avatar={profile?.attributes.avatar_thumbnail ?? null}
        profileHref={actions.profileHref}
        verified={profile?.attributes.verified ?? false}
        backHref={base}
        menu={actions.menu}
      />
      {block === null ? <KeyBanners name={name} partner={partner} userId={profile?.id ?? null} /> : null}
      <div className="chat-messages chat-messages-empty">
        <p className="muted">{t('chat.newConversation.text', { name })}</p>
      </div>
      <MessageInput
        block={block}
        onSend={async (text) => {
          if (!profile) return;
          const sent = await sendMessage(
            {
              recipient: {
                id: profile.id,
                slug: profile.attributes.slug,
                displayName: profile.attributes.display_name,
              },
            },
            text,
          );
          await navigate(`${base}/${encodeURIComponent(sent.conversationId)}`, { replace: true });
        }}
      />
      {actions.dialogs}
    </section>
  );
}
