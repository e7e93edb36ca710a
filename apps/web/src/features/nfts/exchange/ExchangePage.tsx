import { useRef, useState, type KeyboardEvent } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../kernel/api-answers.ts';
import { usePageMeta } from '../../../kernel/meta.ts';
import { useSession } from '../../../kernel/session/session.ts';
import { useViewerId } from '../../../kernel/session/viewer.ts';
import { useShell } from '../../../kernel/shell-context.ts';
import { BusyButton, FormError } from '../../../kernel/ui/FormBits.tsx';
import { NftBackLink } from '../NftBackLink.tsx';
import { NftsSkeleton } from '../NftCard.tsx';
import { NftPagedList } from '../NftPagedList.tsx';
import { nftsPath } from '../paths.ts';
import '../nfts.css';
import './exchange.css';
import {
  executeTradeGroup,
  tradeErrorCode,
  tradeGroupsQuery,
  tradeListQuery,
  type TradeGroup,
  type TradeListKind,
} from './api.ts';
import { useNftApproval } from './approval.ts';
import { CreateRequestForm } from './CreateRequestForm.tsx';
import { RequestCard } from './RequestCard.tsx';

const TABS = ['forMe', 'mine', 'fulfilled', 'groups'] as const;
type Tab = (typeof TABS)[number];

/** A list of requests: loading skeleton, empty state, error with retry, load more. */
function RequestList({ kind }: { kind: TradeListKind }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const session = useSession();
  const viewer = useViewerId();
  const query = useInfiniteQuery(tradeListQuery(kind, locale, viewer, session.user?.slug ?? ''));
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((p) => p.requests.map((request) => ({ request, records: p.records })));
  return (
    <NftPagedList
      query={query}
      size={items.length}
      loading={<NftsSkeleton layout="nfts-sm" />}
      empty={
        <div className="empty-state" data-testid={`trade-empty-${kind}`}>
          <p className="muted">{t(`nfts.trade.empty.${kind}`)}</p>
        </div>
      }
    >
      <div className="trade-list" data-testid={`trade-list-${kind}`}>
        {items.map(({ request, records }) => (
          <RequestCard key={request.id} request={request} records={records} />
        ))}
      </div>
    </NftPagedList>
  );
}

/** One trade group: its legs, and Execute for a member while it is open. */
function GroupCard({ group }: { group: TradeGroup }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const approve = useNftApproval();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = useRef(crypto.randomUUID());
  const a = group.attributes;
  const execute = async () => {
    setBusy(true);
    setError(null);
    try {
      try {
        await executeTradeGroup(group.id, key.current);
      } catch (err) {
        if (tradeErrorCode(err) !== 'NFT_TRADE_APPROVAL_REQUIRED') throw err;
        await approve();
        await executeTradeGroup(group.id, key.current);
      }
      await queryClient.invalidateQueries({ queryKey: ['nfts'] });
    } catch (err) {
      setError(apiErrorText(err) ?? t('nfts.trade.tradeError'));
      key.current = crypto.randomUUID();
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className="trade-card" aria-labelledby={`group-${group.id}`} data-testid="trade-group">
      <h3 id={`group-${group.id}`}>{t('nfts.trade.groupTitle', { count: a.trade_data.length })}</h3>
      <p className="muted">{t(`nfts.trade.groupStatus.${a.status}`)}</p>
      <ol className="trade-legs">
        {a.trade_data.map((leg, i) => (
          <li key={i}>{t('nfts.trade.leg', { nft: leg.nft_id, count: leg.amount })}</li>
        ))}
      </ol>
      <FormError>{error}</FormError>
      {a.status === 'open' ? (
        <BusyButton busy={busy} onClick={() => void execute()} testId="trade-group-execute">
          {busy ? t('nfts.trade.trading') : t('nfts.trade.execute')}
        </BusyButton>
      ) : null}
    </article>
  );
}

function Groups() {
  const { t } = useTranslation();
  const viewer = useViewerId();
  const query = useQuery(tradeGroupsQuery(viewer));
  if (query.isPending) return <NftsSkeleton layout="nfts-sm" />;
  if (query.isError) {
    return (
      <div className="empty-state" role="alert">
        <p>{apiErrorText(query.error) ?? t('nfts.error')}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {t('nfts.trade.retry')}
        </button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="empty-state" data-testid="trade-empty-groups">
        <p className="muted">{t('nfts.trade.empty.groups')}</p>
      </div>
    );
  }
  return (
    <div className="trade-list" data-testid="trade-list-groups">
      {query.data.map((g) => (
        <GroupCard key={g.id} group={g} />
      ))}
    </div>
  );
}

/** The help shown until the fan dismisses it (`nft_trading_help_seen`, a quiet profile update). */
function Help() {
  const { t } = useTranslation();
  const session = useSession();
  const [hidden, setHidden] = useState(false);
  if (hidden || !session.user || session.user.nft_trading_help_seen) return null;
  return (
    <section className="trade-help" aria-labelledby="trade-help-title" data-testid="trade-help">
      <h2 id="trade-help-title">{t('nfts.trade.helpTitle')}</h2>
      <p>{t('nfts.trade.helpText')}</p>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => {
          setHidden(true);
          void session.updateProfile({ nft_trading_help_seen: true }).catch(() => undefined);
        }}
        data-testid="trade-help-dismiss"
      >
        {t('nfts.trade.helpDismiss')}
      </button>
    </section>
  );
}

/**
 * `{exchange}` (protected, while trading is on; docs/NFTS.md "Trading"): the requests
 * addressed to the fan, their own, the fulfilled ones and the trade groups they are in, as tabs;
 * creating a request; the help until it is dismissed.
 */
export default function ExchangePage() {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const [tab, setTab] = useState<Tab>('forMe');
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  usePageMeta({ title: t('nfts.trade.title'), description: t('nfts.trade.description'), noCrawl: true });
  const onKey = (e: KeyboardEvent, i: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (i + step + TABS.length) % TABS.length;
    setTab(TABS[next]!);
    tabRefs.current[next]?.focus();
  };
  return (
    <div className="page page-wide nfts-page exchange-page" data-testid="exchange-page">
      <NftBackLink to={nftsPath(locale, words)} label={t('nfts.backToShowroom')} />
      <h1>{t('nfts.trade.title')}</h1>
      <p className="muted">{t('nfts.trade.description')}</p>
      <Help />
      <CreateRequestForm onCreated={() => setTab('mine')} />
      <div role="tablist" aria-label={t('nfts.trade.tabsLabel')} className="trade-tabs">
        {TABS.map((name, i) => (
          <button
            key={name}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`trade-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`trade-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className={tab === name ? 'trade-tab active' : 'trade-tab'}
            onClick={() => setTab(name)}
            onKeyDown={(e) => onKey(e, i)}
            data-testid={`trade-tab-${name}`}
          >
            {t(`nfts.trade.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`trade-panel-${tab}`} aria-labelledby={`trade-tab-${tab}`} tabIndex={0}>
        {tab === 'groups' ? <Groups /> : <RequestList kind={tab} />}
      </div>
    </div>
  );
}
