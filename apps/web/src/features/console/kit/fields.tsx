import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../kernel/router.tsx';
import { BusyButton, FormError } from '../../../kernel/ui/FormBits.tsx';
import { LabeledField, type useFieldErrors } from '../../../kernel/ui/LabeledField.tsx';

/** A console form's state, as `useFieldErrors` keeps it. */
type ConsoleForm = ReturnType<typeof useFieldErrors>;

/** A one-line text field named as the server names it in a refusal, with its message under it. */
export function TextField({
  form,
  name,
  label,
  value,
  onChange,
  testId,
  required = false,
  maxLength,
  numeric = false,
}: {
  form: ConsoleForm;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  required?: boolean;
  maxLength?: number;
  /** Digits only: the phone's number pad. */
  numeric?: boolean;
}) {
  return (
    <LabeledField form={form} className="console-field" name={name} label={label}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode={numeric ? 'numeric' : undefined}
          required={required}
          maxLength={maxLength}
          value={value}
          aria-invalid={form.invalid(name)}
          onChange={(e) => onChange(e.currentTarget.value)}
          data-testid={testId}
        />
      )}
    </LabeledField>
  );
}

/** A file field: the picked file (or null when the choice is cleared). */
export function FileField({
  form,
  name,
  label,
  accept,
  onFile,
  testId,
}: {
  form: ConsoleForm;
  name: string;
  label: string;
  accept: string;
  onFile: (file: File | null) => void;
  testId: string;
}) {
  return (
    <LabeledField form={form} className="console-field" name={name} label={label}>
      {(control) => (
        <input
          {...control}
          type="file"
          accept={accept}
          aria-invalid={form.invalid(name)}
          onChange={(e) => onFile(e.currentTarget.files?.[0] ?? null)}
          data-testid={testId}
        />
      )}
    </LabeledField>
  );
}

/**
 * The end of a console form: what is above the buttons (an upload's progress, say), the refusal's
 * message, "saved" once it is, the save button and the way back. Test ids are `<testId>-error`,
 * `-saved` and `-save`.
 */
export function FormFooter({
  form,
  saved,
  back,
  testId,
  children,
}: {
  form: ConsoleForm;
  saved: boolean;
  /** The list the form came from. */
  back: { to: string; label: string };
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('console');
  return (
    <>
      {children}
      <FormError testId={`${testId}-error`}>{form.error}</FormError>
      {saved ? (
        <p role="status" data-testid={`${testId}-saved`}>
          {t('form.saved')}
        </p>
      ) : null}
      <div className="console-form-actions">
        <BusyButton type="submit" busy={form.busy} testId={`${testId}-save`}>
          {form.busy ? t('confirm.working') : t('form.save')}
        </BusyButton>
        <Link to={back.to}>{back.label}</Link>
      </div>
    </>
  );
}

/** A checkbox with its label after it. */
export function CheckField({
  label,
  checked,
  onChange,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}) {
  return (
    <label className="console-check">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        data-testid={testId}
      />
      {label}
    </label>
  );
}
