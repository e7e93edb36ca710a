import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { InlineRetry } from '../../../kernel/ui/ErrorState.tsx';
import { HeadedSection } from '../../../kernel/ui/FormBits.tsx';
import { FanPicker } from '../kit/FanPicker.tsx';
import { ConfirmButton } from '../kit/ConfirmButton.tsx';
import { ConsoleSearch, ConsoleTable, type ConsoleColumn } from '../kit/ConsoleTable.tsx';
import { useIntentKey } from '../kit/useIntentKey.ts';
import { useListParams } from '../kit/useListParams.ts';
import {
  fansQuery,
  freezeCopies,
  holdersQuery,
  mediumQuery,
  mintNft,
  nftKeys,
  nftQuery,
  setRoyalty,
  type AdminHolder,
  type AdminNft,
} from './api.ts';
import { NftForm } from './nfts.tsx';

/** How long the holders are read again after a mint or a freeze: the indexer counts the move shortly after. */
const WATCH_MS = 30_000;

/**
 * An NFT's screen: new (its form), or the record's: its medium and its state, its form, minting
 * copies to a fan, its holders with freezing and unfreezing, its royalty. Every value-moving action
 * asks first and goes with an Idempotency-Key.
 */
export function NftScreen({ id }: { id?: string }) {
  const { t, i18n } = useTranslation('console');
  const found = useQuery({ ...nftQuery(id ?? ''), enabled: id !== undefined });
  const [watchUntil, setWatchUntil] = useState(0);
  if (id === undefined)
    return (
      <>
        <h1>{t('nfts.items.new')}</h1>
        <NftForm />
      </>
    );
  if (found.isPending) return <div className="skeleton console-skeleton-block" aria-busy="true" />;
  if (found.isError) return <InlineRetry message={t('nfts.loadFailed')} onRetry={() => void found.refetch()} />;
  const nft = found.data;
  const name = nft.attributes.name[i18n.language] ?? nft.attributes.name.en ?? nft.id;
  const watch = () => setWatchUntil(Date.now() + WATCH_MS);
  return (
    <div className="console-nft" data-testid="nft-screen">
      <h1>{name}</h1>
      <p className="muted" data-testid="nft-supply">
        {t('nfts.items.tokenIdIs', { id: nft.id })} ·{' '}
        {t('nfts.items.minted', { minted: nft.attributes.minted, amount: nft.attributes.amount })}
      </p>
      {nft.attributes.nft_medium_id ? <MediumState id={nft.attributes.nft_medium_id} /> : null}
      <HeadedSection headingId={`nft-edit-${nft.id}`} title={t('nfts.items.edit')} className="console-panel">
        <NftForm key={nft.id} record={nft} />
      </HeadedSection>
      <MintPanel nft={nft} name={name} onDone={watch} />
      <HoldersPanel nft={nft} name={name} watchUntil={watchUntil} onDone={watch} />
      <RoyaltyPanel nft={nft} name={name} />
    </div>
  );
}

/** The medium's state as the media module reports it (processing while a video is transcoded), and its preview. */
function MediumState({ id }: { id: string }) {
  const { t } = useTranslation('console');
  const medium = useQuery(mediumQuery(id));
  if (!medium.data) return null;
  const m = medium.data.attributes;
  return (
    <div className="console-nft-medium" data-testid="nft-medium">
      {m.thumbnail ? (
        <img className="console-medium-thumb" src={m.thumbnail} alt={t('nfts.medium.preview')} width={96} height={96} />
      ) : null}
      <p role="status" data-testid="nft-medium-status">
        {t(`nfts.medium.${m.media_type === 'video' ? 'video' : 'image'}`)} · {t(`nfts.medium.status.${m.status}`)}
      </p>
    </div>
  );
}

