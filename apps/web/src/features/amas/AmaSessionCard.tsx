import { useTranslation } from 'react-i18next';
import { useShell } from '../../kernel/shell-context.ts';
import {
  OpenState,
  ParticipationCard,
  ParticipationCardSkeletons,
  type ItemCardProps,
} from '../participation/index.ts';
import type { AmaSession, Author, Included } from './api.ts';
import { VerifiedBadge } from '../profiles/index.ts';
import { amaSessionPath } from './paths.ts';
import './amas.css';

/** A session in a list (the sessions page, the participation hub): hero, title, host, end, question count. */
export function AmaSessionCard({
  session,
  included,
  priority = false,
}: { session: AmaSession } & ItemCardProps<Included>) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const a = session.attributes;
  const host = included?.user(session.relationships.host.data?.id);
  return (
    <ParticipationCard
      prefix="ama"
      testId="ama-session-card"
      item={session}
      included={included}
      placeholder="🎤"
      to={amaSessionPath(locale, words, a.slug)}
      priority={priority}
    >
      <AmaHost host={host} className="muted" />
      <OpenState prefix="ama" ns="amas" item={session} />
      <p className="muted">{t('amas.questionsCount', { count: a.ama_questions_count })}</p>
    </ParticipationCard>
  );
}

/** Placeholders of session cards while the list loads (the cards' final size). */
export function AmaSessionCardSkeletons({ count = 3 }: { count?: number }) {
  return <ParticipationCardSkeletons prefix="ama" testId="ama-sessions-skeleton" count={count} />;
}

/** "Hosted by" and the host's name (with the verified badge): a session's card and page. */
export function AmaHost({ host, className, testId }: { host: Author | undefined; className: string; testId?: string }) {
  const { t } = useTranslation();
  return host ? (
    <p className={className} data-testid={testId}>
      {t('amas.hostedBy', { name: host.attributes.display_name })}
      {host.attributes.verified ? <VerifiedBadge inline /> : null}
    </p>
  ) : null;
}
