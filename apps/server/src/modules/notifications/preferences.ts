import {
  isNotificationKey,
  NOTIFICATION_KINDS,
  type NotificationChannelPrefs,
  type NotificationKind,
} from '@tribune/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Caller } from '../auth/index.ts';
import { presentPreferences } from './presenter.ts';
import { findPreferences, savePreferences, type PreferencesRow } from './repository.ts';

/** A change of preferences: only the fields given change; kinds merge per kind and channel. */
export interface PreferencesChange {
  kinds?: Record<string, Partial<NotificationChannelPrefs> | undefined>;
  quiet_start?: string | null;
  quiet_end?: string | null;
  time_zone?: string;
}

/** Whether the runtime knows an IANA time zone (`UTC` included). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A user's notification preferences: per kind in-app and push, quiet hours in their time zone. */
export class NotificationPreferences {
  constructor(private readonly db: Db) {}

  /** The caller's effective preferences (defaults for what they never stored). */
  async get(caller: Caller) {
    return presentPreferences(caller.user.id, await findPreferences(this.db, caller.user.id));
  }

  /**
   * Changes the caller's preferences: 422 naming the field for a kind that may not be switched
   * off in-app, an unknown time zone, or only one end of the quiet hours.
   */
  async update(caller: Caller, change: PreferencesChange) {
    const stored = await findPreferences(this.db, caller.user.id);
    const next: PreferencesRow = {
      kinds: { ...stored?.kinds },
      quietStart: change.quiet_start === undefined ? (stored?.quietStart ?? null) : change.quiet_start,
      quietEnd: change.quiet_end === undefined ? (stored?.quietEnd ?? null) : change.quiet_end,
      timeZone: change.time_zone ?? stored?.timeZone ?? 'UTC',
    };
    const errors: Record<string, string[]> = {};
    for (const [key, prefs] of Object.entries(change.kinds ?? {})) {
      // The schema lists the known keys; this keeps a stray one out of the row all the same.
      if (!prefs || !isNotificationKey(key)) continue;
      const kind: NotificationKind = NOTIFICATION_KINDS[key];
      if (prefs.in_app === false && !kind.optional) {
        errors[`notification_preferences.kinds.${key}.in_app`] = ['cannot be switched off'];
        continue;
      }
      next.kinds[key] = { ...next.kinds[key], ...prefs };
    }
    if (!isTimeZone(next.timeZone)) errors['notification_preferences.time_zone'] = ['is not a known time zone'];
    if ((next.quietStart === null) !== (next.quietEnd === null)) {
      const field = next.quietStart === null ? 'quiet_start' : 'quiet_end';
      errors[`notification_preferences.${field}`] = ['must be given with the other end of the quiet hours'];
    }
    if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, errors);
    await savePreferences(this.db, caller.user.id, next);
    return presentPreferences(caller.user.id, next);
  }
}
