/**
 * The setup form's fields: each labelled, described by its messages (the server's and the same
 * checks run in the browser), named as the server names them less the body's `instance.`.
 */
import { useId, type ReactNode } from 'react';

export type Problems = Record<string, string[]>;

/** The id of a field's message paragraph. */
const messageId = (prefix: string, field: string) => `${prefix}-${field.replace(/[^a-zA-Z0-9_-]/g, '_')}-error`;

/** A field's control attributes and its message, read from the form's problems. */
export function useProblems(problems: Problems) {
  const prefix = useId().replace(/:/g, '');
  return {
    invalid: (field: string) => (problems[field]?.length ? true : undefined),
    describedBy: (field: string) => (problems[field]?.length ? messageId(prefix, field) : undefined),
    message: (field: string) =>
      problems[field]?.length ? (
        <p className="form-error" id={messageId(prefix, field)} data-testid={`setup-error-${field}`}>
          {problems[field]!.join(' ')}
        </p>
      ) : null,
  };
}

export type ProblemView = ReturnType<typeof useProblems>;

/** A labelled text field. */
export function TextField({
  view,
  name,
  label,
  value,
  onChange,
  hint,
  multiline = false,
  maxLength = 200,
  testId,
}: {
  view: ProblemView;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  multiline?: boolean;
  maxLength?: number;
  testId?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const described = [hint ? hintId : undefined, view.describedBy(name)].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    maxLength,
    'aria-invalid': view.invalid(name),
    'aria-describedby': described,
    'data-testid': testId ?? `setup-${name}`,
  };
  return (
    <div className="console-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.currentTarget.value)} />
      ) : (
        <input {...common} type="text" onChange={(e) => onChange(e.currentTarget.value)} />
      )}
      {hint ? (
        <p className="muted console-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {view.message(name)}
    </div>
  );
}

/** A labelled checkbox. */
export function CheckField({
  view,
  name,
  label,
  checked,
  onChange,
}: {
  view: ProblemView;
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="console-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-invalid={view.invalid(name)}
        aria-describedby={view.describedBy(name)}
        data-testid={`setup-${name}`}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {view.message(name)}
    </div>
  );
}
