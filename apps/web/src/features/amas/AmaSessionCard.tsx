import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { useShell } from '../../kernel/shell-context.ts';
import { CardImage } from '../../kernel/ui/CardImage.tsx';
import type { AmaSession, Included } from './api.ts';
import { VerifiedBadge } from '../profiles/index.ts';
import { amaSessionPath, formatDateTime } from './paths.ts';
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
  const medium = included?.medium(session.relationships.hero_medium.data?.id);
  const image = medium?.attributes.thumbnail ?? medium?.attributes.original ?? null;
  const host = included?.user(session.relationships.host.data?.id);
  return (
    <article className={a.open ? 'ama-card' : 'ama-card ama-card-ended'} data-testid="ama-session-card">
      <div className="ama-card-media" aria-hidden="true">
        {image ? (
          <CardImage
            src={image}
            renditions={medium?.attributes.image_renditions}
            width={320}
            height={180}
            priority={priority}
          />
        ) : (
          <span className="ama-card-placeholder">🎤</span>
        )}
      </div>
      <div className="ama-card-body">
        <h3>
          <Link to={amaSessionPath(locale, words, a.slug)}>{a.title}</Link>
        </h3>
        {host ? (
          <p className="muted">
            {t('amas.hostedBy', { name: host.attributes.display_name })}
            {host.attributes.verified ? <VerifiedBadge inline /> : null}
          </p>
        ) : null}
        <p className="muted">
          <span className={a.open ? 'ama-state open' : 'ama-state closed'}>
            {a.open ? t('amas.open') : t('amas.closed')}
          </span>{' '}
          <time dateTime={a.ends_at}>
            {a.open
              ? t('amas.endsOn', { date: formatDateTime(a.ends_at, locale) })
              : t('amas.endedOn', { date: formatDateTime(a.ends_at, locale) })}
          </time>
        </p>
        <p className="muted">{t('amas.questionsCount', { count: a.ama_questions_count })}</p>
      </div>
    </article>
  );
}

/** Placeholders of session cards while the list loads (the cards' final size). */
export function AmaSessionCardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <div className="ama-grid" aria-busy="true" data-testid="ama-sessions-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="ama-card ama-card-skeleton">
          <span className="skeleton ama-card-media" />
          <span className="ama-card-body">
            <span className="skeleton skeleton-title" />
            <span className="skeleton skeleton-line" />
          </span>
        </div>
      ))}
    </div>
  );
}
