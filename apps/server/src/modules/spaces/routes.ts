import fastifyMultipart from '@fastify/multipart';
import { Type } from 'typebox';
import type { FanGroupPostVisibility, FanGroupRole, FanGroupUserList, FanGroupUserStatus } from '@tribune/domain';
import type { App } from '../../app-types.ts';
import { requestLocale } from '../../http/locale.ts';
import { pageDocument, pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses, listDoc, oneDoc } from '../../http/schemas.ts';
import { callerOf } from '../auth/index.ts';
import { GroupIncluded as Included } from './presenter.ts';
import {
  GroupListQuery,
  GroupParams,
  GroupWriteBody,
  InviteBody,
  MemberListQuery,
  MemberParams,
  MemberRoleBody,
  MemberStatusBody,
  MentionsQuery,
  PostVisibilityBody,
  readGroupForm,
} from './input.ts';

const tags = ['fan_groups'];
const module = 'spaces' as const;

const GroupDoc = oneDoc('FanGroup', Included);
const MemberDoc = Type.Object({ data: Type.Ref('FanGroupUser'), included: Included });
const writeErrors = { ...errorResponses(400, 401, 403, 404, 422), 413: Type.Ref('ErrorBody') };

/**
 * Fan groups (module `spaces`, docs/COMMUNITY.md): the list with its filters, a group by slug,
 * creating (multipart `fan_group[...]` or JSON), editing, deleting; joining, leaving, inviting;
 * the post visibility; the three member lists and each member's status and role; mentions.
 */
