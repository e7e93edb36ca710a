import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { AccessClaims } from '../auth/verifier.ts';
import type { UsersService } from '../users/service.ts';
import { findConsent, insertConsent, updateConsent, type ConsentFlags, type ConsentRow } from './repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Cookie consent settings, remembered by the `consentId` cookie and linked to the user when signed in. */
export class ConsentService {
  constructor(
    private readonly db: Db,
    private readonly users: UsersService,
  ) {}

  /** The saved setting of this browser; 404 when it has none. */
  async show(consentId: string | undefined): Promise<ConsentRow> {
    const row = consentId && UUID.test(consentId) ? await findConsent(this.db, consentId) : undefined;
    if (!row) throw new AppError('NOT_FOUND', 'No consent has been saved yet.');
    return row;
  }

  /** Saves the setting: changes this browser's record, or starts a new one. */
  async save(
    consentId: string | undefined,
    flags: ConsentFlags,
    claims: AccessClaims | undefined,
  ): Promise<ConsentRow> {
    const userId = claims ? (await this.users.resolve(claims)).id : null;
    if (consentId && UUID.test(consentId)) {
      const updated = await updateConsent(this.db, consentId, flags, userId);
      if (updated) return updated;
    }
    return insertConsent(this.db, flags, userId);
  }
}
