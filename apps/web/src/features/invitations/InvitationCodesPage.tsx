import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localePath } from '@tribune/domain';
import { Link } from '../../kernel/router.tsx';
import { usePageMeta } from '../../kernel/meta.ts';
import { useSession } from '../../kernel/session/session.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { ListStates } from '../../kernel/ui/PagedList.tsx';
import { absoluteTime } from '../../kernel/time.ts';
import { VerifiedBadge } from '../profiles/index.ts';
import {
  createInvitationCode,
  invitationCodesQuery,
  invitationErrorText,
  invitationKeys,
  type CodesPage,
  type InvitationCode,
} from './api.ts';
import { registerLink } from './remembered.ts';
import './invitations.css';

/** "Copied" shows this long (a copy tooltip stays 2 s). */
export const COPY_TOOLTIP_MS = 2_000;

/**
 * `{settings}/{invitationcodes}` (protected): the signed-in fan's invitation codes, newest first.
 * A redeemed code shows its invitee; an open one a button that copies its register link
 * (`/account/register?invitation_code=…`). "Create a code" asks for a new one (no payload); a member
 * over the open-code limit gets the server's message.
 */
export default function InvitationCodesPage() {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const session = useSession();
  const queryClient = useQueryClient();
  const viewer = session.user?.id ?? '';
  const [page, setPage] = useState(1);
  const list = useQuery({ ...invitationCodesQuery(viewer, page), enabled: viewer !== '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  usePageMeta({ title: t('invitations.title'), noCrawl: true });

  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      const code = await createInvitationCode();
      setCreated(code.attributes.code);
      setPage(1);
      await queryClient.invalidateQueries({ queryKey: invitationKeys.all });
    } catch (e) {
      setError(invitationErrorText(e) ?? t('invitations.createError'));
    } finally {
      setBusy(false);
    }
  };

  const data = list.data;
  const full = data !== undefined && data.limit !== null && data.openCodes >= data.limit;

  return (
    <div className="page narrow invitations-page" data-testid="invitations-page">
      <p className="back-link">
        <Link to={localePath(locale, words.settings)}>{t('invitations.backToSettings')}</Link>
      </p>
      <h1>{t('invitations.title')}</h1>
      <p className="muted">{t('invitations.intro')}</p>
      <div className="invitations-actions">
        <button
          type="button"
          className="button"
          disabled={busy || full}
          onClick={() => void create()}
          data-testid="invitations-create"
        >
          {busy ? t('invitations.creating') : t('invitations.create')}
        </button>
        {data && data.limit !== null ? (
          <span className="muted" data-testid="invitations-quota">
            {t('invitations.quota', { open: data.openCodes, limit: data.limit })}
          </span>
        ) : null}
      </div>
      {error ? (
        <p className="alert alert-danger" role="alert" data-testid="invitations-error">
          {error}
        </p>
      ) : null}
      <ListStates
        query={list}
        size={data?.data.length ?? 0}
        loading={<CodeSkeletons />}
        errorMessage={t('invitations.loadError')}
        empty={
          <div className="empty-state" data-testid="invitations-empty">
            <p className="muted">{t('invitations.empty')}</p>
          </div>
        }
      >
        {data ? <CodeList page={data} created={created} onPage={setPage} /> : null}
      </ListStates>
    </div>
  );
}

function CodeList({
  page,
  created,
  onPage,
}: {
  page: CodesPage;
  created: string | null;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ul className="invitation-list" data-testid="invitations-list" aria-label={t('invitations.listLabel')}>
        {page.data.map((code) => (
          <CodeRow key={code.id} code={code} page={page} fresh={code.attributes.code === created} />
        ))}
      </ul>
      {page.totalPages > 1 ? (
        <nav className="invitations-pager" aria-label={t('invitations.pages')}>
          <button
            type="button"
            className="button button-secondary"
            disabled={page.page <= 1}
            onClick={() => onPage(page.page - 1)}
          >
            {t('invitations.previous')}
          </button>
          <span>{t('invitations.pageOf', { page: page.page, pages: page.totalPages })}</span>
          <button
            type="button"
            className="button button-secondary"
            disabled={page.page >= page.totalPages}
            onClick={() => onPage(page.page + 1)}
          >
            {t('invitations.next')}
          </button>
        </nav>
      ) : null}
    </>
  );
}

function CodeRow({ code, page, fresh }: { code: InvitationCode; page: CodesPage; fresh: boolean }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const a = code.attributes;
  const invitee = page.invitees.get(code.relationships.invitee.data?.id ?? '');
  return (
    <li className={fresh ? 'invitation-row fresh' : 'invitation-row'} data-testid="invitation-row">
      <div className="invitation-code">
        <code data-testid="invitation-code">{a.code}</code>
        <span className="invitation-type">{t(`invitations.types.${a.invitation_type}`)}</span>
      </div>
      {a.redeemed ? (
        <p className="invitation-status" data-testid="invitation-redeemed">
          {invitee ? (
            <>
              {t('invitations.redeemedBy')}{' '}
              <Link to={localePath(locale, words.profiles, invitee.attributes.slug)}>
                {invitee.attributes.display_name}
              </Link>
              {invitee.attributes.verified ? <VerifiedBadge inline /> : null}
            </>
          ) : (
            t('invitations.redeemed')
          )}
          {a.redeemed_at ? <span className="muted"> · {absoluteTime(a.redeemed_at, locale)}</span> : null}
        </p>
      ) : (
        <div className="invitation-status">
          <span className="muted">{t('invitations.open')}</span>
          <CopyLink code={a.code} />
        </div>
      )}
    </li>
  );
}

/** Copies the code's register link; "Copied" shows for 2 s and is announced. */
function CopyLink({ code }: { code: string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPY_TOOLTIP_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const link = registerLink(location.origin, locale, code);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="invitation-copy">
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void copy()}
        aria-label={t('invitations.copyLinkFor', { code })}
        data-testid="invitation-copy"
      >
        {t('invitations.copyLink')}
      </button>
      <span className="invitation-copy-status" role="status" aria-live="polite">
        {state === 'copied' ? t('invitations.copied') : state === 'failed' ? t('invitations.copyFailed') : ''}
      </span>
      {state === 'failed' ? (
        <input className="invitation-link" readOnly value={link} aria-label={t('invitations.linkLabel')} />
      ) : null}
    </span>
  );
}

function CodeSkeletons() {
  return (
    <ul className="invitation-list" aria-busy="true" data-testid="invitations-skeleton">
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} className="invitation-row">
          <span className="skeleton skeleton-title" />
          <span className="skeleton skeleton-line" />
        </li>
      ))}
    </ul>
  );
}
