import { Int64Id, Slug } from '../http/input.ts';

/** A slug in a path (contents, static pages, later events ...). */
export const SlugParam = Slug;
/** A numeric id in a path: comments, contents and users have bigint ids. */
export const IdParam = Int64Id;
