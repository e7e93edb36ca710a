import { useId, useState } from 'react';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useDebounced } from '../../../kernel/use-debounced.ts';

/** A fan as the pickers' searches answer them. */
export interface PickableFan {
  id: string;
  attributes: { slug: string; display_name: string; email?: string | null };
}

/**
 * One fan, found by a search of names and slugs (two letters at least, asked 300 ms after the last
 * key): a search box, then the matches as radio buttons. Test ids: `<testId>-search`, `<testId>-<id>`.
 */
export function FanPicker<F extends PickableFan, E, K extends readonly unknown[]>({
  query,
  chosen,
  onPick,
  texts,
  name,
  testId,
  detail = (u) => u.attributes.slug,
  keyOf = (u) => u.id,
}: {
  /** The search's query options (the members' list, an announcement's recipients). */
  query: (search: string) => UseQueryOptions<F[], E, F[], K>;
  /** The key of the chosen fan (as keyOf gives it), or undefined. */
  chosen: string | undefined;
  onPick: (fan: F) => void;
  texts: { search: string; none: string; pick: string };
  /** The radio group's name, unique on the page. */
  name: string;
  testId: string;
  /** What is shown beside the name. */
  detail?: (fan: F) => string;
  keyOf?: (fan: F) => string;
}) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const typed = useDebounced(search.trim(), 300);
  const fans = useQuery(query(typed));
  return (
    <>
      <div className="console-field">
        <label htmlFor={searchId}>{texts.search}</label>
        <input
          id={searchId}
          type="search"
          value={search}
          maxLength={100}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-testid={`${testId}-search`}
        />
      </div>
      {typed.length > 1 && fans.data ? (
        fans.data.length === 0 ? (
          <p className="muted">{texts.none}</p>
        ) : (
          <fieldset className="console-fieldset">
            <legend>{texts.pick}</legend>
            {fans.data.map((u) => (
              <label key={u.id} className="console-check">
                <input
                  type="radio"
                  name={name}
                  checked={chosen === keyOf(u)}
                  onChange={() => onPick(u)}
                  data-testid={`${testId}-${keyOf(u)}`}
                />
                {u.attributes.display_name} <span className="muted">{detail(u)}</span>
              </label>
            ))}
          </fieldset>
        )
      ) : null}
    </>
  );
}
