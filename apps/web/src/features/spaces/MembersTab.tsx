import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PENDING_RELOAD_BELOW, type FanGroupUserList } from '@tribune/domain';
import { useShell } from '../../kernel/shell-context.ts';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';
import {
  groupErrorText,
  membersQuery,
  removeMember,
  setMemberRole,
  setMemberStatus,
  spaceKeys,
  withMemberInFront,
  type FanGroup,
  type MembersPage,
} from './api.ts';
import { InviteDialog } from './InviteDialog.tsx';
import { MemberRow, type MemberAction } from './MemberRow.tsx';

/**
 * The members tab: the group's three lists (active, pending, banned/muted), each with its page and
 * total, shown as the viewer's permissions allow (docs/COMMUNITY.md), and the invite dialog.
 */
export function MembersTab({
  group,
  viewer,
  setGroup,
}: {
  group: FanGroup;
  viewer: string | null;
  setGroup: (group: FanGroup) => void;
}) {
  const { t } = useTranslation();
  const [inviting, setInviting] = useState(false);
  const a = group.attributes;
  const can = (op: string) => a.current_user_permissions.includes(op);
  const seesActive = a.access === 'publicly_accessible' || can('list_private_members');
  return (
    <div className="space-members">
      {can('invite') ? (
        <p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setInviting(true)}
            data-testid="space-invite"
          >
            {t('spaces.invite.open')}
          </button>
        </p>
      ) : null}
      {seesActive ? (
        <MemberList group={group} list="active" viewer={viewer} setGroup={setGroup} />
      ) : (
        <p className="muted" data-testid="space-members-private">
          {t('spaces.members.private')}
        </p>
      )}
      {can('list_pending') ? <MemberList group={group} list="pending" viewer={viewer} setGroup={setGroup} /> : null}
      {can('list_banned_muted') ? (
        <MemberList group={group} list="banned_muted" viewer={viewer} setGroup={setGroup} />
      ) : null}
      <InviteDialog open={inviting} group={group} onClose={() => setInviting(false)} />
    </div>
  );
}

/** One member list with its page, total and the actions the viewer may take on its rows. */
function MemberList({
  group,
  list,
  viewer,
  setGroup,
}: {
  group: FanGroup;
  list: FanGroupUserList;
  viewer: string | null;
  setGroup: (group: FanGroup) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const queryClient = useQueryClient();
  const a = group.attributes;
  const slug = a.slug;
  const [page, setPage] = useState(1);
  // Pending users approved or rejected on this page: hidden at once (docs/COMMUNITY.md "The list").
  const [handled, setHandled] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const query = useQuery(membersQuery(slug, list, page, viewer));
  const headingId = `space-members-${list}`;

  const refreshAll = () => {
    void queryClient.invalidateQueries({ queryKey: spaceKeys.memberLists(slug) });
    void queryClient.invalidateQueries({ queryKey: [...spaceKeys.all, 'group', slug] });
    void queryClient.invalidateQueries({ queryKey: spaceKeys.lists() });
  };

  /** An approved or rejected request: gone from this page; page 1 again when fewer than 5 remain. */
  const onPendingHandled = (userId: string, approved: boolean, result: Awaited<ReturnType<typeof setMemberStatus>>) => {
    const next = new Set(handled).add(userId);
    const remaining = (query.data?.data.length ?? 0) - next.size;
    if (approved) {
      // Pending to active: added at the front of the active list, counts adjusted (docs/COMMUNITY.md "The list").
      queryClient.setQueryData<MembersPage>(spaceKeys.members(slug, 'active', 1, viewer), (old) =>
        old ? withMemberInFront(old, result.data, result.included) : old,
      );
    }
    setGroup({
      ...group,
      attributes: {
        ...a,
        members_count: a.members_count + (approved ? 1 : 0),
        pending_count: Math.max(0, a.pending_count - 1),
      },
    });
    if (remaining < PENDING_RELOAD_BELOW) {
      setHandled(new Set());
      setPage(1);
      void queryClient.invalidateQueries({ queryKey: spaceKeys.members(slug, 'pending', 1, viewer) });
    } else {
      setHandled(next);
    }
  };

  const run = async (userId: string, action: MemberAction) => {
    setBusy(userId);
    setError(null);
    try {
      if (action.kind === 'status') {
        const result = await setMemberStatus(slug, userId, action.status);
        if (list === 'pending') onPendingHandled(userId, action.status === 'active', result);
        else refreshAll();
      } else if (action.kind === 'remove') {
        setGroup(await removeMember(slug, userId));
        void queryClient.invalidateQueries({ queryKey: spaceKeys.memberLists(slug) });
      } else {
        await setMemberRole(slug, userId, action.role);
        refreshAll();
      }
    } catch (e) {
      setError(groupErrorText(e) ?? t('spaces.members.actionError'));
    } finally {
      setBusy(null);
    }
  };

  const data = query.data;
  const rows = data?.data.filter((m) => !(list === 'pending' && handled.has(m.relationships.user.data.id))) ?? [];
  const total = data ? Math.max(0, data.totalCount - (list === 'pending' ? handled.size : 0)) : null;

  return (
    <section className="space-member-list" aria-labelledby={headingId} data-testid={`space-members-${list}`}>
      <h2 id={headingId}>
        {t(`spaces.members.lists.${list}`)}
        {total !== null ? (
          <span className="space-member-total" data-testid={`space-members-${list}-total`}>
            {' '}
            ({total.toLocaleString(locale)})
          </span>
        ) : null}
      </h2>
      {error ? (
        <p className="space-error" role="alert" data-testid="space-members-error">
          {error}
        </p>
      ) : null}
      {query.isPending ? (
        <ul className="space-member-rows" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="space-member-row">
              <span className="skeleton space-avatar" />
              <span className="skeleton skeleton-line" />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <ErrorState message={t('spaces.members.loadError')} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <p className="muted">{t(`spaces.members.empty.${list}`)}</p>
      ) : (
        <ul className="space-member-rows">
          {rows.map((member) => (
            <MemberRow
              key={member.id}
              group={group}
              list={list}
              member={member}
              user={data?.included.user(member.relationships.user.data.id)}
              viewer={viewer}
              busy={busy === member.relationships.user.data.id}
              onAction={(action) => void run(member.relationships.user.data.id, action)}
            />
          ))}
        </ul>
      )}
      {data && data.totalPages > 1 ? (
        <nav className="space-pager" aria-label={t(`spaces.members.pagerLabel.${list}`)}>
          <button
            type="button"
            className="button button-secondary"
            disabled={page <= 1}
            onClick={() => {
              setHandled(new Set());
              setPage(page - 1);
            }}
          >
            {t('spaces.members.previous')}
          </button>
          <span>{t('spaces.members.pageOf', { page, total: data.totalPages })}</span>
          <button
            type="button"
            className="button button-secondary"
            disabled={page >= data.totalPages}
            onClick={() => {
              setHandled(new Set());
              setPage(page + 1);
            }}
          >
            {t('spaces.members.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
