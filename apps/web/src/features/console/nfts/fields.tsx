import { useTranslation } from 'react-i18next';
import { LabeledField, type useFieldErrors } from '../../../kernel/ui/LabeledField.tsx';
import type { Localized } from './api.ts';

export const LOCALES = ['en', 'de', 'it'] as const;
export type Texts = Record<(typeof LOCALES)[number], string>;

export const emptyTexts = (): Texts => ({ en: '', de: '', it: '' });

/** The texts of a record per locale as a form edits them. */
export const textsOf = (from: Record<string, string> | undefined): Texts => ({
  en: from?.en ?? '',
  de: from?.de ?? '',
  it: from?.it ?? '',
});

/** The texts as the API takes them: the filled ones, English always. */
export function localized(texts: Texts): Localized {
  const out: Localized = { en: texts.en.trim() };
  if (texts.de.trim()) out.de = texts.de.trim();
  if (texts.it.trim()) out.it = texts.it.trim();
  return out;
}

/** A text in en, de and it: one field each, named `<name>.<locale>` in the server's refusal. */
export function LocalizedFields({
  form,
  name,
  label,
  value,
  onChange,
  multiline = false,
  required = false,
  maxLength,
  testId,
}: {
  form: ReturnType<typeof useFieldErrors>;
  name: string;
  label: string;
  value: Texts;
  onChange: (value: Texts) => void;
  multiline?: boolean;
  required?: boolean;
  maxLength: number;
  testId: string;
}) {
  const { t } = useTranslation('console');
  return (
    <fieldset className="console-fieldset">
      <legend>{label}</legend>
      {form.message(name)}
      {LOCALES.map((locale) => (
        <LabeledField
          key={locale}
          form={form}
          className="console-field"
          name={`${name}.${locale}`}
          label={t(`nfts.languages.${locale}`)}
        >
          {(control) =>
            multiline ? (
              <textarea
                {...control}
                rows={3}
                maxLength={maxLength}
                value={value[locale]}
                aria-invalid={form.invalid(`${name}.${locale}`)}
                onChange={(e) => onChange({ ...value, [locale]: e.currentTarget.value })}
                data-testid={`${testId}-${locale}`}
              />
            ) : (
              <input
                {...control}
                type="text"
                maxLength={maxLength}
                required={required && locale === 'en'}
                value={value[locale]}
                aria-invalid={form.invalid(`${name}.${locale}`)}
                onChange={(e) => onChange({ ...value, [locale]: e.currentTarget.value })}
                data-testid={`${testId}-${locale}`}
              />
            )
          }
        </LabeledField>
      ))}
    </fieldset>
  );
}

/** A record's name (required) and description, each in en, de and it: `<record>.name.<locale>` … */
export function NameAndDescription({
  form,
  record,
  nameLabel,
  name,
  description,
  testId,
}: {
  form: ReturnType<typeof useFieldErrors>;
  /** The body's outer key in the server's refusal (`nft`, `nft_collection`). */
  record: string;
  nameLabel: string;
  name: [Texts, (value: Texts) => void];
  description: [Texts, (value: Texts) => void];
  testId: string;
}) {
  const { t } = useTranslation('console');
  return (
    <>
      <LocalizedFields
        form={form}
        name={`${record}.name`}
        label={nameLabel}
        value={name[0]}
        onChange={name[1]}
        required
        maxLength={200}
        testId={`${testId}-name`}
      />
      <LocalizedFields
        form={form}
        name={`${record}.description`}
        label={t('nfts.form.description')}
        value={description[0]}
        onChange={description[1]}
        multiline
        maxLength={20000}
        testId={`${testId}-description`}
      />
    </>
  );
}

/** The upload's progress while a file is sent: a labelled progress bar, announced when done. */
export function UploadBar({ fraction, testId }: { fraction: number | null; testId: string }) {
  const { t } = useTranslation('console');
  if (fraction === null) return null;
  const percent = Math.round(fraction * 100);
  return (
    <div className="console-upload" data-testid={testId}>
      <label>
        {t('nfts.upload.progress', { percent })}
        <progress max={100} value={percent} />
      </label>
    </div>
  );
}
