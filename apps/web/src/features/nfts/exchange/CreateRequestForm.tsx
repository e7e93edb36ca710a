import { useId, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_NFT_SORT, DEFAULT_NFT_SORT_DIRECTION } from '@tribune/domain';
import { useViewerId } from '../../../kernel/session/viewer.ts';
import { useShell } from '../../../kernel/shell-context.ts';
import { BusyButton } from '../../../kernel/ui/FormBits.tsx';
import { collectionNftsQuery, collectionsQuery, myNftsQuery } from '../api.ts';
import { createTradeRequest, tradeErrorCode, tradeKeys } from './api.ts';
import { useNftApproval } from './approval.ts';

interface Pick {
  nft_id: string;
  name: string;
  amount: number;
}

/** A chosen side: its items with a remove button each. */
function Chosen({ items, onRemove, testId }: { items: Pick[]; onRemove: (id: string) => void; testId: string }) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className="muted">{t('nfts.trade.noneChosen')}</p>;
  return (
    <ul className="trade-chosen" data-testid={testId}>
      {items.map((i) => (
        <li key={i.nft_id}>
          {i.name} · {t('nfts.trade.copies', { count: i.amount })}{' '}
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => onRemove(i.nft_id)}
            aria-label={t('nfts.trade.remove', { name: i.name })}
          >
            {t('nfts.trade.removeShort')}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A picker: a select of NFTs, an amount and Add. */
function Picker(props: {
  label: string;
  options: Array<{ id: string; name: string; max?: number }>;
  onAdd: (pick: Pick) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState('');
  const [amount, setAmount] = useState(1);
  const option = props.options.find((o) => o.id === chosen);
  return (
    <div className="trade-picker">
      <label htmlFor={`${id}-nft`}>{props.label}</label>
      <select
        id={`${id}-nft`}
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
        data-testid={`${props.testId}-nft`}
      >
        <option value="">{t('nfts.trade.chooseNft')}</option>
        {props.options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.max !== undefined ? t('nfts.trade.optionWithCopies', { name: o.name, count: o.max }) : o.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-amount`}>{t('nfts.trade.amount')}</label>
      <input
        id={`${id}-amount`}
        type="number"
        min={1}
        max={option?.max ?? 1000}
        value={amount}
        onChange={(e) => setAmount(Math.max(1, Number(e.target.value) || 1))}
        data-testid={`${props.testId}-amount`}
      />
      <button
        type="button"
        className="button button-secondary"
        disabled={!option}
        onClick={() => {
          if (!option) return;
          props.onAdd({ nft_id: option.id, name: option.name, amount });
          setChosen('');
          setAmount(1);
        }}
        data-testid={`${props.testId}-add`}
      >
        {t('nfts.trade.add')}
      </button>
    </div>
  );
}

/**
 * Creating a trade request: NFTs to offer from the fan's own copies, NFTs wanted from a collection,
 * a message. A failure keeps everything typed and fails silently (it is logged), as the spec says.
 */
export function CreateRequestForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const viewer = useViewerId();
  const queryClient = useQueryClient();
  const approve = useNftApproval();
  const [offered, setOffered] = useState<Pick[]>([]);
  const [wanted, setWanted] = useState<Pick[]>([]);
  const [message, setMessage] = useState('');
  const [collection, setCollection] = useState('');
  const [busy, setBusy] = useState(false);
  const messageId = useId();
  const collectionId = useId();

  const mine = useInfiniteQuery(
    myNftsQuery(
      { sortBy: DEFAULT_NFT_SORT, sortDirection: DEFAULT_NFT_SORT_DIRECTION, frozenOrBurnt: false },
      locale,
      viewer,
    ),
  );
  const collections = useInfiniteQuery(collectionsQuery(locale));
  const firstCollection = collections.data?.pages[0]?.collections[0]?.id ?? '';
  const shown = collection || firstCollection;
  const inCollection = useInfiniteQuery({ ...collectionNftsQuery(shown, locale, viewer), enabled: shown !== '' });
  const own = (mine.data?.pages.flatMap((p) => p.nfts) ?? [])
    .map((n) => ({
      id: n.id,
      name: n.attributes.name,
      max: n.attributes.user_amount - n.attributes.user_frozen_amount,
    }))
    .filter((o) => o.max > 0 && !offered.some((p) => p.nft_id === o.id));
  const wantable = (inCollection.data?.pages.flatMap((p) => p.nfts) ?? [])
    .map((n) => ({ id: n.id, name: n.attributes.name }))
    .filter((o) => !wanted.some((p) => p.nft_id === o.id) && !offered.some((p) => p.nft_id === o.id));
  const add = (set: typeof setOffered) => (pick: Pick) => set((list) => [...list, pick]);
  const remove = (set: typeof setOffered) => (id: string) => set((list) => list.filter((i) => i.nft_id !== id));

  const submit = async () => {
    setBusy(true);
    const body = {
      offered: offered.map(({ nft_id, amount }) => ({ nft_id, amount })),
      wanted: wanted.map(({ nft_id, amount }) => ({ nft_id, amount })),
      ...(message.trim() ? { message: message.trim() } : {}),
    };
    try {
      try {
        await createTradeRequest(body);
      } catch (err) {
        if (tradeErrorCode(err) !== 'NFT_TRADE_APPROVAL_REQUIRED') throw err;
        await approve();
        await createTradeRequest(body);
      }
      setOffered([]);
      setWanted([]);
      setMessage('');
      await queryClient.invalidateQueries({ queryKey: tradeKeys.all });
      onCreated();
    } catch {
      // Fails silently (logged by the call): the form keeps the body for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="trade-form"
      aria-labelledby={`${messageId}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="trade-create"
    >
      <h2 id={`${messageId}-title`}>{t('nfts.trade.createTitle')}</h2>
      <fieldset>
        <legend>{t('nfts.trade.offerLegend')}</legend>
        <Picker label={t('nfts.trade.offerPick')} options={own} onAdd={add(setOffered)} testId="trade-offer" />
        <Chosen items={offered} onRemove={remove(setOffered)} testId="trade-offered" />
      </fieldset>
      <fieldset>
        <legend>{t('nfts.trade.wantLegend')}</legend>
        <label htmlFor={collectionId}>{t('nfts.trade.collection')}</label>
        <select
          id={collectionId}
          value={shown}
          onChange={(e) => setCollection(e.target.value)}
          data-testid="trade-collection"
        >
          {(collections.data?.pages.flatMap((p) => p.collections) ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.attributes.name}
            </option>
          ))}
        </select>
        <Picker label={t('nfts.trade.wantPick')} options={wantable} onAdd={add(setWanted)} testId="trade-want" />
        <Chosen items={wanted} onRemove={remove(setWanted)} testId="trade-wanted" />
      </fieldset>
      <label htmlFor={messageId}>{t('nfts.trade.messageOptional')}</label>
      <textarea id={messageId} value={message} maxLength={500} onChange={(e) => setMessage(e.target.value)} />
      <BusyButton
        type="submit"
        busy={busy}
        disabled={busy || offered.length === 0 || wanted.length === 0}
        testId="trade-create-submit"
      >
        {t('nfts.trade.create')}
      </BusyButton>
    </form>
  );
}
