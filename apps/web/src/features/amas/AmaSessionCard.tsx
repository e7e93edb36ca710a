import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../kernel/shell-context.ts';
import { OpenState, ParticipationCard, ParticipationCardSkeletons } from '../participation/index.ts';
import type { AmaSession, Included } from './api.ts';
import { VerifiedBadge } from '../profiles/index.ts';
import { formatDateTime, amaSessionPath } from './paths.ts';
import './amas.css';

/** A session in a list (the sessions page, the participation hub): hero, title, host, end, question count. */
export function AmaSessionCard({
  session,
  included,
  priority = false,
}: {
  session: AmaSession;
  included?: Included;
  /** The first card of the page: its image loads first. */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const a = session.attributes;
  const host = included?.user(session.relationships.host.data?.id);
  return (
    <ParticipationCard
      prefix="ama"
      testId="ama-session-card"
      open={a.open}
      medium={included?.medium(session.relationships.hero_medium.data?.id)}
      placeholder="🎤"
      to={amaSessionPath(locale, words, a.slug)}
      title={a.title}
      priority={priority}
    >
      {host ? (
        <p className="muted">
          {t('amas.hostedBy', { name: host.attributes.display_name })}
          {host.attributes.verified ? <VerifiedBadge inline /> : null}
        </p>
      ) : null}
      <AmaSessionState session={session} />
      <p className="muted">{t('amas.questionsCount', { count: a.ama_questions_count })}</p>
    </ParticipationCard>
  );
}

/** Placeholders of session cards while the list loads (the cards' final size). */
export function AmaSessionCardSkeletons({ count = 3 }: { count?: number }) {
  return <ParticipationCardSkeletons prefix="ama" testId="ama-sessions-skeleton" count={count} />;
}

/** The open/closed badge and the end of a session (its card, its page). */
export function AmaSessionState({
  session,
  testId,
  children,
}: {
  session: AmaSession;
  testId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const a = session.attributes;
  const date = formatDateTime(a.ends_at, locale);
  return (
    <OpenState
      prefix="ama"
      open={a.open}
      endsAt={a.ends_at}
      label={a.open ? t('amas.open') : t('amas.closed')}
      when={a.open ? t('amas.endsOn', { date }) : t('amas.endedOn', { date })}
      testId={testId}
    >
      {children}
    </OpenState>
  );
}
