import { useId, useState, type ReactNode } from 'react';

/** The messages of a form's fields by field name, as the server names them in a refusal. */
export type FieldErrors = Record<string, string[]>;

/** What a refused submission shows: the message above the button and the fields' own messages. */
export interface FormRefusal {
  message: string;
  fields: FieldErrors;
}

/** The attributes a field's control takes from its `LabeledField`. */
export interface FieldControl {
  id: string;
  'aria-describedby': string | undefined;
}

/**
 * A form's submission and its errors: `submit` clears them, lets `check` refuse before anything is
 * sent (field errors), then runs `send` with `busy` set; a failure of `send` shows `refused(e)`.
 * Each field's message is a paragraph of `errorClassName` that its control is described by.
 */
export function useFieldErrors(errorClassName: string) {
  const prefix = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const errorId = (field: string) => `${prefix}-${field}-error`;
  const has = (field: string) => Boolean(fieldErrors[field]?.length);

  const submit = async (
    check: () => FieldErrors | null,
    send: () => Promise<void>,
    refused: (error: unknown) => FormRefusal,
  ) => {
    setError(null);
    setFieldErrors({});
    const refusal = check();
    if (refusal) {
      setFieldErrors(refusal);
      return;
    }
    setBusy(true);
    try {
      await send();
    } catch (e) {
      const { message, fields } = refused(e);
      setError(message);
      setFieldErrors(fields);
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    error,
    submit,
    /** `aria-invalid` of a control whose field has an error. */
    invalid: (field: string) => (fieldErrors[field] ? true : undefined),
    /** The control's attributes: its id and the message it is described by. */
    control: (id: string, field: string): FieldControl => ({
      id,
      'aria-describedby': has(field) ? errorId(field) : undefined,
    }),
    /** The field's message, or nothing. */
    message: (field: string) =>
      has(field) ? (
        <p className={errorClassName} id={errorId(field)}>
          {fieldErrors[field]?.join(' ')}
        </p>
      ) : null,
  };
}

type FieldForm = Pick<ReturnType<typeof useFieldErrors>, 'control' | 'message'>;

/**
 * One field of a form: a `div` of `className` with the label, the control drawn by `children`
 * (given its id and description) and the field's error message under it.
 */
export function LabeledField({
  form,
  className,
  name,
  label,
  children,
}: {
  form: FieldForm;
  className: string;
  /** The field's name in the server's refusal. */
  name: string;
  label: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {children(form.control(id, name))}
      {form.message(name)}
    </div>
  );
}
