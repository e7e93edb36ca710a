import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { consoleAllows, localePath, USER_ROLES, type UserRole } from '@tribune/domain';
import { Link } from '../../../kernel/router.tsx';
import { useSession } from '../../../kernel/session/session.ts';
import { useShell } from '../../../kernel/shell-context.ts';
import { absoluteTime } from '../../../kernel/time.ts';
import {
  consoleAccessQuery,
  consoleKeys,
  membersQuery,
  setMemberRole,
  setMemberStatus,
  setMemberVerified,
  type AdminUser,
} from '../api.ts';
import { ConfirmButton } from '../kit/ConfirmButton.tsx';
import { ConsoleSearch, ConsoleSelect, ConsoleTable, type ConsoleColumn } from '../kit/ConsoleTable.tsx';
import { useListParams } from '../kit/useListParams.ts';

const STATUS_ACTIONS = { unlocked: ['lock', 'ban'], locked: ['unlock', 'ban'], banned: ['unlock'] } as const;
const STATUS_OF = { lock: 'locked', ban: 'banned', unlock: 'unlocked' } as const;

/**
 * Members (docs/CONSOLE.md "Roles"): accounts with search and the verified filter, paged; ban,
 * lock, unlock and verify with the reason recorded; admins also give and take the team's roles.
 * Each change asks first and is audited.
 */
export default function MembersScreen() {
  const { t } = useTranslation('console');
  const { locale, words } = useShell();
  const session = useSession();
  const viewer = session.user?.id ?? '';
  const queryClient = useQueryClient();
  const access = useQuery({ ...consoleAccessQuery(viewer), enabled: viewer !== '' });
  const mayGiveRoles = consoleAllows(access.data?.role, 'roles');
  const { values, page, set } = useListParams({ search: '', verified: 'all' });
  const list = useQuery(
    membersQuery({
      search: values.search,
      verified: values.verified === 'all' ? undefined : values.verified === 'yes',
      page,
    }),
  );
  const done = () => queryClient.invalidateQueries({ queryKey: consoleKeys.all });

  const columns: ConsoleColumn<AdminUser>[] = [
    {
      key: 'name',
      header: t('members.name'),
      cell: (u) => (
        <span className="console-member">
          <Link to={localePath(locale, words.profiles, u.attributes.slug)}>{u.attributes.display_name}</Link>
          {u.attributes.verified ? <span className="console-badge">{t('members.verifiedBadge')}</span> : null}
          <span className="muted">{u.attributes.email ?? ''}</span>
        </span>
      ),
    },
    { key: 'status', header: t('members.status'), cell: (u) => t(`members.statuses.${u.attributes.status}`) },
    { key: 'role', header: t('members.role'), cell: (u) => t(`roles.${u.attributes.role}`) },
    { key: 'joined', header: t('members.joined'), cell: (u) => absoluteTime(u.attributes.created_at, locale) },
    {
      key: 'actions',
      header: t('members.actions'),
      cell: (u) => {
        const self = u.id === viewer;
        if (self) return <span className="muted">{t('members.you')}</span>;
        // A moderator acts on fans only; the server refuses the rest (docs/CONSOLE.md "Roles").
        if (!mayGiveRoles && u.attributes.role !== 'member') return <span className="muted">{t('members.team')}</span>;
        const name = u.attributes.display_name;
        return (
          <span className="console-actions">
            {STATUS_ACTIONS[u.attributes.status].map((action) => (
              <ConfirmButton
                key={action}
                label={t(`members.do.${action}`)}
                title={t(`members.confirm.${action}`, { name })}
                text={t(`members.confirmText.${action}`, { name })}
                confirmLabel={t(`members.do.${action}`)}
                askReason
                destructive={action !== 'unlock'}
                testId={`member-${action}-${u.id}`}
                onConfirm={async (reason) => {
                  await setMemberStatus(u.id, STATUS_OF[action], reason);
                  await done();
                }}
              />
            ))}
            <ConfirmButton
              label={u.attributes.verified ? t('members.do.unverify') : t('members.do.verify')}
              title={t(u.attributes.verified ? 'members.confirm.unverify' : 'members.confirm.verify', { name })}
              text={t(u.attributes.verified ? 'members.confirmText.unverify' : 'members.confirmText.verify', { name })}
              confirmLabel={u.attributes.verified ? t('members.do.unverify') : t('members.do.verify')}
              askReason
              testId={`member-verify-${u.id}`}
              onConfirm={async (reason) => {
                await setMemberVerified(u.id, !u.attributes.verified, reason);
                await done();
              }}
            />
            {mayGiveRoles ? <RoleChange user={u} onDone={done} /> : null}
          </span>
        );
      },
    },
  ];

  return (
    <div className="console-screen" data-testid="console-members">
      <h1>{t('sections.members')}</h1>
      <ConsoleTable
        caption={t('sections.members')}
        query={list}
        columns={columns}
        rowKey={(u) => u.id}
        page={page}
        onPage={(p) => set({ page: String(p) })}
        emptyText={values.search ? t('members.noneFound') : t('members.none')}
        testId="members-list"
        toolbar={
          <>
            <ConsoleSearch
              label={t('members.search')}
              value={values.search}
              onChange={(search) => set({ search })}
              testId="members-search"
            />
            <ConsoleSelect
              label={t('members.verified')}
              value={values.verified}
              onChange={(verified) => set({ verified })}
              testId="members-verified"
              options={[
                { value: 'all', label: t('members.verifiedAll') },
                { value: 'yes', label: t('members.verifiedYes') },
                { value: 'no', label: t('members.verifiedNo') },
              ]}
            />
          </>
        }
      />
    </div>
  );
}

/** An admin's change of a member's team role: pick it, then confirm with the reason. */
function RoleChange({ user, onDone }: { user: AdminUser; onDone: () => Promise<unknown> }) {
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
