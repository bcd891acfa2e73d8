import type { APIRequestContext, APIResponse } from '@playwright/test';
import { cursorPageSearch, LINK_HEADER, nextCursorOfLink, PAGE_LIMIT_MAX } from '@tolk/contracts/pagination';

/**
 * Every item of a cursor-paged list endpoint, page after page, as the tests' checks need the whole list:
 * the next cursor from the body's nextCursor, or, for a list answered as an array, from its `Link` header.
 */
export async function everyPage<Item>(
  request: APIRequestContext,
  url: string,
  headers: Record<string, string>,
  itemsOf: (page: unknown) => Item[],
): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const response: APIResponse = await request.get(`${url}${cursorPageSearch({ limit: PAGE_LIMIT_MAX, cursor })}`, {
      headers,
    });
    if (!response.ok()) throw new Error(`GET ${url} failed: ${response.status()} ${await response.text()}`);
    const page: unknown = await response.json();
    items.push(...itemsOf(page));
    cursor = Array.isArray(page)
      ? nextCursorOfLink(response.headers()[LINK_HEADER])
      : (page as { nextCursor: string | null }).nextCursor;
  } while (cursor);
  return items;
}
