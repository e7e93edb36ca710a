import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/index.ts';
import { findConsent, insertConsent, updateConsent, type ConsentFlags, type ConsentRow } from './repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Cookie consent settings, remembered by the `consentId` cookie and linked to the user when signed in. */
export class ConsentService {
  constructor(private readonly db: Db) {}

  /** The saved setting of this browser; null when it has none (no cookie, or an unknown or malformed one). */
  async show(consentId: string | undefined): Promise<ConsentRow | null> {
    const row = consentId && UUID.test(consentId) ? await findConsent(this.db, consentId) : undefined;
    return row ?? null;
  }

  /** Saves the setting: changes this browser's record, or starts a new one. */
  async save(consentId: string | undefined, flags: ConsentFlags, caller: Caller | undefined): Promise<ConsentRow> {
    const userId = caller?.user.id ?? null;
    if (consentId && UUID.test(consentId)) {
      const updated = await updateConsent(this.db, consentId, flags, userId);
      if (updated) return updated;
    }
    return insertConsent(this.db, flags, userId);
  }
}
