/** Requests of moderation (docs/CONSOLE.md "Moderation"). */
import { REPORT_STATUSES } from '@tribune/domain';
import { Type } from 'typebox';
import { PageQuery, Text } from '../../http/input.ts';
import { IdParam } from '../../platform/params.ts';
import { MODERATED_TYPES } from './moderation-repository.ts';
import { MODERATOR_TARGETS } from './policy.ts';

/** `GET /v2/admin/moderation/queue`: the cases waiting (or of one status), of one type, searched, sorted. */
export const QueueQuery = Type.Object({
  sort: Type.Optional(Type.String({ enum: ['newest', 'most_reported'], default: 'newest' })),
  status: Type.Optional(
    Type.String({
      enum: ['open', ...REPORT_STATUSES.filter((s) => s !== 'unreported')],
      default: 'open',
      description: 'open: reported, under_review and review_requested.',
    }),
  ),
  type: Type.Optional(Type.String({ enum: [...MODERATED_TYPES] })),
  search: Type.Optional(Text({ maxLength: 100 })),
  ...PageQuery,
});

/** The item of a moderation route: its type and id. */
export const ItemParams = Type.Object({ type: Type.String({ enum: [...MODERATED_TYPES] }), id: IdParam });

/** A moderator's decision: the new status and the reason (required to hide; shown in the public log). */
export const DecisionBody = Type.Object(
  {
    moderation: Type.Object(
      {
        status: Type.String({ enum: [...MODERATOR_TARGETS] }),
        reason: Type.Optional(Type.Union([Text({ maxLength: 500 }), Type.Null()])),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/** `GET /v2/moderation_log`: pages only. */
export const LogQuery = Type.Object({ ...PageQuery });
