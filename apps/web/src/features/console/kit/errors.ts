/**
 * The server's refusals as a console form shows them (docs/CONSOLE.md "Web"): the line above the
 * form and each field's messages, from the error body `{ error, code, errors: { full_messages,
 * <field>: [...] } }`.
 */
import { ApiError } from '@tribune/api-client';
import type { FormRefusal } from '../../../kernel/ui/LabeledField.tsx';

/**
 * The refusal of a failed call; `fallback` when the body says nothing. With `wrapper` (the body's
 * outer key, `content` of `{ content: {...} }`), a field `content.title.en` is named `title.en`.
 */
export function refusalOf(error: unknown, fallback: string, wrapper?: string): FormRefusal {
  if (!(error instanceof ApiError) || !error.body) return { message: fallback, fields: {} };
  const fields: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error.body.errors ?? {})) {
    if (field === 'full_messages' || !Array.isArray(messages)) continue;
    const name = wrapper && field.startsWith(`${wrapper}.`) ? field.slice(wrapper.length + 1) : field;
    fields[name] = [...(fields[name] ?? []), ...messages.map(String)];
  }
  return { message: error.body.error ?? fallback, fields };
}
