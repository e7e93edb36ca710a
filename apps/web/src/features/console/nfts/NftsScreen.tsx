import { useTranslation } from 'react-i18next';
import { localePath } from '@tribune/domain';
import { Link } from '../../../kernel/router.tsx';
import { useShell } from '../../../kernel/shell-context.ts';
import { NotFoundPage } from '../../errors/index.ts';
import type { SectionProps } from '../sections.ts';
import { CollectionForm, CollectionsList } from './collections.tsx';
import { NftScreen } from './NftScreen.tsx';
import { NftsList } from './nfts.tsx';

/**
 * The NFT section (docs/NFTS.md "Admin routes", docs/CONSOLE.md): collections (`/admin/nfts`,
 * `/admin/nfts/collection/{id|new}`), NFTs (`/admin/nfts/items`, `/admin/nfts/nft/new`) and an
 * NFT's screen (`/admin/nfts/nft/{id}`: its form, medium, mints, holders with freezes, royalty).
 */
export default function NftsScreen({ screen, id }: SectionProps) {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  const onNfts = screen === 'items' || screen === 'nft';
  let body;
  if (!screen) body = <CollectionsList />;
  else if (screen === 'collection' && id) body = <CollectionForm id={id === 'new' ? undefined : id} />;
  else if (screen === 'items' && !id) body = <NftsList />;
  else if (screen === 'nft' && id) body = <NftScreen id={id === 'new' ? undefined : id} />;
  else return <NotFoundPage />;
  return (
    <div className="console-screen" data-testid="console-nfts">
      <nav className="console-tabs" aria-label={t('nfts.tabs')}>
        <Link
          to={localePath(locale, 'admin', 'nfts')}
          aria-current={!onNfts ? 'page' : undefined}
          data-testid="nfts-tab-collections"
        >
          {t('nfts.collections.title')}
        </Link>
        <Link
          to={localePath(locale, 'admin', 'nfts', 'items')}
          aria-current={onNfts ? 'page' : undefined}
          data-testid="nfts-tab-items"
        >
          {t('nfts.items.title')}
        </Link>
      </nav>
      {body}
    </div>
  );
}
