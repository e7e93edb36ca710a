import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { shellKeys } from '../../../kernel/shell-queries.ts';
import { refusalOf } from '../kit/errors.ts';
import { ConsoleSearch, ConsoleSelect, ConsoleTable, type ConsoleColumn } from '../kit/ConsoleTable.tsx';
import { useListParams } from '../kit/useListParams.ts';
import {
  draftOf,
  instanceSetupQuery,
  saveDraft,
  setupKeys,
  translationKeysQuery,
  type TranslationKey,
  type TranslationsQuery,
} from './api.ts';

const LOCALES = ['en', 'de', 'it'] as const;

/**
 * The instance's text overrides (docs/CONSOLE.md "Instance setup"): one language's keys in the
 * reference order, searched, or only those the built-in texts lack; the English and the built-in
 * text beside the override, which is saved as a new version of the configuration.
 */
export function TranslationsScreen() {
  const { t } = useTranslation('console');
  const { values, page, set } = useListParams({ locale: 'de', search: '', missing: '' });
  const locale = (LOCALES as readonly string[]).includes(values.locale)
    ? (values.locale as TranslationsQuery['locale'])
    : 'de';
  const list = useQuery(translationKeysQuery({ locale, search: values.search, missing: values.missing === '1', page }));
  const missingId = useId();
  const columns: ConsoleColumn<TranslationKey>[] = [
    { key: 'key', header: t('setup.texts.key'), cell: (k) => <code>{k.attributes.key}</code> },
    { key: 'en', header: t('setup.texts.english'), cell: (k) => <span lang="en">{k.attributes.en}</span> },
    {
      key: 'builtin',
      header: t('setup.texts.builtin'),
      cell: (k) =>
        k.attributes.text === null ? (
          <span className="form-error">{t('setup.texts.missing')}</span>
        ) : (
          <span lang={locale}>{k.attributes.text}</span>
        ),
    },
    {
      key: 'override',
      header: t('setup.texts.override'),
      cell: (k) => <OverrideField key={`${k.id}-${k.attributes.override ?? ''}`} row={k} locale={locale} />,
    },
  ];
  return (
    <ConsoleTable
      caption={t('setup.tabs.translations')}
      query={list}
      columns={columns}
      rowKey={(k) => k.id}
      page={page}
      onPage={(p) => set({ page: String(p) })}
      emptyText={t('setup.texts.none')}
      testId="setup-texts"
      toolbar={
        <>
          <ConsoleSelect
            label={t('setup.texts.language')}
            value={locale}
            onChange={(l) => set({ locale: l })}
            testId="setup-texts-locale"
            options={LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
          />
          <ConsoleSearch
            label={t('setup.texts.search')}
            value={values.search}
            onChange={(search) => set({ search })}
            testId="setup-texts-search"
          />
          <div className="console-check">
            <input
              id={missingId}
              type="checkbox"
              checked={values.missing === '1'}
              onChange={(e) => set({ missing: e.currentTarget.checked ? '1' : '' })}
              data-testid="setup-texts-missing"
            />
            <label htmlFor={missingId}>{t('setup.texts.onlyMissing')}</label>
          </div>
        </>
      }
    />
  );
}

/** One key's override: edited in place, saved (or removed when emptied) as a new version. */
function OverrideField({ row, locale }: { row: TranslationKey; locale: TranslationsQuery['locale'] }) {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const id = useId();
  const [text, setText] = useState(row.attributes.override ?? '');
  const [state, setState] = useState<{ busy: boolean; error: string | null; saved: boolean }>({
    busy: false,
    error: null,
    saved: false,
  });
  const key = row.attributes.key;
  const save = async () => {
    setState({ busy: true, error: null, saved: false });
    try {
      // The newest configuration, so that the override goes on top of whatever was saved since.
      const doc = await queryClient.fetchQuery({ ...instanceSetupQuery(), staleTime: 0 });
      const draft = draftOf(doc);
      const overrides = { ...(draft.translations[locale] ?? {}) };
      if (text.trim() === '') delete overrides[key];
      else overrides[key] = text;
      const saved = await saveDraft(
        { ...draft, translations: { ...draft.translations, [locale]: overrides } },
        doc.attributes.version,
      );
      queryClient.setQueryData(setupKeys.instance(), saved);
      await queryClient.invalidateQueries({ queryKey: setupKeys.all });
      void queryClient.invalidateQueries({ queryKey: shellKeys.all });
      setState({ busy: false, error: null, saved: true });
    } catch (err) {
      const refusal = refusalOf(err, t('setup.saveFailed'), 'instance');
      const fieldMessage = refusal.fields[`translations.${locale}.${key}`]?.join(' ');
      setState({ busy: false, error: fieldMessage ?? refusal.message, saved: false });
    }
  };
  return (
    <div className="setup-override">
      <label htmlFor={id} className="visually-hidden">
        {t('setup.texts.overrideOf', { key })}
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={2000}
        value={text}
        lang={locale}
        aria-invalid={state.error ? true : undefined}
        aria-describedby={state.error ? `${id}-error` : undefined}
        onChange={(e) => setText(e.currentTarget.value)}
        data-testid={`setup-override-${key}`}
      />
      <button
        type="button"
        className="button button-secondary"
        disabled={state.busy || text === (row.attributes.override ?? '')}
        onClick={() => void save()}
      >
        {t('setup.texts.save')}
      </button>
      {state.error ? (
        <p className="form-error" id={`${id}-error`}>
          {state.error}
        </p>
      ) : null}
      <span role="status" className="muted">
        {state.saved ? t('setup.texts.saved') : ''}
      </span>
    </div>
  );
}
