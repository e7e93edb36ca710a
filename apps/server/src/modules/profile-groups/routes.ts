import type { App } from '../../app-types.ts';
import { requestLocale } from '../../http/locale.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses } from '../../http/schemas.ts';
import { ProfileGroupsParams, ProfileGroupsQuery } from './input.ts';
import { presentProfileGroups, ProfileGroupsPage } from './presenter.ts';

/**
 * The fan groups on a public profile (`loadGroups`, docs/COMMUNITY.md "Groups on profiles"): the
 * groups the user is an active or muted member of, as far as the viewer sees them (the list's
 * visibility rule, in SQL), most members first. Module spaces.
 */
export async function profileGroupRoutes(app: App): Promise<void> {
  app.get(
    '/v2/profiles/:slug/fan_groups',
    {
      config: { access: 'public', module: 'spaces' },
      schema: {
        tags: ['fan_groups'],
        summary:
          'A page of the fan groups a user belongs to (active or muted member) that you may see; 404 when the profile is not there for you',
        params: ProfileGroupsParams,
        querystring: ProfileGroupsQuery,
        response: {
          200: ProfileGroupsPage,
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (req, reply) => {
      // The profile first: a missing or hidden user is a 404, as on the profile itself.
      const { user } = await app.users.profile(req.params.slug, req.caller);
      const page = pageOf(req.query);
      const locale = requestLocale(req, app.instance.snapshot().config);
      const out = await app.spaces.list(req.caller, { byFeatured: false, forUser: user.slug, locale }, page);
      setListHeaders(reply, page, out.total);
      return presentProfileGroups(out);
    },
  );
}
