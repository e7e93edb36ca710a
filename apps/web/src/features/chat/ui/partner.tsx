import { Suspense, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@tribune/api-client';
import { chatEncryptionEnabled, nftGiftEntryShown } from '@tribune/domain';
import { useShell } from '../../../kernel/shell-context.ts';
import { GiftNftDialog } from '../../nfts/index.ts';
import { useWallet } from '../../wallet/index.ts';
import { BlockDialog, profileQuery, useToggleBlock, type PublicProfile } from '../../profiles/index.ts';
import SafetyNumberDialog from '../keys/SafetyNumberDialog.tsx';
import { acknowledgePartnerKey, usePartnerKey, type PartnerKeyState } from '../data/partner.ts';
import type { MenuEntry } from './PartnerHeader.tsx';

/** What the chat panes know about the partner: the profile (by slug) and, with e2e on, their key. */
export interface PartnerInfo {
  /** The profile as the signed-in viewer gets it (with the id of their common conversation). */
  profile: PublicProfile | undefined;
  /** The profile is still loading. */
  loading: boolean;
  /** The profile answered 404/400: the user does not exist (any more) or is banned. */
  missing: boolean;
  /** The profile could not be loaded for another reason. */
  error: boolean;
  retry: () => void;
  /** Undefined while unknown or with e2e off. */
  key: PartnerKeyState | undefined;
  blockedByYou: boolean;
  blockedYou: boolean;
}

/** Loads the partner's profile and key state. */
export function usePartner(slug: string | null, viewerId: string): PartnerInfo {
  const { config, flags } = useShell();
  const e2e = chatEncryptionEnabled(config, flags);
  const query = useQuery({ ...profileQuery(slug ?? '', viewerId), enabled: slug !== null });
  const profile = query.data;
  const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  const key = usePartnerKey(e2e && profile ? profile.id : null, e2e && profile ? profile.attributes.uid : null);
  return {
    profile,
    loading: slug !== null && query.isPending,
    missing,
    error: query.isError && !missing,
    retry: () => void query.refetch(),
    key: e2e ? key : undefined,
    blockedByYou: profile?.attributes.blocked_by_current_user ?? false,
    blockedYou: profile?.attributes.current_user_blocked_by_user ?? false,
  };
}

/** The partner-key banners: a changed key (with an acknowledge button) and the no-key warning. */
export function KeyBanners({ name, partner, userId }: { name: string; partner: PartnerInfo; userId: string | null }) {
  const { t } = useTranslation();
  const key = partner.key;
  if (!key) return null;
  return (
    <div aria-live="polite">
      {key.keyChanged && key.publicKey && userId ? (
        <div className="alert alert-danger chat-banner" data-testid="chat-key-changed">
          <p>{t('chat.conversation.keyChanged', { name })}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void acknowledgePartnerKey(userId, key.publicKey ?? '')}
          >
            {t('chat.conversation.keyChangedAck')}
          </button>
        </div>
      ) : null}
      {!key.hasKey ? (
        <p className="alert alert-info chat-banner" data-testid="chat-no-key">
          {t('chat.conversation.noKey', { name })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The conversation menu's entries (View profile when unlocked, Block/Unblock unless self, Safety
 * number with e2e) and the dialogs they open.
 */
export function usePartnerActions(
  partner: PartnerInfo,
  viewerId: string,
  name: string,
): { menu: MenuEntry[]; profileHref: string | null; dialogs: ReactNode; blockFailed: boolean } {
  const { t } = useTranslation();
  const { locale, words, config, flags } = useShell();
  const [dialog, setDialog] = useState<'block' | 'safety' | 'gift' | null>(null);
  const wallet = useWallet();
  const profile = partner.profile;
  const slug = profile?.attributes.slug ?? '';
  const toggle = useToggleBlock(slug, viewerId);
  const isSelf = profile?.id === viewerId;
  const profileHref =
    profile && profile.attributes.status === 'unlocked'
      ? `/${locale}/${words.profiles}/${encodeURIComponent(profile.attributes.slug)}`
      : null;
  const menu: MenuEntry[] = [];
  if (profileHref) menu.push({ key: 'profile', label: t('chat.conversation.viewProfile'), href: profileHref });
  if (profile && !isSelf) {
    menu.push({
      key: 'block',
      label: partner.blockedByYou ? t('block.unblock') : t('block.block'),
      onSelect: () => setDialog('block'),
    });
  }
  // The gift entry (docs/NFTS.md "Gifting"): gifting on, someone else, no block, profile unlocked.
  const giftable =
    profile !== undefined &&
    nftGiftEntryShown(config, flags, viewerId, {
      id: profile.id,
      status: profile.attributes.status,
      blockedByViewer: partner.blockedByYou,
      blockedViewer: partner.blockedYou,
    });
  if (giftable) {
    menu.push({ key: 'gift', label: t('nfts.gift.menuEntry'), onSelect: () => setDialog('gift') });
  }
  if (partner.key?.publicKey && !isSelf) {
    menu.push({ key: 'safety', label: t('chat.conversation.safetyNumber'), onSelect: () => setDialog('safety') });
  }
  const dialogs = (
    <>
      {profile && !isSelf ? (
        <BlockDialog
          open={dialog === 'block'}
          blocked={partner.blockedByYou}
          name={name}
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            setDialog(null);
            toggle.mutate(profile.id);
          }}
        />
      ) : null}
      {giftable && dialog === 'gift' ? (
        <Suspense fallback={null}>
          <GiftNftDialog
            open
            onClose={() => setDialog(null)}
            approveNfts={async (nftAddress, admin) => {
              await wallet.signTransaction({
                contractName: 'nft',
                contractAddress: nftAddress,
                functionName: 'setApprovalForAll',
                parameters: [admin, true],
              });
            }}
            recipient={{
              slug: profile.attributes.slug,
              name,
              avatar: profile.attributes.avatar_thumbnail,
              verified: profile.attributes.verified,
            }}
          />
        </Suspense>
      ) : null}
      {partner.key?.publicKey ? (
        <SafetyNumberDialog
          open={dialog === 'safety'}
          onClose={() => setDialog(null)}
          partnerName={name}
          partnerPublicKey={partner.key.publicKey}
        />
      ) : null}
    </>
  );
  return { menu, profileHref, dialogs, blockFailed: toggle.isError };
}
