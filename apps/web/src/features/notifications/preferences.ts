import {
  channelPrefs,
  moduleEnabled,
  NOTIFICATION_KEYS,
  NOTIFICATION_KINDS,
  QUIET_TIME_PATTERN,
  type FeatureFlags,
  type ModuleConfig,
  type NotificationChannelPrefs,
  type NotificationKey,
  type NotificationKind,
  type NotificationPreferencesWire,
} from '@tribune/domain';

/** The settings form's values. */
export interface PreferencesDraft {
  kinds: Partial<Record<NotificationKey, NotificationChannelPrefs>>;
  /** Quiet hours are on: no push from `quietStart` until `quietEnd`. */
  quiet: boolean;
  quietStart: string;
  quietEnd: string;
  timeZone: string;
}

/** What is wrong with the form, by field. */
export interface PreferencesErrors {
  quietStart?: 'required' | 'invalid';
  quietEnd?: 'required' | 'invalid';
  /** Start and end are the same time: no window at all. */
  quiet?: 'same';
  timeZone?: 'invalid';
}

const QUIET_TIME = new RegExp(QUIET_TIME_PATTERN);

/** The kinds the user can set: those whose module is on. */
export function visibleKinds(config: ModuleConfig, flags: FeatureFlags): NotificationKey[] {
  return NOTIFICATION_KEYS.filter((key) => {
    const kind: NotificationKind = NOTIFICATION_KINDS[key];
    return kind.module === undefined || moduleEnabled(kind.module, config, flags);
  });
}

/** Whether the user may switch a kind off in the app (club announcements may not be muted). */
export function inAppOptional(key: NotificationKey): boolean {
  return NOTIFICATION_KINDS[key].optional;
}

/** The browser's own time zone, or UTC. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Whether the runtime knows an IANA time zone. */
export function isTimeZone(zone: string): boolean {
  if (!zone.trim()) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The form's start: the stored preferences; a time zone never chosen (UTC by default) becomes the browser's. */
export function draftFromWire(wire: NotificationPreferencesWire, keys: readonly NotificationKey[]): PreferencesDraft {
  const kinds: PreferencesDraft['kinds'] = {};
  for (const key of keys) kinds[key] = channelPrefs(key, wire.kinds);
  const quiet = wire.quiet_start !== null && wire.quiet_end !== null;
  const stored = wire.time_zone && isTimeZone(wire.time_zone) ? wire.time_zone : null;
  return {
    kinds,
    quiet,
    quietStart: wire.quiet_start ?? '22:00',
    quietEnd: wire.quiet_end ?? '07:00',
    timeZone: stored && (quiet || stored !== 'UTC') ? stored : browserTimeZone(),
  };
}

/** Checks the form; an empty object means it can be saved. */
export function validatePreferences(draft: PreferencesDraft): PreferencesErrors {
  const errors: PreferencesErrors = {};
  if (!isTimeZone(draft.timeZone)) errors.timeZone = 'invalid';
  if (!draft.quiet) return errors;
  if (!draft.quietStart) errors.quietStart = 'required';
  else if (!QUIET_TIME.test(draft.quietStart)) errors.quietStart = 'invalid';
  if (!draft.quietEnd) errors.quietEnd = 'required';
  else if (!QUIET_TIME.test(draft.quietEnd)) errors.quietEnd = 'invalid';
  if (!errors.quietStart && !errors.quietEnd && draft.quietStart === draft.quietEnd) errors.quiet = 'same';
  return errors;
}

/** Whether a validation result has no errors. */
export function isValid(errors: PreferencesErrors): boolean {
  return Object.keys(errors).length === 0;
}

/** The preferences PUT /v2/notification_preferences takes. */
export interface PreferencesInput {
  kinds: Partial<Record<NotificationKey, NotificationChannelPrefs>>;
  quiet_start: string | null;
  quiet_end: string | null;
  time_zone: string;
}

/** What PUT /v2/notification_preferences gets: the shown kinds (in-app forced on where not optional). */
export function wireFromDraft(draft: PreferencesDraft): PreferencesInput {
  const kinds: PreferencesInput['kinds'] = {};
  for (const key of NOTIFICATION_KEYS) {
    const value = draft.kinds[key];
    if (value) kinds[key] = { in_app: inAppOptional(key) ? value.in_app : true, push: value.push };
  }
  return {
    kinds,
    quiet_start: draft.quiet ? draft.quietStart : null,
    quiet_end: draft.quiet ? draft.quietEnd : null,
    time_zone: draft.timeZone.trim(),
  };
}