/** Mint copies to a fan picked by a search of the members. */
function MintPanel({ nft, name, onDone }: { nft: AdminNft; name: string; onDone: () => void }) {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const amountId = useId();
  const [fan, setFan] = useState<{ id: string; name: string } | null>(null);
  const [amount, setAmount] = useState('1');
  const count = Number(amount);
  const valid = Number.isInteger(count) && count > 0;
  const left = nft.attributes.amount - nft.attributes.minted;
  const run = useIntentKey(`${fan?.id}:${count}`);
  return (
    <HeadedSection
      headingId={`nft-mint-${nft.id}`}
      title={t('nfts.mint.title')}
      className="console-panel"
      testId="nft-mint"
    >
      <p className="muted">{t('nfts.mint.left', { count: left })}</p>
      <FanPicker
        query={fansQuery}
        chosen={fan?.id}
        onPick={(u) => setFan({ id: u.id, name: u.attributes.display_name })}
        detail={(u) => u.attributes.email ?? u.attributes.slug}
        texts={{ search: t('nfts.mint.search'), none: t('nfts.mint.noFans'), pick: t('nfts.mint.pick') }}
        name={`mint-fan-${nft.id}`}
        testId="mint-fan"
      />
      <div className="console-field">
        <label htmlFor={amountId}>{t('nfts.mint.amount')}</label>
        <input
          id={amountId}
          type="number"
          min={1}
          max={Math.max(1, left)}
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          data-testid="mint-amount"
        />
      </div>
      {fan && valid ? (
        <ConfirmButton
          label={t('nfts.mint.do', { count })}
          title={t('nfts.mint.confirm', { count, name, fan: fan.name })}
          text={t('nfts.mint.confirmText', { count, name, fan: fan.name })}
          confirmLabel={t('nfts.mint.do', { count })}
          className="button"
          testId="mint"
          onConfirm={async () => {
            await run((key) => mintNft(nft.id, fan.id, count, key));
            onDone();
            await queryClient.invalidateQueries({ queryKey: nftKeys.all });
          }}
        />
      ) : (
        <p className="muted">{t('nfts.mint.pickFirst')}</p>
      )}
    </HeadedSection>
  );
}

