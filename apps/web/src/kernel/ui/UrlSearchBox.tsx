import { useEffect, useRef, useState } from 'react';
import { useTypedBeforeHydration } from '../hydration.ts';
import { useSearchParams } from '../router.tsx';
import { HiddenLabelSearch } from './HiddenLabelSearch.tsx';

/**
 * Sets one parameter of the page's URL in place (the history entry is replaced); `null` or an
 * empty value removes it. For the filters a list keeps in its URL.
 */
export function useSetSearchParam(): (name: string, value: string | null) => void {
  const [, setSearchParams] = useSearchParams();
  return (name, value) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
}

/**
 * A list's search field (`type="search"`, its label for screen readers only): what the fan types
 * is handed to `onSearch` once they have stopped typing for `delayMs`; Escape clears it. Text
 * typed before a server-rendered page was hydrated is kept (kernel/hydration.ts).
 */
export function UrlSearchBox({
  className,
  label,
  placeholder,
  value,
  onSearch,
  delayMs,
  testId,
}: {
  /** The field's wrapper's class. */
  className: string;
  label: string;
  placeholder: string;
  /** The search the URL holds now. */
  value: string;
  onSearch: (draft: string) => void;
  delayMs: number;
  testId?: string;
}) {
  const [draft, setDraft] = useState(value);
  const ref = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(ref, draft, setDraft);
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => onSearch(draft), delayMs);
    return () => clearTimeout(timer);
    // onSearch is recreated each render; the draft and the URL value decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, value]);
  return (
    <div className={className}>
      <HiddenLabelSearch
        label={label}
        placeholder={placeholder}
        value={draft}
        onChange={setDraft}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setDraft('');
        }}
        inputRef={ref}
        autoComplete={false}
        testId={testId}
      />
    </div>
  );
}
