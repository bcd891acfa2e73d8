/** What a page shows where a list read from the server goes (docs/product.md, Offline). */
export type ServerListView = 'loading' | 'offline' | 'error' | 'empty' | 'list';

interface ServerListQuery {
  isPending: boolean;
  isError: boolean;
  hasData: boolean;
}

/**
 * Offline the list says so, instead of a spinner, a network error or its cached copy: that copy's
 * play, delete and create buttons all need the server.
 */
export function serverListView(query: ServerListQuery, online: boolean, isEmpty: boolean): ServerListView {
  if (!online) return 'offline';
  if (query.isPending) return 'loading';
  if (query.isError && !query.hasData) return 'error';
  return isEmpty ? 'empty' : 'list';
}
