import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localePath } from '@tribune/domain';
import { Link, useNavigate } from '../../../kernel/router.tsx';
import { useShell } from '../../../kernel/shell-context.ts';
import { InlineRetry } from '../../../kernel/ui/ErrorState.tsx';
import { FormError } from '../../../kernel/ui/FormBits.tsx';
import { LabeledField, useFieldErrors } from '../../../kernel/ui/LabeledField.tsx';
import { NotFoundState } from '../../../kernel/ui/NotFoundState.tsx';
import { isRefused } from '../api.ts';
import { MediumField } from '../content/MediumField.tsx';
import { localInput } from '../kit/time.ts';
import { refusalOf } from '../kit/errors.ts';
import { itemQuery, participationKeys, saveItem, type AdminItem } from './api.ts';
import { EventRegistrations } from './EventRegistrations.tsx';
import type { FieldSpec, ParticipationKind } from './kinds.ts';
import { MissionIdeas } from './MissionIdeas.tsx';

const LOCALES = ['en', 'de', 'it'] as const;
type Texts = Record<(typeof LOCALES)[number], string>;
type OptionRow = { id?: string; value: Texts };
type Values = Record<string, unknown>;

const textsOf = (v: unknown): Texts => {
  const t = (v ?? {}) as Partial<Texts>;
  return { en: t.en ?? '', de: t.de ?? '', it: t.it ?? '' };
};
const filled = (t: Texts) => Object.fromEntries(Object.entries(t).filter(([, v]) => v.trim() !== ''));

function initialValues(kind: ParticipationKind, item: AdminItem | undefined): Values {
  const a = item?.attributes ?? {};
  const out: Values = {};
  for (const f of kind.fields) {
    const v = (a as Record<string, unknown>)[f.name];
    switch (f.kind) {
      case 'texts':
      case 'longTexts':
        out[f.name] = textsOf(v);
        break;
      case 'datetime':
        out[f.name] = localInput(v);
        break;
      case 'options':
        out[f.name] = Array.isArray(v)
          ? (v as Array<{ id: string; value: Partial<Texts> }>).map((o) => ({ id: o.id, value: textsOf(o.value) }))
          : [{ value: textsOf(undefined) }, { value: textsOf(undefined) }];
        break;
      case 'select':
        out[f.name] = typeof v === 'string' ? v : (f.values?.[0] ?? '');
        break;
      case 'medium':
        out[f.name] = typeof v === 'string' ? v : null;
        break;
      case 'integer':
      case 'number':
      case 'slug':
      case 'text':
        out[f.name] = v === null || v === undefined ? '' : String(v);
    }
  }
  return out;
}

/** Whether a field is part of the form with these values. */
const shown = (f: FieldSpec, values: Values) => !f.tokensOnly || values.voting_type !== 'tokenless';

/** The request body of the form's values; the fields left empty are null, or left out. */
function bodyOf(kind: ParticipationKind, values: Values): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of kind.fields.filter((field) => shown(field, values))) {
    const v = values[f.name];
    const empty = (value: unknown) => {
      if (!f.omitEmpty) out[f.name] = null;
      return value;
    };
    switch (f.kind) {
      case 'texts':
      case 'longTexts': {
        const t = filled(v as Texts);
        if (Object.keys(t).length) out[f.name] = t;
        break;
      }
      case 'datetime':
        if (v) out[f.name] = new Date(v as string).toISOString();
        else if (!f.required) empty(v);
        break;
      case 'integer':
      case 'number':
        if ((v as string).trim() !== '') out[f.name] = Number(v);
        else empty(v);
        break;
      case 'options':
        out[f.name] = (v as OptionRow[])
          .filter((o) => o.value.en.trim() !== '')
          .map((o) => ({ ...(o.id ? { id: o.id } : {}), value: filled(o.value) }));
        break;
      case 'medium':
        if (v) out[f.name] = v;
        break;
      case 'slug':
      case 'select':
        out[f.name] = (v as string).trim();
        break;
      case 'text':
        if ((v as string).trim() !== '') out[f.name] = (v as string).trim();
        else empty(v);
    }
  }
  return out;
}

