import { Link } from '../../kernel/router.tsx';
import './nfts.css';

/** The link back to a page's parent (docs/NFTS.md "Web": a collection goes back to the showroom, an NFT to its collection). */
export function NftBackLink({ to, label }: { to: string; label: string }) {
  return (
    <p className="nft-back-link">
      <Link to={to} data-testid="back-link">
        {label}
      </Link>
    </p>
  );
}
