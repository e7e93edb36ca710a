import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localePath } from '@tribune/domain';
import { Link } from '../../../kernel/router.tsx';
import { useShell } from '../../../kernel/shell-context.ts';
import { absoluteTime } from '../../../kernel/time.ts';
import { InlineRetry } from '../../../kernel/ui/ErrorState.tsx';
import { NotFoundPage } from '../../errors/index.ts';
import { consoleKeys, isRefused } from '../api.ts';
import { ConfirmButton } from '../kit/ConfirmButton.tsx';
import { ConsoleSearch, ConsoleSelect, ConsoleTable, type ConsoleColumn } from '../kit/ConsoleTable.tsx';
import { useListParams } from '../kit/useListParams.ts';
import {
  organizationQuery,
  organizationsQuery,
  organizationUsersQuery,
  updateOrganization,
  type AdminOrganization,
  type OrganizationMember,
} from './api.ts';

const STATUSES = ['submitted', 'accepted', 'rejected'] as const;

/**
 * The organizations (`/admin/members/organizations`, docs/CONSOLE.md "Members"): every one with a
 * search by name and the review filter (the submitted ones wait for it), accepting and rejecting,
 * the sponsor flag; each asked first with the reason, audited.
 */
export function OrganizationsList() {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  const queryClient = useQueryClient();
  const { values, page, set } = useListParams({ search: '', status: '' });
  const status = STATUSES.find((s) => s === values.status);
  const list = useQuery(organizationsQuery({ search: values.search, status, page }));
  const done = () => queryClient.invalidateQueries({ queryKey: consoleKeys.all });
  const columns: ConsoleColumn<AdminOrganization>[] = [
    {
      key: 'name',
      header: t('members2.orgName'),
      cell: (o) => (
        <Link to={localePath(locale, 'admin', 'members', 'organizations', o.id)} data-testid={`org-open-${o.id}`}>
          {o.attributes.name}
        </Link>
      ),
    },
    { key: 'status', header: t('members2.review'), cell: (o) => t(`members2.statuses.${o.attributes.status}`) },
    {
      key: 'sponsor',
      header: t('members2.sponsor'),
      cell: (o) => (o.attributes.sponsor ? t('members2.yes') : t('members2.no')),
    },
    { key: 'users', header: t('members2.usersCount'), cell: (o) => String(o.attributes.users_count) },
    { key: 'created', header: t('members2.created'), cell: (o) => absoluteTime(o.attributes.created_at, locale) },
    {
      key: 'actions',
      header: t('members.actions'),
      cell: (o) => <OrganizationActions organization={o} onDone={done} />,
    },
  ];
  return (
    <>
      <h1>{t('members2.tabOrganizations')}</h1>
      <ConsoleTable
        caption={t('members2.tabOrganizations')}
        query={list}
        columns={columns}
        rowKey={(o) => o.id}
        page={page}
        onPage={(p) => set({ page: String(p) })}
        emptyText={values.search || status ? t('members2.noOrgFound') : t('members2.noOrgs')}
        testId="orgs-list"
        toolbar={
          <>
            <ConsoleSearch
              label={t('members2.orgSearch')}
              value={values.search}
              onChange={(search) => set({ search })}
              testId="orgs-search"
            />
            <ConsoleSelect
              label={t('members2.review')}
              value={values.status}
              onChange={(s) => set({ status: s })}
              testId="orgs-status"
              options={[
                { value: '', label: t('members2.statusAll') },
                ...STATUSES.map((s) => ({ value: s, label: t(`members2.statuses.${s}`) })),
              ]}
            />
          </>
        }
      />
    </>
  );
}

