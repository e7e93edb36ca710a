/**
 * The Content-Security-Policy of the wallet frame's pages (docs/WALLET.md "The frame"). `sandbox`
 * gives the document an opaque origin wherever it is opened, so no page of the app's origin can
 * reach into it (its key, its password field), even when it is served from the app's own host;
 * its storage goes through the parent, by message. Only the app may frame it; it talks to this
 * server's API and JSON-RPC only.
 */
export function walletFrameCsp(publicUrl: string): string {
  const app = new URL(publicUrl).origin;
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${app}`,
    `frame-ancestors 'self' ${app}`,
    "base-uri 'none'",
    "form-action 'none'",
    'sandbox allow-scripts allow-forms',
  ].join('; ');
}

/** The headers of a frame page: HTML under the frame's CSP, never stored, never referred on. */
export function framePageHeaders(csp: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': csp,
    'cache-control': 'no-store',
    // The page's URL carries the fan's access token: no request of the frame may send it on.
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
  };
}
