import { Type } from 'typebox';
import type { Lang } from '../../http/locale.ts';
import {
  AdminParentSchema,
  ContributionCountersSchema,
  ContributionImagesSchema,
  ContributionTimesSchema,
  manyOf,
  NullableDate,
  oneOf,
  optionalId,
  ParentLink,
  parentLinkOf,
  ParentSchema,
  presentAdminParent,
  presentContributionCounters,
  presentContributionImages,
  presentContributionTimes,
  presentParent,
  ResourceRef,
  ResourceSchema,
  ToMany,
  ToOneOrNull,
} from '../../platform/participation/index.ts';
import type { QuestionRow, SessionRow } from './repository.ts';

/** The AMA question resource. */
export const AmaQuestionSchema = ResourceSchema(
  'AmaQuestion',
  'ama_question',
  {
    id: Type.String(),
    title: Type.String(),
    body: Type.String({ description: 'Sanitized HTML (may be empty).' }),
    images: ContributionImagesSchema,
    ...ContributionCountersSchema,
    answer: Type.Union([Type.String({ description: "The host's answer, sanitized HTML." }), Type.Null()]),
    answered_at: NullableDate,
    editable: Type.Boolean({ description: 'True for the author while the session is open and it is unanswered.' }),
    answerable: Type.Boolean({
      description: "True for the session's host and admins (answer, or edit the answer).",
    }),
    ...ContributionTimesSchema,
  },
  {
    ama_session: ParentLink('ama_session'),
    user: Type.Object({ data: ResourceRef('user') }),
    answered_by: ToOneOrNull('user'),
    top_comments: ToMany('comment'),
  },
);

/** The AMA session resource. */
export const AmaSessionSchema = ParentSchema('AmaSession', 'ama_session', {
  open: 'ends_at is in the future: the session takes questions.',
  count: 'ama_questions_count',
  attributes: { viewer_is_host: Type.Boolean({ description: 'The caller is the host (answers the questions).' }) },
  relationships: { host: ToOneOrNull('user') },
  top: ['top_ama_questions', 'ama_question'],
});

/** A session as admins edit it: every language, the host, the preview token. */
export const AdminAmaSessionSchema = AdminParentSchema('AdminAmaSession', 'ama_session', {
  noun: 'session',
  count: 'ama_questions_count',
  attributes: { host_user_id: Type.Union([Type.String(), Type.Null()]) },
});

/** Every schema of the AMA domain, for registerContract. */
export const AMA_SCHEMAS = [AmaQuestionSchema, AmaSessionSchema, AdminAmaSessionSchema];

/** What presenting a question needs besides the row. */
export interface QuestionPresentContext {
  viewerId?: number;
  publicUrl: string;
  /** Whether the viewer may still edit (author, session open, unanswered). */
  editable: boolean;
  /** Whether the viewer may answer (the session's host, or an admin). */
  answerable: boolean;
  topCommentIds: number[];
}

/** Presents a question. */
export function presentQuestion(row: QuestionRow, ctx: QuestionPresentContext) {
  return {
    id: String(row.id),
    type: 'ama_question' as const,
    attributes: {
      id: String(row.id),
      title: row.title,
      body: row.body,
      images: presentContributionImages(row, ctx.publicUrl),
      ...presentContributionCounters(row),
      answer: row.answeredAt === null ? null : row.answer,
      answered_at: row.answeredAt ? row.answeredAt.toISOString() : null,
      editable: ctx.editable,
      answerable: ctx.answerable,
      ...presentContributionTimes(row),
    },
    relationships: {
      ama_session: parentLinkOf('ama_session', row),
      user: oneOf('user', row.userId),
      answered_by: oneOf('user', row.answeredAt !== null ? row.answeredBy : null),
      top_comments: manyOf('comment', ctx.topCommentIds),
    },
  };
}

/** Presents a session in the request's language. */
export function presentSession(
  row: SessionRow,
  ctx: { lang: Lang; topQuestionIds: number[]; viewerIsHost: boolean; hostShown: boolean },
) {
  return presentParent(row, 'ama_session', ctx.lang, {
    count: ['ama_questions_count', row.amaQuestionsCount],
    attributes: { viewer_is_host: ctx.viewerIsHost },
    relationships: { host: oneOf('user', ctx.hostShown ? row.hostUserId : null) },
    top: ['top_ama_questions', 'ama_question', ctx.topQuestionIds],
  });
}

/** Presents a session for admins. */
export function presentAdminSession(row: SessionRow) {
  return presentAdminParent(row, 'ama_session', {
    count: ['ama_questions_count', row.amaQuestionsCount],
    attributes: { host_user_id: optionalId(row.hostUserId) },
  });
}
