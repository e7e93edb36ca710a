import { defineModule } from '../../platform/module.ts';
import { walletFrameRoutes } from './routes.ts';

/** The wallet frame's files (docs/WALLET.md), mounted before the web app's navigations. */
export const walletFrameModule = defineModule({
  name: 'wallet-frame',
  mount: async (app) => {
    await app.register(walletFrameRoutes);
  },
});
