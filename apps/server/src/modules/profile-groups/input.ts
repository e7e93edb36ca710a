import { Type } from 'typebox';
import { PageQuery } from '../../http/input.ts';
import { SlugParam } from '../../platform/params.ts';

/** `GET /v2/profiles/{slug}/fan_groups`: the profile's slug. */
export const ProfileGroupsParams = Type.Object({ slug: SlugParam });

/** A page of the profile's groups. */
export const ProfileGroupsQuery = Type.Object({ ...PageQuery });
