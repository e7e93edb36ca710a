import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { apiErrorText } from '../../../kernel/api-answers.ts';
import { useSession } from '../../../kernel/session/session.ts';
import { BusyButton, FormError } from '../../../kernel/ui/FormBits.tsx';
import { NftCard } from '../NftCard.tsx';
import {
  deleteTradeRequest,
  tradeErrorCode,
  tradeKeys,
  tradeRequest,
  updateTradeRequest,
  type TradeRecords,
  type TradeRequest,
} from './api.ts';
import { useNftApproval } from './approval.ts';

/** One side of a request: its NFTs as small cards with their copies. */
function Side({
  label,
  items,
  records,
}: {
  label: string;
  items: TradeRequest['attributes']['offered'];
  records: TradeRecords;
}) {
  const { t } = useTranslation();
  return (
    <div className="trade-side">
      <h4>{label}</h4>
      <ul className="trade-items">
        {items.map((item) => {
          const nft = records.nfts[item.nft_id];
          return (
            <li key={item.nft_id}>
              {nft ? <NftCard nft={nft} records={records} size="sm" /> : null}
              <span>
                {nft?.attributes.name ?? item.nft_id} · {t('nfts.trade.copies', { count: item.amount })}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * A trade request (docs/NFTS.md "Trading" in the app): who offers what for what, its message, and
 * what the viewer may do: fulfil another fan's (with its own progress and error; a self-custody
 * wallet approves the community in the wallet frame first), change the message of or delete their own.
 */
export function RequestCard({ request, records }: { request: TradeRequest; records: TradeRecords }) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const approve = useNftApproval();
  const a = request.attributes;
  const owner = records.users[request.relationships.user.data.id];
  const mine = session.user?.id === request.relationships.user.data.id;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState(a.message ?? '');
  // One key per fulfil attempt of this card: a retry after a lost answer trades once.
  const key = useRef(crypto.randomUUID());
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['nfts'] });

  const fulfil = async () => {
    setBusy(true);
    setError(null);
    try {
      try {
        await tradeRequest(request.id, key.current);
      } catch (err) {
        if (tradeErrorCode(err) !== 'NFT_TRADE_APPROVAL_REQUIRED') throw err;
        await approve();
        await tradeRequest(request.id, key.current);
      }
      await refresh();
    } catch (err) {
      setError(apiErrorText(err) ?? t('nfts.trade.tradeError'));
      key.current = crypto.randomUUID();
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    // Deleting fails silently (it is logged): the list is read again either way.
    await deleteTradeRequest(request.id).catch(() => undefined);
    await refresh();
    setBusy(false);
  };
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await updateTradeRequest(request.id, message.trim() ? message.trim() : null);
      setEditing(false);
      await queryClient.invalidateQueries({ queryKey: tradeKeys.all });
    } catch (err) {
      setError(apiErrorText(err) ?? t('nfts.trade.updateError'));
    } finally {
      setBusy(false);
    }
  };

  const titleId = `trade-${request.id}-title`;
  return (
    <article className="trade-card" aria-labelledby={titleId} data-testid="trade-request" data-slug={a.slug}>
      <h3 id={titleId}>
        {mine
          ? t('nfts.trade.yourRequest')
          : t('nfts.trade.requestBy', { name: owner?.attributes.display_name ?? t('nfts.trade.someone') })}
      </h3>
      <p className="muted" data-testid="trade-status">
        {t(`nfts.trade.status.${a.status}`)}
      </p>
      <div className="trade-sides">
        <Side label={t('nfts.trade.offers')} items={a.offered} records={records} />
        <Side label={t('nfts.trade.wants')} items={a.wanted} records={records} />
      </div>
      {editing ? (
        <div className="trade-edit">
          <label htmlFor={`trade-${request.id}-message`}>{t('nfts.trade.message')}</label>
          <textarea
            id={`trade-${request.id}-message`}
            value={message}
            maxLength={500}
            onChange={(e) => setMessage(e.target.value)}
          />
          <BusyButton busy={busy} onClick={() => void save()} testId="trade-save">
            {t('nfts.trade.save')}
          </BusyButton>
          <button type="button" className="button button-secondary" onClick={() => setEditing(false)}>
            {t('nfts.trade.cancel')}
          </button>
        </div>
      ) : a.message ? (
        <p className="trade-message">{a.message}</p>
      ) : null}
      <FormError testId="trade-error">{error}</FormError>
      <div className="trade-actions">
        {a.status === 'open' && !mine ? (
          <BusyButton busy={busy} disabled={busy || !a.can_fulfil} onClick={() => void fulfil()} testId="trade-fulfil">
            {busy ? t('nfts.trade.trading') : t('nfts.trade.fulfil')}
          </BusyButton>
        ) : null}
        {a.status === 'open' && !mine && !a.can_fulfil ? <p className="muted">{t('nfts.trade.cannotFulfil')}</p> : null}
        {a.status === 'open' && mine && !editing ? (
          <>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setEditing(true)}
              data-testid="trade-edit"
            >
              {t('nfts.trade.edit')}
            </button>
            <BusyButton
              className="button button-secondary"
              busy={busy}
              onClick={() => void remove()}
              testId="trade-delete"
            >
              {t('nfts.trade.delete')}
            </BusyButton>
          </>
        ) : null}
      </div>
    </article>
  );
}
