import { ApiError, readListHeaders } from '@tribune/api-client';

/** A page of a list read page by page: its number and the list's totals (from the list headers). */
export interface ListPageInfo {
  page: number;
  totalCount: number;
  totalPages: number;
}

/** The page number and totals of a list answer (docs/DECISIONS.md "API conventions"). */
export function listPageInfo(response: Response): ListPageInfo {
  const headers = readListHeaders(response);
  return { page: headers.currentPage, totalCount: headers.totalCount, totalPages: headers.totalPages ?? 1 };
}

/** The next page of a list read page by page, or undefined after the last (`getNextPageParam`). */
export const nextListPage = (last: ListPageInfo): number | undefined =>
  last.page < last.totalPages ? last.page + 1 : undefined;

/** Retries a failed read twice, but never a refusal (4xx): a not-found page shows at once. */
export const retryUnlessRefused = (count: number, error: unknown): boolean =>
  !(error instanceof ApiError && error.status < 500) && count < 2;

/**
 * The text of a failed call: the error body's field messages or its message (docs/DECISIONS.md
 * "Failures in the app"), or null for the caller's fallback.
 */
export function apiErrorText(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.body) return null;
  const full = error.body.errors?.full_messages;
  return Array.isArray(full) && full.length ? full.join(' ') : (error.body.error ?? null);
}

/**
 * Runs a call and, when it fails, logs the failure under `label` (the area's failure name) with
 * the body's error, or the label, and rethrows it: failures are logged, never alerted.
 */
export async function loggingFailure<T>(label: string, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const text = error instanceof ApiError && error.body?.error ? error.body.error : label;
    console.error(`${label}: ${what}: ${text}`);
    throw error;
  }
}
