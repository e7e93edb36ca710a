/**
 * The form of a fan contribution (an idea, an AMA question): `{<key>:{title, body, initial_boost}}`
 * JSON or a multipart form with `<key>[title]` ... and `img_files[]` (docs/PARTICIPATION.md
 * "The participation kit").
 */
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Text } from '../../http/input.ts';
import { readFanMultipart } from '../fan-form.ts';
import type { UploadedFile } from '../user-media.ts';

/** The longest `initial_boost` text accepted before parsing (38 digits and some blanks). */
const MAX_BOOST_TEXT = 40;

/** A contribution's form: its key (`idea`, `ama_question`) and limits. */
export interface ContributionFormSpec {
  key: string;
  maxTitle: number;
  maxBody: number;
  maxImages: number;
}

/** A contribution as read from the request. */
export interface ContributionForm {
  title?: string;
  body?: string;
  initialBoost?: string;
  images: UploadedFile[];
  /** True when the request carried img_files (an edit then replaces the images). */
  hasImages: boolean;
}

/**
 * The form of a contribution keyed `key`, with the limits ideas and questions share: a title of
 * 200 characters, a body of 20,000 characters of HTML and up to 4 images (`img_files[]`, as for
 * comments).
 */
export function contributionForm(key: string): ContributionFormSpec {
  return { key, maxTitle: 200, maxBody: 20_000, maxImages: 4 };
}

/** The JSON body of adding or editing a contribution; `adding` names the adding in the boost's description. */
export function contributionBody(spec: ContributionFormSpec, adding: string) {
  return Type.Object(
    {
      [spec.key]: Type.Object(
        {
          title: Type.Optional(Text({ maxLength: spec.maxTitle })),
          body: Type.Optional(Text({ maxLength: spec.maxBody, description: 'Rich text (HTML), sanitized.' })),
          initial_boost: Type.Optional(
            Type.String({
              maxLength: MAX_BOOST_TEXT,
              description: `Base units (8 decimals) as a base-10 integer; only when ${adding}.`,
            }),
          ),
        },
        { additionalProperties: false },
      ),
    },
    { additionalProperties: false },
  );
}

/** Reads the JSON or multipart form of a contribution (422, 413 or 400 when it is not one). */
export async function readContributionForm(
  req: FastifyRequest,
  maxBytes: number,
  spec: ContributionFormSpec,
): Promise<ContributionForm> {
  const { key } = spec;
  if (!req.isMultipart()) {
    const body = req.body as
      Record<string, { title?: string; body?: string; initial_boost?: string } | undefined> | undefined;
    const c = body?.[key];
    return { title: c?.title, body: c?.body, initialBoost: c?.initial_boost, images: [], hasImages: false };
  }
  const fields = { title: { max: spec.maxTitle }, body: { max: spec.maxBody }, initial_boost: { max: MAX_BOOST_TEXT } };
  const form = await readFanMultipart(req, maxBytes, { key, fields, maxImages: spec.maxImages });
  const { title, body, initial_boost: initialBoost } = form.values;
  return { title, body, initialBoost, images: form.images, hasImages: form.hasImages };
}
