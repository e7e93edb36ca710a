import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { consoleAllows, localePath } from '@tribune/domain';
import { Link } from '../../../kernel/router.tsx';
import { useSession } from '../../../kernel/session/session.ts';
import { useShell } from '../../../kernel/shell-context.ts';
import { absoluteTime } from '../../../kernel/time.ts';
import { InlineRetry } from '../../../kernel/ui/ErrorState.tsx';
import { NotFoundPage } from '../../errors/index.ts';
import { consoleAccessQuery, consoleKeys, isRefused } from '../api.ts';
import { AuditChange } from '../kit/AuditChange.tsx';
import { ConfirmButton } from '../kit/ConfirmButton.tsx';
import { memberQuery, setShownOrganization, type AdminMember } from './api.ts';
import { MemberActions } from './MemberActions.tsx';

/**
 * A member's screen (`/admin/members/{id}`, docs/CONSOLE.md "Members"): the profile (account,
 * status, role, dates, counts of what they wrote and reported), the list's status actions, the
 * organizations they belong to with the one shown with their name (shown or none, asked first with
 * the reason), and the newest audit entries about them.
 */
export function MemberScreen({ id }: { id: string }) {
  const { t } = useTranslation('console');
  const { locale, words } = useShell();
  const session = useSession();
  const viewer = session.user?.id ?? '';
  const queryClient = useQueryClient();
  const access = useQuery({ ...consoleAccessQuery(viewer), enabled: viewer !== '' });
  const member = useQuery(memberQuery(id));
  const done = () => queryClient.invalidateQueries({ queryKey: consoleKeys.all });
  const back = (
    <Link to={localePath(locale, 'admin', 'members')} data-testid="member-back">
      {t('members2.back')}
    </Link>
  );
  if (member.isError && isRefused(member.error)) return <NotFoundPage />;
  if (member.isPending) return <div className="skeleton console-skeleton-block" data-testid="member-loading" />;
  if (member.isError) return <InlineRetry message={t('list.error')} onRetry={() => void member.refetch()} />;
  const m = member.data;
  const a = m.attributes;
  return (
    <div className="console-member-screen" data-testid="member-screen">
      {back}
      <h1>
        {a.display_name} {a.verified ? <span className="console-badge">{t('members.verifiedBadge')}</span> : null}
      </h1>
      <p>
        <Link to={localePath(locale, words.profiles, a.slug)}>{t('members2.publicProfile')}</Link>
      </p>
      <dl className="console-facts" data-testid="member-facts">
        <Fact label={t('members2.slug')} value={a.slug} />
        <Fact label={t('members2.email')} value={a.email ?? '—'} />
        <Fact label={t('members.role')} value={t(`roles.${a.role}`)} />
        <Fact label={t('members.status')} value={t(`members.statuses.${a.status}`)} testId="member-status" />
        <Fact label={t('members.verified')} value={a.verified ? t('members2.yes') : t('members2.no')} />
        <Fact label={t('members.joined')} value={absoluteTime(a.created_at, locale)} />
        <Fact label={t('members2.lastActive')} value={a.last_day_active ? utcDay(a.last_day_active, locale) : '—'} />
        <Fact label={t('members2.comments')} value={String(a.counts.comments)} testId="member-comments" />
        <Fact label={t('members2.posts')} value={String(a.counts.posts)} />
        <Fact label={t('members2.reports')} value={String(a.counts.reports)} />
      </dl>
      <section className="console-panel" aria-labelledby="member-actions-title">
        <h2 id="member-actions-title">{t('members.actions')}</h2>
        <MemberActions
          user={m}
          viewer={viewer}
          mayGiveRoles={consoleAllows(access.data?.role, 'roles')}
          onDone={done}
        />
      </section>
      <MemberOrganizations member={m} onDone={done} />
      <section className="console-panel" aria-labelledby="member-history-title" data-testid="member-history">
        <h2 id="member-history-title">{t('members2.history')}</h2>
        {a.history.length === 0 ? (
          <p className="muted">{t('members2.noHistory')}</p>
        ) : (
          <ol className="console-history">
            {a.history.map((h) => (
              <li key={h.id} data-testid="member-history-entry">
                <span className="muted">
                  {absoluteTime(h.created_at, locale)} · {h.actor?.display_name ?? t('audit.system')}
                </span>
                <code>{h.action}</code>
                <AuditChange details={h.details} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** A UTC day (`YYYY-MM-DD`) in the reader's language. */
function utcDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/**
 * The organizations a member belongs to, with their role and its review status; the one shown with
 * their name, changed (an accepted one, or none) after a confirmation with the reason.
 */
function MemberOrganizations({ member, onDone }: { member: AdminMember; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  const name = member.attributes.display_name;
  const organizations = member.attributes.organizations;
  const shown = organizations.find((o) => o.shown);
  return (
    <section className="console-panel" aria-labelledby="member-orgs-title" data-testid="member-organizations">
      <h2 id="member-orgs-title">{t('members2.organizations')}</h2>
      <p data-testid="member-shown-organization">
        {shown ? t('members2.shownAs', { organization: shown.name }) : t('members2.shownNone')}
      </p>
      {organizations.length === 0 ? (
        <p className="muted">{t('members2.noOrganizations')}</p>
      ) : (
        <ul className="console-org-list">
          {organizations.map((o) => (
            <li key={o.id} data-testid="member-organization">
              <Link to={localePath(locale, 'admin', 'members', 'organizations', o.id)}>{o.name}</Link>
              <span className="muted">
                {t(`members2.orgRoles.${o.role}`)} · {t(`members2.statuses.${o.status}`)}
              </span>
              {!o.shown && o.status === 'accepted' ? (
                <ConfirmButton
                  label={t('members2.show')}
                  title={t('members2.showTitle', { name, organization: o.name })}
                  text={t('members2.showText', { name, organization: o.name })}
                  confirmLabel={t('members2.show')}
                  askReason
                  testId={`member-show-org-${o.id}`}
                  onConfirm={async (reason) => {
                    await setShownOrganization(member.id, o.id, reason);
                    await onDone();
                  }}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {shown ? (
        <ConfirmButton
          label={t('members2.showNone')}
          title={t('members2.showNoneTitle', { name })}
          text={t('members2.showNoneText', { name, organization: shown.name })}
          confirmLabel={t('members2.showNone')}
          askReason
          testId="member-show-no-org"
          onConfirm={async (reason) => {
            await setShownOrganization(member.id, null, reason);
            await onDone();
          }}
        />
      ) : null}
    </section>
  );
}
