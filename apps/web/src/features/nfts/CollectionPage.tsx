import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../kernel/api-answers.ts';
import { usePageMeta } from '../../kernel/meta.ts';
import { useViewerId } from '../../kernel/session/viewer.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';
import { NotFoundState } from '../../kernel/ui/NotFoundState.tsx';
import { collectionNftsQuery, collectionQuery, isNotFound, type NftCollection } from './api.ts';
import { NftBackLink } from './NftBackLink.tsx';
import { NftCard, NftsSkeleton } from './NftCard.tsx';
import { nftsPath } from './paths.ts';
import { NftPagedList } from './NftPagedList.tsx';
import './nfts.css';

/** `{nfts}/{showroom}/{slug}` (any translated slug): a collection and its NFTs, back to the showroom. */
export default function CollectionPage() {
  const { t } = useTranslation();
  const { params, locale, words } = useShell();
  const slug = params.slug ?? '';
  const query = useQuery(collectionQuery(slug, locale));
  const missing = isNotFound(query.error);
  usePageMeta(
    query.data
      ? {
          title: query.data.attributes.name,
          description: t('nfts.collectionDescription', { name: query.data.attributes.name }),
          image: query.data.attributes.cover_image,
        }
      : { title: missing ? t('nfts.collectionNotFoundTitle') : t('nfts.showroomTitle'), noCrawl: missing },
  );

  return (
    <div className="page page-wide nfts-page nft-collection-page" data-testid="nft-collection-page">
      <NftBackLink to={nftsPath(locale, words)} label={t('nfts.backToShowroom')} />
      {query.isPending ? (
        <>
          <span className="skeleton skeleton-title" aria-hidden="true" />
          <NftsSkeleton />
        </>
      ) : missing ? (
        <NotFoundState title={t('nfts.collectionNotFoundTitle')} text={t('nfts.collectionNotFoundText')} />
      ) : query.isError ? (
        <ErrorState message={apiErrorText(query.error) ?? t('nfts.error')} onRetry={() => void query.refetch()} />
      ) : (
        <CollectionView collection={query.data} />
      )}
    </div>
  );
}

function CollectionView({ collection }: { collection: NftCollection }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const viewer = useViewerId();
  const a = collection.attributes;
  const nfts = useInfiniteQuery(collectionNftsQuery(collection.id, locale, viewer));
  const items = nfts.data?.pages.flatMap((p) => p.nfts.map((nft) => ({ nft, records: p.records }))) ?? [];
  return (
    <>
      <header className="nft-collection-header">
        {a.cover_image ? (
          <img className="nft-collection-hero" src={a.cover_image} alt="" width="220" height="165" />
        ) : null}
        <div>
          <h1>{a.name}</h1>
          <p className="muted" data-testid="nft-collection-count">
            {t('nfts.nftsCount', { count: a.nfts_count })}
          </p>
        </div>
      </header>
      {a.description ? (
        <div className="prose nft-collection-description" dangerouslySetInnerHTML={{ __html: a.description }} />
      ) : null}
      <section aria-labelledby="nft-collection-nfts">
        <h2 id="nft-collection-nfts">{t('nfts.collectionNfts')}</h2>
        <NftPagedList
          query={nfts}
          size={items.length}
          loading={<NftsSkeleton />}
          empty={
            <p className="muted" data-testid="nft-collection-empty">
              {t('nfts.collectionEmpty')}
            </p>
          }
        >
          <div className="nft-grid nft-grid-nfts" data-testid="nft-list">
            {items.map(({ nft, records }, i) => (
              <NftCard key={nft.id} nft={nft} records={records} collection={collection} showCopies priority={i === 0} />
            ))}
          </div>
        </NftPagedList>
      </section>
      {a.contract_address ? (
        <p className="muted nft-contract">
          {t('nfts.contract')} <code className="nft-address">{a.contract_address}</code>
        </p>
      ) : null}
    </>
  );
}
