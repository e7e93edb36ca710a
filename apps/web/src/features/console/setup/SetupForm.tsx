import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@tribune/api-client';
import {
  contrastRatio,
  DEFAULT_ROUTE_WORDS,
  formatRatio,
  isHexColor,
  MANIFEST_DISPLAYS,
  SUPPORTED_LOCALES,
  THEME_CONTRAST_PAIRS,
  WCAG_AA_CONTRAST,
} from '@tribune/domain';
import { shellKeys } from '../../../kernel/shell-queries.ts';
import { useDebounced } from '../../../kernel/use-debounced.ts';
import { refusalOf } from '../kit/errors.ts';
import { draftOf, saveDraft, setupKeys, validateDraft, type InstanceSetup, type SetupDraft } from './api.ts';
import { localProblems, mergeProblems, valueAt, withValue } from './draft.ts';
import { CheckField, TextField, useProblems, type Problems } from './fields.tsx';
import { SetupPreview } from './SetupPreview.tsx';

/** The modules' and options' switches, by their path in the document. */
const SWITCHES = [
  'modules.home',
  'modules.contents',
  'modules.events',
  'modules.chat',
  'modules.notifications',
  'modules.spaces',
  'modules.shop',
  'modules.participate.voting',
  'modules.participate.crowdsourcing',
  'modules.participate.ama',
  'modules.postToFeed.enabled',
  'modules.nfts.enabled',
  'modules.nfts.nftTrading',
  'modules.organizations.enabled',
  'modules.organizations.displayList',
  'options.registered_users_only.enabled',
  'options.encourageFanIdWalletCreation',
  'options.hideCookieConsent',
] as const;

const ROUTE_KEYS = Object.keys(DEFAULT_ROUTE_WORDS) as (keyof typeof DEFAULT_ROUTE_WORDS)[];

/**
 * The setup form (docs/CONSOLE.md "Instance setup"): identity, modules and flags, languages, route
 * words, campaign aliases; checked as it changes (the same rules in the browser at once, the
 * server's after a pause), the preview beside it, saved from the version it started from.
 */
