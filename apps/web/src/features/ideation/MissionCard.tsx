import { useTranslation } from 'react-i18next';
import { useShell } from '../../kernel/shell-context.ts';
import {
  OpenState,
  ParticipationCard,
  ParticipationCardSkeletons,
  type ItemCardProps,
} from '../participation/index.ts';
import type { Included, Mission } from './api.ts';
import { missionPath } from './paths.ts';
import './ideation.css';

/** A mission in a list (the missions page, the participation hub): hero, title, end, idea count. */
export function MissionCard({ mission, included, priority = false }: { mission: Mission } & ItemCardProps<Included>) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const a = mission.attributes;
  return (
    <ParticipationCard
      prefix="mission"
      testId="mission-card"
      item={mission}
      included={included}
      placeholder="💡"
      to={missionPath(locale, words, a.slug)}
      priority={priority}
    >
      <OpenState prefix="mission" ns="ideation" item={mission} />
      <p className="muted">{t('ideation.ideasCount', { count: a.ideas_count })}</p>
    </ParticipationCard>
  );
}

/** Placeholders of mission cards while the list loads (the cards' final size). */
export function MissionCardSkeletons({ count = 3 }: { count?: number }) {
  return <ParticipationCardSkeletons prefix="mission" testId="missions-skeleton" count={count} />;
}
