import { useReducer, useState } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { chatEnabled, nftGiftingLimit } from '@tribune/domain';
import { useShell } from '../../../kernel/shell-context.ts';
import { useSession } from '../../../kernel/session/session.ts';
import { Avatar } from '../../../kernel/ui/Avatar.tsx';
import { Dialog } from '../../../kernel/ui/Dialog.tsx';
import { BusyButton } from '../../../kernel/ui/FormBits.tsx';
import { profileQuery, VerifiedBadge } from '../../profiles/index.ts';
import { mediumOf, nftKeys, type Nft, type NftRecords } from '../api.ts';
import { nftCardBox } from '../media.ts';
import { NftCardMedia } from '../NftMedia.tsx';
import { DEFAULT_TRADABLE_FILTERS, giftNft, needsApproval, tradableNftsQuery, type TradableFilters } from './api.ts';
import { giftReducer, initialGift, sendBlock, type GiftChoice, type GiftRecipient, type GiftState } from './machine.ts';
import { GridControls, NftGrid } from './NftGrid.tsx';
import { RecipientPicker } from './RecipientPicker.tsx';
import './gift.css';

/** What opens the dialog: its recipient when the opener knows it (the chat's partner), or its NFT (an NFT's page). */
export interface GiftNftDialogProps {
  open: boolean;
  onClose: () => void;
  recipient?: GiftRecipient | null;
  nft?: GiftChoice | null;
  /**
   * Has a self-custody fan approve the admin wallet for their NFTs in the wallet frame
   * (`setApprovalForAll(admin, true)`); given by an opener that has the wallet (the chat).
   * Without it such a fan's gift fails with the result's text.
   */
  approveNfts?: (nftAddress: string, admin: string) => Promise<void>;
}

/**
 * The Gift NFT dialog (docs/NFTS.md "Gifting"): large and centred, title 'Send NFT'. Select a
 * recipient and an NFT (a grid of the fan's movable duplicates, searched, ordered, loaded as it
 * scrolls), confirm ('You are about to gift …' with the NFT and the recipient's card, Back), then
 * the result. Close resets it. A self-custody fan approves the admin for their NFTs in the wallet
 * frame first, then the gift is sent.
 */
export default function GiftNftDialog({
  open,
  onClose,
  recipient = null,
  nft = null,
  approveNfts,
}: GiftNftDialogProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(giftReducer, null, () => initialGift(recipient, nft));
  const close = () => {
    dispatch({ type: 'reset', recipient, nft });
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} title={t('nfts.gift.title')} size="large" testId="gift-dialog">
      {open ? <GiftSteps state={state} dispatch={dispatch} onClose={close} approveNfts={approveNfts} /> : null}
    </Dialog>
  );
}

