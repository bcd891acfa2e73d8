import type { APIRequestContext, APIResponse } from '@playwright/test';
import { type EndpointDeclaration, endpointLabel, endpointUrl } from '@tolk/contracts/endpoint';
import { LINK_HEADER, nextCursorOfLink } from '@tolk/contracts/link-pages';
import { PAGE_LIMIT_MAX } from '@tolk/contracts/pagination';

/**
 * Every item of a cursor-paged list endpoint, page after page, as the tests' checks need the whole list:
 * the next cursor from the body's nextCursor, or, for a list answered as an array, from its `Link` header.
 */
export async function everyPage<Item>(
  request: APIRequestContext,
  list: Pick<EndpointDeclaration, 'method' | 'path'>,
  headers: Record<string, string>,
  itemsOf: (page: unknown) => Item[],
): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const response: APIResponse = await request.get(endpointUrl(list, undefined, { limit: PAGE_LIMIT_MAX, cursor }), {
      headers,
    });
    if (!response.ok()) throw new Error(`${endpointLabel(list)} failed: ${response.status()} ${await response.text()}`);
    const page: unknown = await response.json();
    items.push(...itemsOf(page));
    cursor = Array.isArray(page)
      ? nextCursorOfLink(response.headers()[LINK_HEADER])
      : (page as { nextCursor: string | null }).nextCursor;
  } while (cursor);
  return items;
}
