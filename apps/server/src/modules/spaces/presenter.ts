import { Type } from 'typebox';
import { recordSchema } from '../../http/schemas.ts';
import {
  FAN_GROUP_ACCEPTANCE,
  FAN_GROUP_ACCESS,
  FAN_GROUP_FEED_VISIBILITY,
  FAN_GROUP_POST_CREATION,
  FAN_GROUP_POST_VISIBILITY,
  FAN_GROUP_ROLES,
  FAN_GROUP_USER_STATUSES,
  FAN_GROUP_VISIBILITY,
} from '@tribune/domain';
import { nameWarning } from '../../platform/name-warning.ts';
import { mediaUrl } from '../../platform/user-media.ts';
import type { Caller } from '../auth/index.ts';
import { GROUP_OPERATIONS, spacesPolicy, type GroupActor } from './policy.ts';
import type { GroupRow, MembershipRow } from './repository.ts';

const Ref = (type: string) => Type.Object({ id: Type.String(), type: Type.Literal(type) });
const Enum = (values: readonly string[]) => Type.String({ enum: [...values] });

/** The fan group resource. */
export const FanGroupSchema = recordSchema(
  'fan_group',
  {
    attributes: Type.Object({
      slug: Type.String({ description: "The group's words and '-{id}'; the id after the last hyphen finds it." }),
      name: Type.String(),
      description: Type.String({ description: 'Sanitized HTML.' }),
      image_url: Type.Union([Type.String(), Type.Null()]),
      access: Enum(FAN_GROUP_ACCESS),
      visibility: Enum(FAN_GROUP_VISIBILITY),
      post_visibility: Enum(FAN_GROUP_POST_VISIBILITY),
      post_creation: Enum(FAN_GROUP_POST_CREATION),
      feed_visibility: Enum(FAN_GROUP_FEED_VISIBILITY),
      acceptance_status: Enum(FAN_GROUP_ACCEPTANCE),
      featured: Type.Boolean(),
      name_warning: Type.Union([Type.Literal('mixed_scripts'), Type.Null()], {
        description:
          'For instance admins (null for everyone else): mixed_scripts when the name mixes scripts confusably (UTS #39); a warning, not a refusal.',
      }),
      members_count: Type.Integer({ description: 'Active members (the active list).' }),
      pending_count: Type.Integer(),
      group_posts_count: Type.Integer(),
      current_user_role: Type.Union([Enum(FAN_GROUP_ROLES), Type.Null()], {
        description: "The viewer's role (null: no membership, or a guest).",
      }),
      current_user_status: Type.Union([Enum(FAN_GROUP_USER_STATUSES), Type.Null()]),
      current_user_invited: Type.Boolean({
        description:
          "The viewer's pending membership is an invitation (not a request to join): joining accepts it, leaving declines it.",
      }),
      current_user_permissions: Type.Array(Type.String(), {
        description: 'The operations of the rule table (docs/COMMUNITY.md) the viewer may do in this group.',
      }),
      created_at: Type.String({ format: 'date-time' }),
      updated_at: Type.String({ format: 'date-time' }),
    }),
    relationships: Type.Object({
      owner: Type.Object({ data: Type.Union([Ref('user'), Type.Null()]) }),
      top_group_posts: Type.Object({ data: Type.Array(Ref('group_post')) }),
    }),
  },
  { $id: 'FanGroup' },
);

/** A membership as the member lists show it. */
export const FanGroupUserSchema = recordSchema(
  'fan_group_user',
  {
    attributes: Type.Object({
      role: Enum(FAN_GROUP_ROLES),
      status: Enum(FAN_GROUP_USER_STATUSES),
      invited: Type.Boolean({ description: 'A pending invitation (the invitee joins to accept it).' }),
      created_at: Type.String({ format: 'date-time' }),
      updated_at: Type.String({ format: 'date-time' }),
    }),
    relationships: Type.Object({
      user: Type.Object({ data: Ref('user') }),
      fan_group: Type.Object({ data: Ref('fan_group') }),
    }),
  },
  { $id: 'FanGroupUser' },
);

