import type { ReactNode } from 'react';

/** A field of the key manager's forms: its label, the control (`children`), and its error (`{id}-error`). */
export function KeyField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="ck-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <p className="ck-field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The text box of a pasted key or code (no spelling check, no autocomplete). */
export function KeyTextArea({
  id,
  rows,
  value,
  onChange,
}: {
  id: string;
  rows: number;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <textarea
      id={id}
      rows={rows}
      spellCheck={false}
      autoComplete="off"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/**
 * The submit button of a key manager's form, in its row: `busyLabel` while `busy`, which the
 * button also tells assistive technology (`aria-busy`) unless `markBusy` is false.
 */
export function SubmitRow({
  label,
  busyLabel,
  busy,
  disabled,
  secondary,
  markBusy = true,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled: boolean;
  secondary?: boolean;
  markBusy?: boolean;
}) {
  return (
    <div className="row">
      <button
        type="submit"
        className={secondary ? 'button button-secondary' : 'button'}
        disabled={disabled}
        aria-busy={markBusy ? busy : undefined}
      >
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
