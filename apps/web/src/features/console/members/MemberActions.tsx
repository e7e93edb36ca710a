import { useTranslation } from 'react-i18next';
import { USER_ROLES, type UserRole } from '@tribune/domain';
import { setMemberRole, setMemberStatus, setMemberVerified, type AdminUser } from '../api.ts';
import { ConfirmButton } from '../kit/ConfirmButton.tsx';

const STATUS_ACTIONS = { unlocked: ['lock', 'ban'], locked: ['unlock', 'ban'], banned: ['unlock'] } as const;
const STATUS_OF = { lock: 'locked', ban: 'banned', unlock: 'unlocked' } as const;

/** What the actions read of an account (the list's record and a member's profile both have it). */
export interface ActedOn {
  id: string;
  attributes: Pick<AdminUser['attributes'], 'display_name' | 'status' | 'verified' | 'role'>;
}

/**
 * A member's status actions (docs/CONSOLE.md "Roles"): ban, lock, unlock and verify, each asked
 * first with the reason recorded; an admin also gives and takes the team's roles. Nobody acts on
 * their own account, and a moderator acts on fans only (the server refuses the rest).
 */
export function MemberActions({
  user,
  viewer,
  mayGiveRoles,
  onDone,
}: {
  user: ActedOn;
  viewer: string;
  mayGiveRoles: boolean;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation('console');
  if (user.id === viewer) return <span className="muted">{t('members.you')}</span>;
  if (!mayGiveRoles && user.attributes.role !== 'member') return <span className="muted">{t('members.team')}</span>;
  const name = user.attributes.display_name;
  const verified = user.attributes.verified;
  return (
    <span className="console-actions">
      {STATUS_ACTIONS[user.attributes.status].map((action) => (
        <ConfirmButton
          key={action}
          label={t(`members.do.${action}`)}
          title={t(`members.confirm.${action}`, { name })}
          text={t(`members.confirmText.${action}`, { name })}
          confirmLabel={t(`members.do.${action}`)}
          askReason
          destructive={action !== 'unlock'}
          testId={`member-${action}-${user.id}`}
          onConfirm={async (reason) => {
            await setMemberStatus(user.id, STATUS_OF[action], reason);
            await onDone();
          }}
        />
      ))}
      <ConfirmButton
        label={verified ? t('members.do.unverify') : t('members.do.verify')}
        title={t(verified ? 'members.confirm.unverify' : 'members.confirm.verify', { name })}
        text={t(verified ? 'members.confirmText.unverify' : 'members.confirmText.verify', { name })}
        confirmLabel={verified ? t('members.do.unverify') : t('members.do.verify')}
        askReason
        testId={`member-verify-${user.id}`}
        onConfirm={async (reason) => {
          await setMemberVerified(user.id, !verified, reason);
          await onDone();
        }}
      />
      {mayGiveRoles ? <RoleChange user={user} onDone={onDone} /> : null}
    </span>
  );
}

/** An admin's change of a member's team role: pick it, then confirm with the reason. */
function RoleChange({ user, onDone }: { user: ActedOn; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation('console');
  const name = user.attributes.display_name;
  const others = USER_ROLES.filter((r) => r !== user.attributes.role);
  return (
    <span className="console-role-change">
      {others.map((role: UserRole) => (
        <ConfirmButton
          key={role}
          label={t('members.makeRole', { role: t(`roles.${role}`) })}
          title={t('members.confirm.role', { name, role: t(`roles.${role}`) })}
          text={t('members.confirmText.role', { name, role: t(`roles.${role}`) })}
          confirmLabel={t('members.makeRole', { role: t(`roles.${role}`) })}
          askReason
          className="button button-link"
          testId={`member-role-${role}-${user.id}`}
          onConfirm={async (reason) => {
            await setMemberRole(user.id, role, reason);
            await onDone();
          }}
        />
      ))}
    </span>
  );
}
