import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAN_GROUP_ROLES, type FanGroupRole, type FanGroupUserList, type FanGroupUserStatus } from '@tribune/domain';
import { Link } from '../../kernel/router.tsx';
import { useShell } from '../../kernel/shell-context.ts';
import { Avatar } from '../../kernel/ui/Avatar.tsx';
import type { FanGroup, FanGroupUser, UserSummary } from './api.ts';
import { profilePath } from './paths.ts';

/** What a moderator does to a member: change the status, the role, or remove them. */
export type MemberAction =
  { kind: 'status'; status: FanGroupUserStatus } | { kind: 'role'; role: FanGroupRole } | { kind: 'remove' };

/** Roles that can be given in the role select (`pending` is a state, `owner` a transfer). */
const GIVEN_ROLES = FAN_GROUP_ROLES.filter((r) => r !== 'pending' && r !== 'owner');

/**
 * A member in one of the lists: avatar, name (to the profile), role or status, and the actions the
 * viewer's permissions allow on this list. The server decides the rank rules; its refusal is shown
 * by the list.
 */
export function MemberRow({
  group,
  list,
  member,
  user,
  viewer,
  busy,
  onAction,
}: {
  group: FanGroup;
  list: FanGroupUserList;
  member: FanGroupUser;
  user: UserSummary | undefined;
  viewer: string | null;
  busy: boolean;
  onAction: (action: MemberAction) => void;
}) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const roleId = useId();
  const a = member.attributes;
  const [role, setRole] = useState<FanGroupRole>(a.role);
  const can = (op: string) => group.attributes.current_user_permissions.includes(op);
  const name = user?.attributes.display_name ?? t('spaces.members.unknownUser');
  const self = viewer !== null && member.relationships.user.data.id === viewer;
  const actionable = !self && a.role !== 'owner';
  const roles: FanGroupRole[] = can('transfer_ownership') ? [...GIVEN_ROLES, 'owner'] : GIVEN_ROLES;

  const button = (label: string, action: MemberAction, testId: string, secondary = true) => (
    <button
      type="button"
      className={secondary ? 'button button-secondary button-small' : 'button button-small'}
      disabled={busy}
      aria-label={`${label}: ${name}`}
      onClick={() => onAction(action)}
      data-testid={testId}
    >
      {label}
    </button>
  );

  let actions = null;
  if (actionable && list === 'pending' && !a.invited && can('approve_reject')) {
    actions = (
      <>
        {button(t('spaces.members.approve'), { kind: 'status', status: 'active' }, 'member-approve', false)}
        {button(t('spaces.members.reject'), { kind: 'status', status: 'rejected' }, 'member-reject')}
      </>
    );
  } else if (actionable && list === 'pending' && a.invited && can('remove_member')) {
    actions = button(t('spaces.members.withdrawInvitation'), { kind: 'remove' }, 'member-remove');
  } else if (actionable && list === 'active') {
    actions = (
      <>
        {can('change_role') ? (
          <span className="space-role-select">
            <label htmlFor={roleId} className="visually-hidden">
              {t('spaces.members.roleOf', { name })}
            </label>
            {/* A select changes on each arrow key: the role is applied by its button, not on change. */}
            <select
              id={roleId}
              value={role}
              disabled={busy}
              onChange={(e) => setRole(e.target.value as FanGroupRole)}
              data-testid="member-role"
            >
              {roles.map((value) => (
                <option key={value} value={value}>
                  {value === 'owner' ? t('spaces.members.makeOwner') : t(`spaces.roles.${value}`)}
                </option>
              ))}
            </select>
            {role !== a.role
              ? button(t('spaces.members.applyRole'), { kind: 'role', role }, 'member-role-apply', false)
              : null}
          </span>
        ) : null}
        {can('ban_mute') ? button(t('spaces.members.mute'), { kind: 'status', status: 'muted' }, 'member-mute') : null}
        {can('ban_mute') ? button(t('spaces.members.ban'), { kind: 'status', status: 'banned' }, 'member-ban') : null}
        {can('remove_member') ? button(t('spaces.members.remove'), { kind: 'remove' }, 'member-remove') : null}
      </>
    );
  } else if (actionable && list === 'banned_muted' && can('unban_unmute')) {
    actions = (
      <>
        {button(
          a.status === 'banned' ? t('spaces.members.unban') : t('spaces.members.unmute'),
          { kind: 'status', status: 'active' },
          a.status === 'banned' ? 'member-unban' : 'member-unmute',
          false,
        )}
        {a.status === 'muted' && can('remove_member')
          ? button(t('spaces.members.remove'), { kind: 'remove' }, 'member-remove')
          : null}
      </>
    );
  }

  const label =
    list === 'active'
      ? t(`spaces.roles.${a.role}`)
      : list === 'pending'
        ? a.invited
          ? t('spaces.members.invited')
          : t('spaces.members.requested')
        : t(`spaces.statuses.${a.status}`);

  return (
    <li className="space-member-row" data-testid="space-member" data-user={user?.attributes.slug}>
      <Avatar className="space-avatar" name={name} src={user?.attributes.avatar_thumbnail ?? null} />
      <span className="space-member-name">
        {user ? <Link to={profilePath(locale, words, user.attributes.slug)}>{name}</Link> : name}
        {user?.attributes.verified ? (
          <span className="space-verified" role="img" aria-label={t('spaces.members.verified')}>
            ✓
          </span>
        ) : null}
        <span className="space-member-label muted" data-testid="space-member-label">
          {label}
        </span>
      </span>
      {actions ? <span className="space-member-actions">{actions}</span> : null}
    </li>
  );
}
