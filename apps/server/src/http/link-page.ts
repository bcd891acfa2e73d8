import { LINK_HEADER, nextPageLink, TOTAL_COUNT_HEADER } from '@tolk/contracts/link-pages';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A page of a list the call list answers as a list: the items are the body, the next page's URL
 * (this request's path and query with `cursor` set) goes in the `Link` header, and `total`, when
 * the list counts its items, in `X-Total-Count` (packages/contracts/src/pagination.ts).
 */
export function linkPage<Item>(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { items: Item[]; nextCursor: string | null; total?: number },
): Item[] {
  if (page.nextCursor !== null) {
    const url = new URL(request.url, 'http://relative.invalid');
    url.searchParams.set('cursor', page.nextCursor);
    reply.header(LINK_HEADER, nextPageLink(`${url.pathname}${url.search}`));
  }
  if (page.total !== undefined) reply.header(TOTAL_COUNT_HEADER, String(page.total));
  return page.items;
}
