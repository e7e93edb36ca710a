import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { useShell } from '../../kernel/shell-context.ts';
import { CardImage } from '../../kernel/ui/CardImage.tsx';
import type { Included, Mission } from './api.ts';
import { formatDateTime, missionPath } from './paths.ts';
import './ideation.css';

/** A mission in a list (the missions page, the participation hub): hero, title, end, idea count. */
export function MissionCard({
  mission,
  included,
  priority = false,
}: {
  mission: Mission;
  included?: Included;
  /** The first card of the page: its image loads first. */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const a = mission.attributes;
  const medium = included?.medium(mission.relationships.hero_medium.data?.id);
  const image = medium?.attributes.thumbnail ?? medium?.attributes.original ?? null;
  return (
    <article className={a.open ? 'mission-card' : 'mission-card mission-card-ended'} data-testid="mission-card">
      <div className="mission-card-media" aria-hidden="true">
        {image ? (
          <CardImage
            src={image}
            renditions={medium?.attributes.image_renditions}
            width={320}
            height={180}
            priority={priority}
          />
        ) : (
          <span className="mission-card-placeholder">💡</span>
        )}
      </div>
      <div className="mission-card-body">
        <h3>
          <Link to={missionPath(locale, words, a.slug)}>{a.title}</Link>
        </h3>
        <p className="muted">
          <span className={a.open ? 'mission-state open' : 'mission-state closed'}>
            {a.open ? t('ideation.open') : t('ideation.closed')}
          </span>{' '}
          <time dateTime={a.ends_at}>
            {a.open
              ? t('ideation.endsOn', { date: formatDateTime(a.ends_at, locale) })
              : t('ideation.endedOn', { date: formatDateTime(a.ends_at, locale) })}
          </time>
        </p>
        <p className="muted">{t('ideation.ideasCount', { count: a.ideas_count })}</p>
      </div>
    </article>
  );
}

/** Placeholders of mission cards while the list loads (the cards' final size). */
export function MissionCardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <div className="mission-grid" aria-busy="true" data-testid="missions-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="mission-card mission-card-skeleton">
          <span className="skeleton mission-card-media" />
          <span className="mission-card-body">
            <span className="skeleton skeleton-title" />
            <span className="skeleton skeleton-line" />
          </span>
        </div>
      ))}
    </div>
  );
}
