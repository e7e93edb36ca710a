import { Type } from 'typebox';
import { isOpenUntil } from '@tribune/domain';
import { pick } from '../../http/locale.ts';
import {
  ContributionCountersSchema,
  ContributionImagesSchema,
  ContributionTimesSchema,
  HeroMediumRelationship,
  LocalizedOut,
  NullableDate,
  ResourceRef,
  heroMediumData,
  optionalId,
  presentContributionCounters,
  presentContributionImages,
  presentContributionTimes,
} from '../../platform/participation/index.ts';
import type { QuestionRow, SessionRow } from './repository.ts';

const Ref = ResourceRef;

/** The AMA question resource. */
export const AmaQuestionSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('ama_question'),
    attributes: Type.Object({
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
    }),
    relationships: Type.Object({
      ama_session: Type.Object({
        data: Type.Object({ id: Type.String(), type: Type.Literal('ama_session'), slug: Type.String() }),
      }),
      user: Type.Object({ data: Ref('user') }),
      answered_by: Type.Object({ data: Type.Union([Ref('user'), Type.Null()]) }),
      top_comments: Type.Object({ data: Type.Array(Ref('comment')) }),
    }),
  },
  { $id: 'AmaQuestion' },
);

/** The AMA session resource. */
export const AmaSessionSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('ama_session'),
    attributes: Type.Object({
      slug: Type.String(),
      title: Type.String(),
      description: Type.String({ description: 'Sanitized HTML.' }),
      ends_at: Type.String({ format: 'date-time' }),
      open: Type.Boolean({ description: 'ends_at is in the future: the session takes questions.' }),
      ama_questions_count: Type.Integer(),
      published: Type.Boolean(),
      viewer_is_host: Type.Boolean({ description: 'The caller is the host (answers the questions).' }),
    }),
    relationships: Type.Object({
      host: Type.Object({ data: Type.Union([Ref('user'), Type.Null()]) }),
      hero_medium: HeroMediumRelationship,
      top_ama_questions: Type.Object({ data: Type.Array(Ref('ama_question')) }),
    }),
  },
  { $id: 'AmaSession' },
);

/** A session as admins edit it: every language, the host, the preview token. */
export const AdminAmaSessionSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('ama_session'),
    attributes: Type.Object({
      slug: Type.String(),
      title: LocalizedOut,
      description: LocalizedOut,
      hero_medium_id: Type.Union([Type.String(), Type.Null()]),
      host_user_id: Type.Union([Type.String(), Type.Null()]),
      ends_at: Type.String({ format: 'date-time' }),
      open: Type.Boolean(),
      published: Type.Boolean(),
      published_at: NullableDate,
      preview_token: Type.String({ description: 'Opens the unpublished session: ?preview_token=...' }),
      ama_questions_count: Type.Integer(),
      created_at: Type.String({ format: 'date-time' }),
      updated_at: Type.String({ format: 'date-time' }),
    }),
  },
  { $id: 'AdminAmaSession' },
);

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
      ama_session: { data: { id: String(row.parentId), type: 'ama_session' as const, slug: row.parentSlug } },
      user: { data: { id: String(row.userId), type: 'user' as const } },
      answered_by: {
        data:
          row.answeredAt !== null && row.answeredBy !== null
            ? { id: String(row.answeredBy), type: 'user' as const }
            : null,
      },
      top_comments: { data: ctx.topCommentIds.map((id) => ({ id: String(id), type: 'comment' as const })) },
    },
  };
}

/** A presented question. */
export type AmaQuestionResource = ReturnType<typeof presentQuestion>;

/** Presents a session in the request's language. */
export function presentSession(
  row: SessionRow,
  ctx: { locale: string; fallback: string; topQuestionIds: number[]; viewerIsHost: boolean; hostShown: boolean },
) {
  return {
    id: String(row.id),
    type: 'ama_session' as const,
    attributes: {
      slug: row.slug,
      title: pick(row.title, ctx.locale, ctx.fallback),
      description: pick(row.description, ctx.locale, ctx.fallback),
      ends_at: row.endsAt.toISOString(),
      open: isOpenUntil(row.endsAt),
      ama_questions_count: row.amaQuestionsCount,
      published: row.published,
      viewer_is_host: ctx.viewerIsHost,
    },
    relationships: {
      host: {
        data: row.hostUserId !== null && ctx.hostShown ? { id: String(row.hostUserId), type: 'user' as const } : null,
      },
      hero_medium: { data: heroMediumData(row.heroMediumId) },
      top_ama_questions: { data: ctx.topQuestionIds.map((id) => ({ id: String(id), type: 'ama_question' as const })) },
    },
  };
}

/** Presents a session for admins. */
export function presentAdminSession(row: SessionRow) {
  return {
    id: String(row.id),
    type: 'ama_session' as const,
    attributes: {
      slug: row.slug,
      title: row.title,
      description: row.description,
      hero_medium_id: optionalId(row.heroMediumId),
      host_user_id: optionalId(row.hostUserId),
      ends_at: row.endsAt.toISOString(),
      open: isOpenUntil(row.endsAt),
      published: row.published,
      published_at: row.publishedAt ? row.publishedAt.toISOString() : null,
      preview_token: row.previewToken,
      ama_questions_count: row.amaQuestionsCount,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    },
  };
}
