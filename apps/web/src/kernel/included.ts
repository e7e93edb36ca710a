/** One record of an answer's `included` list (every record schema of the contract has both). */
export interface IncludedRecord {
  id: string;
  type: string;
}

/** The record types the app looks up in `included`, by lookup name. */
const TYPES = {
  user: 'user',
  idea: 'idea',
  question: 'ama_question',
  medium: 'content_medium',
  category: 'category',
} as const;

type Lookup = (id: string | undefined) => unknown;

/** The lookup names of an included index with the record each gives (a feature names those it reads). */
export type IncludedRecords = Partial<Record<keyof typeof TYPES, unknown>>;

/** A feature's view of an included index: one lookup by id for each record type in `R`. */
export type IncludedLookups<R extends IncludedRecords> = {
  [K in keyof R]: (id: string | undefined) => R[K] | undefined;
};

/**
 * An answer's included records indexed by type and id. The records travel with it (`records`), so
 * the index survives the server rendering's embedding in the page (JSON keeps no functions):
 * `reviveIncluded` rebuilds it in the browser. Each feature types the lookups it uses.
 */
export interface IncludedIndex {
  readonly records: readonly IncludedRecord[];
  readonly user: Lookup;
  readonly idea: Lookup;
  readonly question: Lookup;
  readonly medium: Lookup;
  readonly category: Lookup;
}

const MARK = '__included';

export function indexIncluded(records: readonly IncludedRecord[]): IncludedIndex {
  const byKey = new Map<string, unknown>();
  for (const r of records) byKey.set(`${r.type}:${r.id}`, r);
  const lookup =
    (type: string): Lookup =>
    (id) =>
      id ? byKey.get(`${type}:${id}`) : undefined;
  return {
    [MARK]: true,
    records,
    user: lookup(TYPES.user),
    idea: lookup(TYPES.idea),
    question: lookup(TYPES.question),
    medium: lookup(TYPES.medium),
    category: lookup(TYPES.category),
  } as IncludedIndex;
}

/**
 * Rebuilds every included index in a query's data that went through JSON (the lookups were lost,
 * the records kept), a few levels deep (an infinite query's pages hold them one level down).
 */
export function reviveIncluded(data: unknown, depth = 4): unknown {
  if (depth < 0 || data === null || typeof data !== 'object') return data;
  if (Array.isArray(data)) return data.map((item) => reviveIncluded(item, depth - 1));
  const object = data as Record<string, unknown>;
  if (object[MARK] === true && Array.isArray(object.records)) return indexIncluded(object.records);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) out[key] = reviveIncluded(value, depth - 1);
  return out;
}

/** `indexIncluded` as a feature reads it: the lookups of the records in `R`. */
export function indexIncludedAs<R extends IncludedRecords>(records: readonly IncludedRecord[]): IncludedLookups<R> {
  return indexIncluded(records) as IncludedLookups<R>;
}
