import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localePath } from '@tribune/domain';
import { apiErrorText } from '../../kernel/api-answers.ts';
import { Link } from '../../kernel/router.tsx';
import { useShell } from '../../kernel/shell-context.ts';
import { absoluteTime, relativeTime } from '../../kernel/time.ts';
import { HeadedSection } from '../../kernel/ui/FormBits.tsx';
import { PagedList } from '../../kernel/ui/PagedList.tsx';
import { nftMovesQuery, type MoveUser, type NftMove, type NftRecords } from './api.ts';
import { shortAddress } from './format.ts';

/** An NFT's provenance: every move (mint, gift, trade, transfer), newest first, page by page. */
export function Provenance({ nftId }: { nftId: string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const query = useInfiniteQuery(nftMovesQuery(nftId, locale));
  const moves = query.data?.pages.flatMap((p) => p.moves.map((move) => ({ move, records: p.records }))) ?? [];
  return (
    <HeadedSection
      className="nft-provenance"
      headingId="nft-provenance-heading"
      testId="nft-provenance"
      title={t('nfts.provenanceTitle')}
    >
      <PagedList
        query={query}
        size={moves.length}
        loading={
          <div aria-busy="true" data-testid="nft-provenance-skeleton">
            <span className="skeleton skeleton-line" />
            <span className="skeleton skeleton-line" />
          </div>
        }
        errorMessage={apiErrorText(query.error) ?? t('nfts.error')}
        keepItemsOnError
        empty={<p className="muted">{t('nfts.provenanceEmpty')}</p>}
        more={{
          wrapClassName: 'nfts-more',
          label: t('nfts.loadMore'),
          loadingLabel: t('nfts.loadingMore'),
          testId: 'nft-provenance-more',
        }}
        nextPageError="retry"
      >
        <ol className="nft-moves">
          {moves.map(({ move, records }) => (
            <MoveItem key={move.id} move={move} records={records} />
          ))}
        </ol>
      </PagedList>
    </HeadedSection>
  );
}

function MoveItem({ move, records }: { move: NftMove; records: NftRecords }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const a = move.attributes;
  const from = party(move.relationships.from_user.data?.id, a.from_address, records);
  const to = party(move.relationships.to_user.data?.id, a.to_address, records);
  return (
    <li className="nft-move" data-testid="nft-move" data-kind={a.kind}>
      <span className={`nft-move-kind nft-move-${a.kind}`}>{t(`nfts.moveKinds.${a.kind}`)}</span>{' '}
      <span className="nft-move-parties">
        {a.kind === 'mint' ? (
          <>
            {t('nfts.moveTo')} <Party party={to} />
          </>
        ) : (
          <>
            <Party party={from} /> <span aria-hidden="true">→</span>
            <span className="visually-hidden">{t('nfts.moveToHidden')}</span> <Party party={to} />
          </>
        )}
      </span>{' '}
      <span className="nft-move-amount">{t('nfts.moveAmount', { count: a.amount })}</span>{' '}
      <time className="muted" dateTime={a.at} title={absoluteTime(a.at, locale)}>
        {relativeTime(a.at, locale)}
      </time>
    </li>
  );
}

type MoveParty = { user: MoveUser } | { address: string | null };

function party(userId: string | undefined, address: string | null, records: NftRecords): MoveParty {
  const user = userId ? records.users[userId] : undefined;
  return user ? { user } : { address };
}

function Party({ party }: { party: MoveParty }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  if ('user' in party) {
    return (
      <Link to={localePath(locale, words.profiles, party.user.attributes.slug)}>
        {party.user.attributes.display_name}
      </Link>
    );
  }
  return party.address ? (
    <code className="nft-address" title={party.address}>
      {shortAddress(party.address)}
    </code>
  ) : (
    <span>{t('nfts.unknownParty')}</span>
  );
}
