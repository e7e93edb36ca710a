import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { Type } from 'typebox';
import { WALLET_FRAME_PAGES, WALLET_FRAME_PATH } from '@tribune/domain';
import type { App } from '../../app-types.ts';
import { AppError } from '../../http/errors.ts';

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

/** Query parameters the frame's pages take (docs/WALLET.md "The frame"); each a short text, the access token the longest. */
const FrameQuery = Type.Object(
  {
    'customizer-url': Type.Optional(Type.String({ maxLength: 2000 })),
    'return-url': Type.Optional(Type.String({ maxLength: 4000 })),
    'access-token': Type.Optional(Type.String({ maxLength: 8000 })),
    locale: Type.Optional(Type.String({ maxLength: 10 })),
    'is-native': Type.Optional(Type.String({ maxLength: 5 })),
    'blockchain-url': Type.Optional(Type.String({ maxLength: 2000 })),
    'contract-name': Type.Optional(Type.String({ maxLength: 20 })),
    'contract-address': Type.Optional(Type.String({ maxLength: 42 })),
    'function-name': Type.Optional(Type.String({ maxLength: 64 })),
    parameters: Type.Optional(Type.String({ maxLength: 4000 })),
    'admin-address': Type.Optional(Type.String({ maxLength: 42 })),
    'should-be-operator': Type.Optional(Type.String({ maxLength: 5 })),
  },
  { additionalProperties: false },
);

/**
 * Serves the built wallet frame (apps/wallet/dist) under `/wallet-frame`: its five pages (one
 * document; the frame reads its path) and its hashed assets. The assets answer CORS (`*`): the
 * sandboxed document loads its module scripts with `Origin: null`.
 */
export async function walletFrameRoutes(app: App): Promise<void> {
  const dist = app.config.walletDistDir;
  const indexFile = path.join(dist, 'index.html');
  const built = existsSync(indexFile);
  if (!built) app.log.warn({ dist }, 'wallet frame not built: its pages answer 503 (run npm run build)');
  const html = built ? readFileSync(indexFile, 'utf8') : '';
  const csp = walletFrameCsp(app.config.publicUrl);

  if (built && existsSync(path.join(dist, 'assets'))) {
    await app.register(fastifyStatic, {
      root: path.join(dist, 'assets'),
      prefix: `${WALLET_FRAME_PATH}/assets/`,
      decorateReply: false,
      index: false,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        res.setHeader('access-control-allow-origin', '*');
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }

  for (const page of WALLET_FRAME_PAGES) {
    app.get(
      `${WALLET_FRAME_PATH}/${page}`,
      {
        // The access log masks the `access-token` parameter (app.ts `redactUrl`).
        config: { access: 'public' },
        schema: { hide: true, querystring: FrameQuery },
      },
      async (_req, reply) => {
        if (!built) throw new AppError('SERVICE_UNAVAILABLE');
        reply.removeHeader('x-frame-options');
        return reply
          .headers({
            'content-type': 'text/html; charset=utf-8',
            'content-security-policy': csp,
            'cache-control': 'no-store',
            // The page's URL carries the fan's access token: no request of the frame may send it on.
            'referrer-policy': 'no-referrer',
            'cross-origin-opener-policy': 'same-origin',
          })
          .send(html);
      },
    );
  }
}
