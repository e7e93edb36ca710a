import { Type, type TObject, type TProperties, type TSchema } from 'typebox';

/** The error body schema, shared by every route's 4xx responses. */
export const ErrorBodySchema = Type.Object(
  {
    error: Type.String(),
    code: Type.String(),
    errors: Type.Object(
      { full_messages: Type.Array(Type.String()) },
      { additionalProperties: Type.Array(Type.String()) },
    ),
  },
  { $id: 'ErrorBody', description: 'The error body: message, stable code and field messages.' },
);

/** A reference to the shared error body. */
export const ErrorRef = Type.Ref('ErrorBody');

/** A schema or null (presenters' optional attributes). */
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
export const NullableString = Nullable(Type.String());

/** Standard error responses a route may give, for the OpenAPI document. */
export function errorResponses(
  ...statuses: Array<400 | 401 | 403 | 404 | 409 | 422 | 429 | 503>
): Record<number, TSchema> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorRef]));
}

/** The `included` of answers that include no records: always an empty list. */
export const NoIncluded = Type.Array(Type.Never(), { maxItems: 0, description: 'Always empty.' });

/** A document `{ data, included, meta }` around one resource or a list of them. */
export function doc<T extends TSchema>(data: T) {
  return Type.Object({ data, included: NoIncluded, meta: Type.Object({}) });
}

/** Query parameters of every list (defined with the other input pieces in input.ts). */
export { PageQuery } from './input.ts';

/** The document of one resource by its schema's `$id`: `{ data, included, meta: {} }`. */
export function oneDoc(ref: string, included: TSchema = NoIncluded) {
  return Type.Object({ data: Type.Ref(ref), included, meta: Type.Object({}) });
}

/** The document of a list of resources by their schema's `$id`: `{ data: [...], included, meta: {} }`. */
export function listDoc(ref: string, included: TSchema = NoIncluded) {
  return Type.Object({ data: Type.Array(Type.Ref(ref)), included, meta: Type.Object({}) });
}

/** The parts of a record's schema besides its type: its attributes, relationships and, when it says more, its id. */
export interface RecordParts<A extends TObject, R extends TObject | undefined> {
  id?: TSchema;
  attributes: A;
  relationships?: R;
}

/**
 * The schema of a record `{ id, type, attributes, relationships }` (docs/DECISIONS.md "API
 * conventions"), named by `options.$id`; relationships only when given.
 */
export function recordSchema<A extends TObject, R extends TObject | undefined = undefined>(
  type: string,
  parts: RecordParts<A, R>,
  options: { $id: string; description?: string },
) {
  const properties: TProperties = {
    id: parts.id ?? Type.String(),
    type: Type.Literal(type),
    attributes: parts.attributes,
  };
  if (parts.relationships) properties.relationships = parts.relationships;
  return Type.Object(properties, options);
}
