/**
 * The console's sections (docs/CONSOLE.md "Web"): the area each belongs to (who may open it is the
 * area's row of `CONSOLE_AREA_ROLES`), its word in `/{locale}/admin/{word}`, its label's key in the
 * console's texts and its screen, loaded when it is opened. A domain adds its section here.
 */
import { lazy, type ComponentType } from 'react';
import type { ConsoleArea } from '@tribune/domain';

/** What a section's screen gets: the rest of the path below its word (a screen, a record). */
export interface SectionProps {
  screen?: string;
  id?: string;
}

export interface ConsoleSection {
  area: ConsoleArea;
  word: string;
  /** The key of its label in the console's texts (`sections.<key>`). */
  label: string;
  Screen: ComponentType<SectionProps>;
}

export const SECTIONS: readonly ConsoleSection[] = [
  {
    area: 'dashboard',
    word: 'dashboard',
    label: 'dashboard',
    Screen: lazy(() => import('./dashboard/DashboardScreen.tsx')),
  },
  { area: 'content', word: 'content', label: 'content', Screen: lazy(() => import('./content/ContentsScreen.tsx')) },
  {
    area: 'participation',
    word: 'participation',
    label: 'participation',
    Screen: lazy(() => import('./participation/ParticipationScreen.tsx')),
  },
  {
    area: 'moderation',
    word: 'moderation',
    label: 'moderation',
    Screen: lazy(() => import('./moderation/ModerationScreen.tsx')),
  },
  { area: 'members', word: 'members', label: 'members', Screen: lazy(() => import('./members/MembersScreen.tsx')) },
  { area: 'nfts', word: 'nfts', label: 'nfts', Screen: lazy(() => import('./nfts/NftsScreen.tsx')) },
  { area: 'setup', word: 'setup', label: 'setup', Screen: lazy(() => import('./setup/SetupScreen.tsx')) },
  { area: 'audit', word: 'audit', label: 'audit', Screen: lazy(() => import('./audit/AuditScreen.tsx')) },
];

/** The sections a caller with these areas may open, in the console's order. */
export function sectionsFor(areas: readonly ConsoleArea[]): ConsoleSection[] {
  return SECTIONS.filter((s) => areas.includes(s.area));
}
