import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../kernel/shell-context.ts';
import { OpenState, ParticipationCard, ParticipationCardSkeletons } from '../participation/index.ts';
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
  return (
    <ParticipationCard
      prefix="mission"
      testId="mission-card"
      open={a.open}
      medium={included?.medium(mission.relationships.hero_medium.data?.id)}
      placeholder="💡"
      to={missionPath(locale, words, a.slug)}
      title={a.title}
      priority={priority}
    >
      <MissionState mission={mission} />
      <p className="muted">{t('ideation.ideasCount', { count: a.ideas_count })}</p>
    </ParticipationCard>
  );
}

/** Placeholders of mission cards while the list loads (the cards' final size). */
export function MissionCardSkeletons({ count = 3 }: { count?: number }) {
  return <ParticipationCardSkeletons prefix="mission" testId="missions-skeleton" count={count} />;
}

/** The open/closed badge and the end of a mission (its card, its page). */
export function MissionState({
  mission,
  testId,
  children,
}: {
  mission: Mission;
  testId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const a = mission.attributes;
  const date = formatDateTime(a.ends_at, locale);
  return (
    <OpenState
      prefix="mission"
      open={a.open}
      endsAt={a.ends_at}
      label={a.open ? t('ideation.open') : t('ideation.closed')}
      when={a.open ? t('ideation.endsOn', { date }) : t('ideation.endedOn', { date })}
      testId={testId}
    >
      {children}
    </OpenState>
  );
}
