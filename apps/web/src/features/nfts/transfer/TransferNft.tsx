import { useId, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../kernel/session/session.ts';
import { Dialog } from '../../../kernel/ui/Dialog.tsx';
import { FormError } from '../../../kernel/ui/FormBits.tsx';
import { useWallet, walletNetworkQuery } from '../../wallet/index.ts';
import { nftKeys, type Nft, type NftCollection } from '../api.ts';
import { isTargetAddress, shortTarget, transferAmount } from './address.ts';
import { runTransfer } from './flow.ts';
import { inProgress } from './state.ts';
import { transferStore, useTransferState } from './store.ts';
import './transfer.css';

/**
 * "Transfer" on an NFT's page for a holder with movable copies (docs/NFTS.md "Transfer out", web):
 * a dialog with the target address, the amount and the network, then the transfer's states
 * (requesting, signing in the wallet, submitting, waiting for the receipt) to succeeded or failed.
 */
export function TransferNft({ nft, collection }: { nft: Nft; collection: NftCollection | undefined }) {
  const { t } = useTranslation();
  const session = useSession();
  const movable = Math.max(0, nft.attributes.user_amount - nft.attributes.user_frozen_amount);
  const [open, setOpen] = useState(false);
  if (session.status !== 'signedIn' || !session.user || movable === 0) return null;
  return (
    <div className="nft-transfer">
      <button
        type="button"
        className="button button-secondary"
        data-testid="nft-transfer-open"
        onClick={() => {
          if (!inProgress(transferStore.get())) transferStore.dispatch({ type: 'reset' });
          setOpen(true);
        }}
      >
        {t('nfts.transfer.button')}
      </button>
      {open ? (
        <TransferDialog nft={nft} collection={collection} movable={movable} onClose={() => setOpen(false)} />
      ) : null}
    </div>
  );
}

function TransferDialog({
  nft,
  collection,
  movable,
  onClose,
}: {
  nft: Nft;
  collection: NftCollection | undefined;
  movable: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const session = useSession();
  const wallet = useWallet();
  const queryClient = useQueryClient();
  const network = useQuery(walletNetworkQuery);
  const state = useTransferState();
  const targetRef = useRef<HTMLInputElement>(null);
  const [target, setTarget] = useState('');
  const [amount, setAmount] = useState('1');
  const [errors, setErrors] = useState<{ target?: string; amount?: string }>({});
  // One key per submission: the same while the same transfer is retried after a lost answer.
  const key = useRef<{ basis: string; key: string } | null>(null);
  const mine = state.nftId === nft.id;
  const phase = mine ? state.phase : 'idle';
  const busy = mine && inProgress(state);
  const name = nft.attributes.name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const count = transferAmount(amount, movable);
    const next = {
      target: isTargetAddress(target) ? undefined : t('nfts.transfer.targetInvalid'),
      amount: count === null ? t('nfts.transfer.amountInvalid', { max: movable }) : undefined,
    };
    setErrors(next);
    if (next.target || next.amount || count === null) return;
    const user = session.user;
    if (!user) return;
    const basis = `${nft.id}|${count}|${target.trim().toLowerCase()}`;
    if (key.current?.basis !== basis) key.current = { basis, key: crypto.randomUUID() };
    const net = network.data ?? (await queryClient.fetchQuery(walletNetworkQuery).catch(() => null));
    await runTransfer({
      nftId: nft.id,
      amount: count,
      target: target.trim(),
      contract: collection?.attributes.contract_address || null,
      network: net ?? null,
      user,
      wallet,
      idempotencyKey: key.current.key,
      t: (k, vars) => String(t(k, vars as never)),
    });
    const ended = transferStore.get();
    if (ended.nftId === nft.id && ended.phase === 'succeeded') {
      key.current = null;
      await queryClient.invalidateQueries({ queryKey: nftKeys.all });
    }
  };

  const done = phase === 'succeeded';
  const failed = phase === 'failed';
  const statusText =
    phase === 'succeeded'
      ? state.pending
        ? t('nfts.transfer.pending')
        : t('nfts.transfer.states.succeeded', { nft: name, address: shortTarget(state.target ?? '') })
      : phase === 'idle' || phase === 'failed'
        ? null
        : t(`nfts.transfer.states.${phase}`);

  return (
    <Dialog
      open
      title={t('nfts.transfer.title')}
      onClose={busy ? undefined : onClose}
      initialFocus={targetRef}
      testId="nft-transfer-dialog"
      placement="bottom"
    >
      <form className="nft-transfer-form" noValidate onSubmit={(e) => void submit(e)}>
        <p>{t('nfts.transfer.intro', { nft: name })}</p>
        <p className="muted" id={`${id}-movable`}>
          {t('nfts.transfer.movable', { count: movable })}
        </p>
        <div className="field">
          <label htmlFor={`${id}-target`}>{t('nfts.transfer.targetLabel')}</label>
          <input
            ref={targetRef}
            id={`${id}-target`}
            type="text"
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            value={target}
            disabled={busy || done}
            aria-invalid={errors.target ? true : undefined}
            aria-describedby={errors.target ? `${id}-target-error` : `${id}-target-hint`}
            data-testid="nft-transfer-target"
            onChange={(e) => {
              setTarget(e.target.value);
              if (errors.target) setErrors((x) => ({ ...x, target: undefined }));
            }}
          />
          {errors.target ? (
            <p id={`${id}-target-error`} className="form-error" role="alert">
              {errors.target}
            </p>
          ) : (
            <p id={`${id}-target-hint`} className="field-hint muted">
              {t('nfts.transfer.targetHint')}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-amount`}>{t('nfts.transfer.amountLabel')}</label>
          <input
            id={`${id}-amount`}
            type="number"
            min={1}
            max={movable}
            step={1}
            inputMode="numeric"
            value={amount}
            disabled={busy || done}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={errors.amount ? `${id}-amount-error` : `${id}-movable`}
            data-testid="nft-transfer-amount"
            onChange={(e) => {
              setAmount(e.target.value);
              if (errors.amount) setErrors((x) => ({ ...x, amount: undefined }));
            }}
          />
          {errors.amount ? (
            <p id={`${id}-amount-error`} className="form-error" role="alert">
              {errors.amount}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={`${id}-network`}>{t('nfts.transfer.networkLabel')}</label>
          <select id={`${id}-network`} disabled={busy || done} data-testid="nft-transfer-network">
            {network.data ? <option value={String(network.data.chainId)}>{network.data.chainName}</option> : null}
          </select>
        </div>
        <p className="nft-transfer-status" role="status" aria-live="polite" data-testid="nft-transfer-status">
          {statusText}
        </p>
        {failed ? (
          <FormError testId="nft-transfer-error">
            {t('nfts.transfer.states.failed')} {state.message}
          </FormError>
        ) : null}
        <div className="dialog-footer">
          {done ? (
            <button type="button" className="button" onClick={onClose} data-testid="nft-transfer-close">
              {t('nfts.transfer.close')}
            </button>
          ) : (
            <>
              <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
                {t('nfts.transfer.cancel')}
              </button>
              <button
                type="submit"
                className="button"
                disabled={busy || !network.data}
                aria-busy={busy}
                data-testid="nft-transfer-submit"
              >
                {failed ? t('nfts.transfer.again') : t('nfts.transfer.submit')}
              </button>
            </>
          )}
        </div>
      </form>
    </Dialog>
  );
}