export function SetupForm({ doc, reload }: { doc: InstanceSetup; reload: () => Promise<void> }) {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  // The version the draft started from: the loaded one, then each save's.
  const [base, setBase] = useState(doc);
  const [initial] = useState<SetupDraft>(() => draftOf(doc));
  const [draft, setDraft] = useState<SetupDraft>(initial);
  const [serverCheck, setServerCheck] = useState<{ draft: SetupDraft; problems: Problems } | null>(null);
  const [saveProblems, setSaveProblems] = useState<Problems>({});
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'conflict' | 'refused'>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const local = useMemo(() => localProblems(draft), [draft]);
  const checked = useDebounced(draft, 500);

  // The server's check of the draft after a pause in typing; its answer counts while the draft is the same.
  useEffect(() => {
    if (checked === initial) return;
    let live = true;
    validateDraft(checked, base.attributes.version).then(
      () => live && setServerCheck({ draft: checked, problems: {} }),
      (err: unknown) => {
        if (!live || !(err instanceof ApiError) || (err.status !== 422 && err.status !== 400)) return;
        setServerCheck({ draft: checked, problems: refusalOf(err, '', 'instance').fields });
      },
    );
    return () => {
      live = false;
    };
  }, [checked, initial, base]);

  const problems = mergeProblems(local, serverCheck?.draft === draft ? serverCheck.problems : {}, saveProblems);
  const view = useProblems(problems);
  const hasProblems = Object.keys(problems).length > 0;

  const change = (path: string, value: unknown) => {
    setDraft((d) => withValue(d, path, value));
    setSaveProblems({});
    if (status !== 'saving') setStatus('idle');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (Object.keys(local).length) {
      setStatus('refused');
      setMessage(t('setup.fixFirst'));
      return;
    }
    setStatus('saving');
    setMessage(null);
    try {
      const saved = await saveDraft(draft, base.attributes.version);
      setBase(saved);
      queryClient.setQueryData(setupKeys.instance(), saved);
      await queryClient.invalidateQueries({ queryKey: setupKeys.all, refetchType: 'active' });
      void queryClient.invalidateQueries({ queryKey: shellKeys.all });
      setStatus('saved');
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        setStatus('conflict');
        setMessage(t('setup.conflict'));
        return;
      }
      const refusal = refusalOf(err, t('setup.saveFailed'), 'instance');
      setSaveProblems(refusal.fields);
      setStatus('refused');
      setMessage(refusal.message);
    }
  };

  const str = (path: string) => String(valueAt(draft, path) ?? '');
  const routeWord = (key: (typeof ROUTE_KEYS)[number]) => draft.route_words[key] ?? DEFAULT_ROUTE_WORDS[key];
  const setRouteWord = (key: (typeof ROUTE_KEYS)[number], word: string) =>
    change(`route_words.${key}`, word === DEFAULT_ROUTE_WORDS[key] ? undefined : word);

  return (
    <div className="setup-layout">
      <form className="console-form setup-form" onSubmit={(e) => void submit(e)} noValidate data-testid="setup-form">
        <fieldset className="setup-group">
          <legend>{t('setup.identity')}</legend>
          <TextField
            view={view}
            name="name"
            label={t('setup.name')}
            value={draft.name}
            onChange={(v) => change('name', v)}
          />
          <TextField
            view={view}
            name="short_name"
            label={t('setup.shortName')}
            value={draft.short_name}
            maxLength={40}
            onChange={(v) => change('short_name', v)}
          />
          <TextField
            view={view}
            name="description"
            label={t('setup.description')}
            value={draft.description}
            multiline
            maxLength={500}
            onChange={(v) => change('description', v)}
          />
          <div className="console-field">
            <label htmlFor="setup-display">{t('setup.display')}</label>
            <select
              id="setup-display"
              value={draft.display}
              onChange={(e) => change('display', e.currentTarget.value)}
              data-testid="setup-display"
            >
              {MANIFEST_DISPLAYS.map((d) => (
                <option key={d} value={d}>
                  {t(`setup.displays.${d}`)}
                </option>
              ))}
            </select>
          </div>
          {(['theme_color', 'background_color'] as const).map((field) => (
            <TextField
              key={field}
              view={view}
              name={field}
              label={t(`setup.${field === 'theme_color' ? 'themeColor' : 'backgroundColor'}`)}
              value={draft[field]}
              maxLength={7}
              onChange={(v) => change(field, v.trim())}
              hint={
                <span className="setup-swatch-line">
                  <span
                    className="setup-swatch"
                    aria-hidden="true"
                    style={isHexColor(draft[field]) ? { background: draft[field] } : undefined}
                  />
                  {t('setup.colorHint')}
                </span>
              }
            />
          ))}
          <ContrastTable draft={draft} />
          <TextField
            view={view}
            name="logo"
            label={t('setup.logo')}
            value={draft.logo ?? ''}
            multiline
            maxLength={4000}
            hint={t('setup.pathHint')}
            onChange={(v) => change('logo', v.trim() === '' ? null : v)}
          />
          <KeyedList
            title={t('setup.icons')}
            entries={draft.icons}
            keyLabel={t('setup.iconName')}
            valueLabel={t('setup.iconPath')}
            addLabel={t('setup.addIcon')}
            removeLabel={(k) => t('setup.removeIcon', { name: k })}
            prefix="icons"
            view={view}
            onChange={(next) => change('icons', next)}
          />
        </fieldset>

        <fieldset className="setup-group">
          <legend>{t('setup.modules')}</legend>
          {SWITCHES.map((path) => (
            <CheckField
              key={path}
              view={view}
              name={path}
              label={t(`setup.switches.${path.replace(/\./g, '_')}`)}
              checked={valueAt(draft, path) === true}
              onChange={(v) => change(path, v)}
            />
          ))}
          <div className="console-field">
            <label htmlFor="setup-gifting">{t('setup.giftingLimit')}</label>
            <input
              id="setup-gifting"
              type="number"
              min={0}
              max={1000}
              value={str('modules.nfts.nftGiftingDailyLimit')}
              onChange={(e) => change('modules.nfts.nftGiftingDailyLimit', Number(e.currentTarget.value) || 0)}
            />
          </div>
        </fieldset>

        <fieldset className="setup-group">
          <legend>{t('setup.flags')}</legend>
          <FlagList view={view} flags={draft.feature_flags} onChange={(next) => change('feature_flags', next)} />
        </fieldset>

        <fieldset className="setup-group">
          <legend>{t('setup.languages')}</legend>
          {SUPPORTED_LOCALES.map((lang) => (
            <CheckField
              key={lang}
              view={view}
              name={`languages.${lang}`}
              label={t(`languages.${lang}`)}
              checked={draft.languages.options.includes(lang)}
              onChange={(on) =>
                change(
                  'languages.options',
                  on
                    ? SUPPORTED_LOCALES.filter((l) => l === lang || draft.languages.options.includes(l))
                    : draft.languages.options.filter((l) => l !== lang),
                )
              }
            />
          ))}
          {view.message('languages.options')}
          <div className="console-field">
            <label htmlFor="setup-default-language">{t('setup.defaultLanguage')}</label>
            <select
              id="setup-default-language"
              value={draft.languages.default}
              aria-invalid={view.invalid('languages.default')}
              aria-describedby={view.describedBy('languages.default')}
              onChange={(e) => change('languages.default', e.currentTarget.value)}
            >
              {SUPPORTED_LOCALES.map((lang) => (
                <option key={lang} value={lang}>
                  {t(`languages.${lang}`)}
                </option>
              ))}
            </select>
            {view.message('languages.default')}
          </div>
        </fieldset>

        <fieldset className="setup-group">
          <legend>{t('setup.routeWords')}</legend>
          <p className="muted">{t('setup.routeWordsHint')}</p>
          <div className="setup-columns">
            {ROUTE_KEYS.map((key) => (
              <TextField
                key={key}
                view={view}
                name={`route_words.${key}`}
                label={t('setup.routeWordOf', { key })}
                value={routeWord(key)}
                maxLength={63}
                onChange={(v) => setRouteWord(key, v.trim())}
              />
            ))}
          </div>
        </fieldset>

        <fieldset className="setup-group">
          <legend>{t('setup.aliases')}</legend>
          <KeyedList
            title={t('setup.aliasesHint')}
            entries={draft.campaign_aliases}
            keyLabel={t('setup.alias')}
            valueLabel={t('setup.giveaway')}
            addLabel={t('setup.addAlias')}
            removeLabel={(k) => t('setup.removeAlias', { name: k })}
            prefix="campaign_aliases"
            view={view}
            onChange={(next) => change('campaign_aliases', next)}
          />
        </fieldset>

        <div className="setup-actions">
          {message ? (
            <p className="form-error" role="alert" data-testid="setup-message">
              {message}
              {status === 'conflict' ? (
                <>
                  {' '}
                  <button type="button" className="button button-secondary" onClick={() => void reload()}>
                    {t('setup.reload')}
                  </button>
                </>
              ) : null}
            </p>
          ) : null}
          <p role="status" className="muted" data-testid="setup-status">
            {status === 'saved'
              ? t('setup.saved', { version: base.attributes.version })
              : hasProblems
                ? t('setup.hasProblems')
                : ''}
          </p>
          <button type="submit" className="button" disabled={status === 'saving'} data-testid="setup-save">
            {status === 'saving' ? t('setup.saving') : t('setup.save')}
          </button>
        </div>
      </form>
      <SetupPreview draft={draft} />
    </div>
  );
}

