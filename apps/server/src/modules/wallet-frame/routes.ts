import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { WALLET_FRAME_PAGES, WALLET_FRAME_PATH } from '@tribune/domain';
import type { App } from '../../app-types.ts';
import { AppError } from '../../http/errors.ts';
import { FrameQuery } from './input.ts';
import { framePageHeaders, walletFrameCsp } from './presenter.ts';

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
  const headers = framePageHeaders(walletFrameCsp(app.config.publicUrl));

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
        return reply.headers(headers).send(html);
      },
    );
  }
}
