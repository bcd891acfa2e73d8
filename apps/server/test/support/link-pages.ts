import { LINK_HEADER, nextCursorOfLink, TOTAL_COUNT_HEADER, totalCountOf } from '@tolk/contracts/link-pages';
import type { z } from 'zod';

/** A response as inject() answers it: headers and the parsed body. */
interface ListResponse {
  headers: Record<string, string | string[] | number | undefined>;
  json: () => unknown;
}

/** A header's one value as text. */
export function headerText(response: ListResponse, name: string): string | null {
  const value = response.headers[name];
  return value === undefined ? null : String(value);
}

/**
 * A page of a list answered as a JSON array with the next page in the `Link` header and its count
 * in `X-Total-Count` (packages/contracts/src/pagination.ts), read as a client does.
 */
export function readLinkPage<Items extends z.ZodType<unknown[]>>(
  response: ListResponse,
  schema: Items,
): { items: z.output<Items>; nextCursor: string | null; total: number | null } {
  return {
    items: schema.parse(response.json()),
    nextCursor: nextCursorOfLink(headerText(response, LINK_HEADER)),
    total: totalCountOf(headerText(response, TOTAL_COUNT_HEADER)),
  };
}
