import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '../../../kernel/router.tsx';
import { WALLET_CREATION_RELOAD_MS, WALLET_CREATION_SUCCESS_PARAM } from '@tribune/domain';
import { useSession } from '../../../kernel/session/session.ts';
import { sessionStore } from '../../../kernel/session/session-store.ts';
import { walletNetworkQuery } from '../queries.ts';
import { walletHookOutsideProviderError, type WalletCall } from './protocol.ts';
import { WalletCancelledError, type WalletRequest } from './types.ts';
import { SignedTransactionRecorder } from './record.ts';
import { rpc } from './chain.ts';
import { usesBrowserWallet } from '../browser-wallet/ethereum.ts';
import { PENDING_POLL_MS } from '../constants.ts';

export { WalletCancelledError, type WalletRequest };

/** What the app asks of the fan's own wallet (docs/WALLET.md "Signing"). */
export interface WalletApi {
  /** Opens `start-create-wallet`; resolves when the frame closes, rejects when the fan cancels. */
  createWallet(): Promise<void>;
  /** Signs and sends a contract call; resolves its hash, rejects on an error or when closed before completion. */
  signTransaction(call: WalletCall): Promise<{ hash: string }>;
  /** Grants (true) or revokes (false) the admin's operator right on the fan's tokens. */
  setOperator(shouldBe: boolean): Promise<void>;
  /** Removes the frame's wallet from this device (`logout` page). */
  logout(): Promise<void>;
}

const WalletContext = createContext<WalletApi | null>(null);

/** The fan's wallet; only inside `WalletProvider` (otherwise the error of docs/WALLET.md "Signing"). */
export function useWallet(): WalletApi {
  const value = useContext(WalletContext);
  if (!value) throw walletHookOutsideProviderError();
  return value;
}

const WalletModal = lazy(() => import('./WalletModal.tsx').then((m) => ({ default: m.WalletModal })));

type Settle = { hash: string } | undefined;

/**
 * Owns the one wallet modal of the app and the `useWallet()` API. A fan who linked a browser
 * wallet on this device signs in the extension instead of the frame. It also handles the return
 * with `?wallet-creation-success=true`: the parameter goes, the user reloads, and a hot-wallet
 * user's page reloads after 1000 ms.
 */
export function WalletProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const [request, setRequest] = useState<WalletRequest | null>(null);
  const requestRef = useRef<WalletRequest | null>(null);
  const nextId = useRef(0);
  const recorder = useRef(new SignedTransactionRecorder());
  const userRef = useRef(session.user);
  useEffect(() => {
    userRef.current = session.user;
  }, [session.user]);

  // Called when the open modal has gone: the next request (e.g. the NFT approval right after a
  // granted operator, whose modal closes 100 ms after its success) waits for it.
  const waiters = useRef<(() => void)[]>([]);
  const open = useCallback(async (input: Omit<WalletRequest, 'id' | 'resolve' | 'reject'>) => {
    while (requestRef.current) await new Promise<void>((r) => waiters.current.push(r));
    return new Promise<Settle>((resolve, reject) => {
      const next: WalletRequest = { ...input, id: ++nextId.current, resolve, reject };
      requestRef.current = next;
      setRequest(next);
    });
  }, []);

  const done = useCallback(() => {
    requestRef.current = null;
    setRequest(null);
    const waiting = waiters.current;
    waiters.current = [];
    waiting.forEach((w) => w());
  }, []);

  const viaBrowser = useCallback(
    async (call: WalletCall): Promise<{ hash: string }> => {
      const user = userRef.current;
      if (!user?.wallet_address) throw new Error('No wallet');
      const network = await queryClient.fetchQuery(walletNetworkQuery);
      if (!network) throw new Error('The chain is not available.');
      const { sendWithBrowserWallet } = await import('../browser-wallet/browser-wallet.ts');
      const hash = await sendWithBrowserWallet(user.wallet_address, network, call);
      await recorder.current.started(hash);
      await waitForReceipt(network.rpcUrl, hash);
      await recorder.current.completed(hash, queryClient, user.id);
      return { hash };
    },
    [queryClient],
  );

  const api = useMemo<WalletApi>(
    () => ({
      createWallet: async () => {
        await open({ page: 'start-create-wallet', titleKey: 'wallet.modal.setup', transaction: false });
      },
      signTransaction: async (call) => {
        if (usesBrowserWallet(userRef.current?.id ?? null)) return viaBrowser(call);
        const result = await open({
          page: 'transaction',
          titleKey: 'wallet.modal.transaction',
          call,
          transaction: true,
        });
        if (!result) throw new WalletCancelledError();
        return result;
      },
      setOperator: async (shouldBe) => {
        const user = userRef.current;
        const admin = user?.admin_wallet_address ?? null;
        if (usesBrowserWallet(user?.id ?? null)) {
          if (!admin || !user?.token_contract) throw new Error('No wallet');
          await viaBrowser({
            contractName: 'token',
            contractAddress: user.token_contract,
            functionName: shouldBe ? 'authorizeOperator' : 'revokeOperator',
            parameters: [admin],
          });
          return;
        }
        // The frame reads the token's address from `contract-address` (docs/WALLET.md "The frame").
        const token = user?.token_contract ?? null;
        await open({
          page: 'set-operator',
          titleKey: shouldBe ? 'wallet.modal.grant' : 'wallet.modal.revoke',
          call:
            admin && token
              ? {
                  contractName: 'token',
                  contractAddress: token,
                  functionName: shouldBe ? 'authorizeOperator' : 'revokeOperator',
                  parameters: [admin],
                }
              : undefined,
          adminAddress: admin,
          shouldBeOperator: shouldBe,
          transaction: false,
        });
      },
      logout: async () => {
        await open({ page: 'logout', titleKey: 'wallet.modal.manage', transaction: false });
      },
    }),
    [open, viaBrowser],
  );

  useWalletCreationReturn();

  return (
    <WalletContext.Provider value={api}>
      {children}
      {request ? (
        <Suspense fallback={null}>
          <WalletModal key={request.id} request={request} recorder={recorder.current} onDone={done} />
        </Suspense>
      ) : null}
    </WalletContext.Provider>
  );
}

/** Waits (up to about a minute) until our RPC has the receipt of `hash`. */
async function waitForReceipt(rpcUrl: string, hash: string): Promise<void> {
  for (let i = 0; i < 40; i += 1) {
    const receipt = await rpc(rpcUrl, 'eth_getTransactionReceipt', [hash]).catch(() => null);
    if (receipt && typeof receipt === 'object') {
      if ((receipt as { status?: unknown }).status === '0x0') throw new Error('Transaction Error');
      return;
    }
    await new Promise((r) => setTimeout(r, PENDING_POLL_MS));
  }
}

/** `?wallet-creation-success=true` on arrival: drop it, reload the user, reload a hot-wallet user's page. */
function useWalletCreationReturn(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const handled = useRef(false);
  const hasParam = new URLSearchParams(location.search).get(WALLET_CREATION_SUCCESS_PARAM) === 'true';
  useEffect(() => {
    if (!hasParam || handled.current) return;
    handled.current = true;
    const query = new URLSearchParams(location.search);
    query.delete(WALLET_CREATION_SUCCESS_PARAM);
    const search = query.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    void session
      .refreshUser()
      .catch(() => undefined)
      .then(() => {
        if (sessionStore.getSnapshot().user?.uses_hotwallet) {
          timer = setTimeout(() => window.location.reload(), WALLET_CREATION_RELOAD_MS);
        }
      });
    return () => {
      if (timer) clearTimeout(timer);
    };
  }, [hasParam, location, navigate, session]);
}
