/**
 * The participation types the console edits (docs/CONSOLE.md "Participation"), each described
 * once: its admin collection (the participation kit's standard admin routes), the body's key, its
 * fields and whether it closes early. One list and one form draw all four from these.
 */
export type FieldKind =
  'texts' | 'longTexts' | 'text' | 'slug' | 'datetime' | 'integer' | 'number' | 'select' | 'options' | 'medium';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  required?: boolean;
  /** A select's values (their labels are `participation.values.<name>.<value>`). */
  values?: readonly string[];
  min?: number;
  max?: number;
  /** Left out of the body when empty (null otherwise, to clear it). */
  omitEmpty?: boolean;
  /** Shown and sent only for a voting with tokens (`voting_type` other than `tokenless`). */
  tokensOnly?: boolean;
}

export interface ParticipationKind {
  /** The word in `/{locale}/admin/participation/{word}`. */
  word: 'votings' | 'ideation_missions' | 'ama_sessions' | 'events';
  /** The record's key in the body (`{ voting: {...} }`). */
  key: string;
  closes: boolean;
  fields: FieldSpec[];
  /** The attribute shown as the list's date column. */
  dateField: 'ends_at' | 'starts_at';
}

const common: FieldSpec[] = [
  { name: 'slug', kind: 'slug', required: true },
  { name: 'title', kind: 'texts', required: true },
  { name: 'description', kind: 'longTexts' },
  { name: 'hero_medium_id', kind: 'medium', omitEmpty: true },
];

export const KINDS: readonly ParticipationKind[] = [
  {
    word: 'votings',
    key: 'voting',
    closes: true,
    dateField: 'ends_at',
    fields: [
      { name: 'voting_type', kind: 'select', values: ['tokenless', 'tokenbased_fixed', 'tokenbased_variable'] },
      ...common,
      { name: 'ends_at', kind: 'datetime', required: true },
      { name: 'max_choices', kind: 'integer', min: 1, max: 20, omitEmpty: true },
      { name: 'deposit_share', kind: 'number', min: 0, max: 100, omitEmpty: true, tokensOnly: true },
      { name: 'unlocks_tokens_at', kind: 'datetime', omitEmpty: true, tokensOnly: true },
      { name: 'options', kind: 'options', required: true },
    ],
  },
  {
    word: 'ideation_missions',
    key: 'ideation_mission',
    closes: true,
    dateField: 'ends_at',
    fields: [...common, { name: 'ends_at', kind: 'datetime', required: true }],
  },
  {
    word: 'ama_sessions',
    key: 'ama_session',
    closes: true,
    dateField: 'ends_at',
    fields: [...common, { name: 'host_slug', kind: 'text' }, { name: 'ends_at', kind: 'datetime', required: true }],
  },
  {
    word: 'events',
    key: 'event',
    closes: false,
    dateField: 'starts_at',
    fields: [
      ...common,
      { name: 'location', kind: 'text' },
      { name: 'starts_at', kind: 'datetime', required: true },
      { name: 'ends_at', kind: 'datetime' },
      { name: 'capacity', kind: 'integer', min: 1, max: 1_000_000, omitEmpty: true },
    ],
  },
];

export const kindOf = (word: string | undefined): ParticipationKind | undefined => KINDS.find((k) => k.word === word);