/** The instance's fan group settings (admins). */
export const FanGroupSettingsSchema = recordSchema(
  'fan_group_settings',
  {
    attributes: Type.Object({
      review_new_groups: Type.Boolean({
        description: 'New groups are submitted and wait for an admin to accept them (default true).',
      }),
    }),
  },
  { $id: 'FanGroupSettings' },
);

/** `included` of the group answers: users (owners, members, invitees). */
export const GroupIncluded = Type.Array(Type.Ref('UserSummary'));

/** The schemas this module adds to the contract. */
export const SPACES_SCHEMAS = [FanGroupSchema, FanGroupUserSchema, FanGroupSettingsSchema];

/** What presenting a group needs: the viewer's membership and standing, the media URL base. */
export interface GroupPresentContext {
  membership: MembershipRow | undefined;
  actor: GroupActor;
  /** The viewer (undefined: a guest), whose standing `actor` is. */
  caller: Caller | undefined;
  publicUrl: string;
  /** The newest posts the viewer reads (none when the group's posts are not for them). */
  topPostIds?: number[];
}

/** The operations the viewer may do in a group (from the rule table). */
export function permissionsOf(group: GroupRow, caller: Caller | undefined, actor: GroupActor): string[] {
  const standing = { group, actor };
  const ops: string[] = GROUP_OPERATIONS.filter(
    (op) => op !== 'post_all_users_can_post' && op !== 'post_only_authorized' && spacesPolicy.can(caller, op, standing),
  );
  return spacesPolicy.can(caller, 'post', standing) ? [...ops, 'post'] : ops;
}

/** Whether a membership is a pending invitation (someone invited the user; a request to join has no inviter). */
function isInvitation(m: Pick<MembershipRow, 'status' | 'invitedById'> | undefined): boolean {
  return m?.status === 'pending' && m.invitedById !== null;
}

/** Presents a group for a viewer. */
export function presentGroup(row: GroupRow, ctx: GroupPresentContext) {
  return {
    id: String(row.id),
    type: 'fan_group' as const,
    attributes: {
      slug: row.slug,
      name: row.name,
      description: row.description,
      image_url: mediaUrl(ctx.publicUrl, row.imageKey),
      access: row.access,
      visibility: row.visibility,
      post_visibility: row.postVisibility,
      post_creation: row.postCreation,
      feed_visibility: row.feedVisibility,
      acceptance_status: row.acceptanceStatus,
      featured: row.featured,
      name_warning: ctx.actor === 'instance_admin' ? nameWarning(row.name) : null,
      members_count: row.membersCount,
      pending_count: row.pendingCount,
      group_posts_count: row.groupPostsCount,
      current_user_role: ctx.membership?.role ?? null,
      current_user_status: ctx.membership?.status ?? null,
      current_user_invited: isInvitation(ctx.membership),
      current_user_permissions: permissionsOf(row, ctx.caller, ctx.actor),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    },
    relationships: {
      owner: { data: row.ownerId === null ? null : { id: String(row.ownerId), type: 'user' as const } },
      top_group_posts: {
        data: (ctx.topPostIds ?? []).map((id) => ({ id: String(id), type: 'group_post' as const })),
      },
    },
  };
}

/** Presents a membership. */
export function presentMembership(m: MembershipRow) {
  return {
    id: String(m.id),
    type: 'fan_group_user' as const,
    attributes: {
      role: m.role,
      status: m.status,
      invited: isInvitation(m),
      created_at: m.createdAt.toISOString(),
      updated_at: m.updatedAt.toISOString(),
    },
    relationships: {
      user: { data: { id: String(m.userId), type: 'user' as const } },
      fan_group: { data: { id: String(m.groupId), type: 'fan_group' as const } },
    },
  };
}