/** A participation item's form, new or to edit, drawn from its type's fields. */
export default function ItemForm({ kind, id }: { kind: ParticipationKind; id?: string }) {
  const { t } = useTranslation('console');
  const existing = useQuery({ ...itemQuery(kind, id ?? ''), enabled: id !== undefined });
  if (id && existing.isError && isRefused(existing.error)) {
    return <NotFoundState title={t('participation.notFound')} text={t('content.notFoundText')} />;
  }
  if (id && existing.isError) return <InlineRetry message={t('list.error')} onRetry={() => void existing.refetch()} />;
  if (id && !existing.data) return <div className="skeleton console-skeleton-block" />;
  const item = existing.data;
  return (
    <>
      <ItemFormBody key={`${kind.word}-${item?.id ?? 'new'}`} kind={kind} item={item} />
      {item && kind.word === 'ideation_missions' ? <MissionIdeas missionId={item.id} /> : null}
      {item && kind.word === 'events' ? <EventRegistrations event={item} /> : null}
    </>
  );
}

function ItemFormBody({ kind, item }: { kind: ParticipationKind; item: AdminItem | undefined }) {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => initialValues(kind, item));
  const [saved, setSaved] = useState(false);
  const form = useFieldErrors('form-error');
  const set = (name: string, value: unknown) => {
    setSaved(false);
    setValues((v) => ({ ...v, [name]: value }));
  };
  const label = (f: FieldSpec) => t(`participation.fields.${f.name}`);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit(
      (): Record<string, string[]> | null => {
        const missing: Record<string, string[]> = {};
        for (const f of kind.fields) {
          if (!f.required) continue;
          const v = values[f.name];
          const blank =
            f.kind === 'texts'
              ? !(v as Texts).en.trim()
              : f.kind === 'options'
                ? (v as OptionRow[]).filter((o) => o.value.en.trim()).length < 2
                : !String(v ?? '').trim();
          if (blank) missing[f.kind === 'texts' ? `${f.name}.en` : f.name] = [t('content.required')];
        }
        return Object.keys(missing).length ? missing : null;
      },
      async () => {
        const row = await saveItem(kind, item?.id, bodyOf(kind, values));
        await queryClient.invalidateQueries({ queryKey: participationKeys.all });
        if (!item) await navigate(localePath(locale, 'admin', 'participation', kind.word, row.id), { replace: true });
        else setSaved(true);
      },
      (err) => refusalOf(err, t('participation.saveFailed'), kind.key),
    );
  };

  return (
    <div data-testid="participation-form">
      <p className="back-link">
        <Link to={localePath(locale, 'admin', 'participation', kind.word)}>
          {t('participation.back', { kind: t(`participation.kinds.${kind.word}`) })}
        </Link>
      </p>
      <h2>
        {item
          ? t('content.editTitle', { title: item.attributes.title.en ?? item.attributes.slug })
          : t(`participation.new.${kind.word}`)}
      </h2>
      <form className="console-form" onSubmit={submit} noValidate>
        {kind.fields
          .filter((f) => shown(f, values))
          .map((f) => {
            const v = values[f.name];
            if (f.kind === 'texts' || f.kind === 'longTexts') {
              return LOCALES.map((lang) => (
                <LabeledField
                  key={`${f.name}-${lang}`}
                  form={form}
                  className="console-field"
                  name={`${f.name}.${lang}`}
                  label={t('participation.inLanguage', { field: label(f), language: t(`languages.${lang}`) })}
                >
                  {(control) =>
                    f.kind === 'texts' ? (
                      <input
                        {...control}
                        type="text"
                        maxLength={200}
                        required={f.required && lang === 'en'}
                        value={(v as Texts)[lang]}
                        aria-invalid={form.invalid(`${f.name}.${lang}`)}
                        onChange={(e) => set(f.name, { ...(v as Texts), [lang]: e.currentTarget.value })}
                        data-testid={`participation-${f.name}-${lang}`}
                      />
                    ) : (
                      <textarea
                        {...control}
                        rows={4}
                        value={(v as Texts)[lang]}
                        onChange={(e) => set(f.name, { ...(v as Texts), [lang]: e.currentTarget.value })}
                      />
                    )
                  }
                </LabeledField>
              ));
            }
            if (f.kind === 'medium') {
              return (
                <MediumField
                  key={f.name}
                  mediumId={(v as string | null) ?? null}
                  onMedium={(mediumId) => set(f.name, mediumId)}
                  error={form.invalid(f.name) ? t('content.mediumRefused') : undefined}
                />
              );
            }
            if (f.kind === 'options') {
              const rows = v as OptionRow[];
              return (
                <fieldset key={f.name} className="console-fieldset" data-testid="participation-options">
                  <legend>{label(f)}</legend>
                  {rows.map((row, i) => (
                    <div key={row.id ?? `new-${i}`} className="console-option">
                      {LOCALES.map((lang) => (
                        <div key={lang} className="console-field">
                          <label htmlFor={`option-${i}-${lang}`}>
                            {t('participation.optionIn', { n: i + 1, language: t(`languages.${lang}`) })}
                          </label>
                          <input
                            id={`option-${i}-${lang}`}
                            type="text"
                            maxLength={200}
                            value={row.value[lang]}
                            onChange={(e) =>
                              set(
                                f.name,
                                rows.map((r, j) =>
                                  j === i ? { ...r, value: { ...r.value, [lang]: e.currentTarget.value } } : r,
                                ),
                              )
                            }
                            data-testid={`participation-option-${i}-${lang}`}
                          />
                        </div>
                      ))}
                      {!row.id && rows.length > 2 ? (
                        <button
                          type="button"
                          className="button button-link"
                          onClick={() =>
                            set(
                              f.name,
                              rows.filter((_, j) => j !== i),
                            )
                          }
                        >
                          {t('participation.removeOption', { n: i + 1 })}
                        </button>
                      ) : null}
                    </div>
                  ))}
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => set(f.name, [...rows, { value: { en: '', de: '', it: '' } }])}
                    data-testid="participation-add-option"
                  >
                    {t('participation.addOption')}
                  </button>
                  {form.message(f.name)}
                </fieldset>
              );
            }
            return (
              <LabeledField key={f.name} form={form} className="console-field" name={f.name} label={label(f)}>
                {(control) =>
                  f.kind === 'select' ? (
                    <select
                      {...control}
                      value={v as string}
                      onChange={(e) => set(f.name, e.currentTarget.value)}
                      data-testid={`participation-${f.name}`}
                    >
                      {(f.values ?? []).map((value) => (
                        <option key={value} value={value}>
                          {t(`participation.values.${f.name}.${value}`)}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      {...control}
                      type={
                        f.kind === 'datetime'
                          ? 'datetime-local'
                          : f.kind === 'integer' || f.kind === 'number'
                            ? 'number'
                            : 'text'
                      }
                      min={f.min}
                      max={f.max}
                      step={f.kind === 'number' ? 'any' : undefined}
                      required={f.required}
                      maxLength={f.kind === 'text' || f.kind === 'slug' ? 300 : undefined}
                      value={v as string}
                      aria-invalid={form.invalid(f.name)}
                      onChange={(e) => set(f.name, e.currentTarget.value)}
                      data-testid={`participation-${f.name}`}
                    />
                  )
                }
              </LabeledField>
            );
          })}
        <FormError testId="participation-form-error">{form.error}</FormError>
        <div className="console-form-actions">
          <button type="submit" className="button" disabled={form.busy} data-testid="participation-save">
            {form.busy ? t('confirm.working') : t('content.save')}
          </button>
          {saved ? (
            <span role="status" data-testid="participation-saved">
              {t('content.saved')}
            </span>
          ) : null}
        </div>
      </form>
    </div>
  );
}
