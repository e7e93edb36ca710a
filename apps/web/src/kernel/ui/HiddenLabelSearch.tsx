import { useId, type KeyboardEvent, type Ref } from 'react';

/**
 * A search box whose label only assistive technology reads (`visually-hidden`): the label and
 * the `type="search"` input, without autocomplete unless `autoComplete` says otherwise (`false`:
 * the browser's own default).
 */
export function HiddenLabelSearch({
  label,
  placeholder,
  value,
  onChange,
  onKeyDown,
  inputRef,
  autoComplete = 'off',
  testId,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
  autoComplete?: string | false;
  testId?: string;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        autoComplete={autoComplete === false ? undefined : autoComplete}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        data-testid={testId}
      />
    </>
  );
}