/** Accept or reject (the review) and the sponsor flag of one organization, each asked first with the reason. */
function OrganizationActions({
  organization,
  onDone,
}: {
  organization: AdminOrganization;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation('console');
  const { id } = organization;
  const { name, status, sponsor } = organization.attributes;
  return (
    <span className="console-actions">
      {status !== 'accepted' ? (
        <ConfirmButton
          label={t('members2.accept')}
          title={t('members2.acceptTitle', { name })}
          text={t('members2.acceptText', { name })}
          confirmLabel={t('members2.accept')}
          askReason
          testId={`org-accept-${id}`}
          onConfirm={async (reason) => {
            await updateOrganization(id, { status: 'accepted' }, reason);
            await onDone();
          }}
        />
      ) : null}
      {status !== 'rejected' ? (
        <ConfirmButton
          label={t('members2.reject')}
          title={t('members2.rejectTitle', { name })}
          text={t('members2.rejectText', { name })}
          confirmLabel={t('members2.reject')}
          askReason
          destructive
          testId={`org-reject-${id}`}
          onConfirm={async (reason) => {
            await updateOrganization(id, { status: 'rejected' }, reason);
            await onDone();
          }}
        />
      ) : null}
      <ConfirmButton
        label={sponsor ? t('members2.unsponsor') : t('members2.makeSponsor')}
        title={t(sponsor ? 'members2.unsponsorTitle' : 'members2.sponsorTitle', { name })}
        text={t(sponsor ? 'members2.unsponsorText' : 'members2.sponsorText', { name })}
        confirmLabel={sponsor ? t('members2.unsponsor') : t('members2.makeSponsor')}
        askReason
        className="button button-link"
        testId={`org-sponsor-${id}`}
        onConfirm={async (reason) => {
          await updateOrganization(id, { sponsor: !sponsor }, reason);
          await onDone();
        }}
      />
    </span>
  );
}

/**
 * One organization (`/admin/members/organizations/{id}`): its review status, sponsor flag and
 * website, the same actions as the list, and its users (admins first), each opening their screen.
 */
export function OrganizationScreen({ id }: { id: string }) {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  const queryClient = useQueryClient();
  const { page, set } = useListParams({});
  const organization = useQuery(organizationQuery(id));
  const users = useQuery(organizationUsersQuery(id, page));
  const done = () => queryClient.invalidateQueries({ queryKey: consoleKeys.all });
  if (organization.isError && isRefused(organization.error)) return <NotFoundPage />;
  const back = (
    <Link to={localePath(locale, 'admin', 'members', 'organizations')} data-testid="org-back">
      {t('members2.backOrgs')}
    </Link>
  );
  if (organization.isPending) return <div className="skeleton console-skeleton-block" />;
  if (organization.isError) {
    return <InlineRetry message={t('list.error')} onRetry={() => void organization.refetch()} />;
  }
  const o = organization.data;
  const columns: ConsoleColumn<OrganizationMember>[] = [
    {
      key: 'name',
      header: t('members.name'),
      cell: (m) =>
        m.user ? (
          <Link to={localePath(locale, 'admin', 'members', m.user.id)}>{m.user.attributes.display_name}</Link>
        ) : (
          '—'
        ),
    },
    { key: 'role', header: t('members.role'), cell: (m) => t(`members2.orgRoles.${m.role}`) },
    { key: 'since', header: t('members2.since'), cell: (m) => absoluteTime(m.since, locale) },
  ];
  return (
    <div data-testid="org-screen">
      {back}
      <h1>{o.attributes.name}</h1>
      <dl className="console-facts">
        <div>
          <dt>{t('members2.review')}</dt>
          <dd data-testid="org-status">{t(`members2.statuses.${o.attributes.status}`)}</dd>
        </div>
        <div>
          <dt>{t('members2.sponsor')}</dt>
          <dd data-testid="org-sponsor">{o.attributes.sponsor ? t('members2.yes') : t('members2.no')}</dd>
        </div>
        <div>
          <dt>{t('members2.website')}</dt>
          <dd>{o.attributes.website_url ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('members2.created')}</dt>
          <dd>{absoluteTime(o.attributes.created_at, locale)}</dd>
        </div>
      </dl>
      <OrganizationActions organization={o} onDone={done} />
      <section className="console-panel" aria-labelledby="org-users-title">
        <h2 id="org-users-title">{t('members2.orgUsers')}</h2>
        <ConsoleTable
          caption={t('members2.orgUsers')}
          query={users}
          columns={columns}
          rowKey={(m) => m.id}
          page={page}
          onPage={(p) => set({ page: String(p) })}
          emptyText={t('members2.noOrgUsers')}
          testId="org-users"
        />
      </section>
    </div>
  );
}
