import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../../../kernel/router.tsx';

/**
 * A console list's state kept in the URL's query (docs/CONSOLE.md "Web"), so that a list can be
 * linked and reloaded: the search, the filters and sort of the screen, and the page. Changing
 * anything but the page goes back to page 1.
 */
export function useListParams<K extends string>(defaults: Record<K, string>) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => {
    const out = {} as Record<K, string>;
    for (const key of Object.keys(defaults) as K[]) out[key] = params.get(key) ?? defaults[key];
    return out;
    // The defaults are the screen's constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const set = useCallback(
    (patch: Partial<Record<K | 'page', string>>) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(patch) as [string, string | undefined][]) {
            const fallback = key === 'page' ? '1' : defaults[key as K];
            if (value === undefined || value === '' || value === fallback) next.delete(key);
            else next.set(key, value);
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams],
  );
  return { values, page, set };
}
