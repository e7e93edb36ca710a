import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { consoleAllows, localePath } from '@tribune/domain';
import { Link } from '../../../kernel/router.tsx';
import { useSession } from '../../../kernel/session/session.ts';
import { useShell } from '../../../kernel/shell-context.ts';
import { absoluteTime } from '../../../kernel/time.ts';
import { NotFoundPage } from '../../errors/index.ts';
import { consoleAccessQuery, consoleKeys, membersQuery, type AdminUser } from '../api.ts';
import { ConsoleSearch, ConsoleSelect, ConsoleTable, type ConsoleColumn } from '../kit/ConsoleTable.tsx';
import { useListParams } from '../kit/useListParams.ts';
import type { SectionProps } from '../sections.ts';
import { InvitationSettings } from './InvitationSettings.tsx';
import { MemberActions } from './MemberActions.tsx';
import { MemberScreen } from './MemberScreen.tsx';
import { OrganizationScreen, OrganizationsList } from './OrganizationsScreen.tsx';

/**
 * The members area (docs/CONSOLE.md "Members"): the accounts (`/admin/members`), a member's screen
 * (`/admin/members/{id}`), the organizations (`/admin/members/organizations`, one of them at
 * `…/organizations/{id}`) and, for admins (the server's settings pair is theirs alone), the
 * invitation settings (`/admin/members/invitations`).
 */
export default function MembersScreen({ screen, id }: SectionProps) {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  const session = useSession();
  const viewer = session.user?.id ?? '';
  const access = useQuery({ ...consoleAccessQuery(viewer), enabled: viewer !== '' });
  // The community settings answer admins only: the tab is hidden from everybody else.
  const maySetInvitations = access.data?.role === 'admin';
  let body;
  let tab: 'members' | 'organizations' | 'invitations' = 'members';
  if (!screen) body = <MembersList />;
  else if (/^\d+$/.test(screen) && !id) body = <MemberScreen id={screen} />;
  else if (screen === 'organizations' && (!id || /^\d+$/.test(id))) {
    tab = 'organizations';
    body = id ? <OrganizationScreen id={id} /> : <OrganizationsList />;
  } else if (screen === 'invitations' && !id && maySetInvitations) {
    tab = 'invitations';
    body = <InvitationSettings />;
  }
  if (!body) return access.isPending && screen === 'invitations' ? null : <NotFoundPage />;
  const tabLink = (key: typeof tab, path: string[], label: string) => (
    <Link
      to={localePath(locale, 'admin', 'members', ...path)}
      aria-current={tab === key ? 'page' : undefined}
      data-testid={`members-tab-${key}`}
    >
      {label}
    </Link>
  );
  return (
    <div className="console-screen" data-testid="console-members">
      <nav className="console-tabs" aria-label={t('members2.tabs')}>
        {tabLink('members', [], t('members2.tabMembers'))}
        {tabLink('organizations', ['organizations'], t('members2.tabOrganizations'))}
        {maySetInvitations ? tabLink('invitations', ['invitations'], t('members2.tabInvitations')) : null}
      </nav>
      {body}
    </div>
  );
}

/**
 * The accounts with search and the verified filter, paged; ban, lock, unlock and verify with the
 * reason recorded; admins also give and take the team's roles. Each change asks first and is
 * audited. A name opens the member's screen.
 */
function MembersList() {
  const { t } = useTranslation('console');
  const { locale } = useShell();
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
          <Link to={localePath(locale, 'admin', 'members', u.id)} data-testid={`member-open-${u.id}`}>
            {u.attributes.display_name}
          </Link>
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
      cell: (u) => <MemberActions user={u} viewer={viewer} mayGiveRoles={mayGiveRoles} onDone={done} />,
    },
  ];

  return (
    <>
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
    </>
  );
}
