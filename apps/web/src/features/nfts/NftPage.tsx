import { lazy, Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { nftGiftingLimit, richTextPlain } from '@tribune/domain';
import { apiErrorText } from '../../kernel/api-answers.ts';
import { usePageMeta } from '../../kernel/meta.ts';
import { Link } from '../../kernel/router.tsx';
import { useSession } from '../../kernel/session/session.ts';
import { useViewerId } from '../../kernel/session/viewer.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';
import { NotFoundState } from '../../kernel/ui/NotFoundState.tsx';
import { collectionOf, isNotFound, mediumOf, nftQuery, type Nft, type NftBenefit, type NftRecords } from './api.ts';
import { Benefits } from './Benefits.tsx';
import { mediumImageUrl, nftCardBox } from './media.ts';
import { NftBackLink } from './NftBackLink.tsx';
import { NftPageMedia } from './NftMedia.tsx';
import { collectionSlugIn, nftCollectionPath } from './paths.ts';
import { Provenance } from './Provenance.tsx';
import { TransferNft } from './transfer/TransferNft.tsx';
import './nfts.css';

const GiftNftDialog = lazy(() => import('./gift/GiftNftDialog.tsx'));

/** The medium's placeholder while the NFT loads: the xl card's portrait box. */
const SKELETON_BOX = { width: nftCardBox('xl').width, height: nftCardBox('xl').height };

/**
 * `{nfts}/{showroom}/{slug}/{id}`: one NFT, its medium, rarity, supply, the viewer's copies, its
 * benefits (redeemed by holders) and its provenance; back to its collection. A hidden NFT is not found.
 */
export default function NftPage() {
  const { t } = useTranslation();
  const { params, locale, words } = useShell();
  const viewer = useViewerId();
  const id = params.id ?? '';
  const query = useQuery(nftQuery(id, locale, viewer));
  const queryClient = useQueryClient();
  const missing = isNotFound(query.error);
  const collection = query.data ? collectionOf(query.data.nft, query.data.records) : undefined;
  const backSlug = collection ? collectionSlugIn(collection, locale) : (params.slug ?? '');
  const medium = query.data ? mediumOf(query.data.nft, query.data.records) : undefined;
  usePageMeta(
    query.data
      ? {
          title: query.data.nft.attributes.name,
          description: query.data.nft.attributes.description
            ? richTextPlain(query.data.nft.attributes.description)
            : (collection?.attributes.name ?? null),
          image: medium && medium.attributes.media_type !== 'video' ? mediumImageUrl(medium.attributes) : null,
        }
      : { title: missing ? t('nfts.nftNotFoundTitle') : t('nfts.showroomTitle'), noCrawl: missing },
  );

  return (
    <div className="page page-wide nfts-page nft-page" data-testid="nft-page">
      <NftBackLink
        to={nftCollectionPath(locale, words, backSlug)}
        label={
          collection
            ? t('nfts.backToCollectionNamed', { name: collection.attributes.name })
            : t('nfts.backToCollection')
        }
      />
      {query.isPending ? (
        <div className="nft-detail" aria-busy="true" data-testid="nft-skeleton">
          <span className="skeleton nft-page-media" style={SKELETON_BOX} />
          <div>
            <span className="skeleton skeleton-title" />
            <span className="skeleton skeleton-line" />
            <span className="skeleton skeleton-line" />
          </div>
        </div>
      ) : missing ? (
        <NotFoundState title={t('nfts.nftNotFoundTitle')} text={t('nfts.nftNotFoundText')} />
      ) : query.isError ? (
        <ErrorState message={apiErrorText(query.error) ?? t('nfts.error')} onRetry={() => void query.refetch()} />
      ) : (
        <NftView
          nft={query.data.nft}
          records={query.data.records}
          onRedeemed={(benefit) =>
            queryClient.setQueryData(nftQuery(id, locale, viewer).queryKey, (old) =>
              old ? withBenefit(old, benefit) : old,
            )
          }
          onStale={() => void query.refetch()}
        />
      )}
    </div>
  );
}

/** The NFT's answer with one benefit replaced by the server's newer copy (a redeemed one with its secret). */
function withBenefit(data: { nft: Nft; records: NftRecords }, benefit: NftBenefit) {
  return { ...data, records: { ...data.records, benefits: { ...data.records.benefits, [benefit.id]: benefit } } };
}

function NftView({
  nft,
  records,
  onRedeemed,
  onStale,
}: {
  nft: Nft;
  records: NftRecords;
  onRedeemed: (benefit: NftBenefit) => void;
  onStale: () => void;
}) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const session = useSession();
  const signedIn = session.status === 'signedIn' && session.user !== null;
  const a = nft.attributes;
  const medium = mediumOf(nft, records);
  const collection = collectionOf(nft, records);
  const benefits = nft.relationships.nft_benefits.data.flatMap((ref) => {
    const benefit = records.benefits[ref.id];
    return benefit ? [benefit] : [];
  });
  return (
    <article className="nft-detail">
      <div className="nft-detail-media">
        <NftPageMedia nft={nft} medium={medium} box={nftCardBox('xl', medium?.attributes.dimensions)} />
      </div>
      <div className="nft-detail-body">
        <header>
          {collection ? (
            <p className="nft-detail-collection">
              <Link to={nftCollectionPath(locale, words, collectionSlugIn(collection, locale))}>
                {collection.attributes.name}
              </Link>
            </p>
          ) : null}
          <h1>{a.name}</h1>
          <p>
            <span className={`nft-rarity nft-rarity-${a.rarity}`} data-testid="nft-rarity">
              {t(`nfts.rarity.${a.rarity}`)}
            </span>
          </p>
        </header>
        <dl className="nft-facts">
          <div>
            <dt>{t('nfts.supply')}</dt>
            <dd data-testid="nft-supply">{t('nfts.supplyValue', { minted: a.minted, supply: a.amount })}</dd>
          </div>
          {signedIn ? (
            <div>
              <dt>{t('nfts.yourCopies')}</dt>
              <dd data-testid="nft-your-copies">
                {a.user_amount > 0 ? t('nfts.copies', { count: a.user_amount }) : t('nfts.noCopies')}
                {a.user_frozen_amount > 0 ? (
                  <span className="muted"> {t('nfts.frozenCopies', { count: a.user_frozen_amount })}</span>
                ) : null}
              </dd>
            </div>
          ) : null}
        </dl>
        {signedIn ? <GiftEntry nft={nft} /> : null}
        <TransferNft nft={nft} collection={collection} />
        {a.description ? (
          <div className="prose nft-description" dangerouslySetInnerHTML={{ __html: a.description }} />
        ) : null}
        <Benefits
          benefits={benefits}
          signedIn={signedIn}
          holder={a.user_amount > 0}
          onRedeemed={onRedeemed}
          onStale={onStale}
        />
        <Provenance nftId={nft.id} />
      </div>
    </article>
  );
}

/** "Send as a gift" on an NFT's page, for a holder with a movable duplicate while gifting is on. */
function GiftEntry({ nft }: { nft: Nft }) {
  const { t } = useTranslation();
  const { config, flags } = useShell();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const a = nft.attributes;
  // Self-custody fans approve the admin in the wallet frame first: they gift from the chat.
  if (session.user?.uses_hotwallet !== true) return null;
  if (nftGiftingLimit(config, flags) <= 0 || a.user_amount - a.user_frozen_amount < 2) return null;
  return (
    <>
      <p>
        <button type="button" className="button" onClick={() => setOpen(true)} data-testid="nft-gift-entry">
          {t('nfts.gift.pageEntry')}
        </button>
      </p>
      {open ? (
        <Suspense fallback={null}>
          <GiftNftDialog open onClose={() => setOpen(false)} nft={{ id: nft.id, name: a.name }} />
        </Suspense>
      ) : null}
    </>
  );
}
