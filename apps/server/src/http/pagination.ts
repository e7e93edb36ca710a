import type { FastifyReply } from 'fastify';
import { PAGINATION } from '@tribune/domain';

/** A resolved page window. */
export interface Page {
  page: number;
  perPage: number;
  offset: number;
}

/** Resolves page and per_page (already validated by the route schema) into a window. */
export function pageOf(query: { page?: number; per_page?: number }): Page {
  const page = query.page ?? 1;
  const perPage = Math.min(query.per_page ?? PAGINATION.defaultPerPage, PAGINATION.maxPerPage);
  return { page, perPage, offset: (page - 1) * perPage };
}

/** Sets the list headers total-count, current-page and total-pages. */
export function setListHeaders(reply: FastifyReply, page: Page, total: number): void {
  reply.header('total-count', String(total));
  reply.header('current-page', String(page.page));
  reply.header('total-pages', String(Math.max(1, Math.ceil(total / page.perPage))));
}

/** A page of presented records with their included records and the total of the list. */
export interface PresentedPage<D, I> {
  data: D[];
  included: I[];
  total: number;
}

/** Sets the list headers of a page and answers its document `{ data, included, meta: {} }`. */
export function pageDocument<D, I>(reply: FastifyReply, page: Page, out: PresentedPage<D, I>) {
  setListHeaders(reply, page, out.total);
  return { data: out.data, included: out.included, meta: {} };
}
