import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@tribune/api-client';
import { SKELETON_PLACEHOLDERS } from '@tribune/domain';
import { useShell } from '../../kernel/shell-context.ts';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';
import { useSession } from '../../kernel/session/session.ts';
import {
  answersQuery,
  countriesQuery,
  profileFieldKeys,
  profileFieldsQuery,
  type Country,
  type FieldsList,
  type ProfileField,
} from './profile-fields-api.ts';
import { answersByField, changedAnswers } from './profile-fields-form.ts';

/** The longest text answer the server takes, in characters. */
const TEXT_MAX = 200;

/**
 * The instance's profile fields (settings): text, single and multi select (checkboxes), country.
 * Saved with PUT /auth `profile_fields` through the session, which shows the spec's success alert.
 * When the list of fields fails the section is not shown (a silent failure, docs/DECISIONS.md "Failures in the app"), as
 * when the instance has no fields.
 */
export function ProfileFieldsSection({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const id = useId();
  const fields = useQuery(profileFieldsQuery(locale));
  const answers = useQuery(answersQuery(userId));

  if (fields.isError) return null;
  if (fields.isPending || answers.isPending) {
    return (
      <section className="settings-section" aria-busy="true" data-testid="profile-fields-skeleton">
        <span className="skeleton skeleton-title" />
        {Array.from({ length: SKELETON_PLACEHOLDERS - 2 }, (_, i) => (
          <span key={i} className="skeleton skeleton-line" />
        ))}
      </section>
    );
  }
  if (fields.data.fields.length === 0) return null;
  if (answers.isError) {
    return (
      <section className="settings-section" aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`}>{t('profileFields.title')}</h2>
        <ErrorState message={t('profileFields.loadError')} onRetry={() => void answers.refetch()} />
      </section>
    );
  }
  // A save refetches the answers: the form starts again from what the server holds.
  return (
    <ProfileFieldsForm
      key={answers.dataUpdatedAt}
      list={fields.data}
      initial={answersByField(answers.data)}
      userId={userId}
    />
  );
}

function fieldErrorsOf(err: unknown): Record<string, string[]> {
  if (!(err instanceof ApiError) || !err.body?.errors) return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(err.body.errors)) {
    if (field !== 'full_messages' && Array.isArray(messages)) out[field] = messages.map(String);
  }
  return out;
}

function ProfileFieldsForm({
  list,
  initial,
  userId,
}: {
  list: FieldsList;
  initial: Record<string, string[]>;
  userId: string;
}) {
  const { t } = useTranslation();
  const { updateProfile } = useSession();
  const queryClient = useQueryClient();
  const id = useId();
  const [values, setValues] = useState<Record<string, string[]>>(initial);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const hasCountry = list.fields.some((f) => f.attributes.field_type === 'country');
  const countries = useQuery({ ...countriesQuery, enabled: hasCountry });

  const set = (fieldId: string, next: string[]) => setValues((v) => ({ ...v, [fieldId]: next }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      await updateProfile({ profile_fields: changedAnswers(list.fields, initial, values) });
      await queryClient.invalidateQueries({ queryKey: profileFieldKeys.answers(userId) });
    } catch (err) {
      // The session shows the danger alert; the field messages stay next to the fields.
      setErrors(fieldErrorsOf(err));
    } finally {
      setSaving(false);
    }
  };
  const general = errors.profile_fields?.join(' ');

  return (
    <form
      className="settings-section"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={`${id}-h`}
      data-testid="profile-fields"
    >
      <h2 id={`${id}-h`}>{t('profileFields.title')}</h2>
      <p className="muted">{t('profileFields.intro')}</p>
      {list.fields.map((field) => (
        <FieldInput
          key={field.id}
          field={field}
          list={list}
          values={values[field.id] ?? []}
          onChange={(next) => set(field.id, next)}
          error={errors[`profile_fields.${field.attributes.key}`]?.join(' ') ?? null}
          countries={countries}
        />
      ))}
      {general ? (
        <p className="field-error" role="alert">
          {general}
        </p>
      ) : null}
      <div className="row">
        <button type="submit" className="button" disabled={saving} aria-busy={saving} data-testid="profile-fields-save">
          {saving ? t('settings.saving') : t('profileFields.save')}
        </button>
      </div>
    </form>
  );
}

function FieldInput({
  field,
  list,
  values,
  onChange,
  error,
  countries,
}: {
  field: ProfileField;
  list: FieldsList;
  values: string[];
  onChange: (next: string[]) => void;
  error: string | null;
  countries: UseQueryResult<Country[]>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const a = field.attributes;
  const label = (
    <>
      {a.name}
      {a.required ? <span className="muted"> ({t('profileFields.required')})</span> : null}
    </>
  );
  const message = error ? (
    <p id={`${id}-msg`} className="field-error">
      {error}
    </p>
  ) : null;
  const invalid = error ? true : undefined;
  const describedBy = error ? `${id}-msg` : undefined;
  const testId = `profile-field-${a.key}`;

  if (a.field_type === 'select' && a.is_multi) {
    const options = list.optionsOf(field.id);
    // In the options' order, whatever order they were ticked in.
    const toggle = (optionId: string, on: boolean) =>
      onChange(options.map((o) => o.id).filter((o) => (o === optionId ? on : values.includes(o))));
    return (
      <fieldset className="field field-choices" aria-describedby={describedBy} data-testid={testId}>
        <legend>{label}</legend>
        {options.map((o) => (
          <label key={o.id} className="field-choice">
            <input type="checkbox" checked={values.includes(o.id)} onChange={(e) => toggle(o.id, e.target.checked)} />
            <span>{o.attributes.name}</span>
          </label>
        ))}
        {message}
      </fieldset>
    );
  }

  if (a.field_type === 'select' || a.field_type === 'country') {
    const choices =
      a.field_type === 'select'
        ? list.optionsOf(field.id).map((o) => ({ value: o.id, name: o.attributes.name }))
        : (countries.data ?? []).map((c) => ({ value: c.id, name: c.attributes.name }));
    if (a.field_type === 'country' && countries.isError) {
      return (
        <div className="field" data-testid={testId}>
          <span className="field-label">{label}</span>
          <ErrorState message={t('profileFields.countriesError')} onRetry={() => void countries.refetch()} />
        </div>
      );
    }
    const loading = a.field_type === 'country' && countries.isPending;
    return (
      <div className="field">
        <label htmlFor={`${id}-input`}>{label}</label>
        {a.is_multi ? (
          <select
            id={`${id}-input`}
            multiple
            size={6}
            value={values}
            disabled={loading}
            aria-busy={loading || undefined}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(e) => onChange(Array.from(e.target.selectedOptions, (o) => o.value))}
            data-testid={testId}
          >
            {choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.name}
              </option>
            ))}
          </select>
        ) : (
          <select
            id={`${id}-input`}
            value={values[0] ?? ''}
            disabled={loading}
            aria-busy={loading || undefined}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(e) => onChange(e.target.value ? [e.target.value] : [])}
            data-testid={testId}
          >
            <option value="">{loading ? t('profileFields.loadingChoices') : t('profileFields.notChosen')}</option>
            {choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.name}
              </option>
            ))}
          </select>
        )}
        {message}
      </div>
    );
  }

  return (
    <div className="field">
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        type="text"
        value={values[0] ?? ''}
        maxLength={TEXT_MAX}
        aria-invalid={invalid}
        aria-describedby={error ? describedBy : `${id}-hint`}
        onChange={(e) => onChange([e.target.value])}
        data-testid={testId}
      />
      {message ?? (
        <p id={`${id}-hint`} className="muted field-hint">
          {t('profileFields.textHint', { max: TEXT_MAX })}
        </p>
      )}
    </div>
  );
}
