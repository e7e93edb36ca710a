/**
 * Demo funding (docs/CHAIN.md "Demo funding"): on the demo instance, each demo fan
 * (`modules/users/demo-fans.ts`) gets a hot wallet and 100 tokens once the chain is up, so a first
 * `npm start` has fans with balances to send, boost, unlock and vote with.
 *
 * The seed `demo-chain` runs in the background after the demo participation seed, never before the
 * chain is up and never holding `/readyz`. It runs only on the demo instance: where the demo
 * participation seed is done and wrote at least one area itself (an instance with records of its
 * own skips every area, and gets no free tokens either). Runs take turns (`exclusively`); each fan's
 * funding is recorded as the step `demo-chain:fund:<slug>` and the mint itself is an admin mint with
 * the fan's Idempotency-Key `demo-chain:fund` (recorded under the fan, so their wallet page shows
 * it): a restart after a crash mints nothing twice. `demo-chain:done` ends the seed.
 */
import { toUnits } from '@tribune/contracts';
import type { App } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { committedSteps, exclusively, recordStep } from '../../lib/seed-steps.ts';
import { DEMO_AREAS, DEMO_PARTICIPATION_SEED } from './participation.ts';
import { demoFanRows } from './repository.ts';
import { AdminChainService } from '../chain/index.ts';

export const DEMO_CHAIN_SEED = 'demo-chain';
/** What each demo fan starts with: 100 tokens, in base units. */
export const DEMO_FUNDING = toUnits('100');
/** The Idempotency-Key of a demo fan's funding mint (unique per user). */
export const DEMO_FUNDING_KEY = 'demo-chain:fund';

const step = (name: string) => `${DEMO_CHAIN_SEED}:${name}`;

export type DemoChainOutcome = 'funded' | 'done-before' | 'not-demo' | 'no-chain' | 'incomplete';

/** True on the demo instance: the demo participation seed is done and wrote an area itself. */
async function isDemoInstance(db: Db): Promise<boolean> {
  const steps = await committedSteps(db, DEMO_PARTICIPATION_SEED);
  if (!steps.has(`${DEMO_PARTICIPATION_SEED}:done`)) return false;
  return DEMO_AREAS.some((area) => {
    const detail = steps.get(`${DEMO_PARTICIPATION_SEED}:${area.name}`);
    return detail !== undefined && detail.skipped !== true;
  });
}

/** Gives every demo fan a hot wallet and 100 tokens, once; waits for the chain first. */
export async function seedDemoChain(app: App): Promise<DemoChainOutcome> {
  await app.chain.settled();
  const services = app.chain.current();
  if (!services) return 'no-chain';
  const db = app.database.db;
  return exclusively(db, app.database.kind, DEMO_CHAIN_SEED, async () => {
    const steps = await committedSteps(db, DEMO_CHAIN_SEED);
    if (steps.has(step('done'))) return 'done-before';
    if (!(await isDemoInstance(db))) return 'not-demo';
    const fans = await demoFanRows(db);
    const admin = new AdminChainService(db, app.chain);
    let complete = true;
    for (const fan of fans) {
      if (steps.has(step(`fund:${fan.slug}`))) continue;
      try {
        await services.wallets.ensure(fan.id);
        await app.users.forgetCached(fan.uid);
        const { row, created } = await admin.mint(
          fan.id,
          { user_id: String(fan.id), amount: DEMO_FUNDING.toString() },
          DEMO_FUNDING_KEY,
        );
        if (!created && row.txStatus === 'pending') {
          // A run cut off between the send and its record: whether the mint landed is unknown here,
          // and a demo fan without tokens is the cheap failure: never mint twice.
          app.log.warn(
            { fan: fan.slug, transaction: row.id },
            'demo chain seed: a funding mint of a cut-off run is still pending',
          );
        }
        await recordStep(db, step(`fund:${fan.slug}`), { transaction: row.id });
      } catch (err) {
        complete = false;
        app.log.error({ err, fan: fan.slug }, 'demo chain seed failed for a fan; the next start tries again');
      }
    }
    if (!complete) return 'incomplete';
    await recordStep(db, step('done'), { fans: fans.length });
    app.log.info({ fans: fans.length }, 'demo fans funded');
    return 'funded';
  });
}
