import { defineModule } from '../../platform/module.ts';
import { seedDemo } from './seed.ts';

/**
 * The demo instance: each module's demo seed in its turn, in the background once the app is ready
 * (a first start does not wait for ffmpeg; a restart finishes a seed a crash cut off and skips a
 * finished one). Off with `seed: false` or `seedContent: false` (tests).
 */
export const demoModule = defineModule({
  name: 'demo',
  setup: (app, { opts }) => {
    if (!(opts.seedContent ?? opts.seed !== false)) return;
    let running: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      running = seedDemo(app);
    });
    app.addHook('preClose', async () => {
      await running;
    });
  },
});
