import type { InfiniteData } from '@tanstack/react-query';
import { PAGE_LIMIT_MAX } from '@tolk/contracts/pagination';

/** What every paged list answers: its items under its own name, and the next page's cursor. */
export interface CursorPage {
  nextCursor: string | null;
}

/** The page param of an infinite query over a cursor-paged list: null asks for the first page. */
export const firstPageParam = null as string | null;

/** The next page's param, or undefined when the last page has been read (TanStack Query's convention). */
export function nextPageParam(page: CursorPage): string | undefined {
  return page.nextCursor ?? undefined;
}

/**
 * Every item of a paged list, page after page at the largest page size: for the few callers that
 * need the whole list (sync matching its uploads against the server's copies), not for screens.
 */
export async function readEveryPage<Page extends CursorPage, Item>(
  fetchPage: (query: { limit: number; cursor: string | null }) => Promise<Page>,
  itemsOf: (page: Page) => Item[],
): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const page: Page = await fetchPage({ limit: PAGE_LIMIT_MAX, cursor });
    items.push(...itemsOf(page));
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/** Every loaded page of an infinite query's cached data changed by `change` (a deleted item taken out). */
export function mapLoadedPages<Page, Param>(
  data: InfiniteData<Page, Param> | undefined,
  change: (page: Page) => Page,
): InfiniteData<Page, Param> | undefined {
  return data ? { ...data, pages: data.pages.map(change) } : data;
}

/**
 * Removes every item of a paged list on the server (Clear All), not only the pages on screen:
 * reads the newest page at the largest size and removes its items one after another, until the
 * list is empty. A failure stops the rest; what was removed before it stays removed.
 */
export async function removeEveryPage<Page extends CursorPage, Item extends { id: string }>(
  fetchPage: (query: { limit: number }) => Promise<Page>,
  itemsOf: (page: Page) => Item[],
  remove: (id: string) => Promise<void>,
): Promise<void> {
  for (;;) {
    const items = itemsOf(await fetchPage({ limit: PAGE_LIMIT_MAX }));
    if (items.length === 0) return;
    for (const { id } of items) await remove(id);
  }
}