/** The NFT's holders as the indexer counts them; a fan's copies frozen or unfrozen. */
function HoldersPanel({
  nft,
  name,
  watchUntil,
  onDone,
}: {
  nft: AdminNft;
  name: string;
  watchUntil: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('console');
  const { values, page, set } = useListParams({ holder: '' });
  const list = useQuery({
    ...holdersQuery(nft.id, { search: values.holder, page }),
    refetchInterval: () => (Date.now() < watchUntil ? 1500 : false),
  });
  const columns: ConsoleColumn<AdminHolder>[] = [
    {
      key: 'holder',
      header: t('nfts.holders.holder'),
      cell: (h) => (
        <span className="console-member">
          {h.attributes.user ? h.attributes.user.display_name : t('nfts.holders.outside')}
          <span className="muted console-address">{h.attributes.address}</span>
        </span>
      ),
    },
    { key: 'copies', header: t('nfts.holders.copies'), cell: (h) => h.attributes.balance },
    { key: 'frozen', header: t('nfts.holders.frozen'), cell: (h) => h.attributes.frozen },
    {
      key: 'actions',
      header: t('nfts.holders.actions'),
      cell: (h) =>
        h.attributes.user ? (
          <FreezeActions nft={nft} name={name} holder={h} onDone={onDone} />
        ) : (
          <span className="muted">{t('nfts.holders.noUser')}</span>
        ),
    },
  ];
  return (
    <HeadedSection headingId={`nft-holders-${nft.id}`} title={t('nfts.holders.title')} className="console-panel">
      <ConsoleTable
        caption={t('nfts.holders.title')}
        query={list}
        columns={columns}
        rowKey={(h) => h.id}
        page={page}
        onPage={(p) => set({ page: String(p) })}
        emptyText={values.holder ? t('nfts.holders.noneFound') : t('nfts.holders.none')}
        testId="holders-list"
        toolbar={
          <ConsoleSearch
            label={t('nfts.holders.search')}
            value={values.holder}
            onChange={(holder) => set({ holder })}
            testId="holders-search"
          />
        }
      />
    </HeadedSection>
  );
}

function FreezeActions({
  nft,
  name,
  holder,
  onDone,
}: {
  nft: AdminNft;
  name: string;
  holder: AdminHolder;
  onDone: () => void;
}) {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const amountId = useId();
  const user = holder.attributes.user!;
  const [amount, setAmount] = useState('1');
  const count = Number(amount);
  const valid = Number.isInteger(count) && count > 0;
  const run = useIntentKey(`${user.id}:${count}`);
  const act = (direction: 'freeze' | 'unfreeze') => async () => {
    await run((key) => freezeCopies(nft.id, direction, user.id, count, key));
    onDone();
    await queryClient.invalidateQueries({ queryKey: nftKeys.all });
  };
  const vars = { count, name, fan: user.display_name };
  return (
    <span className="console-actions">
      <span className="console-field console-field-inline">
        <label htmlFor={amountId}>{t('nfts.holders.amount')}</label>
        <input
          id={amountId}
          type="number"
          min={1}
          max={holder.attributes.balance}
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          data-testid={`freeze-amount-${user.id}`}
        />
      </span>
      {valid ? (
        <>
          <ConfirmButton
            label={t('nfts.holders.freeze')}
            title={t('nfts.holders.confirmFreeze', vars)}
            text={t('nfts.holders.confirmFreezeText', vars)}
            confirmLabel={t('nfts.holders.freeze')}
            destructive
            testId={`freeze-${user.id}`}
            onConfirm={act('freeze')}
          />
          {holder.attributes.frozen > 0 ? (
            <ConfirmButton
              label={t('nfts.holders.unfreeze')}
              title={t('nfts.holders.confirmUnfreeze', vars)}
              text={t('nfts.holders.confirmUnfreezeText', vars)}
              confirmLabel={t('nfts.holders.unfreeze')}
              testId={`unfreeze-${user.id}`}
              onConfirm={act('unfreeze')}
            />
          ) : null}
        </>
      ) : null}
    </span>
  );
}

/** The NFT's royalty (ERC-2981): its receiver and fee, in percent of a sale's price. */
function RoyaltyPanel({ nft, name }: { nft: AdminNft; name: string }) {
  const { t } = useTranslation('console');
  const receiverId = useId();
  const feeId = useId();
  const [receiver, setReceiver] = useState('');
  const [fee, setFee] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const percent = Number(fee.replace(',', '.'));
  const bps = Math.round(percent * 100);
  const valid = /^0x[0-9a-fA-F]{40}$/.test(receiver.trim()) && fee.trim() !== '' && percent >= 0 && percent <= 100;
  const run = useIntentKey(`${receiver.trim()}:${bps}`);
  return (
    <HeadedSection
      headingId={`nft-royalty-${nft.id}`}
      title={t('nfts.royalty.title')}
      className="console-panel"
      testId="nft-royalty"
    >
      <div className="console-field">
        <label htmlFor={receiverId}>{t('nfts.royalty.receiver')}</label>
        <input
          id={receiverId}
          type="text"
          maxLength={42}
          value={receiver}
          spellCheck={false}
          onChange={(e) => setReceiver(e.currentTarget.value)}
          data-testid="royalty-receiver"
        />
      </div>
      <div className="console-field">
        <label htmlFor={feeId}>{t('nfts.royalty.fee')}</label>
        <input
          id={feeId}
          type="text"
          inputMode="decimal"
          value={fee}
          onChange={(e) => setFee(e.currentTarget.value)}
          data-testid="royalty-fee"
        />
      </div>
      {valid ? (
        <ConfirmButton
          label={t('nfts.royalty.do')}
          title={t('nfts.royalty.confirm', { name })}
          text={t('nfts.royalty.confirmText', { name, percent: bps / 100, receiver: receiver.trim() })}
          confirmLabel={t('nfts.royalty.do')}
          className="button"
          testId="royalty"
          onConfirm={async () => {
            await run((key) => setRoyalty(nft.id, receiver.trim(), bps, key));
            setDone(t('nfts.royalty.done', { percent: bps / 100 }));
          }}
        />
      ) : (
        <p className="muted">{t('nfts.royalty.hint')}</p>
      )}
      {done ? (
        <p role="status" data-testid="royalty-done">
          {done}
        </p>
      ) : null}
    </HeadedSection>
  );
}
