import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NotificationKey } from '@tribune/domain';
import { useShell } from '../../kernel/shell-context.ts';
import { notificationsApi } from './api.ts';
import { reportNotificationFailure } from './failure.ts';
import { useNotificationsUser } from './hooks.ts';
import {
  draftFromWire,
  inAppOptional,
  isValid,
  validatePreferences,
  visibleKinds,
  wireFromDraft,
  type PreferencesDraft,
  type PreferencesErrors,
} from './preferences.ts';
import { PushSection } from './PushSection.tsx';
import { notificationKeys } from './queries.ts';
import './settings.css';
import { InlineRetry } from '../../kernel/ui/ErrorState.tsx';

/** The notifications part of the settings page: per kind in-app and push, quiet hours, push on this device. */
export default function NotificationSettings() {
  const userId = useNotificationsUser();
  if (!userId) return null;
  return <Preferences userId={userId} />;
}

function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

function Preferences({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { config, flags } = useShell();
  const id = useId();
  const client = useQueryClient();
  const keys = useMemo(() => visibleKinds(config, flags), [config, flags]);
  const stored = useQuery({
    queryKey: notificationKeys.preferences(userId),
    queryFn: () => notificationsApi.preferences(),
    staleTime: 0,
  });
  const [draft, setDraft] = useState<PreferencesDraft | null>(null);
  const [errors, setErrors] = useState<PreferencesErrors>({});
  const save = useMutation({
    mutationFn: (value: PreferencesDraft) => notificationsApi.savePreferences(wireFromDraft(value)),
    onSuccess: (wire) => {
      client.setQueryData(notificationKeys.preferences(userId), wire);
      setDraft(draftFromWire(wire, keys));
    },
    onError: (error) => reportNotificationFailure('save preferences', error),
  });
  useEffect(() => {
    if (stored.error) reportNotificationFailure('preferences', stored.error);
  }, [stored.error]);

  const value = draft ?? (stored.data ? draftFromWire(stored.data, keys) : null);
  const change = (next: PreferencesDraft) => {
    setDraft(next);
    save.reset();
    if (!isValid(errors)) setErrors(validatePreferences(next));
  };
  const setKind = (key: NotificationKey, channel: 'in_app' | 'push', on: boolean) => {
    if (!value) return;
    const current = value.kinds[key] ?? { in_app: true, push: false };
    change({
      ...value,
      kinds: { ...value.kinds, [key]: { ...current, [channel]: on } },
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value) return;
    const found = validatePreferences(value);
    setErrors(found);
    if (isValid(found)) save.mutate(value);
  };
  const quietError = errors.quietStart ?? errors.quietEnd ?? errors.quiet;

  return (
    <section className="settings-section" aria-labelledby={`${id}-h`} data-testid="notification-settings">
      <h2 id={`${id}-h`}>{t('notifications.settings.title')}</h2>
      <p className="muted">{t('notifications.settings.text')}</p>
      {stored.isError && !value ? (
        <InlineRetry message={t('notifications.settings.loadError')} onRetry={() => void stored.refetch()} />
      ) : null}
      {stored.isPending && !value ? (
        <div aria-busy="true" className="notification-prefs-skeleton">
          {keys.map((key) => (
            <span key={key} className="skeleton skeleton-line" />
          ))}
        </div>
      ) : null}
      {value ? (
        <form onSubmit={submit} noValidate>
          <table className="notification-prefs">
            <caption className="visually-hidden">{t('notifications.settings.kindsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('notifications.settings.kind')}</th>
                <th scope="col">{t('notifications.settings.inApp')}</th>
                <th scope="col">{t('notifications.settings.push')}</th>
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => {
                const prefs = value.kinds[key] ?? { in_app: true, push: false };
                const name = t(`notifications.settings.kinds.${key.replace(/\./g, '_')}`);
                const optional = inAppOptional(key);
                return (
                  <tr key={key}>
                    <th scope="row">
                      {name}
                      {optional ? null : (
                        <span className="muted notification-prefs-note">{t('notifications.settings.alwaysInApp')}</span>
                      )}
                    </th>
                    <td>
                      <input
                        type="checkbox"
                        role="switch"
                        checked={optional ? prefs.in_app : true}
                        disabled={!optional || save.isPending}
                        aria-label={t('notifications.settings.inAppFor', {
                          kind: name,
                        })}
                        onChange={(e) => setKind(key, 'in_app', e.target.checked)}
                      />
                    </td>
                    <td>
                      <input
                        type="checkbox"
                        role="switch"
                        checked={prefs.push}
                        disabled={save.isPending}
                        aria-label={t('notifications.settings.pushFor', {
                          kind: name,
                        })}
                        onChange={(e) => setKind(key, 'push', e.target.checked)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>

          <fieldset className="notification-quiet">
            <legend>{t('notifications.settings.quietTitle')}</legend>
            <p className="muted" id={`${id}-quiet-d`}>
              {t('notifications.settings.quietText')}
            </p>
            <div className="notification-toggle">
              <input
                type="checkbox"
                role="switch"
                id={`${id}-quiet`}
                checked={value.quiet}
                aria-describedby={`${id}-quiet-d`}
                onChange={(e) => change({ ...value, quiet: e.target.checked })}
              />
              <label htmlFor={`${id}-quiet`}>{t('notifications.settings.quietOn')}</label>
            </div>
            <div className="notification-quiet-times">
              <QuietTime
                id={`${id}-from`}
                label={t('notifications.settings.quietFrom')}
                value={value.quietStart}
                quiet={value.quiet}
                invalid={Boolean(errors.quietStart || errors.quiet)}
                describedBy={quietError ? `${id}-quiet-e` : undefined}
                onChange={(quietStart) => change({ ...value, quietStart })}
              />
              <QuietTime
                id={`${id}-to`}
                label={t('notifications.settings.quietTo')}
                value={value.quietEnd}
                quiet={value.quiet}
                invalid={Boolean(errors.quietEnd || errors.quiet)}
                describedBy={quietError ? `${id}-quiet-e` : undefined}
                onChange={(quietEnd) => change({ ...value, quietEnd })}
              />
            </div>
            {quietError ? (
              <p id={`${id}-quiet-e`} className="field-error">
                {t(`notifications.settings.errors.quiet_${quietError}`)}
              </p>
            ) : null}
            <div className="field">
              <label htmlFor={`${id}-tz`}>{t('notifications.settings.timeZone')}</label>
              <select
                id={`${id}-tz`}
                value={value.timeZone}
                aria-invalid={errors.timeZone ? true : undefined}
                aria-describedby={errors.timeZone ? `${id}-tz-e` : undefined}
                onChange={(e) => change({ ...value, timeZone: e.target.value })}
              >
                {timeZones(value.timeZone).map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replace(/_/g, ' ')}
                  </option>
                ))}
              </select>
              {errors.timeZone ? (
                <p id={`${id}-tz-e`} className="field-error">
                  {t('notifications.settings.errors.timeZone')}
                </p>
              ) : null}
            </div>
          </fieldset>

          <div className="row">
            <button type="submit" className="button" disabled={save.isPending} aria-busy={save.isPending}>
              {save.isPending ? t('notifications.settings.saving') : t('notifications.settings.save')}
            </button>
          </div>
          <p role="status" className={save.isError ? 'field-error' : 'muted field-hint'}>
            {save.isSuccess
              ? t('notifications.settings.saved')
              : save.isError
                ? t('notifications.settings.saveError')
                : ''}
          </p>
        </form>
      ) : null}
      <PushSection userId={userId} />
    </section>
  );
}

/** One end of the quiet hours: a time, required and editable while the quiet hours are on. */
function QuietTime({
  id,
  label,
  value,
  quiet,
  invalid,
  describedBy,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  quiet: boolean;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (time: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="time"
        value={value}
        disabled={!quiet}
        required={quiet}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