export async function spaceRoutes(app: App): Promise<void> {
  // Multipart (the group image) only in this plugin's scope, as for comments.
  await app.register(fastifyMultipart, {
    limits: { fileSize: app.config.uploadMaxBytes, files: 1, fields: 12, fieldSize: 64 * 1024, parts: 16 },
  });
  const spaces = app.spaces;

  app.get(
    '/v2/fan_groups',
    {
      config: { access: 'public', module },
      schema: {
        tags,
        summary:
          'List the fan groups you see (featured ones by default; most members first); meta tells whether unfeatured groups exist',
        querystring: GroupListQuery,
        response: {
          200: Type.Object({
            data: Type.Array(Type.Ref('FanGroup')),
            included: Included,
            meta: Type.Object({
              search_locale: Type.String(),
              has_unverified_groups: Type.Boolean({
                description: 'Groups that are not featured exist under the other filters (switch by_featured off).',
              }),
            }),
          }),
          ...errorResponses(400, 401),
        },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const locale = requestLocale(req, app.instance.snapshot().config);
      const out = await spaces.list(
        req.caller,
        { byFeatured: req.query.by_featured ?? true, forUser: req.query.for_user, search: req.query.search, locale },
        page,
      );
      setListHeaders(reply, page, out.total);
      return { data: out.data, included: out.included, meta: out.meta };
    },
  );

  app.post(
    '/v2/fan_groups',
    {
      config: { access: 'user', module, rateLimit: 'create' },
      schema: {
        tags,
        summary:
          'Create a fan group you own (JSON, or multipart with fan_group[...] and fan_group[image_file]); submitted for review when the instance reviews new groups',
        body: GroupWriteBody,
        response: { 201: GroupDoc, ...writeErrors },
      },
    },
    async (req, reply) => {
      const form = await readGroupForm(req, app.config.uploadMaxBytes);
      return reply.code(201).send(await spaces.create(callerOf(req), form));
    },
  );

  app.get(
    '/v2/fan_groups/:slug',
    {
      config: { access: 'public', module },
      schema: {
        tags,
        summary:
          'Show a fan group by its slug (found by the id after the last hyphen), with your role and what you may do',
        params: GroupParams,
        response: { 200: GroupDoc, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => spaces.show(req.params.slug, req.caller),
  );

  app.put(
    '/v2/fan_groups/:slug',
    {
      config: { access: 'user', module },
      schema: {
        tags,
        summary: "Update a fan group's fields (JSON or multipart fan_group[...]; null fields are left as they are)",
        params: GroupParams,
        body: GroupWriteBody,
        response: { 200: GroupDoc, ...writeErrors },
      },
    },
    async (req) => {
      const form = await readGroupForm(req, app.config.uploadMaxBytes);
      return spaces.update(req.params.slug, callerOf(req), form);
    },
  );

  app.delete(
    '/v2/fan_groups/:slug',
    {
      config: { access: 'user', module },
      schema: {
        tags,
        summary:
          'Delete a fan group with everything in it: memberships, posts with their comments, likes, reports and images, and the notifications about them (its owner, instance admins)',
        params: GroupParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      await spaces.remove(req.params.slug, callerOf(req));
      return reply.code(204).send(null);
    },
  );

  for (const action of ['join', 'leave'] as const) {
    app.post(
      `/v2/fan_groups/:slug/${action}`,
      {
        config: { access: 'user', module },
        schema: {
          tags,
          summary:
            action === 'join'
              ? 'Join a fan group (a privately accessible one: ask to join, pending until approved; an invitation: accepted)'
              : 'Leave a fan group (a pending request: cancel it); the owner transfers the ownership first',
          params: GroupParams,
          response: { 200: GroupDoc, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (req) =>
        action === 'join' ? spaces.join(req.params.slug, callerOf(req)) : spaces.leave(req.params.slug, callerOf(req)),
    );
  }

  app.post(
    '/v2/fan_groups/:slug/invite',
    {
      config: { access: 'user', module },
      schema: {
        tags,
        summary: 'Invite users by slug (owners and moderators): each gets a pending invitation their join accepts',
        params: GroupParams,
        body: InviteBody,
        response: {
          200: Type.Object({ data: Type.Array(Type.Ref('FanGroupUser')), included: Included }),
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    async (req) => spaces.invite(req.params.slug, callerOf(req), req.body.user_slugs),
  );

  app.put(
    '/v2/fan_groups/:slug/post_visibility',
    {
      config: { access: 'user', module },
      schema: {
        tags,
        summary: "Change a group's post visibility (owners and moderators)",
        params: GroupParams,
        body: PostVisibilityBody,
        response: { 200: GroupDoc, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (req) =>
      spaces.setPostVisibility(req.params.slug, callerOf(req), req.body.data.post_visibility as FanGroupPostVisibility),
  );

  app.get(
    '/v2/fan_groups/:slug/users',
    {
      config: { access: 'public', module },
      schema: {
        tags,
        summary:
          "A page of one of a group's member lists: active (everybody who sees a publicly accessible group; members otherwise), pending or banned_muted (moderators)",
        params: GroupParams,
        querystring: MemberListQuery,
        response: {
          200: listDoc('FanGroupUser', Included),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const list = (req.query.list ?? 'active') as FanGroupUserList;
      const out = await spaces.members(req.params.slug, req.caller, list, page);
      return pageDocument(reply, page, out);
    },
  );

  app.put(
    '/v2/fan_groups/:slug/users/:user_id',
    {
      config: { access: 'user', module },
      schema: {
        tags,
        summary:
          "Change a member's status: approve (pending to active) or reject a request, ban or mute a member and take it back (moderators and above)",
        params: MemberParams,
        body: MemberStatusBody,
        response: { 200: MemberDoc, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (req) =>
      spaces.setMemberStatus(
        req.params.slug,
        callerOf(req),
        Number(req.params.user_id),
        req.body.data.status as FanGroupUserStatus,
      ),
  );

  app.put(
    '/v2/fan_groups/:slug/users/:user_id/role',
    {
      config: { access: 'user', module },
      schema: {
        tags,
        summary:
          'Give an active member a role below yours (group admins, the owner); role owner transfers the ownership (the owner, instance admins)',
        params: MemberParams,
        body: MemberRoleBody,
        response: { 200: MemberDoc, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (req) =>
      spaces.setMemberRole(
        req.params.slug,
        callerOf(req),
        Number(req.params.user_id),
        req.body.data.role as FanGroupRole,
      ),
  );

  app.delete(
    '/v2/fan_groups/:slug/users/:user_id',
    {
      config: { access: 'user', module },
      schema: {
        tags,
        summary: 'Remove a pending or active member (moderators and above); they may join again',
        params: MemberParams,
        response: { 200: GroupDoc, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (req) => spaces.removeMember(req.params.slug, callerOf(req), Number(req.params.user_id)),
  );

  app.get(
    '/v2/fan_groups/:slug/mentions',
    {
      config: { access: 'public', module },
      schema: {
        tags,
        summary: 'The members a post in this group may mention (at most 10), by name or slug',
        params: GroupParams,
        querystring: MentionsQuery,
        response: {
          200: Type.Object({ data: Type.Array(Type.Ref('UserSummary')) }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (req) => spaces.mentions(req.params.slug, req.caller, req.query.search ?? ''),
  );
}
