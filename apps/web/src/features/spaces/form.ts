/** A value of a group form field: a text, a file, a list of them; null and undefined are dropped. */
export type GroupFieldValue = string | Blob | ReadonlyArray<string | Blob> | null | undefined;

/**
 * The multipart body of creating or updating a group (docs/COMMUNITY.md "Groups"): each field as
 * `fan_group[field]`, a list as `fan_group[field][]` (one part per item), null and undefined
 * fields dropped (a null never clears a field on the server either).
 */
export function groupFormData(fields: Record<string, GroupFieldValue>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value as ReadonlyArray<string | Blob>) form.append(`fan_group[${name}][]`, item);
    } else {
      form.append(`fan_group[${name}]`, value as string | Blob);
    }
  }
  return form;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A plain-text description as the rich text the server keeps: one paragraph per blank-line block. */
export function descriptionHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0)
    .map((block) => `<p>${block.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The group's rich-text description back as the plain text the form edits (paragraphs by blank lines). */
export function descriptionText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|blockquote)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
