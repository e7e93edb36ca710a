/**
 * The setup form's draft (docs/CONSOLE.md "Instance setup"): reading and writing its fields by the
 * dotted names the server's messages use, the checks the server runs (asked here for instant
 * messages) and the draft in the shell's shapes for the live preview.
 */
import { instanceDraftProblems } from '@tribune/domain';
import type { PreviewDraft } from '../../../kernel/setup-preview.ts';
import type { SetupDraft } from './api.ts';

/** The value at a dotted path of the draft (`modules.nfts.enabled`). */
export function valueAt(draft: SetupDraft, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], draft);
}

/** A copy of the draft with the value at a dotted path replaced (`undefined` removes the key). */
export function withValue(draft: SetupDraft, path: string, value: unknown): SetupDraft {
  const [head, ...rest] = path.split('.');
  const set = (obj: Record<string, unknown>, keys: string[]): Record<string, unknown> => {
    const [k, ...more] = keys;
    const copy = { ...obj };
    if (more.length === 0) {
      if (value === undefined) delete copy[k!];
      else copy[k!] = value;
    } else copy[k!] = set((obj[k!] as Record<string, unknown>) ?? {}, more);
    return copy;
  };
  const root: Record<string, unknown> = draft;
  return set(root, [head!, ...rest]) as SetupDraft;
}

/** Field → messages of the rules the server runs, asked in the browser. */
export function localProblems(draft: SetupDraft): Record<string, string[]> {
  const out: Record<string, string[]> = { ...instanceDraftProblems(draft) };
  if (!draft.name.trim()) out.name = ['must not be empty'];
  if (!draft.short_name.trim()) out.short_name = ['must not be empty'];
  for (const field of ['theme_color', 'background_color'] as const) {
    if (!/^#[0-9a-f]{6}$/i.test(draft[field])) out[field] = ['must be a colour as #rrggbb'];
  }
  return out;
}

/** Both lists of messages per field, each message once. */
export function mergeProblems(...all: Record<string, string[]>[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const problems of all) {
    for (const [field, messages] of Object.entries(problems)) {
      out[field] = [...new Set([...(out[field] ?? []), ...messages])];
    }
  }
  return out;
}

/** The draft as the preview's shell takes it (shell/preview.ts). */
export function previewOf(draft: SetupDraft): PreviewDraft {
  return {
    moduleConfig: {
      instance: {
        name: draft.name,
        short_name: draft.short_name,
        theme_color: draft.theme_color,
        background_color: draft.background_color,
      },
      options: {
        language_options: draft.languages.options,
        default_language: draft.languages.default,
        ...draft.options,
      },
      modules: draft.modules,
      feature_flags: draft.feature_flags,
      campaign_aliases: draft.campaign_aliases,
    },
    routeWords: draft.route_words,
    icons: { ...draft.icons, ...(draft.logo ? { logo: draft.logo } : {}) },
  };
}
