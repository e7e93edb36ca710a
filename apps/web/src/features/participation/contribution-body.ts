/** What a contribution (an idea, an AMA question) is sent with. */
export interface ContributionWrite {
  title: string;
  body: string;
  images?: File[];
  /** Base units, only when adding. */
  initialBoost?: string;
}

/**
 * The request of a contribution under `root` (`idea`, `ama_question`): JSON `{ [root]: {...} }`,
 * or multipart `root[...]` + `img_files[]` when images go along (docs/PARTICIPATION.md "Ideation").
 */
export function contributionBody<R extends string>(root: R, input: ContributionWrite) {
  const body = {
    [root]: {
      title: input.title,
      body: input.body,
      ...(input.initialBoost ? { initial_boost: input.initialBoost } : {}),
    },
  } as { [K in R]: { title: string; body: string; initial_boost?: string } };
  if (!input.images || input.images.length === 0) return { body };
  const form = new FormData();
  form.append(`${root}[title]`, input.title);
  form.append(`${root}[body]`, input.body);
  if (input.initialBoost) form.append(`${root}[initial_boost]`, input.initialBoost);
  for (const file of input.images) form.append('img_files[]', file, file.name);
  return { body, bodySerializer: () => form, headers: { 'Content-Type': null } };
}
