import { describe, expect, it } from 'vitest';
import { DEFAULT_MODULE_CONFIG, type NotificationPreferencesWire } from '@tribune/domain';
import {
  draftFromWire,
  isTimeZone,
  isValid,
  validatePreferences,
  visibleKinds,
  wireFromDraft,
  type PreferencesDraft,
} from './preferences.ts';

const draft = (over: Partial<PreferencesDraft> = {}): PreferencesDraft => ({
  kinds: { 'comment.liked': { in_app: true, push: false }, announcement: { in_app: true, push: true } },
  quiet: true,
  quietStart: '22:00',
  quietEnd: '07:00',
  timeZone: 'Europe/Berlin',
  ...over,
});

describe('notification settings form', () => {
  it('accepts a window over midnight in a known zone', () => {
    expect(validatePreferences(draft())).toEqual({});
    expect(isValid(validatePreferences(draft()))).toBe(true);
  });

  it('asks for both times only when quiet hours are on', () => {
    expect(validatePreferences(draft({ quietStart: '' }))).toEqual({ quietStart: 'required' });
    expect(validatePreferences(draft({ quietEnd: '' }))).toEqual({ quietEnd: 'required' });
    expect(validatePreferences(draft({ quiet: false, quietStart: '', quietEnd: '' }))).toEqual({});
  });

  it('refuses malformed and equal times', () => {
    expect(validatePreferences(draft({ quietStart: '24:00' }))).toEqual({ quietStart: 'invalid' });
    expect(validatePreferences(draft({ quietEnd: '7:00' }))).toEqual({ quietEnd: 'invalid' });
    expect(validatePreferences(draft({ quietStart: '08:00', quietEnd: '08:00' }))).toEqual({ quiet: 'same' });
  });

  it('refuses an unknown time zone', () => {
    expect(isTimeZone('Europe/Rome')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone(' ')).toBe(false);
    expect(validatePreferences(draft({ timeZone: 'Mars/Olympus' }))).toEqual({ timeZone: 'invalid' });
  });

  it('sends null times without quiet hours and keeps announcements in the app', () => {
    const wire = wireFromDraft(
      draft({ quiet: false, kinds: { announcement: { in_app: false, push: false } }, timeZone: ' Europe/Rome ' }),
    );
    expect(wire).toEqual({
      kinds: { announcement: { in_app: true, push: false } },
      quiet_start: null,
      quiet_end: null,
      time_zone: 'Europe/Rome',
    });
  });

  it('starts from the stored preferences, over the kinds’ defaults', () => {
    const stored: NotificationPreferencesWire = {
      kinds: { 'comment.liked': { in_app: false, push: true } },
      quiet_start: '21:30',
      quiet_end: '06:00',
      time_zone: 'Europe/Rome',
    };
    const d = draftFromWire(stored, ['comment.liked', 'comment.replied']);
    expect(d.kinds).toEqual({
      'comment.liked': { in_app: false, push: true },
      'comment.replied': { in_app: true, push: true },
    });
    expect(d).toMatchObject({ quiet: true, quietStart: '21:30', quietEnd: '06:00', timeZone: 'Europe/Rome' });
    const fresh = draftFromWire({ kinds: {}, quiet_start: null, quiet_end: null, time_zone: 'UTC' }, []);
    expect(fresh.quiet).toBe(false);
    expect(fresh.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  });

  it('lists only the kinds whose module is on', () => {
    const off = visibleKinds(DEFAULT_MODULE_CONFIG, {});
    expect(off).not.toContain('chat_message.received');
    expect(off).not.toContain('content.commented');
    expect(off).toContain('announcement');
    const on = visibleKinds(
      { ...DEFAULT_MODULE_CONFIG, modules: { ...DEFAULT_MODULE_CONFIG.modules, contents: true, chat: true } },
      { chat: true },
    );
    expect(on).toContain('chat_message.received');
    expect(on).toContain('content.commented');
  });
});
