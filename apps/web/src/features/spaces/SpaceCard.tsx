import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { useShell } from '../../kernel/shell-context.ts';
import { CardImage } from '../../kernel/ui/CardImage.tsx';
import { SkeletonItems } from '../../kernel/ui/SkeletonItems.tsx';
import type { FanGroup } from './api.ts';
import { spacePath } from './paths.ts';

/** A group in the list: image in a box sized before it loads, name, members, access, the viewer's standing. */
export function SpaceCard({ group, priority = false }: { group: FanGroup; priority?: boolean }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const a = group.attributes;
  const standing =
    a.current_user_status === 'active' || a.current_user_status === 'muted'
      ? t('spaces.youAreMember')
      : a.current_user_status === 'pending'
        ? t('spaces.requestPending')
        : null;
  return (
    <article className="space-card" data-testid="space-card">
      <div className="space-card-media" aria-hidden="true">
        {a.image_url ? (
          <CardImage src={a.image_url} width={320} height={180} priority={priority} />
        ) : (
          <span className="space-card-placeholder">{[...a.name.trim()][0]?.toUpperCase() ?? '#'}</span>
        )}
      </div>
      <div className="space-card-body">
        <h3>
          <Link to={spacePath(locale, words, a.slug)}>{a.name}</Link>
        </h3>
        <p className="muted">
          {t('spaces.membersCount', { count: a.members_count })}
          {' · '}
          {t(`spaces.settings.access.${a.access}`)}
        </p>
        <p className="space-card-badges">
          {a.featured ? <span className="space-badge">{t('spaces.featured')}</span> : null}
          {standing ? <span className="space-badge space-badge-member">{standing}</span> : null}
        </p>
      </div>
    </article>
  );
}

const CARD_LINES = ['skeleton-title', 'skeleton-line'];

/** Placeholders of group cards while a list loads (the cards' final size). */
export function SpaceCardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <SkeletonItems
      count={count}
      list="div"
      className="space-grid"
      testId="spaces-skeleton"
      itemClassName="space-card space-card-skeleton"
      mediaClassName="space-card-media"
      bodyClassName="space-card-body"
      lines={CARD_LINES}
    />
  );
}
