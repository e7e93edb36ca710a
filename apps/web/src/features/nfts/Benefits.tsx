import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../kernel/api-answers.ts';
import { Link } from '../../kernel/router.tsx';
import { useLoginHerePath } from '../../kernel/session/viewer.ts';
import { HeadedSection } from '../../kernel/ui/FormBits.tsx';
import { isAlreadyRedeemed, redeemBenefit, type NftBenefit } from './api.ts';

/**
 * An NFT's benefits: each one's title and text; a holder redeems one once and then reads its
 * code or instructions (`secret`, revealed only to them); a guest is asked to sign in.
 */
export function Benefits({
  benefits,
  signedIn,
  holder,
  onRedeemed,
  onStale,
}: {
  benefits: NftBenefit[];
  signedIn: boolean;
  /** Whether the viewer holds a copy (only holders redeem). */
  holder: boolean;
  /** The redeemed benefit as the server answered it (with its secret). */
  onRedeemed: (benefit: NftBenefit) => void;
  /** The server says it was redeemed already: the NFT is read again. */
  onStale: () => void;
}) {
  const { t } = useTranslation();
  if (benefits.length === 0) return null;
  return (
    <HeadedSection
      className="nft-benefits"
      headingId="nft-benefits-heading"
      testId="nft-benefits"
      title={t('nfts.benefitsTitle')}
    >
      {!holder ? (
        <p className="muted" data-testid="nft-benefits-hint">
          {signedIn ? t('nfts.benefitsHoldToRedeem') : <SignInToRedeem />}
        </p>
      ) : null}
      <ul className="nft-benefit-list">
        {benefits.map((b) => (
          <li key={b.id}>
            <Benefit benefit={b} holder={holder} onRedeemed={onRedeemed} onStale={onStale} />
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

function SignInToRedeem() {
  const { t } = useTranslation();
  return <Link to={useLoginHerePath()}>{t('nfts.benefitsSignIn')}</Link>;
}

function Benefit({
  benefit,
  holder,
  onRedeemed,
  onStale,
}: {
  benefit: NftBenefit;
  holder: boolean;
  onRedeemed: (benefit: NftBenefit) => void;
  onStale: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per benefit shown: a retry after a lost answer redeems once.
  const [key] = useState(() => crypto.randomUUID());
  const a = benefit.attributes;

  const redeem = async () => {
    setBusy(true);
    setError(null);
    try {
      onRedeemed(await redeemBenefit(benefit.id, key));
    } catch (e) {
      if (isAlreadyRedeemed(e)) onStale();
      else setError(apiErrorText(e) ?? t('nfts.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="nft-benefit" data-testid="nft-benefit" data-redeemed={String(a.redeemed)}>
      <h3>{a.title}</h3>
      {a.description ? <p>{a.description}</p> : null}
      {a.redeemed ? (
        <div className="nft-benefit-secret" data-testid="nft-benefit-secret">
          <p className="nft-benefit-state">{t('nfts.benefitRedeemed')}</p>
          {a.secret ? <p className="nft-secret">{a.secret}</p> : null}
        </div>
      ) : holder ? (
        <button
          type="button"
          className="button"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void redeem()}
          data-testid="nft-benefit-redeem"
        >
          {busy ? t('nfts.redeeming') : t('nfts.redeem')}
        </button>
      ) : null}
      {error ? (
        <p className="field-error" role="alert" data-testid="nft-benefit-error">
          {error}
        </p>
      ) : null}
    </article>
  );
}