/** The theme's pairs that carry text and their contrast, as the colours change. */
function ContrastTable({ draft }: { draft: SetupDraft }) {
  const { t } = useTranslation('console');
  if (!isHexColor(draft.theme_color) || !isHexColor(draft.background_color)) return null;
  return (
    <table className="setup-contrast" data-testid="setup-contrast">
      <caption>{t('setup.contrast', { min: WCAG_AA_CONTRAST })}</caption>
      <tbody>
        {THEME_CONTRAST_PAIRS.map((p, i) => {
          const text = p.text(draft);
          const background = p.background(draft);
          const ratio = contrastRatio(text, background);
          const ok = ratio >= WCAG_AA_CONTRAST;
          return (
            <tr key={i}>
              <th scope="row">
                {/* The pair drawn as two colours, not as text (a failing pair is the point of showing it). */}
                <span className="setup-sample" style={{ background }} aria-hidden="true">
                  <span className="setup-sample-ink" style={{ background: text }} />
                </span>{' '}
                {t(`setup.pairs.${i}`)}
              </th>
              <td>{formatRatio(ratio)}</td>
              <td className={ok ? 'setup-pass' : 'form-error'}>{ok ? t('setup.pass') : t('setup.fail')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Name → text pairs (icons, campaign aliases): each row its two fields and a remove button. */
function KeyedList({
  title,
  entries,
  keyLabel,
  valueLabel,
  addLabel,
  removeLabel,
  prefix,
  view,
  onChange,
}: {
  title: string;
  entries: Record<string, string>;
  keyLabel: string;
  valueLabel: string;
  addLabel: string;
  removeLabel: (key: string) => string;
  prefix: string;
  view: ReturnType<typeof useProblems>;
  onChange: (next: Record<string, string>) => void;
}) {
  const { t } = useTranslation('console');
  const rows = Object.entries(entries);
  const rename = (from: string, to: string) =>
    onChange(Object.fromEntries(rows.map(([k, v]) => (k === from ? [to, v] : [k, v]))));
  const [fresh, setFresh] = useState('');
  return (
    <div className="setup-keyed" data-testid={`setup-${prefix}`}>
      <p className="muted">{title}</p>
      {rows.map(([key, value], i) => (
        <div className="setup-keyed-row" key={i}>
          <div className="console-field">
            <label htmlFor={`${prefix}-${i}-key`}>{keyLabel}</label>
            <input
              id={`${prefix}-${i}-key`}
              type="text"
              value={key}
              maxLength={64}
              onChange={(e) => rename(key, e.currentTarget.value)}
            />
          </div>
          <div className="console-field">
            <label htmlFor={`${prefix}-${i}-value`}>{valueLabel}</label>
            <input
              id={`${prefix}-${i}-value`}
              type="text"
              value={value}
              maxLength={4000}
              aria-invalid={view.invalid(`${prefix}.${key}`)}
              aria-describedby={view.describedBy(`${prefix}.${key}`)}
              data-testid={`setup-${prefix}.${key}`}
              onChange={(e) => onChange({ ...entries, [key]: e.currentTarget.value })}
            />
            {view.message(`${prefix}.${key}`)}
          </div>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => onChange(Object.fromEntries(rows.filter(([k]) => k !== key)))}
          >
            {removeLabel(key)}
          </button>
        </div>
      ))}
      <div className="setup-keyed-row">
        <div className="console-field">
          <label htmlFor={`${prefix}-new`}>{t('setup.newName')}</label>
          <input
            id={`${prefix}-new`}
            type="text"
            value={fresh}
            maxLength={64}
            data-testid={`setup-${prefix}-new`}
            onChange={(e) => setFresh(e.currentTarget.value)}
          />
        </div>
        <button
          type="button"
          className="button button-secondary"
          disabled={!fresh.trim() || fresh.trim() in entries}
          data-testid={`setup-${prefix}-add`}
          onClick={() => {
            onChange({ ...entries, [fresh.trim()]: '' });
            setFresh('');
          }}
        >
          {addLabel}
        </button>
      </div>
    </div>
  );
}

/** The feature flags: each on or off, removable; a new one by its name. */
function FlagList({
  view,
  flags,
  onChange,
}: {
  view: ReturnType<typeof useProblems>;
  flags: Record<string, boolean>;
  onChange: (next: Record<string, boolean>) => void;
}) {
  const { t } = useTranslation('console');
  const [fresh, setFresh] = useState('');
  return (
    <div className="setup-keyed" data-testid="setup-flags">
      {Object.entries(flags).map(([flag, on]) => (
        <div className="setup-keyed-row" key={flag}>
          <CheckField
            view={view}
            name={`feature_flags.${flag}`}
            label={flag}
            checked={on}
            onChange={(v) => onChange({ ...flags, [flag]: v })}
          />
          <button
            type="button"
            className="button button-secondary"
            onClick={() => onChange(Object.fromEntries(Object.entries(flags).filter(([k]) => k !== flag)))}
          >
            {t('setup.removeFlag', { name: flag })}
          </button>
        </div>
      ))}
      <div className="setup-keyed-row">
        <div className="console-field">
          <label htmlFor="setup-flag-new">{t('setup.newFlag')}</label>
          <input
            id="setup-flag-new"
            type="text"
            value={fresh}
            maxLength={64}
            onChange={(e) => setFresh(e.currentTarget.value)}
          />
        </div>
        <button
          type="button"
          className="button button-secondary"
          disabled={!fresh.trim() || fresh.trim() in flags}
          onClick={() => {
            onChange({ ...flags, [fresh.trim()]: true });
            setFresh('');
          }}
        >
          {t('setup.addFlag')}
        </button>
      </div>
    </div>
  );
}
