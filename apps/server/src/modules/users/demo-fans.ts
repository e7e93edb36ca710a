/**
 * The demo instance's fans: a few accounts that exist only in this database (uid `demo:<name>`,
 * no identity account, so nobody can sign in as them) and that author the demo ideas, questions
 * and votes, so a first `npm start` shows a participation area with life in it. Idempotent.
 */
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../platform/caller.ts';
import { ensureUser } from './repository.ts';

const FANS = [
  { name: 'anna', displayName: 'Anna Rossi', locale: 'it' },
  { name: 'jonas', displayName: 'Jonas Becker', locale: 'de' },
  { name: 'maya', displayName: 'Maya Clarke', locale: 'en' },
  { name: 'luca', displayName: 'Luca Bianchi', locale: 'it' },
] as const;

/** The demo fans, keyed by name. */
export type DemoFans = Record<(typeof FANS)[number]['name'], Caller>;

/** Creates (or finds) the demo fans and answers them as callers for the services. */
export async function ensureDemoFans(db: Db): Promise<DemoFans> {
  const today = new Date().toISOString().slice(0, 10);
  const fans = {} as DemoFans;
  for (const fan of FANS) {
    const uid = `demo:${fan.name}`;
    const user = await ensureUser(
      db,
      {
        uid,
        displayName: fan.displayName,
        slug: `demo-${fan.name}`,
        email: null,
        locale: fan.locale,
        fingerprint: 'demo',
      },
      today,
    );
    if (!user) throw new Error(`demo fan ${uid} could not be created`);
    fans[fan.name] = { claims: { sub: uid }, user, admin: false, staffRole: null };
  }
  return fans;
}