function GiftSteps({
  state,
  dispatch,
  onClose,
  approveNfts,
}: {
  state: GiftState;
  dispatch: (event: Parameters<typeof giftReducer>[1]) => void;
  onClose: () => void;
  approveNfts: GiftNftDialogProps['approveNfts'];
}) {
  const { t } = useTranslation();
  const { config, flags, locale } = useShell();
  const session = useSession();
  const user = session.user;
  const viewer = user?.id ?? null;
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<TradableFilters>(DEFAULT_TRADABLE_FILTERS);
  const list = useInfiniteQuery(tradableNftsQuery(filters, locale, viewer));
  const limit = nftGiftingLimit(config, flags);
  const meta = list.data?.pages[0]?.meta;
  const facts = meta ? { limit, today: meta.daily_nft_gift_count, hasDuplicates: meta.has_tradable_duplicates } : null;
  const block = sendBlock(state, facts);
  const chosen = findChosen(list.data?.pages, state.nft?.id ?? null);

  const send = async () => {
    if (!state.recipient || !state.nft) return;
    const key = crypto.randomUUID();
    dispatch({ type: 'send', key });
    try {
      try {
        await giftNft(state.nft.id, state.recipient.slug, key);
      } catch (err) {
        // "Confirm first grants approval for all, then sends."
        if (!needsApproval(err) || !approveNfts || !user?.nft_address || !user.admin_wallet_address) throw err;
        await approveNfts(user.nft_address, user.admin_wallet_address);
        await giftNft(state.nft.id, state.recipient.slug, key);
      }
      dispatch({ type: 'gifted', key });
    } catch {
      dispatch({ type: 'failed', key });
    } finally {
      await queryClient.invalidateQueries({ queryKey: nftKeys.all });
    }
  };

  if (state.step === 'result') {
    const vars = { nft: state.nft?.name ?? '', targetUser: state.recipient?.name ?? '' };
    return (
      <div className="gift-result">
        {state.status === 'gifted' ? (
          <p className="alert alert-success" role="status" data-testid="gift-success">
            {t('nfts.gift.success', vars)}
          </p>
        ) : (
          <p className="alert alert-danger" role="alert" data-testid="gift-failure">
            {t('nfts.gift.failure', vars)}
          </p>
        )}
        <div className="gift-actions">
          <button type="button" className="button" onClick={onClose} data-testid="gift-close">
            {t('nfts.gift.close')}
          </button>
        </div>
      </div>
    );
  }

  if (state.step === 'confirm' && state.recipient && state.nft) {
    return (
      <div className="gift-confirm">
        <p data-testid="gift-confirm-text">
          {t('nfts.gift.confirmText', { targetUser: state.recipient.name, giftedNft: state.nft.name })}
        </p>
        <div className="gift-confirm-cards">
          {chosen ? <ChosenNft nft={chosen.nft} records={chosen.records} /> : null}
          <RecipientCard recipient={state.recipient} viewer={viewer} />
        </div>
        <div className="gift-actions">
          <button
            type="button"
            className="button button-secondary"
            disabled={state.status === 'gifting'}
            onClick={() => dispatch({ type: 'back' })}
            data-testid="gift-back"
          >
            {t('nfts.gift.back')}
          </button>
          <BusyButton busy={state.status === 'gifting'} onClick={() => void send()} testId="gift-confirm">
            {state.status === 'gifting' ? t('nfts.gift.sending') : t('nfts.gift.confirm')}
          </BusyButton>
        </div>
      </div>
    );
  }

  return (
    <div className="gift-select">
      <RecipientPicker
        value={state.recipient}
        canSearch={chatEnabled(config, flags)}
        onPick={(r) => dispatch({ type: 'pickRecipient', recipient: r })}
        onClear={() => dispatch({ type: 'clearRecipient' })}
      />
      <GridControls filters={filters} onChange={setFilters} />
      <NftGrid
        data={list.data}
        error={list.error}
        pending={list.isPending}
        hasNextPage={list.hasNextPage}
        fetchingNext={list.isFetchingNextPage}
        fetchNext={() => void list.fetchNextPage()}
        retry={() => void list.refetch()}
        selected={state.nft?.id ?? null}
        onSelect={(nft) => dispatch({ type: 'pickNft', nft })}
      />
      <div className="gift-actions gift-actions-sticky">
        {block === 'limit' ? (
          <p className="gift-block" role="status" data-testid="gift-limit">
            {t('nfts.gift.limitReached', { limit })}
          </p>
        ) : block === 'noDuplicates' ? (
          <p className="gift-block" role="status" data-testid="gift-no-duplicates">
            {t('nfts.gift.noDuplicates')}
          </p>
        ) : null}
        <button
          type="button"
          className="button"
          disabled={block !== null}
          onClick={() => dispatch({ type: 'review' })}
          data-testid="gift-send"
        >
          {t('nfts.gift.send')}
        </button>
      </div>
    </div>
  );
}

/** The chosen NFT among the loaded pages, with the records it names. */
function findChosen(pages: Array<{ nfts: Nft[]; records: NftRecords }> | undefined, id: string | null) {
  if (!id || !pages) return undefined;
  for (const page of pages) {
    const nft = page.nfts.find((n) => n.id === id);
    if (nft) return { nft, records: page.records };
  }
  return undefined;
}

function ChosenNft({ nft, records }: { nft: Nft; records: NftRecords }) {
  const medium = mediumOf(nft, records);
  return (
    <figure className="gift-chosen-nft" data-testid="gift-chosen-nft">
      <NftCardMedia nft={nft} medium={medium} box={nftCardBox('lg', medium?.attributes.dimensions)} />
      <figcaption>{nft.attributes.name}</figcaption>
    </figure>
  );
}

/** The recipient's card: hero image, avatar, name and verified badge (from their profile once read). */
function RecipientCard({ recipient, viewer }: { recipient: GiftRecipient; viewer: string | null }) {
  const profile = useQuery(profileQuery(recipient.slug, viewer));
  const a = profile.data?.attributes;
  const hero = a?.hero_medium_image ?? null;
  const name = a?.display_name ?? recipient.name;
  const avatar = a?.avatar_thumbnail ?? recipient.avatar;
  const verified = a?.verified ?? recipient.verified;
  return (
    <div className="gift-recipient-card" data-testid="gift-recipient-card">
      <div className="gift-hero">{hero ? <img src={hero} alt="" /> : null}</div>
      <Avatar name={name} src={avatar} className="gift-card-avatar" size={64} />
      <p className="gift-card-name">
        {name}
        {verified ? <VerifiedBadge inline /> : null}
      </p>
    </div>
  );
}
