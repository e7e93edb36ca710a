import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../kernel/meta.ts';
import { Link } from '../../kernel/router.tsx';
import { useSession } from '../../kernel/session/session.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { collectionsQuery } from './api.ts';
import { CollectionCard, CollectionCardSkeletons } from './CollectionCard.tsx';
import { moduleEnabled } from '@tribune/domain';
import { exchangePath } from './exchange/paths.ts';
import { myNftsPath } from './paths.ts';
import { NftPagedList } from './NftPagedList.tsx';
import './nfts.css';

/** `{nfts}`: the NFT area, the showroom of every collection, page by page; a link to my NFTs for a signed-in fan. */
export default function ShowroomPage() {
  const { t } = useTranslation();
  const { locale, words, config, flags } = useShell();
  const session = useSession();
  const signedIn = session.status === 'signedIn' && session.user !== null;
  const query = useInfiniteQuery(collectionsQuery(locale));
  usePageMeta({ title: t('nfts.showroomTitle'), description: t('nfts.showroomDescription') });
  const collections = query.data?.pages.flatMap((p) => p.collections) ?? [];

  return (
    <div className="page page-wide nfts-page" data-testid="nfts-showroom">
      <div className="nfts-heading">
        <h1>{t('nfts.showroomTitle')}</h1>
        {signedIn ? (
          <Link className="button button-secondary" to={myNftsPath(locale, words)} data-testid="nfts-my-link">
            {t('nfts.myNftsTitle')}
          </Link>
        ) : null}
        {signedIn && moduleEnabled('nftTrading', config, flags) ? (
          <Link className="button button-secondary" to={exchangePath(locale, words)} data-testid="nfts-exchange-link">
            {t('nfts.trade.title')}
          </Link>
        ) : null}
      </div>
      <p className="muted">{t('nfts.showroomDescription')}</p>
      <NftPagedList
        query={query}
        size={collections.length}
        loading={<CollectionCardSkeletons />}
        empty={
          <div className="empty-state" data-testid="nfts-showroom-empty">
            <h2>{t('nfts.showroomEmptyTitle')}</h2>
            <p className="muted">{t('nfts.showroomEmptyText')}</p>
          </div>
        }
      >
        <div className="nft-collection-grid" data-testid="nft-collections">
          {collections.map((c, i) => (
            <CollectionCard key={c.id} collection={c} priority={i === 0} />
          ))}
        </div>
      </NftPagedList>
    </div>
  );
}
