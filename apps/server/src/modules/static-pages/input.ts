import { Type } from 'typebox';
import { Slug } from '../../http/input.ts';

/** `GET /v2/static_pages/{slug}`: a canonical or translated slug. */
export const StaticPageParams = Type.Object({ slug: Slug });
