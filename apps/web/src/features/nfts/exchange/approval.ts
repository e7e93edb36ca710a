import { useSession } from '../../../kernel/session/session.ts';
import { useWallet } from '../../wallet/index.ts';

/**
 * The approval step of a self-custody wallet (docs/WALLET.md "Signing"): the server answers 422
 * NFT_TRADE_APPROVAL_REQUIRED until the fan's wallet lets the club's admin wallet move its NFTs,
 * which the fan signs in the wallet frame (`setApprovalForAll(admin, true)` on CommunityNFT).
 */
export function useNftApproval(): () => Promise<void> {
  const session = useSession();
  const wallet = useWallet();
  return async () => {
    const user = session.user;
    if (!user?.admin_wallet_address || !user.nft_address) throw new Error('no wallet to approve');
    await wallet.signTransaction({
      contractName: 'nft',
      contractAddress: user.nft_address,
      functionName: 'setApprovalForAll',
      parameters: [user.admin_wallet_address, true],
    });
  };
}
