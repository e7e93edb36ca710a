/**
 * Typed rows from raw SQL results (the hand-written statements of docs/ARCHITECTURE.md "Data
 * access"): a repository declares once how each field of its row type is read from its column, and
 * `rowReader` turns that into the function that maps a result row. Bigints come back as text and
 * timestamps as Date or text depending on the driver (PGlite or PostgreSQL), so every field says how
 * it is decoded; a field's column is its name in snake_case unless it names another one.
 */

/** A raw result row, as both drivers return it. */
export type Raw = Record<string, unknown>;

/** How one column's value becomes a field's value. */
export type Decoder<T> = (v: unknown) => T;

const absent = (v: unknown): v is null | undefined => v === null || v === undefined;

/** A numeric column (bigints come back as text). */
export const int: Decoder<number> = (v) => Number(v);
/** A nullable numeric column. */
export const intOrNull: Decoder<number | null> = (v) => (absent(v) ? null : Number(v));
/** A text column (numbers and bigints as their decimal text). */
export const text: Decoder<string> = (v) => String(v);
/** A nullable text column. */
export const textOrNull: Decoder<string | null> = (v) => (absent(v) ? null : String(v));
/** A boolean column, or an expression that is true only when it holds (null and absent are false). */
export const flag: Decoder<boolean> = (v) => v === true;
/** A timestamp column. */
export const date: Decoder<Date> = (v) => new Date(v as string);
/** A nullable timestamp column (null, absent and empty are null). */
export const dateOrNull: Decoder<Date | null> = (v) => (absent(v) || v === '' ? null : new Date(v as string));
/** A json column: parsed by both drivers, but a string is parsed here to be sure. */
export const json =
  <T>(fallback: T): Decoder<T> =>
  (v) =>
    absent(v) ? fallback : typeof v === 'string' ? (JSON.parse(v) as T) : (v as T);
/** A json array column, each element decoded. */
export const listOf =
  <T>(element: Decoder<T>): Decoder<T[]> =>
  (v) =>
    json<unknown[]>([])(v).map((x) => element(x));

/** A field read from a column of another name. */
export interface FromColumn<T> {
  readonly column: string;
  readonly decode: Decoder<T>;
}

/** Reads the field from `column` instead of the field's name in snake_case. */
export const from = <T>(column: string, decode: Decoder<T>): FromColumn<T> => ({ column, decode });

/** A field read from several columns of the row (an author from its `u_*` columns). */
export interface FromRow<T> {
  readonly fromRow: (r: Raw) => T;
}

/** Reads the field from the whole row. */
export const fromRow = <T>(read: (r: Raw) => T): FromRow<T> => ({ fromRow: read });

/** How each field of a row type is read. */
export type RowSpec<T> = { readonly [K in keyof T]-?: Decoder<T[K]> | FromColumn<T[K]> | FromRow<T[K]> };

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The function that maps a raw result row to the row type, built once from the spec. */
export function rowReader<T>(spec: RowSpec<T>): (r: object) => T {
  type How = Decoder<unknown> | FromColumn<unknown> | FromRow<unknown>;
  const fields = Object.entries(spec as Record<string, How>).map(([field, how]): [string, (r: Raw) => unknown] => {
    if (typeof how === 'function') {
      const column = snake(field);
      return [field, (r) => how(r[column])];
    }
    if ('fromRow' in how) return [field, how.fromRow];
    return [field, (r) => how.decode(r[how.column])];
  });
  return (r) => {
    const row: Record<string, unknown> = {};
    for (const [field, read] of fields) row[field] = read(r as Raw);
    return row as T;
  };
}
