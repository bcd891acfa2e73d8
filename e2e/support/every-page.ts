import type { APIRequestContext } from '@playwright/test';
import { type EndpointDeclaration, endpointLabel, endpointUrl } from '@tolk/contracts/endpoint';
import { PAGE_LIMIT_MAX } from '@tolk/contracts/pagination';

/** Every item of a cursor-paged list endpoint, page after page, as the tests' checks need the whole list. */
export async function everyPage<Item>(
  request: APIRequestContext,
  list: Pick<EndpointDeclaration, 'method' | 'path'>,
  headers: Record<string, string>,
  itemsOf: (page: unknown) => Item[],
): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const response = await request.get(endpointUrl(list, undefined, { limit: PAGE_LIMIT_MAX, cursor }), { headers });
    if (!response.ok()) throw new Error(`${endpointLabel(list)} failed: ${response.status()} ${await response.text()}`);
    const page = (await response.json()) as { nextCursor: string | null };
    items.push(...itemsOf(page));
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}
