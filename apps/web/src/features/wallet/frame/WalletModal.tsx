import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  isNativeUserAgent,
  isWalletFrameMessage,
  WALLET_CLOSE_AFTER_SUCCESS_MS,
  WALLET_FRAME_INITIAL_HEIGHT,
  WALLET_FRAME_PATH,
  type WalletFrameMessage,
} from '@tribune/domain';
import { useShell } from '../../../kernel/shell-context.ts';
import { useSession } from '../../../kernel/session/session.ts';
import { readCredentials } from '../../../kernel/session/credentials.ts';
import { Dialog } from '../../../kernel/ui/Dialog.tsx';
import { nativeBridge } from '../../consent/index.ts';
import { walletNetworkQuery } from '../queries.ts';
import { answerStorageRequest, clampFrameHeight, isFromWalletFrame, walletFrameUrl } from './protocol.ts';
import type { SignedTransactionRecorder } from './record.ts';
import '../wallet.css';
import { WalletCancelledError, type WalletRequest } from './types.ts';

/** True inside the native Android/iOS shells (their bridge or their user agent), as the install prompt detects it. */
function isNativeShell(): boolean {
  return nativeBridge() !== undefined || isNativeUserAgent(navigator.userAgent);
}

/** Hands wallet creation to the native shell: its bridge, or the React Native / WKWebView message channels. */
function openNativeCreateWallet(): void {
  const w = window as Window & {
    tribuneNative?: { openNativeCreateWallet?: () => void };
    ReactNativeWebView?: { postMessage(message: string): void };
    webkit?: { messageHandlers?: { tribune?: { postMessage(message: unknown): void } } };
  };
  if (typeof w.tribuneNative?.openNativeCreateWallet === 'function') {
    w.tribuneNative.openNativeCreateWallet();
    return;
  }
  const message = { type: 'openNativeCreateWallet' };
  w.ReactNativeWebView?.postMessage(JSON.stringify(message));
  w.webkit?.messageHandlers?.tribune?.postMessage(message);
}

/**
 * The wallet modal (docs/WALLET.md "Signing"): a dialog hosting the sandboxed wallet frame at one of its
 * pages. The frame starts 300 px high and follows its `heightChanged` messages (at most 90 % of
 * the viewport); it stores its encrypted wallet through this parent, scoped per signed-in user;
 * its transactions are recorded with the server; `closeIframe` or a success 100 ms later closes it.
 */
export function WalletModal({
  request,
  recorder,
  onDone,
}: {
  request: WalletRequest;
  recorder: SignedTransactionRecorder;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const session = useSession();
  const queryClient = useQueryClient();
  const network = useQuery(walletNetworkQuery);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(WALLET_FRAME_INITIAL_HEIGHT);
  const settled = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const userId = session.user?.id ?? null;

  // The URL is fixed for the life of the modal: a new src would reload the frame mid-flow.
  const [src, setSrc] = useState<string | null>(null);
  const netData = network.data;
  const netReady = network.isSuccess || network.isError;
  useEffect(() => {
    if (src !== null || !netReady) return;
    const origin = window.location.origin;
    // A relative frame URL (served beside the app) resolves against the app's own origin.
    const frameBase = new URL(netData?.frameUrl ?? WALLET_FRAME_PATH, origin).toString().replace(/\/+$/, '');
    setSrc(
      walletFrameUrl(frameBase, request.page, {
        customizerUrl: `${origin}/customizer`,
        returnUrl: window.location.href,
        accessToken: readCredentials().accessToken,
        locale,
        isNative: isNativeShell(),
        blockchainUrl: netData ? new URL(netData.rpcUrl, origin).toString() : null,
        call: request.call,
        adminAddress: request.adminAddress,
        shouldBeOperator: request.shouldBeOperator,
      }),
    );
  }, [src, netReady, netData, request, locale]);

  const latest = useRef({ request, onDone, userId, queryClient, recorder, refreshUser: session.refreshUser });
  useEffect(() => {
    latest.current = { request, onDone, userId, queryClient, recorder, refreshUser: session.refreshUser };
  });

  const actions = useMemo(() => {
    const settle = (outcome: { ok: true; value?: { hash: string } } | { ok: false; error: Error }) => {
      if (settled.current) return;
      settled.current = true;
      const r = latest.current.request;
      if (outcome.ok) r.resolve(outcome.value);
      else r.reject(outcome.error);
    };
    /** Closes the modal; a pending promise resolves (done) or rejects (cancelled, or a transaction unfinished). */
    const close = (reason?: string) => {
      clearTimeout(closeTimer.current);
      const r = latest.current.request;
      if (r.transaction || reason === undefined || reason === 'cancelled')
        settle({ ok: false, error: new WalletCancelledError() });
      else settle({ ok: true });
      latest.current.onDone();
    };
    return { settle, close };
  }, []);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frameWindow = frameRef.current?.contentWindow ?? null;
      if (!isFromWalletFrame(event, frameWindow) || !isWalletFrameMessage(event.data)) return;
      handle(event.data, frameWindow as Window);
    };
    const handle = (message: WalletFrameMessage, frameWindow: Window) => {
      const { userId: viewer, queryClient: qc, recorder: rec } = latest.current;
      switch (message.type) {
        case 'heightChanged':
          setHeight(clampFrameHeight(message.height, window.innerHeight));
          return;
        case 'storageGet':
        case 'storageSet':
        case 'storageRemove': {
          const result = answerStorageRequest(message, viewer, window.localStorage);
          // A sandboxed frame has an opaque origin ('null'), which no targetOrigin can name, so the
          // answer goes to '*'. It is still only this frame that gets it: postMessage is called on
          // the frame's own window, which isFromWalletFrame pinned to event.source above.
          frameWindow.postMessage(result, '*');
          return;
        }
        case 'transactionStarted':
          void rec.started(message.hash);
          return;
        case 'transactionComplete':
          void rec.completed(message.hash, qc, viewer);
          if (message.status === 'success') {
            actions.settle({ ok: true, value: { hash: message.hash ?? '' } });
            closeTimer.current = setTimeout(() => actions.close('done'), WALLET_CLOSE_AFTER_SUCCESS_MS);
          } else {
            actions.settle({ ok: false, error: new Error(message.error ?? t('wallet.transactionError')) });
          }
          return;
        case 'closeIframe':
          if (message.reason === 'created') void latest.current.refreshUser().catch(() => undefined);
          actions.close(message.reason);
          return;
        case 'openNativeCreateWallet':
          openNativeCreateWallet();
          actions.close('done');
          return;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [actions, t]);

  return (
    <Dialog
      open
      title={t(request.titleKey)}
      onClose={() => actions.close()}
      size="medium"
      testId="wallet-modal"
      className="wallet-modal"
    >
      {src ? (
        <iframe
          ref={frameRef}
          className="wallet-frame"
          sandbox="allow-scripts allow-forms"
          src={src}
          title={t('wallet.modal.frameTitle')}
          style={{ height: `${height}px` }}
          data-testid="wallet-frame"
        />
      ) : (
        <span className="skeleton skeleton-block" aria-busy="true" style={{ height: `${height}px` }} />
      )}
    </Dialog>
  );
}
